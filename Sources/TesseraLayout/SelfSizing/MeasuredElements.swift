// The sizes a simulation measured, by element: cells in per-section runs, boundary and other views by key.

/// Every size measured so far, by element (`CollectionViewSimulation.measured`).
///
/// Cells — almost all of what is measured, a million of them when a feed is measured whole — are kept per section as
/// `MeasuredSizes` (16 bytes an item, found by index without hashing); supplementary and decoration views by key.
/// Iterating gives the cells section by section in item order, then the others in no set order.
public struct MeasuredElements: Sendable, Equatable {
    /// Cells' sizes by section, then item.
    private var cells: [MeasuredSizes] = []
    /// Every other element's size.
    private var others: [ElementKey: Size] = [:]
    /// How many cells have a size.
    public private(set) var cellCount = 0

    public init() {}

    /// How many elements have a size.
    public var count: Int { cellCount + others.count }

    /// Whether no element has a size.
    public var isEmpty: Bool { count == 0 }

    /// The size measured for `key`, nil when none is.
    ///
    /// - Complexity: O(1) for a cell; a hash look-up for another element.
    public subscript(key: ElementKey) -> Size? {
        get {
            guard Self.isIndexedCell(key) else { return others[key] }
            let section = key.indexPath.section
            return section < cells.count ? cells[section][key.indexPath.item] : nil
        }
        set {
            guard Self.isIndexedCell(key) else {
                others[key] = newValue
                return
            }
            let section = key.indexPath.section
            if section >= cells.count {
                guard newValue != nil else { return }
                cells.append(contentsOf: repeatElement(MeasuredSizes(), count: section + 1 - cells.count))
            }
            let before = cells[section].count
            cells[section][key.indexPath.item] = newValue
            cellCount += cells[section].count - before
        }
    }

    /// The measured cells of `section`, by item.
    public func cells(inSection section: Int) -> MeasuredSizes {
        section >= 0 && section < cells.count ? cells[section] : MeasuredSizes()
    }

    /// Forgets every size.
    public mutating func removeAll() {
        cells = []
        others = [:]
        cellCount = 0
    }

    /// Whether `key` is a cell kept by index (any other key, even a cell's with an element kind, is kept by key).
    private static func isIndexedCell(_ key: ElementKey) -> Bool {
        key.category == .cell && key.elementKind == nil && key.indexPath.section >= 0 && key.indexPath.item >= 0
    }
}

extension MeasuredElements: Sequence {
    /// Each element with a size and its size: cells section by section in item order, then the others.
    public func makeIterator() -> AnyIterator<(key: ElementKey, value: Size)> {
        var sections = cells.enumerated().makeIterator()
        var current: (section: Int, sizes: IndexingIterator<[(item: Int, size: Size)]>)?
        var rest = others.makeIterator()
        return AnyIterator {
            while true {
                if let (item, size) = current?.sizes.next() {
                    return (ElementKey(category: .cell, elementKind: nil,
                                       indexPath: IndexPath(item: item, section: current!.section)), size)
                }
                guard let (section, sizes) = sections.next() else { break }
                current = (section, sizes.all.makeIterator())
            }
            return rest.next()
        }
    }
}
