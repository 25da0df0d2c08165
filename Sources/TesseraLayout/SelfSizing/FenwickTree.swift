// A Fenwick (binary indexed) tree of shifts: point updates and prefix sums in O(log n).

/// Prefix sums over `count` values that change one at a time.
///
/// The self-sizing layout keeps, per section, how much each group grew or shrank since the section
/// was solved; the shift of group `g` is the sum over the groups before it.
struct FenwickTree {
    private var tree: ContiguousArray<Double>

    /// A tree of `count` zeros.
    init(count: Int) {
        tree = ContiguousArray(repeating: 0, count: count + 1)
    }

    var count: Int { tree.count - 1 }

    /// Adds `delta` to value `index`.
    ///
    /// - Complexity: O(log n).
    mutating func add(_ delta: Double, at index: Int) {
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the values before `index` (values `0 ..< index`).
    ///
    /// - Complexity: O(log n).
    func prefixSum(upTo index: Int) -> Double {
        var i = Swift.min(index, count)
        var sum = 0.0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }
}
