// Measured sizes of items and supplementary views, as preferredLayoutAttributesFitting(_:) reports them.

/// Identifies a supplementary view: its kind and index path.
public struct SupplementaryKey: Hashable, Sendable {
    public var elementKind: String
    public var indexPath: IndexPath

    public init(elementKind: String, indexPath: IndexPath) {
        self.elementKind = elementKind
        self.indexPath = indexPath
    }
}

/// Sizes measured for items and boundary supplementary views (what
/// `preferredLayoutAttributesFitting(_:)` answered).
///
/// The solver uses a measured size only along an element's estimated axes; the other axes keep
/// the size the layout gives. Views anchored to items never self-size (as in UIKit).
public struct PreferredSizes: Sendable, Equatable {
    /// Each section's item sizes, by section index (sections past the end have none).
    private var bySection: ContiguousArray<MeasuredSizes> = []
    /// Boundary views' sizes by index path, then kind (a section's boundary views are looked up together).
    private(set) var supplementaries: [IndexPath: [String: Size]] = [:]
    /// Per section, the size unmeasured estimated items take instead of their dimension's estimate
    /// (an estimate model's guess).
    public var sectionEstimates: [Int: Size] = [:]

    public init() {}

    /// The measured size of the item at `indexPath`.
    public subscript(indexPath: IndexPath) -> Size? {
        get { bySection.indices.contains(indexPath.section) ? bySection[indexPath.section][indexPath.item] : nil }
        set {
            guard coverSection(indexPath.section, unless: newValue == nil) else { return }
            bySection[indexPath.section][indexPath.item] = newValue
        }
    }

    /// The measured size of a boundary supplementary view.
    public subscript(supplementary key: SupplementaryKey) -> Size? {
        get { supplementaries[key.indexPath]?[key.elementKind] }
        set { supplementaries[key.indexPath, default: [:]][key.elementKind] = newValue }
    }

    /// The measured sizes of one section's items, by item index.
    public func section(_ section: Int) -> MeasuredSizes {
        bySection.indices.contains(section) ? bySection[section] : MeasuredSizes()
    }

    /// The same sizes without the items': the boundary views' and the estimates.
    var withoutItemSizes: Self {
        var copy = self
        copy.bySection = []
        return copy
    }

    /// Sets section `section`'s item sizes (a section laid out with them).
    mutating func setSection(_ section: Int, _ sizes: MeasuredSizes) {
        guard coverSection(section, unless: sizes.isEmpty) else { return }
        bySection[section] = sizes
    }

    /// Makes room for section `section`'s sizes; false, making none, when it has none and `noSizes` (nothing to set).
    private mutating func coverSection(_ section: Int, unless noSizes: Bool) -> Bool {
        precondition(section >= 0, "section index out of range")
        guard section >= bySection.count else { return true }
        guard !noSizes else { return false }
        bySection.append(contentsOf: repeatElement(MeasuredSizes(), count: section + 1 - bySection.count))
        return true
    }

    /// The measured sizes of the boundary views of `section` (the layout's own: section 0, item
    /// `NSIntegerMax`), by kind.
    ///
    /// - Complexity: O(1) to find them.
    public func boundarySizes(section: Int, item: Int) -> [String: Size] {
        supplementaries[IndexPath(item: item, section: section)] ?? [:]
    }

    /// Makes room for an item inserted at `indexPath` (the items after it move up by one), with `size` if known.
    public mutating func insertItem(at indexPath: IndexPath, size: Size?) {
        if bySection.indices.contains(indexPath.section) { bySection[indexPath.section].insertItem(at: indexPath.item) }
        if let size { self[indexPath] = size }
    }

    /// Forgets the item removed at `indexPath`; the items after it move down by one.
    public mutating func removeItem(at indexPath: IndexPath) {
        if bySection.indices.contains(indexPath.section) { bySection[indexPath.section].removeItem(at: indexPath.item) }
    }

    /// Forgets every measured size (a width or content size category change).
    public mutating func removeAll() {
        bySection.removeAll()
        supplementaries.removeAll()
        sectionEstimates.removeAll()
    }
}

extension PreferredSizes {
    /// Equal when every section's sizes, the boundary views' and the estimates are: a section without sizes equals
    /// one that never had any.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.supplementaries == rhs.supplementaries, lhs.sectionEstimates == rhs.sectionEstimates else { return false }
        return (0..<Swift.max(lhs.bySection.count, rhs.bySection.count)).allSatisfy { lhs.section($0) == rhs.section($0) }
    }
}
