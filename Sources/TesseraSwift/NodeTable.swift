// A table of facts by syntax node, found by the node's index in its tree without hashing the identifier.

import SwiftSyntax

/// Values by `SyntaxIdentifier`, for the interpreter's per-node caches, which it reads at every node it evaluates.
///
/// A `Dictionary` hashes the whole identifier with SipHash for each look-up; a node's index in its tree is already a
/// small number unique within the tree, so it is spread by one multiplication instead (Fibonacci hashing), and
/// nodes of different trees with the same index are told apart by comparing whole identifiers. Open addressing
/// with linear probing, kept at most half full. Entries are only added or replaced, never removed (a run's caches
/// grow with the code it runs).
struct NodeTable<Value> {
    private struct Entry {
        let id: SyntaxIdentifier
        var value: Value
    }

    private var slots: [Entry?] = Array(repeating: nil, count: 64)
    /// log2 of `slots.count`.
    private var bits = 6
    private(set) var count = 0

    /// The value kept for the node; setting it keeps it (nil may not be set: entries are never removed).
    ///
    /// - Complexity: O(1) on average.
    subscript(id: SyntaxIdentifier) -> Value? {
        get {
            var index = home(of: id)
            while let entry = slots[index] {
                if entry.id == id { return entry.value }
                index = (index + 1) & (slots.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { preconditionFailure("a node table's entries are not removed") }
            var index = home(of: id)
            while let entry = slots[index] {
                if entry.id == id {
                    slots[index]!.value = newValue
                    return
                }
                index = (index + 1) & (slots.count - 1)
            }
            slots[index] = Entry(id: id, value: newValue)
            count += 1
            if count * 2 > slots.count { grow() }
        }
    }

    /// The slot a node's probe starts at: its index in the tree times 2⁶⁴/φ, top `bits` bits.
    @inline(__always) private func home(of id: SyntaxIdentifier) -> Int {
        Int(truncatingIfNeeded: (id.indexInTree.toOpaque() &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    /// Doubles the slots and places every entry again.
    private mutating func grow() {
        let entries = slots.compactMap { $0 }
        bits += 1
        slots = Array(repeating: nil, count: 1 << bits)
        for entry in entries {
            var index = home(of: entry.id)
            while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
            slots[index] = entry
        }
    }
}
