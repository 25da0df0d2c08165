// The heap block that holds one row's terms: a count, a capacity, and the terms sorted by symbol id.

/// One row's terms in one heap block, which the row's merges write in place.
///
/// A `Row` owns its block copy-on-write: before writing it makes sure no other row shares the block and that the
/// block has room, and otherwise writes a new one. The header keeps the capacity the block was made with, so a
/// merge asks neither the allocator nor the runtime for the block's size. `Term` is trivial, so the block needs no
/// deinitialiser for its terms.
final class TermStorage: ManagedBuffer<TermStorage.Header, Term> {
    /// How many terms the block holds and has room for.
    struct Header {
        var count: Int
        var capacity: Int
    }

    /// How many terms the block holds, read and written through the header's pointer (the `header` property is a
    /// class property, whose every access the runtime checks for exclusivity).
    var count: Int {
        @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
        @inline(__always) set { withUnsafeMutablePointerToHeader { $0.pointee.count = newValue } }
    }

    /// How many terms the block has room for.
    var room: Int {
        @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee.capacity } }
    }

    /// The fewest terms a block has room for: rows of a typical cell hold 2–12, and merging one into another in place
    /// needs room for both.
    static let minimumCapacity = 8

    /// An empty block with room for at least `capacity` terms.
    ///
    /// - Complexity: O(1) (one allocation).
    static func make(capacity: Int) -> TermStorage {
        let capacity = Swift.max(capacity, minimumCapacity)
        let block = create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
        return unsafeDowncast(block, to: TermStorage.self)
    }

    /// A new block holding this block's terms, with room for at least `capacity`.
    ///
    /// - Complexity: O(count).
    func copy(capacity: Int) -> TermStorage {
        let count = count
        let copy = TermStorage.make(capacity: Swift.max(capacity, count))
        withUnsafeMutablePointerToElements { source in
            copy.withUnsafeMutablePointerToElements { $0.initialize(from: source, count: count) }
        }
        copy.count = count
        return copy
    }
}
