import Foundation

/// What a database's write-ahead log holds, read from the file as SQLite lays it out
/// (sqlite.org/fileformat2.html, "The WAL File Format"), before SQLite opens it.
///
/// SQLite reads a WAL up to its first frame whose salts or cumulative checksum do not match and
/// silently ignores the rest: a flipped byte in a frame drops every transaction committed after
/// it. This inspection finds that case — frames after the break that carry the log's current
/// salts and mark commits — so the loss can be reported instead of passing unnoticed. Frames
/// with other salts are leftovers of an earlier cycle of the log and are not a loss; a torn,
/// uncommitted tail after a crash is not one either.
public struct WriteAheadLogInspection: Sendable, Hashable {
    /// The page size the log records.
    public let pageSize: Int
    /// Whole frames in the file.
    public let frameCount: Int
    /// Frames SQLite will read: up to the last valid commit before the first bad frame.
    public let readableFrameCount: Int
    /// The index (from 0) of the first frame of the current cycle that fails its checksum, if any.
    public let firstBadFrame: Int?
    /// Commit frames of the current cycle after the bad frame: transactions that were committed
    /// and will not be read.
    public let lostCommits: Int
    /// Frames of the current cycle after the last readable commit.
    public let lostFrames: Int

    /// Whether committed transactions will be lost (the log is damaged, not just torn at its end).
    public var losesCommittedData: Bool { lostCommits > 0 }

    /// A sentence for a person.
    public var summary: String {
        guard let bad = firstBadFrame, losesCommittedData else {
            return "the write-ahead log is intact (\(readableFrameCount) of \(frameCount) frames readable)"
        }
        return
            "the write-ahead log is damaged at frame \(bad + 1) of \(frameCount): \(lostCommits) committed transaction\(lostCommits == 1 ? "" : "s") after it (\(lostFrames) frames) cannot be read and are lost; what came before is kept"
    }

    /// Why a file is not a write-ahead log this code can read.
    public struct Unreadable: Error, Sendable, Hashable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Inspects the log at `path`; `nil` when there is none or it is empty.
    public static func inspect(path: String) throws(Unreadable) -> WriteAheadLogInspection? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw Unreadable(path: path, reason: "cannot be read (\(error.localizedDescription))")
        }
        return try inspect(bytes, path: path)
    }

    static func inspect(_ bytes: [UInt8], path: String) throws(Unreadable) -> WriteAheadLogInspection? {
        guard !bytes.isEmpty else { return nil }
        guard bytes.count >= 32 else {
            throw Unreadable(path: path, reason: "\(bytes.count) bytes is shorter than a WAL header (32)")
        }
        let magic = word(bytes, 0, bigEndian: true)
        guard magic == 0x377F_0682 || magic == 0x377F_0683 else {
            throw Unreadable(path: path, reason: "not a write-ahead log (magic \(String(magic, radix: 16)))")
        }
        let bigEndianSums = magic & 1 == 1
        let pageSize = Int(word(bytes, 8, bigEndian: true))
        guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else {
            throw Unreadable(path: path, reason: "page size \(pageSize) is not a power of two from 512 to 65536")
        }
        let salt1 = word(bytes, 16, bigEndian: true)
        let salt2 = word(bytes, 20, bigEndian: true)
        var sums = checksum(bytes, 0..<24, bigEndian: bigEndianSums, start: (0, 0))
        let headerValid =
            sums.0 == word(bytes, 24, bigEndian: true) && sums.1 == word(bytes, 28, bigEndian: true)
        let frameSize = 24 + pageSize
        let frameCount = (bytes.count - 32) / frameSize
        guard headerValid else {
            // SQLite ignores a log whose header fails its checksum: every frame in it is lost.
            let commits = (0..<frameCount).filter { word(bytes, 32 + $0 * frameSize + 4, bigEndian: true) != 0 }.count
            return WriteAheadLogInspection(
                pageSize: pageSize, frameCount: frameCount, readableFrameCount: 0, firstBadFrame: 0,
                lostCommits: commits, lostFrames: frameCount)
        }
        var readable = 0
        var firstBad: Int?
        for index in 0..<frameCount {
            let offset = 32 + index * frameSize
            guard word(bytes, offset + 8, bigEndian: true) == salt1, word(bytes, offset + 12, bigEndian: true) == salt2
            else { break }  // a leftover of an earlier cycle: the current log ends here
            sums = checksum(bytes, offset..<(offset + 8), bigEndian: bigEndianSums, start: sums)
            sums = checksum(bytes, (offset + 24)..<(offset + frameSize), bigEndian: bigEndianSums, start: sums)
            guard sums.0 == word(bytes, offset + 16, bigEndian: true), sums.1 == word(bytes, offset + 20, bigEndian: true)
            else {
                firstBad = index
                break
            }
            if word(bytes, offset + 4, bigEndian: true) != 0 { readable = index + 1 }
        }
        var lostCommits = 0
        var lostFrames = 0
        if let firstBad {
            for index in firstBad..<frameCount {
                let offset = 32 + index * frameSize
                guard word(bytes, offset + 8, bigEndian: true) == salt1, word(bytes, offset + 12, bigEndian: true) == salt2
                else { continue }
                lostFrames += 1
                if word(bytes, offset + 4, bigEndian: true) != 0 { lostCommits += 1 }
            }
            lostFrames += firstBad - readable  // the uncommitted frames just before the break
        }
        return WriteAheadLogInspection(
            pageSize: pageSize, frameCount: frameCount, readableFrameCount: readable, firstBadFrame: firstBad,
            lostCommits: lostCommits, lostFrames: lostFrames)
    }

    private static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool) -> UInt32 {
        let b0 = UInt32(bytes[offset])
        let b1 = UInt32(bytes[offset + 1])
        let b2 = UInt32(bytes[offset + 2])
        let b3 = UInt32(bytes[offset + 3])
        return bigEndian ? b0 << 24 | b1 << 16 | b2 << 8 | b3 : b3 << 24 | b2 << 16 | b1 << 8 | b0
    }

    /// SQLite's WAL checksum over the 8-byte chunks of `range`, continuing from `start`.
    private static func checksum(
        _ bytes: [UInt8], _ range: Range<Int>, bigEndian: Bool, start: (UInt32, UInt32)
    ) -> (UInt32, UInt32) {
        var (s0, s1) = start
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            s0 = s0 &+ word(bytes, offset, bigEndian: bigEndian) &+ s1
            s1 = s1 &+ word(bytes, offset + 4, bigEndian: bigEndian) &+ s0
            offset += 8
        }
        return (s0, s1)
    }
}
