// One element's difference in a dump diff: appeared, disappeared, moved, resized or restacked.

import TesseraLayout

extension DumpDiff {
    /// How one element differs between the expected and the actual dump.
    public struct ElementDifference: Hashable, Sendable {
        public var key: ElementKey
        /// Which occurrence of the key this is (0 for the first; keys are almost always unique).
        public var occurrence: Int
        /// The element in the golden; `nil` if it appeared.
        public var expected: DumpElement?
        /// The element now; `nil` if it disappeared.
        public var actual: DumpElement?
        /// Whether the origin moved by more than the tolerance along either axis.
        public var isMoved: Bool
        /// Whether the size changed by more than the tolerance along either axis.
        public var isResized: Bool
        public var isZIndexChanged: Bool
        /// Whether the element started or stopped standing at its estimate.
        public var isEstimatedChanged = false
        /// What a `visibleItemsInvalidationHandler` set that changed: `alpha 1 → 0.5`, `transform …`, `hidden`.
        public var presentationChanges: [String] = []
        /// The identity it was matched by (nil: matched by index path); its index path may then differ between the
        /// dumps (`key` is the actual one, or the expected one for a deletion).
        public var identifier: String?
        /// What changed among the views inside it (`DumpDiff.subviewChanges`); empty when nothing did.
        public var subviewChanges: [String] = []

        /// Compares one element's two versions; `slack` is the tolerance (plus rounding noise).
        init(key: ElementKey, occurrence: Int, expected: DumpElement?, actual: DumpElement?, slack: Double) {
            self.key = key
            self.occurrence = occurrence
            self.expected = expected
            self.actual = actual
            if let expected, let actual {
                let a = expected.frame, b = actual.frame
                isMoved = abs(b.minX - a.minX) > slack || abs(b.minY - a.minY) > slack
                isResized = abs(b.width - a.width) > slack || abs(b.height - a.height) > slack
                isZIndexChanged = expected.zIndex != actual.zIndex
                subviewChanges = DumpDiff.subviewChanges(expected.subviews, actual.subviews, slack: slack)
                isEstimatedChanged = expected.isEstimated != actual.isEstimated
                presentationChanges = Self.presentationChanges(expected, actual, slack: slack)
            } else {
                isMoved = false
                isResized = false
                isZIndexChanged = false
            }
        }

        /// Whether it was matched by identity to an element at another index path.
        public var isRenumbered: Bool {
            guard let expected, let actual else { return false }
            return expected.key != actual.key
        }

        /// Whether the element appeared (it is not in the golden).
        public var isAppeared: Bool { expected == nil }
        /// Whether the element disappeared (it is only in the golden).
        public var isDisappeared: Bool { actual == nil }
        /// Whether anything about the element differs.
        public var differs: Bool {
            isAppeared || isDisappeared || isMoved || isResized || isZIndexChanged || !subviewChanges.isEmpty
                || isEstimatedChanged || !presentationChanges.isEmpty || isRenumbered
        }

        /// Alpha, hidden and transform, compared (alpha and the transform's scale exactly to 0.001, its translation
        /// within the tolerance).
        static func presentationChanges(_ expected: DumpElement, _ actual: DumpElement, slack: Double) -> [String] {
            var changes: [String] = []
            if abs(expected.alpha - actual.alpha) > 0.0005 {
                changes.append("alpha \(formatRounded(expected.alpha)) → \(formatRounded(actual.alpha))")
            }
            if expected.isHidden != actual.isHidden { changes.append(actual.isHidden ? "hidden" : "shown") }
            let e = expected.transform, a = actual.transform
            let linear = [(e.a, a.a), (e.b, a.b), (e.c, a.c), (e.d, a.d)].contains { abs($0.0 - $0.1) > 0.0005 }
            if linear || abs(e.tx - a.tx) > slack || abs(e.ty - a.ty) > slack {
                func text(_ t: AffineTransform) -> String {
                    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatRounded).joined(separator: ", ") + "]"
                }
                changes.append("transform \(text(e)) → \(text(a))")
            }
            return changes
        }

        /// The movement of the origin (Δx, Δy); zero unless the element is in both dumps.
        public var delta: Point {
            guard let expected, let actual else { return Point(x: 0, y: 0) }
            return Point(x: actual.frame.minX - expected.frame.minX, y: actual.frame.minY - expected.frame.minY)
        }

        /// The change of size (Δw, Δh), as a point since it may be negative.
        public var sizeDelta: Point {
            guard let expected, let actual else { return Point(x: 0, y: 0) }
            return Point(x: actual.frame.width - expected.frame.width, y: actual.frame.height - expected.frame.height)
        }

        /// The stable order of differences: the layout's boundary items first, then by section, category,
        /// kind and item, then occurrence.
        static func precedes(_ lhs: ElementDifference, _ rhs: ElementDifference) -> Bool {
            if lhs.isLayoutLevel != rhs.isLayoutLevel { return lhs.isLayoutLevel }
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            // A deletion before what took its index path.
            if lhs.isDisappeared != rhs.isDisappeared { return lhs.isDisappeared }
            return lhs.occurrence < rhs.occurrence
        }

        /// Whether this is one of the layout's own boundary items (item `NSIntegerMax`).
        var isLayoutLevel: Bool { key.indexPath.item == IndexPath.layoutBoundaryItem }
    }
}
