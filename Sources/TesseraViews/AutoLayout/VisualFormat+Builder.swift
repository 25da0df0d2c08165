// The constraints a parsed visual format stands for: sizes, spaces between neighbours and to `|`, alignment.
import TesseraConstraints

/// Turns a parsed format into constraints, as UIKit makes them (`next.leading == prev.trailing + 8`,
/// `superview.trailing == view.trailing + 20`, `view.width == 50`).
struct VisualFormatBuilder {
    let parsed: ParsedVisualFormat
    let format: String
    let views: [String: AnchorItem]
    let superviews: [AnchorItem: AnchorItem]
    let options: VisualFormat.Options

    func error(_ reason: String, at offset: Int) -> VisualFormat.ParseError {
        VisualFormat.ParseError(reason: reason, format: format, offset: offset)
    }

    /// The attributes the format runs between: where a view starts and where it ends along the format, its size,
    /// and whether the format runs towards smaller coordinates (right to left).
    var axis: (start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, reversed: Bool) {
        if parsed.vertical { return (.top, .bottom, .height, false) }
        switch options.direction {
        case .leadingToTrailing: return (.leading, .trailing, .width, false)
        case .leftToRight: return (.left, .right, .width, false)
        case .rightToLeft: return (.right, .left, .width, true)
        }
    }

    func constraints() throws -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        let axis = self.axis
        for view in parsed.views {
            let item = views[view.name]!
            for predicate in view.predicates {
                let first = ConstraintAnchor(item, axis.size)
                switch predicate.object {
                case .constant(let value):
                    result.append(LayoutConstraint(first, predicate.relation, nil, constant: value, priority: Priority(predicate.priority)))
                case .view(let other):
                    result.append(LayoutConstraint(first, predicate.relation, ConstraintAnchor(views[other]!, axis.size),
                                                   priority: Priority(predicate.priority)))
                }
            }
        }
        if let (connection, offset) = parsed.leading {
            let item = views[parsed.views[0].name]!
            let container = try superviewItem(of: item, at: offset)
            result += space(connection, from: (container, axis.start), to: (item, axis.start), toSuperview: true)
        }
        for (index, connection) in parsed.between.enumerated() {
            let previous = views[parsed.views[index].name]!, next = views[parsed.views[index + 1].name]!
            result += space(connection, from: (previous, axis.end), to: (next, axis.start), toSuperview: false)
        }
        if let (connection, offset) = parsed.trailing {
            let item = views[parsed.views[parsed.views.count - 1].name]!
            let container = try superviewItem(of: item, at: offset)
            result += space(connection, from: (item, axis.end), to: (container, axis.end), toSuperview: true)
        }
        return result + (try alignment())
    }

    private func superviewItem(of item: AnchorItem, at offset: Int) throws -> AnchorItem {
        guard let container = superviews[item] else {
            throw error("Unable to interpret '|' character, because the related view doesn't have a superview", at: offset)
        }
        return container
    }

    /// The space from `earlier`'s edge to `later`'s along the format: `later.edge ⋈ earlier.edge + c`, or, running
    /// right to left, `earlier.edge ⋈ later.edge + c`.
    private func space(_ connection: VisualConnection, from earlier: (AnchorItem, LayoutAttribute),
                       to later: (AnchorItem, LayoutAttribute), toSuperview: Bool) -> [LayoutConstraint] {
        let predicates: [VisualPredicate]
        switch connection {
        case .adjacent: predicates = [VisualPredicate(relation: .equal, object: .constant(0), priority: 1000)]
        case .standard:
            let value = toSuperview ? VisualFormat.superviewSpacing : VisualFormat.siblingSpacing
            predicates = [VisualPredicate(relation: .equal, object: .constant(value), priority: 1000)]
        case .predicates(let given): predicates = given
        }
        let (first, second) = axis.reversed ? (earlier, later) : (later, earlier)
        return predicates.map { predicate in
            guard case .constant(let value) = predicate.object else { preconditionFailure("a connection names no view") }
            return LayoutConstraint(ConstraintAnchor(first.0, first.1), predicate.relation, ConstraintAnchor(second.0, second.1),
                                    constant: value, priority: Priority(predicate.priority))
        }
    }

    /// `options`' alignment: each view after the first aligned with the one before it, on an edge across the format.
    private func alignment() throws -> [LayoutConstraint] {
        guard !options.alignment.isEmpty else { return [] }
        for attribute in options.alignment where (attribute.axis == .vertical) == parsed.vertical {
            let edge = parsed.vertical ? "vertical" : "horizontal"
            throw error("Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout "
                        + "that is also \(edge). (\(attribute.rawValue))", at: 0)
        }
        var result: [LayoutConstraint] = []
        let items = parsed.views.map { views[$0.name]! }
        for (previous, next) in zip(items, items.dropFirst()) {
            for attribute in options.alignment {
                result.append(LayoutConstraint(ConstraintAnchor(next, attribute), .equal, ConstraintAnchor(previous, attribute)))
            }
        }
        return result
    }
}
