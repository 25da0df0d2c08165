// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` and `addConstraints` for view controllers.

import TesseraConstraints
import TesseraLayout
import TesseraViews

extension Interpreter {
    /// The format's constraints, inactive (as UIKit returns them: the code activates or adds them).
    func visualFormatConstraints(_ arguments: [Argument], at: SourcePosition) throws -> SwiftValue {
        var reader = ArgumentReader(arguments, callee: "NSLayoutConstraint.constraints", at: at, interpreter: self)
        let format = try reader.string("withVisualFormat")
        // `options:` defaults to `[]` in Swift's signature.
        let options = try formatOptions(try reader.optional("options", .ignored) ?? .array([]), at: at)
        let metricsValue = try reader.required("metrics", .ignored)
        let viewsValue = try reader.required("views", .ignored)
        try reader.finish()
        var metrics: [String: Double] = [:]
        if case .dictionary(let keys, let values) = metricsValue {
            for (key, value) in zip(keys, values) {
                guard let number = value.number else {
                    throw InterpreterError(position: at, message: "metrics: '\(describe(key))' needs a number, got \(value.typeName)")
                }
                metrics[describe(key)] = number
            }
        } else if !metricsValue.isNull {
            throw InterpreterError(position: at, message: "metrics: needs a [String: CGFloat] dictionary or nil, got \(metricsValue.typeName)")
        }
        guard case .dictionary(let keys, let values) = viewsValue else {
            throw InterpreterError(position: at, message: "views: needs a [String: UIView] dictionary, got \(viewsValue.typeName)")
        }
        var objects: [ViewObject] = []
        func item(_ view: ViewObject) -> AnchorItem {
            if let index = objects.firstIndex(where: { $0 === view }) { return .view(index) }
            objects.append(view)
            return .view(objects.count - 1)
        }
        var views: [String: AnchorItem] = [:]
        var superviews: [AnchorItem: AnchorItem] = [:]
        for (key, value) in zip(keys, values) {
            guard case .view(let view) = asView(value) else {
                throw InterpreterError(position: at, message: "views: '\(describe(key))' needs a UIView, got \(value.typeName) "
                                        + "(the visual format language lays out views only)")
            }
            let own = item(view)
            views[describe(key)] = own
            if let superview = view.superview { superviews[own] = item(superview) }
        }
        let constraints: [LayoutConstraint]
        do {
            constraints = try VisualFormat.parse(format, metrics: metrics, views: views, superviews: superviews, options: options)
        } catch let error as VisualFormat.ParseError {
            throw InterpreterError(position: at, message: error.description)
        }
        return .array(try constraints.map { constraint in
            func anchor(_ a: ConstraintAnchor) -> ViewAnchor {
                ViewAnchor(view: objects[a.item.owningView], guide: nil, attribute: a.attribute)
            }
            let value = try makeConstraint(anchor(constraint.first), constraint.relation, constraint.second.map(anchor),
                                           multiplier: constraint.multiplier, constant: constraint.constant, at: at)
            if case .constraint(let object) = value { object.priority = constraint.priority.rawValue }
            return value
        })
    }

    /// `NSLayoutConstraint.FormatOptions`: `[]`, `.alignAllCenterY`, `[.alignAllTop, .directionLeftToRight]`.
    private func formatOptions(_ value: SwiftValue, at: SourcePosition) throws -> VisualFormat.Options {
        var options = VisualFormat.Options()
        let members: [SwiftValue]
        switch value {
        case .array(let items): members = items
        case .member: members = [value]
        default:
            throw InterpreterError(position: at, message: "options: needs NSLayoutConstraint.FormatOptions, got \(value.typeName)")
        }
        for member in members {
            guard case .member(let name) = member else {
                throw InterpreterError(position: at, message: "options: needs NSLayoutConstraint.FormatOptions, got \(member.typeName)")
            }
            switch name {
            case "directionLeadingToTrailing": options.direction = .leadingToTrailing
            case "directionLeftToRight": options.direction = .leftToRight
            case "directionRightToLeft": options.direction = .rightToLeft
            case "alignAllTop", "alignAllBottom", "alignAllLeft", "alignAllRight", "alignAllLeading", "alignAllTrailing",
                 "alignAllCenterX", "alignAllCenterY", "alignAllFirstBaseline", "alignAllLastBaseline":
                let attributeName = name.dropFirst(8).prefix(1).lowercased() + name.dropFirst(9)
                options.alignment.append(LayoutAttribute(rawValue: attributeName)!)
            case "spacingBaselineToBaseline", "spacingEdgeToEdge":
                throw InterpreterError.unsupported("options: .\(name)", hint: "only edge-to-edge spacing is modelled", at: at)
            default:
                throw InterpreterError(position: at, message: "NSLayoutConstraint.FormatOptions has no member '\(name)'")
            }
        }
        return options
    }

    /// `view.addConstraints([…])`, `view.addConstraint(c)` (activation, as UIKit's documentation says since iOS 8),
    /// `view.removeConstraints`, `view.removeConstraint`; nil for other methods.
    func constraintListCall(_ name: String, on view: ViewObject, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        guard ["addConstraints", "addConstraint", "removeConstraints", "removeConstraint"].contains(name) else { return nil }
        var reader = ArgumentReader(arguments, callee: name, at: at, interpreter: self)
        let value = try reader.required(nil, .ignored)
        try reader.finish()
        let items: [SwiftValue]
        if case .array(let list) = value { items = list } else { items = [value] }
        for item in items {
            guard case .constraint(let constraint) = item else {
                throw InterpreterError(position: at, message: "\(name) takes NSLayoutConstraints, got \(item.typeName)")
            }
            if name.hasPrefix("add") { viewWorld?.activate(constraint) } else { constraint.activation = nil }
        }
        return .void
    }
}
