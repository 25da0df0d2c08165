// The constraints UIKit adds on its own: the root's frame, autoresizing masks and intrinsic content sizes.
import TesseraConstraints
import TesseraLayout

extension AutoLayoutSystem {
    /// The root view at the origin, `width == size.width @ widthPriority` and likewise for the height:
    /// `UIView-Encapsulated-Layout-Width`/`-Height` when required, the fitting size's target otherwise.
    mutating func installRoot(width: Double, widthPriority: Priority, height: Double, heightPriority: Priority) throws {
        let root = hierarchy.root
        try install(LayoutConstraint(ConstraintAnchor(view: root, .left), constant: 0, origin: .encapsulatedLayout),
                    as: Expression(frames[root].x) == 0)
        try install(LayoutConstraint(ConstraintAnchor(view: root, .top), constant: 0, origin: .encapsulatedLayout),
                    as: Expression(frames[root].y) == 0)
        rootIDs = [try install(rootSize(.width, width, widthPriority)), try install(rootSize(.height, height, heightPriority))]
    }

    /// `UIView-Encapsulated-Layout-Width` (or `-Height`): the root's side held at `length` at `priority`.
    func rootSize(_ attribute: LayoutAttribute, _ length: Double, _ priority: Priority) -> LayoutConstraint {
        LayoutConstraint(ConstraintAnchor(view: hierarchy.root, attribute), constant: length, priority: priority,
                         identifier: attribute == .width ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height",
                         origin: .encapsulatedLayout)
    }

    /// For each view other than the root that translates its autoresizing mask: its frame, held by four required
    /// constraints (an empty mask, `h=--& v=--&`: position and size fixed in the superview).
    mutating func installAutoresizingMasks() throws {
        for (index, view) in hierarchy.views.enumerated() where index != hierarchy.root
            && view.translatesAutoresizingMaskIntoConstraints {
            guard let superview = view.superview else { continue }
            let frame = view.frame
            // Frames set in code are absolute: the same left edge in either layout direction.
            let position: [(LayoutAttribute, Double)] = [(.left, frame.minX), (.top, frame.minY)]
            for (attribute, value) in position {
                try install(LayoutConstraint(ConstraintAnchor(view: index, attribute), .equal,
                                             ConstraintAnchor(view: superview, attribute), constant: value,
                                             origin: .autoresizingMask))
            }
            for (attribute, value) in [(LayoutAttribute.width, frame.width), (.height, frame.height)] {
                try install(LayoutConstraint(ConstraintAnchor(view: index, attribute), constant: value, origin: .autoresizingMask))
            }
        }
    }

    /// For each view with an intrinsic size on an axis: `size >= intrinsic` at its compression resistance and
    /// `size <= intrinsic` at its hugging priority (uikit-autolayout.md §2).
    mutating func installContentSizes() throws {
        for index in hierarchy.views.indices { try installContentSize(of: index) }
    }

    /// One view's intrinsic-size constraints, from its metrics; their ids are kept in `contentSizeIDs`.
    mutating func installContentSize(of index: Int) throws {
        var ids: [ConstraintID?] = []
        for constraint in contentSizeConstraints(of: index) { ids.append(try install(constraint)) }
        contentSizeIDs[index] = ids
    }

    /// How many intrinsic-size constraints a view of these metrics has (`contentSizeConstraints(of:)`'s count): two
    /// per axis with an intrinsic size.
    static func contentSizeConstraintCount(_ metrics: ViewMetrics) -> Int {
        (metrics.intrinsicWidth == nil ? 0 : 2) + (metrics.intrinsicHeight == nil ? 0 : 2)
    }

    /// A view's intrinsic-size constraints: per axis with an intrinsic size, `size >= intrinsic` at its compression
    /// resistance, then `size <= intrinsic` at its hugging priority.
    func contentSizeConstraints(of index: Int) -> [LayoutConstraint] {
        let view = hierarchy.views[index]
        let metrics = self.metrics[index]
        var constraints: [LayoutConstraint] = []
        for (attribute, intrinsic) in [(LayoutAttribute.width, metrics.intrinsicWidth), (.height, metrics.intrinsicHeight)] {
            guard let intrinsic else { continue }
            let axis = attribute.axis
            constraints.append(LayoutConstraint(ConstraintAnchor(view: index, attribute), .greaterThanOrEqual,
                                                constant: intrinsic, priority: view.compressionResistance[axis],
                                                origin: .contentSize))
            constraints.append(LayoutConstraint(ConstraintAnchor(view: index, attribute), .lessThanOrEqual,
                                                constant: intrinsic, priority: view.contentHugging[axis],
                                                origin: .contentSize))
        }
        return constraints
    }
}
