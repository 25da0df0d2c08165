// A growable array kept in chunks of about 1024: copying it copies references, writing copies only one chunk.

/// The storage of one chunk: a reference, so that copies of a `ChunkedArray` share chunks until one is written.
/// Its elements are checked for exclusive access by the arrays that own it (copy-on-write), not dynamically.
final class ArrayChunk<Element> {
    @exclusivity(unchecked) var elements: ContiguousArray<Element>

    init(_ elements: ContiguousArray<Element>) { self.elements = elements }
}

/// An array with value semantics whose elements live in chunks, each shared between copies until it is written
/// (copy-on-write per chunk).
///
/// A solved layout keeps its frames in these, so that the layout can be shared (an undo copy, the simulation's
/// trace) and still take a measured size in microseconds: the first write after a copy copies one chunk and the
/// list of chunk references, not a million frames. Appending fills chunks of `chunkSize`; inserting and removing
/// change one chunk's length (a chunk splits at twice the size, an empty one goes), and from then on indices are
/// found by binary search over the chunks' starts.
///
/// - Complexity: reading and writing an element O(1) while every chunk is full, O(log(n / chunk size)) once an
///   insertion or removal made chunks uneven; appending amortised O(1); copying O(1); inserting or removing
///   O(chunk size + n / chunk size); the first write to a chunk shared with a copy O(chunk size + n / chunk size).
public struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    /// Elements per chunk when appending, a power of two.
    public static var chunkSize: Int { 1 << chunkShift }
    static var chunkShift: Int { 10 }

    private var chunks: ContiguousArray<ArrayChunk<Element>> = []
    /// The index of each chunk's first element; nil while every chunk but the last is full.
    private var starts: ContiguousArray<Int>?
    public private(set) var count = 0

    public init() {}

    /// `count` copies of `value`.
    public init(repeating value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        var left = count
        while left > 0 {
            let size = Swift.min(left, Self.chunkSize)
            chunks.append(ArrayChunk(ContiguousArray(repeating: value, count: size)))
            left -= size
        }
        self.count = count
    }

    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        append(contentsOf: elements)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Element {
        @inline(__always) get {
            precondition(position >= 0 && position < count, "ChunkedArray index out of range")
            if starts == nil { return chunks[position >> Self.chunkShift].elements[position & (Self.chunkSize - 1)] }
            let (chunk, offset) = locate(position)
            return chunks[chunk].elements[offset]
        }
        set {
            precondition(position >= 0 && position < count, "ChunkedArray index out of range")
            let (chunk, offset) = locate(position)
            makeUnique(chunk)
            chunks[chunk].elements[offset] = newValue
        }
    }

    /// Reserves room for the chunk references of `capacity` elements (chunks themselves are allocated whole).
    public mutating func reserveCapacity(_ capacity: Int) {
        chunks.reserveCapacity((capacity + Self.chunkSize - 1) >> Self.chunkShift)
    }

    /// Appends `element`.
    @inline(__always)
    public mutating func append(_ element: Element) {
        if let last = chunks.indices.last, chunks[last].elements.count < Self.chunkSize {
            makeUnique(last)
            chunks[last].elements.append(element)
        } else {
            var storage = ContiguousArray<Element>()
            storage.reserveCapacity(Self.chunkSize)
            storage.append(element)
            starts?.append(count)
            chunks.append(ArrayChunk(storage))
        }
        count += 1
    }

    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Removes every element.
    public mutating func removeAll() {
        chunks.removeAll()
        starts = nil
        count = 0
    }

    /// Inserts `element` at `position`, moving the elements after it up by one.
    ///
    /// - Complexity: O(chunk size + n / chunk size).
    public mutating func insert(_ element: Element, at position: Int) {
        precondition(position >= 0 && position <= count, "ChunkedArray index out of range")
        guard position < count else { return append(element) }
        let (chunk, offset) = locate(position)
        makeUnique(chunk)
        chunks[chunk].elements.insert(element, at: offset)
        count += 1
        if chunks[chunk].elements.count >= 2 * Self.chunkSize {
            let upper = ContiguousArray(chunks[chunk].elements[Self.chunkSize...])
            chunks[chunk].elements.removeSubrange(Self.chunkSize...)
            chunks.insert(ArrayChunk(upper), at: chunk + 1)
        }
        recountStarts()
    }

    /// Removes and returns the element at `position`, moving the elements after it down by one.
    ///
    /// - Complexity: O(chunk size + n / chunk size).
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        precondition(position >= 0 && position < count, "ChunkedArray index out of range")
        let (chunk, offset) = locate(position)
        makeUnique(chunk)
        let removed = chunks[chunk].elements.remove(at: offset)
        if chunks[chunk].elements.isEmpty { chunks.remove(at: chunk) }
        count -= 1
        recountStarts()
        return removed
    }

    /// Calls `body` with each chunk's elements in order, for loops that read every element.
    public func withEachChunk(_ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
        for chunk in chunks { try chunk.elements.withUnsafeBufferPointer(body) }
    }

    /// Bytes held by the elements (chunk capacities), for benchmarks.
    public var storageBytes: Int {
        chunks.reduce(0) { $0 + $1.elements.capacity * MemoryLayout<Element>.stride }
    }

    /// The chunk holding `position` and the offset in it.
    @inline(__always)
    private func locate(_ position: Int) -> (chunk: Int, offset: Int) {
        guard let starts else { return (position >> Self.chunkShift, position & (Self.chunkSize - 1)) }
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return (low, position - starts[low])
    }

    /// Works the chunks' starts out again after their lengths changed (nil when they are all full again).
    private mutating func recountStarts() {
        var list = ContiguousArray<Int>()
        list.reserveCapacity(chunks.count)
        var total = 0, even = true
        for (index, chunk) in chunks.enumerated() {
            list.append(total)
            total += chunk.elements.count
            if index < chunks.count - 1 && chunk.elements.count != Self.chunkSize { even = false }
        }
        starts = even ? nil : list
    }

    private mutating func makeUnique(_ chunk: Int) {
        if !isKnownUniquelyReferenced(&chunks[chunk]) {
            chunks[chunk] = ArrayChunk(chunks[chunk].elements)
        }
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension ChunkedArray: @unchecked Sendable where Element: Sendable {}
