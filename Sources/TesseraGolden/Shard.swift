// `--shard i/n`: the stable slice of a suite that one of n CI machines runs.


/// One of `count` slices of a suite (1-based `index`), as Jest's and Playwright's `--shard` take it.
///
/// Cases are ordered by a stable hash of their names (FNV-1a, the same on every machine and every run) and the
/// order is cut into `count` contiguous slices whose sizes differ by at most one: the shards together run every
/// case exactly once, and a case does not move between shards unless cases are added or removed.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// This slice (1-based) of `count`.
    public var index: Int
    public var count: Int

    /// Slice `index` of `count` (1 ≤ index ≤ count).
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `i/n`, as `--shard` takes it; nil unless 1 ≤ i ≤ n.
    public init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    /// `i/n`, as `--shard` takes it.
    public var description: String { "\(index)/\(count)" }

    /// The shard (1-based) each of `names` falls in, by position.
    public func assignments(_ names: [String]) -> [Int] {
        let order = names.indices.sorted { a, b in
            let ha = Self.stableHash(names[a]), hb = Self.stableHash(names[b])
            return ha != hb ? ha < hb : (names[a] != names[b] ? names[a] < names[b] : a < b)
        }
        var shards = Array(repeating: 1, count: names.count)
        for slice in 0..<count {
            let start = slice * names.count / count, end = (slice + 1) * names.count / count
            for position in start..<end { shards[order[position]] = slice + 1 }
        }
        return shards
    }

    /// 64-bit FNV-1a of the UTF-8 bytes: stable across runs, machines and Swift versions (unlike `hashValue`).
    public static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
