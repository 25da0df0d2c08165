// What the explorer asks of a script's self-sizing functions: whether any section can estimate per item.

extension LayoutScript {
    /// Whether any section has an `estimate(record)` function (what the `perItem` estimate model asks).
    public var hasEstimateFunction: Bool {
        itemCounts.indices.contains { functions[$0]?.estimate != nil }
    }
}
