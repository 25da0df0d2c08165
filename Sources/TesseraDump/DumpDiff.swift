// A semantic diff of two frame dumps: element by element, beyond a tolerance in points.

import TesseraLayout

/// What differs between an expected dump (a golden) and an actual one, element by element.
///
/// Elements that carry an identity in both dumps (`DumpElement.identifier`: a feed item's `id`, `L.identifier`)
/// are matched by it within their section, so a deleted row is reported as deleted and the rows after it as
/// moved, not as a changed last row; an identity in only one dump is an insertion or a deletion. Other elements
/// are matched by their key (category, kind, section, item); when a key occurs more than once the n-th occurrence
/// matches the n-th. A frame difference counts only when it is larger than
/// `tolerance` points (differences of at most the tolerance are ignored); zIndex and scale compare
/// exactly. Differences come in a stable order: layout boundary items first, then section by section,
/// by category, kind and item.
public struct DumpDiff: Hashable, Sendable {
    /// A value that changed: what the golden had, what the layout has now.
    public struct Change<Value: Hashable & Sendable>: Hashable, Sendable {
        public var expected: Value
        public var actual: Value

        public init(expected: Value, actual: Value) {
            self.expected = expected
            self.actual = actual
        }
    }

    /// Differences in points up to this much do not count.
    public var tolerance: Double
    public var container: Change<Size>?
    public var scale: Change<Double>?
    public var contentSize: Change<Size>?
    /// The elements that differ, in a stable order.
    public var elements: [ElementDifference]
    /// How many elements each dump has.
    public var expectedCount: Int
    public var actualCount: Int

    /// Whether nothing differs beyond the tolerance.
    public var isEmpty: Bool { container == nil && scale == nil && contentSize == nil && elements.isEmpty }

    /// Compares `actual` with `expected`, ignoring frame differences of at most `tolerance` points.
    public init(expected: FrameDump, actual: FrameDump, tolerance: Double = 0) {
        self.tolerance = max(0, tolerance)
        let slack = self.tolerance + 1e-9
        let differs = { (a: Double, b: Double) in abs(a - b) > slack }
        let sizeDiffers = { (a: Size, b: Size) in differs(a.width, b.width) || differs(a.height, b.height) }
        container = sizeDiffers(expected.container, actual.container)
            ? Change(expected: expected.container, actual: actual.container) : nil
        scale = expected.scale != actual.scale ? Change(expected: expected.scale, actual: actual.scale) : nil
        contentSize = sizeDiffers(expected.contentSize, actual.contentSize)
            ? Change(expected: expected.contentSize, actual: actual.contentSize) : nil
        expectedCount = expected.elements.count
        actualCount = actual.elements.count
        elements = Self.elementDifferences(expected.elements, actual.elements, slack: slack)
    }

    /// Matches elements by key and occurrence and keeps those that differ, sorted.
    private static func elementDifferences(_ expected: [DumpElement], _ actual: [DumpElement],
                                           slack: Double) -> [ElementDifference] {
        var differences: [ElementDifference] = []
        // Identities first, when both dumps have them; what is left is matched by position.
        let identified = expected.contains { $0.identifier != nil } && actual.contains { $0.identifier != nil }
        let oldIdentified = identified ? identities(expected) : [:], newIdentified = identified ? identities(actual) : [:]
        for (id, element) in oldIdentified {
            var difference = ElementDifference(key: newIdentified[id]?.key ?? element.key, occurrence: 0, expected: element,
                                               actual: newIdentified[id], slack: slack)
            difference.identifier = id.identifier
            if difference.differs { differences.append(difference) }
        }
        for (id, element) in newIdentified where oldIdentified[id] == nil {
            var difference = ElementDifference(key: element.key, occurrence: 0, expected: nil, actual: element, slack: slack)
            difference.identifier = id.identifier
            differences.append(difference)
        }
        let old = occurrences(expected.filter { !identified || $0.identifier == nil })
        let new = occurrences(actual.filter { !identified || $0.identifier == nil })
        for (id, element) in old {
            let difference = ElementDifference(key: id.key, occurrence: id.occurrence, expected: element,
                                               actual: new[id], slack: slack)
            if difference.differs { differences.append(difference) }
        }
        for (id, element) in new where old[id] == nil {
            differences.append(ElementDifference(key: id.key, occurrence: id.occurrence, expected: nil,
                                                 actual: element, slack: slack))
        }
        return differences.sorted(by: ElementDifference.precedes)
    }

    /// An element's identity in one dump: its key and which occurrence of that key it is.
    struct Identity: Hashable {
        var key: ElementKey
        var occurrence: Int
    }

    /// An element's identity: its category, kind, section and identifier.
    struct IdentifiedKey: Hashable {
        var category: ElementCategory
        var kind: String?
        var section: Int
        var identifier: String
    }

    /// The elements that carry an identifier, by identity (the first of a repeated one).
    private static func identities(_ elements: [DumpElement]) -> [IdentifiedKey: DumpElement] {
        var result: [IdentifiedKey: DumpElement] = [:]
        for element in elements {
            guard let identifier = element.identifier else { continue }
            let id = IdentifiedKey(category: element.category, kind: element.kind, section: element.section,
                                   identifier: identifier)
            if result[id] == nil { result[id] = element }
        }
        return result
    }

    private static func occurrences(_ elements: [DumpElement]) -> [Identity: DumpElement] {
        var seen: [ElementKey: Int] = [:]
        var result: [Identity: DumpElement] = [:]
        result.reserveCapacity(elements.count)
        for element in elements {
            let key = element.key
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            result[Identity(key: key, occurrence: occurrence)] = element
        }
        return result
    }
}
