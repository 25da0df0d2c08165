// Measured sizes of items, as preferredLayoutAttributesFitting(_:) reports them, by index path.

/// Sizes measured for items, by index path (what `preferredLayoutAttributesFitting(_:)` answered).
///
/// The solver uses a measured size only along an item's estimated axes; the other axes keep the
/// size the layout gives.
public struct PreferredSizes: Sendable, Equatable {
    private(set) var bySection: [Int: [Int: Size]] = [:]

    public init() {}

    /// The measured size of the item at `indexPath`.
    public subscript(indexPath: IndexPath) -> Size? {
        get { bySection[indexPath.section]?[indexPath.item] }
        set { bySection[indexPath.section, default: [:]][indexPath.item] = newValue }
    }

    /// The measured sizes of one section's items, by item index.
    public func section(_ section: Int) -> [Int: Size] { bySection[section] ?? [:] }

    /// How many sizes are known.
    public var count: Int { bySection.values.reduce(0) { $0 + $1.count } }

    /// Forgets every measured size (a width or content size category change).
    public mutating func removeAll() { bySection.removeAll() }
}
