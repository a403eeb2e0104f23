/// Bytes the XML scanner collects and cuts back (an element's text when it is more than one run
/// of the file, a tag's attribute values when they need an entity or normalization), in memory
/// of its own: appending copies a run at once, cutting back sets a count, and reading needs no
/// closure (an array's `removeLast(_:)` and `withUnsafeBufferPointer` cost the scanner more
/// than its scanning). Not copyable: it owns its memory, and nothing counts references to it.
struct XMLByteStack: ~Copyable {
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

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        (storage + count).initialize(to: byte)
        count += 1
    }

    /// A character, as UTF-8.
    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { append($0) }
    }

    /// Keeps the first `length` bytes.
    mutating func cut(to length: Int) { count = min(count, max(length, 0)) }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.initialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }
}

/// A stack of plain values (the open elements, a tag's attributes) in memory of its own, for
/// the same reason as ``XMLByteStack``: the scanner touches them at every tag, and an array
/// there costs a uniqueness check and a retain each time it is lent out.
struct XMLStack<Element: BitwiseCopyable>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 4)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// The elements, valid until the next push.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: storage, count: count) }

    /// The innermost (last pushed) element; the stack must not be empty.
    var last: Element { storage[count - 1] }

    @inline(__always)
    mutating func push(_ element: Element) {
        if count == capacity {
            let grown = capacity * 2
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: grown)
            larger.initialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity = grown
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Removes and returns the last element; the stack must not be empty.
    @inline(__always)
    mutating func pop() -> Element {
        count -= 1
        return storage[count]
    }

    /// Keeps the first `length` elements.
    mutating func cut(to length: Int) { count = min(count, max(length, 0)) }
}
