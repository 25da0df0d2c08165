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
        let count = Self.contentSizeConstraintCount(metrics[index])
        var ids: [ConstraintID?] = []
        ids.reserveCapacity(count)
        for position in 0..<count { ids.append(try install(contentSizeConstraint(position, of: index))) }
        contentSizeIDs[index] = ids
    }

    /// How many intrinsic-size constraints a view of these metrics has: two per axis with an intrinsic size.
    static func contentSizeConstraintCount(_ metrics: ViewMetrics) -> Int {
        (metrics.intrinsicWidth == nil ? 0 : 2) + (metrics.intrinsicHeight == nil ? 0 : 2)
    }

    /// Whether views of these metrics have an intrinsic size on the same axes (then the same intrinsic-size
    /// constraints, whose constants may differ).
    static func haveSameContentSizeAxes(_ old: ViewMetrics, _ new: ViewMetrics) -> Bool {
        (old.intrinsicWidth == nil) == (new.intrinsicWidth == nil) && (old.intrinsicHeight == nil) == (new.intrinsicHeight == nil)
    }

    /// A view's intrinsic-size constraint at `position` (below `contentSizeConstraintCount`): per axis with an
    /// intrinsic size, width first, `size >= intrinsic` at its compression resistance, then `size <= intrinsic` at
    /// its hugging priority.
    func contentSizeConstraint(_ position: Int, of index: Int) -> LayoutConstraint {
        let attribute: LayoutAttribute = position < (metrics[index].intrinsicWidth == nil ? 0 : 2) ? .width : .height
        let intrinsic = contentSizeConstant(position, of: index)
        let axis = attribute.axis
        // By index, so that the view is not copied to be asked.
        return position % 2 == 0
            ? LayoutConstraint(ConstraintAnchor(view: index, attribute), .greaterThanOrEqual, constant: intrinsic,
                               priority: hierarchy.views[index].compressionResistance[axis], origin: .contentSize)
            : LayoutConstraint(ConstraintAnchor(view: index, attribute), .lessThanOrEqual, constant: intrinsic,
                               priority: hierarchy.views[index].contentHugging[axis], origin: .contentSize)
    }

    /// The constant of a view's intrinsic-size constraint at `position`: its intrinsic size on that axis. Alone, so
    /// that a refit adds the constants that change to its changes without making the constraints.
    func contentSizeConstant(_ position: Int, of index: Int) -> Double {
        // The two sizes read in place (a copy of the metrics retains their text layout).
        let width = metrics[index].intrinsicWidth, height = metrics[index].intrinsicHeight
        guard let intrinsic = position < (width == nil ? 0 : 2) ? width : height else {
            preconditionFailure("no intrinsic-size constraint \(position) for view \(index)")
        }
        return intrinsic
    }
}
