/// A stack of plain values in memory of its own: the XML scanner's open elements, a tag's
/// attributes, and as ``XMLByteStack`` the bytes it collects and cuts back (an element's text
/// when it is more than one run of the file, a tag's attribute values when they need an entity
/// or normalization). Pushing copies, cutting back sets a count, and reading needs no closure:
/// an array there cost a uniqueness check and a retain each time it was lent out, and its
/// `removeLast(_:)` and `withUnsafeBufferPointer` more than the scanning. Not copyable: it owns
/// its memory, and nothing counts references to it.
struct XMLStack<Element: BitwiseCopyable>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements it holds.
    private(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 4)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// The elements, valid until the next push.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: storage, count: count) }

    /// The elements from `start` to the end, valid until the next push.
    func elements(from start: Int) -> UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: storage + start, count: count - start)
    }

    /// The innermost (last pushed) element; the stack must not be empty.
    var last: Element { storage[count - 1] }

    @inline(__always)
    mutating func push(_ element: Element) {
        reserve(1)
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Pushes every element of `run` at once.
    mutating func push(contentsOf run: UnsafeBufferPointer<Element>) {
        guard let source = run.baseAddress, !run.isEmpty else { return }
        reserve(run.count)
        (storage + count).initialize(from: source, count: run.count)
        count += run.count
    }

    /// Removes and returns the last element; the stack must not be empty.
    @inline(__always)
    mutating func pop() -> Element {
        count -= 1
        return storage[count]
    }

    /// Keeps the first `length` elements.
    mutating func cut(to length: Int) { count = min(count, max(length, 0)) }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        larger.initialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }
}

/// Bytes the scanner collects: an element's text in pieces, attribute values it had to copy.
typealias XMLByteStack = XMLStack<UInt8>

extension XMLStack where Element == UInt8 {
    /// A character, as UTF-8.
    mutating func push(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { push($0) }
    }
}
