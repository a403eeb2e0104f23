/// Bytes the XML scanner collects and cuts back all the time (an element's text, a tag's
/// attribute values), in memory of its own: appending copies a run at once, cutting back sets a
/// count, and reading needs no closure (an array's `removeLast(_:)` and `withUnsafeBufferPointer`
/// cost the scanner more than its scanning).
final class XMLByteStack {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes it holds.
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The bytes from `start` to the end, valid until the next append.
    func bytes(from start: Int = 0) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage + start, count: count - start)
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        (storage + count).initialize(to: byte)
        count += 1
    }

    /// A character, as UTF-8.
    func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { append($0) }
    }

    /// Keeps the first `length` bytes.
    func cut(to length: Int) { count = min(count, max(length, 0)) }

    @inline(__always)
    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.initialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }
}
