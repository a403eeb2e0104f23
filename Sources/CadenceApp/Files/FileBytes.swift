import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole file read straight into an array. Read through `Data` and copied, an imported file
/// was held twice, which set a long FIT import's peak memory.
enum FileBytes {
    /// The file's bytes.
    ///
    /// - Throws: why it could not be read, in the system's words (`No such file or directory`).
    static func read(atPath path: String) throws(ArchiveError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(path) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw .unreadable(path, "a directory, not a file") }
        // The size is only a first guess: the file may grow or shrink while it is read.
        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(clamping: status.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    private static func failure(_ path: String) -> ArchiveError {
        .unreadable(path, String(cString: strerror(errno)))
    }
}
