// The measured sizes of one section's items by index: dense where measured, nothing allocated elsewhere.

/// One section's measured item sizes, by item index.
///
/// Stored in chunks of about 1024 items whose sizes are allocated when the first of them is set, so that a section
/// of a million items with a screenful measured holds one chunk, and one with every item measured is a flat run of
/// sizes (16 bytes an item) read in O(1). Chunks are shared between copies until written. Inserting or removing an
/// item (a data source's insert or delete) moves the items after it by one in O(chunk size + n / chunk size).
public struct MeasuredSizes: Sendable, Equatable {
    private static let shift = 10
    private static let chunkSize = 1 << shift
    /// An absent size: NaN never comes out of a measurement (measured sizes are checked finite).
    private static let absent = Size(width: .nan, height: .nan)

    /// A run of items: how many, and their sizes once one of them is set.
    private struct Chunk {
        var length: Int
        var storage: ArrayChunk<Size>?
    }

    private var chunks: ContiguousArray<Chunk> = []
    /// The first item of each chunk; nil while every chunk is `chunkSize` long.
    private var starts: ContiguousArray<Int>?
    /// The items the chunks cover; items past it have no size.
    private var covered = 0
    /// How many sizes are set.
    public private(set) var count = 0

    public init() {}

    /// Whether no size is set.
    @inline(__always) public var isEmpty: Bool { count == 0 }

    /// The size measured for item `item`, nil when none is.
    public subscript(item: Int) -> Size? {
        @inline(__always) get {
            guard item >= 0, item < covered else { return nil }
            let (chunk, offset) = locate(item)
            guard let storage = chunks[chunk].storage else { return nil }
            let size = storage.elements[offset]
            return size.width.isNaN ? nil : size
        }
        set {
            precondition(item >= 0, "item index out of range")
            if item >= covered {
                guard newValue != nil else { return }
                cover(through: item)
            }
            let (chunk, offset) = locate(item)
            if chunks[chunk].storage == nil {
                guard newValue != nil else { return }
                chunks[chunk].storage = ArrayChunk(ContiguousArray(repeating: Self.absent, count: chunks[chunk].length))
            } else if !isKnownUniquelyReferenced(&chunks[chunk].storage!) {
                chunks[chunk].storage = ArrayChunk(chunks[chunk].storage!.elements)
            }
            let wasSet = !chunks[chunk].storage!.elements[offset].width.isNaN
            chunks[chunk].storage!.elements[offset] = newValue ?? Self.absent
            count += (newValue != nil ? 1 : 0) - (wasSet ? 1 : 0)
        }
    }

    /// Whether any item in `items` has a measured size.
    ///
    /// - Complexity: O(items.count), O(1) for a run of items without sizes.
    public func containsAny(in items: Range<Int>) -> Bool {
        guard count > 0 else { return false }
        var item = Swift.max(0, items.lowerBound)
        let end = Swift.min(items.upperBound, covered)
        while item < end {
            let (chunk, offset) = locate(item)
            let stop = Swift.min(end, item - offset + chunks[chunk].length)
            if let storage = chunks[chunk].storage {
                for index in offset..<(offset + stop - item) where !storage.elements[index].width.isNaN { return true }
            }
            item = stop
        }
        return false
    }

    /// Every measured size, by item index, in order.
    public var all: [(item: Int, size: Size)] {
        var result: [(item: Int, size: Size)] = []
        result.reserveCapacity(count)
        var first = 0
        for chunk in chunks {
            if let storage = chunk.storage {
                for (offset, size) in storage.elements.enumerated() where !size.width.isNaN {
                    result.append((first + offset, size))
                }
            }
            first += chunk.length
        }
        return result
    }

    /// Makes room for an item inserted at `item`, without a size: the items from `item` on move up by one.
    ///
    /// - Complexity: O(chunk size + n / chunk size).
    public mutating func insertItem(at item: Int) {
        guard item < covered else { return }
        let (chunk, offset) = locate(Swift.max(0, item))
        chunks[chunk].length += 1
        covered += 1
        if chunks[chunk].storage != nil {
            if !isKnownUniquelyReferenced(&chunks[chunk].storage!) {
                chunks[chunk].storage = ArrayChunk(chunks[chunk].storage!.elements)
            }
            chunks[chunk].storage!.elements.insert(Self.absent, at: offset)
        }
        if chunks[chunk].length >= 2 * Self.chunkSize { split(chunk) }
        recountStarts()
    }

    /// Forgets the size of the item removed at `item`: the items after it move down by one.
    ///
    /// - Complexity: O(chunk size + n / chunk size).
    public mutating func removeItem(at item: Int) {
        guard item >= 0, item < covered else { return }
        let (chunk, offset) = locate(item)
        if chunks[chunk].storage != nil {
            if !isKnownUniquelyReferenced(&chunks[chunk].storage!) {
                chunks[chunk].storage = ArrayChunk(chunks[chunk].storage!.elements)
            }
            if !chunks[chunk].storage!.elements.remove(at: offset).width.isNaN { count -= 1 }
        }
        chunks[chunk].length -= 1
        covered -= 1
        if chunks[chunk].length == 0 { chunks.remove(at: chunk) }
        recountStarts()
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.all.elementsEqual(rhs.all) { $0.item == $1.item && $0.size == $1.size }
    }

    /// Adds chunks without sizes until `item` is covered.
    private mutating func cover(through item: Int) {
        if starts != nil, let last = chunks.indices.last, chunks[last].length < Self.chunkSize, chunks[last].storage == nil {
            let grow = Swift.min(Self.chunkSize - chunks[last].length, item + 1 - covered)
            chunks[last].length += grow
            covered += grow
        }
        // Every chunk to come in one append (the first size set far into a long section adds hundreds); `starts`, if
        // kept, is worked out again below.
        let added = (Swift.max(0, item + 1 - covered) + Self.chunkSize - 1) >> Self.shift
        chunks.append(contentsOf: repeatElement(Chunk(length: Self.chunkSize, storage: nil), count: added))
        covered += added << Self.shift
        if starts != nil { recountStarts() }
    }

    /// The chunk holding `item` (< covered) and the offset in it.
    @inline(__always)
    private func locate(_ item: Int) -> (chunk: Int, offset: Int) {
        guard let starts else { return (item >> Self.shift, item & (Self.chunkSize - 1)) }
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= item { low = middle } else { high = middle - 1 }
        }
        return (low, item - starts[low])
    }

    private mutating func split(_ chunk: Int) {
        let half = chunks[chunk].length / 2
        var upper = Chunk(length: chunks[chunk].length - half, storage: nil)
        if let storage = chunks[chunk].storage {
            upper.storage = ArrayChunk(ContiguousArray(storage.elements[half...]))
            storage.elements.removeSubrange(half...)
        }
        chunks[chunk].length = half
        chunks.insert(upper, at: chunk + 1)
    }

    private mutating func recountStarts() {
        var list = ContiguousArray<Int>()
        list.reserveCapacity(chunks.count)
        var total = 0, even = true
        for chunk in chunks {
            list.append(total)
            total += chunk.length
            if chunk.length != Self.chunkSize { even = false }
        }
        covered = total
        starts = even ? nil : list
    }
}

extension ArrayChunk: @unchecked Sendable where Element: Sendable {}
