// A tree of views and the constraints activated on it: what a cell's content view holds.
import TesseraConstraints
import TesseraLayout

/// A view tree (index 0 is the root, a cell's content view) and its activated constraints, in activation order.
///
/// Build one with `addSubview`, `addArrangedSubview` and `activate`, which check what UIKit checks when a
/// constraint is made and activated (compatible anchors, a common ancestor, finite numbers): a tree is always
/// valid. Laying it out is `ViewHierarchy+Layout.swift`.
public struct ViewHierarchy: Hashable, Sendable {
    public private(set) var views: [View]
    public private(set) var constraints: [LayoutConstraint] = []
    /// The serial number of each view, from which logs make its address (`ViewAddresses`); by default its index + 1.
    public private(set) var serials: [Int]
    /// The guides the script added to views (`addLayoutGuide`), in the order added.
    public private(set) var layoutGuides: [CustomLayoutGuide] = []

    /// A tree of one root view (its `translatesAutoresizingMaskIntoConstraints` does not matter: its container
    /// sets its frame).
    public init(root: View, serial: Int? = nil) {
        views = [root]
        serials = [serial ?? 1]
    }

    public var root: Int { 0 }

    /// `superview.addSubview(view)`; returns the new view's index.
    @discardableResult
    public mutating func addSubview(_ view: View, to superview: Int, serial: Int? = nil) -> Int {
        precondition(views.indices.contains(superview), "no view \(superview)")
        var view = view
        view.superview = superview
        view.subviews = []
        views.append(view)
        serials.append(serial ?? views.count)
        views[superview].subviews.append(views.count - 1)
        return views.count - 1
    }

    /// `stack.addArrangedSubview(view)`: a subview of the stack, arranged last, without autoresizing constraints.
    @discardableResult
    public mutating func addArrangedSubview(_ view: View, to stack: Int, serial: Int? = nil) -> Int {
        guard case .stack(var properties) = views[stack].content else {
            preconditionFailure("view \(stack) is not a stack view")
        }
        var view = view
        view.translatesAutoresizingMaskIntoConstraints = false
        let index = addSubview(view, to: stack, serial: serial)
        properties.arrangedSubviews.append(index)
        views[stack].content = .stack(properties)
        return index
    }

    /// `view.addLayoutGuide(guide)`; returns the anchor item of the new guide.
    @discardableResult
    public mutating func addLayoutGuide(_ guide: CustomLayoutGuide) -> AnchorItem {
        precondition(views.indices.contains(guide.owningView), "no view \(guide.owningView)")
        layoutGuides.append(guide)
        return .layoutGuide(owner: guide.owningView, index: layoutGuides.count - 1)
    }

    /// Gives every view the properties of the view at its index in `properties` (not their places in the tree):
    /// a reused cell's views read again after a configure. The old views are let go, not copied.
    public mutating func replaceProperties(with properties: consuming [View]) {
        precondition(properties.count == views.count, "\(properties.count) views for a tree of \(views.count)")
        var replaced = properties
        for index in replaced.indices {
            replaced[index].superview = views[index].superview
            replaced[index].subviews = views[index].subviews
        }
        views = replaced
    }

    /// Changes a view's properties (not its place in the tree).
    public mutating func update(_ index: Int, _ change: (inout View) -> Void) {
        let (superview, subviews) = (views[index].superview, views[index].subviews)
        change(&views[index])
        views[index].superview = superview
        views[index].subviews = subviews
    }

    /// `NSLayoutConstraint.activate([constraint])`, with UIKit's checks.
    ///
    /// - Throws: `ViewHierarchyError` when the anchors cannot be related (an x-axis anchor with a y-axis one, a
    ///   leading edge with a left one, a location equal to a constant), a number is not finite, the priority is not
    ///   in (0, 1000], or the two views have no common ancestor.
    public mutating func activate(_ constraint: LayoutConstraint) throws(ViewHierarchyError) {
        try check(constraint)
        constraints.append(constraint)
    }

    /// Gives the constraint at `index` new values with UIKit's checks: its anchors and relation stay (a reused
    /// cell's configure changes a constant, a multiplier, a priority or an identifier).
    ///
    /// - Throws: `ViewHierarchyError` as `activate` does; the constraint is then unchanged.
    public mutating func changeConstraint(at index: Int, to constraint: LayoutConstraint) throws(ViewHierarchyError) {
        precondition(constraint.first == constraints[index].first && constraint.second == constraints[index].second
                     && constraint.relation == constraints[index].relation, "a constraint's anchors cannot change")
        try check(constraint)
        constraints[index] = constraint
    }

    /// Gives the added layout guide at `index` another identifier.
    public mutating func renameLayoutGuide(_ index: Int, to identifier: String) {
        layoutGuides[index].identifier = identifier
    }

    /// The views from `index` up to the root.
    public func ancestors(of index: Int) -> [Int] {
        var chain = [index]
        while let superview = views[chain.last!].superview { chain.append(superview) }
        return chain
    }

    /// The nearest view that is `a` or `b` or contains both; nil when they are in different trees.
    ///
    /// - Complexity: O(d) for views d deep, with nothing allocated (the deeper one climbs to the other's depth, then
    ///   both climb together).
    public func commonAncestor(_ a: Int, _ b: Int) -> Int? {
        func depth(_ view: Int) -> Int {
            var count = 0, current = views[view].superview
            while let superview = current { count += 1; current = views[superview].superview }
            return count
        }
        var (x, y, depthX, depthY) = (a, b, depth(a), depth(b))
        while depthX > depthY { x = views[x].superview!; depthX -= 1 }
        while depthY > depthX { y = views[y].superview!; depthY -= 1 }
        while x != y {
            guard let aboveX = views[x].superview, let aboveY = views[y].superview else { return nil }
            (x, y) = (aboveX, aboveY)
        }
        return x
    }

    /// The views in depth-first order (a view before its subviews), with their depth below the root.
    public func depthFirst() -> [(view: Int, depth: Int)] {
        var order: [(Int, Int)] = []
        var stack = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            order.append((view, depth))
            for subview in views[view].subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return order
    }
}
