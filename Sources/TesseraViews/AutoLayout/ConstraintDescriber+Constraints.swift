// A constraint's description as UIKit logs it: class, address, identifier, equation or visual format, names.
import TesseraConstraints

extension ConstraintDescriber {
    /// `<NSLayoutConstraint:0x… 'identifier' BODY   (active, names: … )>`; `number` makes the address.
    ///
    /// The body is in the visual format when the constraint has a shape the format makes (`H:|-(16)-[view]`,
    /// `V:[view]-(8)-|`, `H:[a]-(8)-[b]`, required, multiplier 1), else an equation
    /// (`UILabel:0x….trailing == UIView:0x….trailing - 16`, `a.width == 0.5*b.width @750`). Horizontal visual
    /// formats of `left`/`right` end with `(LTR)`; a priority below 1000 is printed after an equation only
    /// (inferred: captured logs show neither case).
    func describe(_ constraint: LayoutConstraint, number: Int) -> String {
        var names: [String] = []
        let body = visualFormat(constraint, names: &names) ?? equation(constraint)
        for item in [constraint.first.item, constraint.second?.item].compactMap({ $0 }) {
            if case .view(let index) = item, let entry = nameEntry(index), !names.contains(entry) { names.append(entry) }
        }
        let className: String = switch constraint.origin {
        case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: "NSContentSizeLayoutConstraint"
        default: "NSLayoutConstraint"
        }
        var text = "<\(className):\(Self.address(ofConstraint: number))"
        if let identifier = constraint.identifier { text += " '\(identifier)'" }
        text += " " + body + "   (active"
        if !names.isEmpty { text += ", names: " + names.joined(separator: ", ") + " " }
        return text + ")>"
    }

    /// The body `describe` writes (the visual format or the equation), without the class, address and names: a
    /// short reference to the constraint.
    func body(of constraint: LayoutConstraint) -> String {
        var names: [String] = []
        return visualFormat(constraint, names: &names) ?? equation(constraint)
    }

    /// `first.attr ⋈ multiplier*second.attr ± constant`, with the forms of system constraints.
    private func equation(_ constraint: LayoutConstraint) -> String {
        let first = constraint.first
        var text = ""
        if constraint.origin == .autoresizingMask { text += "h=--& v=--& " }
        text += item(first.item) + "." + attributeName(first.attribute, origin: constraint.origin)
        text += " \(constraint.relation) "
        // Autoresizing constraints hold a position in the superview's coordinates: `minX == 16`.
        if let second = constraint.second, constraint.origin != .autoresizingMask {
            if constraint.multiplier != 1 { text += Self.number(constraint.multiplier) + "*" }
            text += item(second.item) + "." + attributeName(second.attribute, origin: constraint.origin)
            if constraint.constant != 0 {
                text += (constraint.constant < 0 ? " - " : " + ") + Self.number(abs(constraint.constant))
            }
        } else {
            text += Self.number(constraint.constant)
        }
        if constraint.priority < .required { text += " @" + constraint.priority.description }
        return text
    }

    /// Autoresizing constraints name positions `minX` and `minY`.
    private func attributeName(_ attribute: LayoutAttribute, origin: ConstraintOrigin) -> String {
        guard origin == .autoresizingMask else { return attribute.rawValue }
        switch attribute {
        case .left: return "minX"
        case .top: return "minY"
        default: return attribute.rawValue
        }
    }

    /// The visual format of a required constraint of multiplier 1 between a view and its superview's matching edge
    /// (`H:|-(c)-[v]`, `V:[v]-(c)-|`) or between neighbours' facing edges (`H:[a]-(c)-[b]`); nil for other shapes.
    private func visualFormat(_ constraint: LayoutConstraint, names: inout [String]) -> String? {
        guard constraint.priority.isRequired, constraint.multiplier == 1, constraint.origin != .autoresizingMask,
              constraint.origin != .contentSize, let second = constraint.second,
              case .view(let a) = constraint.first.item, case .view(let b) = second.item, a != b else { return nil }
        let (x, y) = (constraint.first.attribute, second.attribute)
        let axis = x.axis == .horizontal ? "H:" : "V:"
        let suffix = x.isAbsoluteHorizontal ? "(LTR)" : ""
        let gap = Self.gap(constraint.relation, constraint.constant)
        let starts: Set<LayoutAttribute> = [.leading, .left, .top], ends: Set<LayoutAttribute> = [.trailing, .right, .bottom]
        let views = hierarchy.views
        if x == y, starts.contains(x), views[a].superview == b {
            names.append("'|':" + superviewName(b))
            return "\(axis)|-(\(gap))-[\(item(a))]\(suffix)"
        }
        if x == y, ends.contains(x), views[b].superview == a {
            names.append("'|':" + superviewName(a))
            return "\(axis)[\(item(b))]-(\(gap))-|\(suffix)"
        }
        if starts.contains(x), ends.contains(y), Self.facing(x, y), views[a].superview != nil,
           views[a].superview == views[b].superview {
            return "\(axis)[\(item(b))]-(\(gap))-[\(item(a))]\(suffix)"
        }
        return nil
    }

    private func superviewName(_ index: Int) -> String {
        (hierarchy.views[index].identifier ?? hierarchy.views[index].kind.className) + ":" + address(ofView: index)
    }

    /// Whether a start edge and an end edge face each other (`leading` after `trailing`, `top` after `bottom`).
    private static func facing(_ start: LayoutAttribute, _ end: LayoutAttribute) -> Bool {
        switch (start, end) {
        case (.leading, .trailing), (.left, .right), (.top, .bottom): true
        default: false
        }
    }

    /// `8`, `>=8`, `<=8`.
    private static func gap(_ relation: Relation, _ constant: Double) -> String {
        switch relation {
        case .equal: number(constant)
        case .greaterThanOrEqual: ">=" + number(constant)
        case .lessThanOrEqual: "<=" + number(constant)
        }
    }
}
