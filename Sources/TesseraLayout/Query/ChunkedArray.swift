// A growable array kept in shared chunks: copying it is O(1), writing copies one chunk, not the whole array.

/// An array with value semantics whose elements live in chunks of about 1024, each shared between copies until it
/// is written (copy-on-write per chunk, `ChunkStorage`).
///
/// A solved layout keeps its frames in these, so that the layout can be shared (an undo copy, the simulation's
/// trace) and still take a measured size in microseconds: the first write after a copy copies one chunk and a page
/// of chunk references, not a million frames. Appends go to an unshared tail as fast as an array's. Inserting and
/// removing change one chunk's length, and from then on indices are found by binary search over the chunks'
/// starts.
///
/// - Complexity: reading and writing O(1) while every chunk is full, O(log(n / chunk size)) once an insertion or
///   removal made chunks uneven; appending amortised O(1); copying O(1); inserting or removing O(chunk size +
///   n / chunk size); the first write to a chunk shared with a copy O(chunk size).
public struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    /// Elements per chunk when appending.
    public static var chunkSize: Int { ChunkStorage<Element, Void>.chunkSize }

    private var storage = ChunkStorage<Element, Void>(header: ())

    public init() {}

    /// `count` copies of `value`.
    public init(repeating value: Element, count: Int) {
        self.init(count: count) { _ in value }
    }

    /// `count` elements, `element(0)` to `element(count - 1)`.
    public init(count: Int, _ element: (Int) -> Element) {
        self.init()
        append(count: count, element)
    }

    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        append(contentsOf: elements)
    }

    public var count: Int { storage.count }
    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    public subscript(position: Int) -> Element {
        @inline(__always) get {
            if position >= storage.chunked { return storage.tail[position - storage.chunked] }
            precondition(position >= 0, "ChunkedArray index out of range")
            let (chunk, offset) = storage.locate(position)
            return storage.element(chunk: chunk, offset: offset)
        }
        set {
            if position >= storage.chunked { storage.tail[position - storage.chunked] = newValue; return }
            precondition(position >= 0, "ChunkedArray index out of range")
            let (chunk, offset) = storage.locate(position)
            storage.writableChunk(chunk).elements[offset] = newValue
        }
    }

    /// Reserves room for the chunk references of `capacity` elements.
    public mutating func reserveCapacity(_ capacity: Int) { storage.reserveCapacity(capacity) }

    /// Appends `element`.
    @inline(__always)
    public mutating func append(_ element: Element) {
        storage.tail.append(element)
        if storage.tail.count == ChunkStorage<Element, Void>.chunkSize { storage.sealTail() }
    }

    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Appends `count` elements, `element(0)` to `element(count - 1)` in order.
    @inline(__always)
    public mutating func append(count: Int, _ element: (Int) -> Element) {
        let size = ChunkStorage<Element, Void>.chunkSize
        var done = 0
        while done < count {
            let take = Swift.min(count - done, size - storage.tail.count)
            let range = done..<done + take
            withoutActuallyEscaping(element) { element in storage.tail.append(contentsOf: range.lazy.map(element)) }
            done += take
            if storage.tail.count == size { storage.sealTail() }
        }
    }

    /// Removes every element.
    public mutating func removeAll() { storage.removeAll(header: ()) }

    /// Inserts `element` at `position`, moving the elements after it up by one.
    ///
    /// - Complexity: O(chunk size + n / chunk size).
    public mutating func insert(_ element: Element, at position: Int) {
        precondition(position >= 0 && position <= count, "ChunkedArray index out of range")
        if position >= storage.chunked {
            storage.tail.insert(element, at: position - storage.chunked)
            if storage.tail.count == ChunkStorage<Element, Void>.chunkSize { storage.sealTail() }
            return
        }
        let (chunk, offset) = storage.locate(position)
        storage.insert(element, chunk: chunk, offset: offset)
    }

    /// Removes and returns the element at `position`, moving the elements after it down by one.
    ///
    /// - Complexity: O(chunk size + n / chunk size).
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        precondition(position >= 0 && position < count, "ChunkedArray index out of range")
        if position >= storage.chunked { return storage.tail.remove(at: position - storage.chunked) }
        let (chunk, offset) = storage.locate(position)
        return storage.remove(chunk: chunk, offset: offset)
    }

    /// Calls `body` with each run of stored elements in order, for loops that read every element.
    public func withEachChunk(_ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
        try storage.withEachRun(body)
    }

    /// Bytes held by the elements (capacities), for benchmarks.
    public var storageBytes: Int { storage.capacity * MemoryLayout<Element>.stride }
}

extension ChunkedArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension ChunkedArray: @unchecked Sendable where Element: Sendable {}
