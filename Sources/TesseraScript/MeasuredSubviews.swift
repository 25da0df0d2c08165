// The views of each cell as its measuring pass laid them out, kept for the dump so no cell function runs twice.

import TesseraLayout

/// The subviews a cell's content had when it was measured, at its fitted size, with what Auto Layout would report
/// about them when they are shown (ambiguous views).
struct MeasuredSubviews {
    /// The environment and size they were laid out in: a dump at another size or environment lays the cell out again.
    var environment: LayoutEnvironment
    var size: Size
    var subviews: [ElementSubview]
    /// The ambiguity reports (`text`, `signature`) a dump of the cell gives.
    var ambiguities: [(text: String, signature: String)]
}

extension LayoutScript {
    /// Whether measuring a cell also lays its views out for the dump (`keepsSubviews`): only when a dump asks for
    /// subviews, so a run without them pays nothing.
    public var keepsSubviews: Bool {
        get { subviewStore.keeps }
        set { subviewStore.keeps = newValue }
    }

    /// How many times a section's `cell` function has run (for every element, for measuring and for dumps alike).
    public var cellFunctionCalls: Int { subviewStore.calls }
}

/// Where a script keeps the subviews its measuring pass laid out, by element (a class: the measurer and the dump
/// share it while the layout solves).
final class SubviewStore {
    var keeps = false
    var calls = 0
    private var kept: [ElementKey: MeasuredSubviews] = [:]

    func keep(_ subviews: MeasuredSubviews, for key: ElementKey) {
        if keeps { kept[key] = subviews }
    }

    /// What was kept for `key` at `size` in `environment`, taken out (a dump reads each element once).
    func take(_ key: ElementKey, size: Size, environment: LayoutEnvironment) -> MeasuredSubviews? {
        guard let found = kept[key], found.size == size, found.environment == environment else { return nil }
        kept[key] = nil
        return found
    }

    func forgetAll() { kept.removeAll() }
}
