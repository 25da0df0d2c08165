// The storage behind chunked arrays: chunks of ~1024 elements in pages of 32, shared between copies until written.

/// A reference to shared storage: a chunk's elements, or a page's chunks. Exclusive access is checked by the
/// copy-on-write of the storage that owns it, not dynamically.
final class ArrayChunk<Element> {
    @exclusivity(unchecked) var elements: ContiguousArray<Element>

    init(_ elements: ContiguousArray<Element>) { self.elements = elements }
}

extension ArrayChunk: @unchecked Sendable where Element: Sendable {}

/// Elements in chunks of `chunkSize` (fewer or more after inserts and removes), the chunks in pages of 32, each
/// chunk and page shared between copies until written; a value per chunk (`Header`) kept beside them; appends go
/// to an unshared tail.
///
/// Copying is O(1); the first write to a chunk shared with a copy copies the list of pages, one page (32
/// references) and the chunk, not every chunk reference, so a million elements take a write in microseconds.
struct ChunkStorage<Element, Header> {
    static var chunkShift: Int { 10 }
    static var chunkSize: Int { 1 << chunkShift }
    private static var pageShift: Int { 5 }
    private static var pageSize: Int { 1 << pageShift }

    private var pages: ContiguousArray<ArrayChunk<ArrayChunk<Element>>> = []
    private(set) var chunkCount = 0
    /// Per chunk, its value; and the tail's.
    private(set) var headers: ContiguousArray<Header> = []
    var tailHeader: Header
    /// The index of each chunk's first element; nil while every chunk is `chunkSize` long.
    private var starts: ContiguousArray<Int>?
    /// How many elements the chunks hold (the tail's first index).
    private(set) var chunked = 0
    /// The last elements, fewer than `chunkSize`, where appends go.
    var tail = ContiguousArray<Element>()

    init(header: Header) { tailHeader = header }

    var count: Int { chunked + tail.count }

    /// The chunk holding `position` (< chunked) and the offset in it.
    @inline(__always)
    func locate(_ position: Int) -> (chunk: Int, offset: Int) {
        guard let starts else { return (position >> Self.chunkShift, position & (Self.chunkSize - 1)) }
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return (low, position - starts[low])
    }

    /// The element at `offset` of chunk `chunk`.
    @inline(__always)
    func element(chunk: Int, offset: Int) -> Element {
        pages[chunk >> Self.pageShift].elements[chunk & (Self.pageSize - 1)].elements[offset]
    }

    /// The elements of chunk `chunk`, made unshared, for writing.
    @inline(__always)
    mutating func writableChunk(_ chunk: Int) -> ArrayChunk<Element> {
        let page = chunk >> Self.pageShift, slot = chunk & (Self.pageSize - 1)
        if !isKnownUniquelyReferenced(&pages[page]) { pages[page] = ArrayChunk(pages[page].elements) }
        if !isKnownUniquelyReferenced(&pages[page].elements[slot]) {
            pages[page].elements[slot] = ArrayChunk(pages[page].elements[slot].elements)
        }
        return pages[page].elements[slot]
    }

    /// The elements of chunk `chunk`, for reading.
    @inline(__always)
    func chunkElements(_ chunk: Int) -> ContiguousArray<Element> {
        pages[chunk >> Self.pageShift].elements[chunk & (Self.pageSize - 1)].elements
    }

    /// Sets chunk `chunk`'s value.
    mutating func setHeader(_ header: Header, of chunk: Int) { headers[chunk] = header }

    /// Changes the value of every chunk from `chunk` on, and the tail's.
    mutating func updateHeaders(from chunk: Int, _ update: (inout Header) -> Void) {
        for index in chunk..<chunkCount { update(&headers[index]) }
        update(&tailHeader)
    }

    /// Moves the full tail into a chunk of its own, with the tail's value.
    mutating func sealTail() {
        starts?.append(chunked)
        appendChunk(ArrayChunk(tail), header: tailHeader)
        chunked += tail.count
        tail = ContiguousArray()
        tail.reserveCapacity(Self.chunkSize)
    }

    /// Inserts `element` at `offset` of chunk `chunk`; a chunk grown to twice the size splits in two with the same
    /// value.
    mutating func insert(_ element: Element, chunk: Int, offset: Int) {
        let storage = writableChunk(chunk)
        storage.elements.insert(element, at: offset)
        chunked += 1
        if storage.elements.count >= 2 * Self.chunkSize {
            let upper = ContiguousArray(storage.elements[Self.chunkSize...])
            storage.elements.removeSubrange(Self.chunkSize...)
            var all = flattened()
            all.insert(ArrayChunk(upper), at: chunk + 1)
            headers.insert(headers[chunk], at: chunk + 1)
            repage(all)
        }
        recountStarts()
    }

    /// Removes and returns the element at `offset` of chunk `chunk`; an emptied chunk goes with its value.
    mutating func remove(chunk: Int, offset: Int) -> Element {
        let storage = writableChunk(chunk)
        let removed = storage.elements.remove(at: offset)
        chunked -= 1
        if storage.elements.isEmpty {
            var all = flattened()
            all.remove(at: chunk)
            headers.remove(at: chunk)
            repage(all)
        }
        recountStarts()
        return removed
    }

    /// Removes every element and chunk.
    mutating func removeAll(header: Header) {
        self = ChunkStorage(header: header)
    }

    mutating func reserveCapacity(_ capacity: Int) {
        let chunks = (capacity + Self.chunkSize - 1) >> Self.chunkShift
        pages.reserveCapacity((chunks + Self.pageSize - 1) >> Self.pageShift)
        headers.reserveCapacity(chunks)
        if tail.isEmpty { tail.reserveCapacity(Self.chunkSize) }
    }

    /// Calls `body` with each chunk's elements and then the tail's, in order.
    func withEachRun(_ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
        for page in pages {
            for chunk in page.elements { try chunk.elements.withUnsafeBufferPointer(body) }
        }
        try tail.withUnsafeBufferPointer(body)
    }

    /// Element capacity held, for benchmarks.
    var capacity: Int {
        pages.reduce(0) { total, page in total + page.elements.reduce(0) { $0 + $1.elements.capacity } } + tail.capacity
    }

    private mutating func appendChunk(_ chunk: ArrayChunk<Element>, header: Header) {
        if chunkCount & (Self.pageSize - 1) == 0 {
            var page = ContiguousArray<ArrayChunk<Element>>()
            page.reserveCapacity(Self.pageSize)
            page.append(chunk)
            pages.append(ArrayChunk(page))
        } else {
            let last = pages.count - 1
            if !isKnownUniquelyReferenced(&pages[last]) { pages[last] = ArrayChunk(pages[last].elements) }
            pages[last].elements.append(chunk)
        }
        headers.append(header)
        chunkCount += 1
    }

    private func flattened() -> ContiguousArray<ArrayChunk<Element>> {
        var all = ContiguousArray<ArrayChunk<Element>>()
        all.reserveCapacity(chunkCount + 1)
        for page in pages { all.append(contentsOf: page.elements) }
        return all
    }

    /// Puts `chunks` back in pages of 32 (after a chunk came or went: rare, once per thousand edits).
    private mutating func repage(_ chunks: ContiguousArray<ArrayChunk<Element>>) {
        pages.removeAll(keepingCapacity: true)
        var index = 0
        while index < chunks.count {
            let end = Swift.min(chunks.count, index + Self.pageSize)
            pages.append(ArrayChunk(ContiguousArray(chunks[index..<end])))
            index = end
        }
        chunkCount = chunks.count
    }

    private mutating func recountStarts() {
        var list = ContiguousArray<Int>()
        list.reserveCapacity(chunkCount)
        var total = 0, even = true
        for page in pages {
            for chunk in page.elements {
                list.append(total)
                total += chunk.elements.count
                if chunk.elements.count != Self.chunkSize { even = false }
            }
        }
        starts = even ? nil : list
    }
}
