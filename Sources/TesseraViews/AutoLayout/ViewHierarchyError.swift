// What UIKit refuses when a constraint is made or activated, in its words where it has them.
import TesseraConstraints

/// Why a constraint cannot be activated. The messages are UIKit's exceptions where UIKit has one.
public enum ViewHierarchyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An x-axis anchor with a y-axis one, or a position with a size.
    case incompatibleAnchors(first: String, second: String)
    /// `leading`/`trailing` with `left`/`right`.
    case mixedDirections
    /// A location equal to a constant (no second anchor, or a multiplier of 0).
    case locationEqualToConstant
    /// A constant or multiplier that is NaN or infinite.
    case nonFinite(what: String, value: Double)
    /// A priority outside (0, 1000].
    case invalidPriority(Float)
    /// The anchors' views are in different trees.
    case noCommonAncestor(first: String, second: String)
    /// A scroll view's guide (`contentLayoutGuide`, `frameLayoutGuide`) asked of a view that does not scroll.
    case notAScrollView(guide: LayoutGuideKind, view: String)

    public var description: String {
        switch self {
        case .incompatibleAnchors(let first, let second):
            "cannot constrain \(first) to \(second): their anchors are not of one kind (x-axis, y-axis or dimension)"
        case .mixedDirections:
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        case .locationEqualToConstant:
            "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                + "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        case .nonFinite(let what, let value):
            "a constraint's \(what) must be a finite number (got \(value.isNaN ? "nan" : value > 0 ? "math.huge" : "-math.huge"))"
        case .invalidPriority(let value):
            "a constraint's priority must be greater than 0 and at most 1000 (got \(value))"
        case .noCommonAncestor(let first, let second):
            "Unable to activate constraint with anchors \(first) and \(second) because they have no common ancestor.  "
                + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        case .notAScrollView(let guide, let view):
            "\(view) has no \(guide.rawValue): only a scroll view (L.scrollView, L.collectionView) has one"
        }
    }
}

extension ViewHierarchy {
    /// UIKit's checks on a constraint being activated (`activate`).
    func check(_ constraint: LayoutConstraint) throws(ViewHierarchyError) {
        // Made only for a message: checking a constraint allocates nothing.
        var describer: ConstraintDescriber { ConstraintDescriber(hierarchy: self) }
        let first = constraint.first
        guard constraint.constant.isFinite else { throw .nonFinite(what: "constant", value: constraint.constant) }
        guard constraint.multiplier.isFinite else { throw .nonFinite(what: "multiplier", value: constraint.multiplier) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority.rawValue) }
        for anchor in [constraint.first, constraint.second] {
            if case .guide(let view, let kind)? = anchor?.item, kind.isScrollViewGuide, !views[view].kind.isScrollView {
                throw .notAScrollView(guide: kind, view: describer.item(view))
            }
        }
        guard let second = constraint.second else {
            if first.attribute.isLocation { throw .locationEqualToConstant }
            return
        }
        guard first.attribute.family == second.attribute.family else {
            throw .incompatibleAnchors(first: describer.anchor(first), second: describer.anchor(second))
        }
        if first.attribute.isLocation, constraint.multiplier == 0 { throw .locationEqualToConstant }
        if (first.attribute.isDirectional && second.attribute.isAbsoluteHorizontal)
            || (first.attribute.isAbsoluteHorizontal && second.attribute.isDirectional) {
            throw .mixedDirections
        }
        guard commonAncestor(first.item.owningView, second.item.owningView) != nil else {
            throw .noCommonAncestor(first: describer.anchor(first), second: describer.anchor(second))
        }
    }
}
