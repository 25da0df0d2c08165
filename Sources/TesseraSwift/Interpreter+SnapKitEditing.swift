// SnapKit's relations and modifiers (`equalTo`, `offset`, `inset`, `multipliedBy`, `priority`) and `Constraint`'s methods.

import TesseraConstraints
import TesseraLayout
import TesseraViews

extension Interpreter {
    /// `make.top.equalTo(…)`, `.offset(8)`, `.inset(8)`, `.multipliedBy(0.5)`, `.priority(.high)` …
    func snapDescriptionCall(_ name: String, on description: SnapDescription, _ arguments: [Argument],
                             at: SourcePosition) throws -> SwiftValue? {
        var reader = ArgumentReader(arguments, callee: name, at: at, interpreter: self)
        let relations: [(String, Relation)] = [("equalTo", .equal), ("lessThanOrEqualTo", .lessThanOrEqual),
                                               ("greaterThanOrEqualTo", .greaterThanOrEqual)]
        if let (prefix, relation) = relations.first(where: { name == $0.0 || name == $0.0 + "Superview" }) {
            guard description.relation == nil else {
                throw InterpreterError(position: at, message: "make.\(Self.snapAttributesText(description)) already has "
                                        + "a relation: each of make's chains takes one equalTo, lessThanOrEqualTo or greaterThanOrEqualTo")
            }
            if name == prefix {
                let target = try reader.required(nil, .ignored)
                try reader.finish()
                try relate(description, to: target, name: name, at: at)
            } else {
                try reader.finish()
                guard let superview = description.view.superview else {
                    throw InterpreterError(position: at, message: "\(name)(): \(description.view.name ?? description.view.className) "
                                            + "has no superview (SnapKit: Expected superview but found nil when attempting "
                                            + "make constraint `\(name)`): add it to its superview first")
                }
                description.target = (SnapTarget(view: superview, guide: nil), [])
            }
            description.relation = relation
            return .snapKit(.description(description))
        }
        guard description.relation != nil else { return nil }
        switch name {
        case "offset":
            description.constant = .number(try reader.number(nil))
        case "inset":
            description.constant = try snapInsets(try reader.required(nil, .ignored), at: at)
        case "multipliedBy", "dividedBy":
            let amount = try reader.number(nil)
            guard amount != 0 else { throw InterpreterError(position: at, message: "\(name)(0): a multiplier cannot be zero") }
            description.multiplier = name == "multipliedBy" ? amount : 1 / amount
        case "priority":
            description.priority = try snapPriority(try reader.required(nil, .ignored), at: at)
        case "priorityRequired", "priorityHigh", "priorityMedium", "priorityLow":
            description.priority = ["priorityRequired": 1000, "priorityHigh": 750, "priorityMedium": 500, "priorityLow": 250][name]!
        case "labeled":
            description.label = describe(try reader.required(nil, .ignored))
        default:
            return nil
        }
        try reader.finish()
        return .snapKit(.description(description))
    }

    /// What `equalTo(target)` relates to: a view, a guide, `view.snp.attribute`, or a constant.
    private func relate(_ description: SnapDescription, to target: SwiftValue, name: String, at: SourcePosition) throws {
        switch asView(target) {
        case .view(let view): description.target = (SnapTarget(view: view, guide: nil), [])
        case .viewGuide(let view, let guide): description.target = (SnapTarget(view: view, guide: guide), [])
        case .snapKit(.item(let item, let attributes)):
            let same = attributes.count == description.attributes.count
                && zip(attributes, description.attributes).allSatisfy { $0.base == $1.base }
            guard attributes.count <= 1 || same else {
                throw InterpreterError(position: at, message: "\(name)(\(item.text).snp.\(attributes.map(\.text).joined(separator: "/"))): "
                                        + "SnapKit cannot constrain make.\(Self.snapAttributesText(description)) to multiple "
                                        + "non-identical attributes")
            }
            description.target = (item, attributes)
        case .snapKit(.dsl(let item)): description.target = (item, [])
        case .int, .double, .literal: description.constant = .number(target.number ?? 0)
        case .size(let size): description.constant = .size(size)
        case .point(let point): description.constant = .point(point)
        case .insets(let insets): description.constant = .insets(insets)
        default:
            throw InterpreterError.unsupported("\(name)(\(target.typeName))", hint: "SnapKit's \(name) takes a view, a layout "
                                                + "guide, view.snp.<attribute>, or a constant (a number, CGSize, CGPoint or "
                                                + "UIEdgeInsets)", at: at)
        }
    }

    /// `.inset(8)` is `UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)`; `.inset(UIEdgeInsets(…))` as given.
    private func snapInsets(_ value: SwiftValue, at: SourcePosition) throws -> SnapConstant {
        if case .insets(let insets) = value { return .insets(insets) }
        guard let amount = value.number else {
            throw InterpreterError(position: at, message: "inset takes a number or UIEdgeInsets, got \(value.typeName)")
        }
        return .insets(DirectionalEdgeInsets(top: amount, leading: amount, bottom: amount, trailing: amount))
    }

    /// SnapKit's `ConstraintPriority` (`.required` 1000, `.high` 750, `.medium` 500, `.low` 250) or a number in 1…1000.
    private func snapPriority(_ value: SwiftValue, at: SourcePosition) throws -> Float {
        if case .member(let name) = value {
            guard let priority = ["required": 1000, "high": 750, "medium": 500, "low": 250][name] else {
                throw InterpreterError(position: at, message: "ConstraintPriority has no member '\(name)' (SnapKit's are "
                                        + ".required, .high, .medium and .low, or a number)")
            }
            return Float(priority)
        }
        return try priority(value, at: at)
    }

    static func snapAttributesText(_ description: SnapDescription) -> String {
        description.attributes.map(\.text).joined(separator: ".")
    }

    // MARK: Constraint

    /// `constraint.update(offset:)`, `update(inset:)`, `update(priority:)`, `activate()`, `deactivate()`.
    func snapConstraintCall(_ name: String, on constraint: SnapConstraint, _ arguments: [Argument],
                            at: SourcePosition) throws -> SwiftValue? {
        var reader = ArgumentReader(arguments, callee: name, at: at, interpreter: self)
        let description = constraint.description
        switch name {
        case "activate": try activateSnap(constraint)
        case "deactivate": deactivateSnap(constraint)
        case "update", "updateOffset", "updateInsets", "updatePriority":
            if name == "updateOffset" || reader.labels(are: ["offset"]) {
                description.constant = .number(try reader.number(name == "update" ? "offset" : nil))
            } else if name == "updateInsets" || reader.labels(are: ["inset"]) {
                description.constant = try snapInsets(try reader.required(name == "update" ? "inset" : nil, .ignored), at: at)
            } else if name == "updatePriority" || reader.labels(are: ["priority"]) {
                let priority = try snapPriority(try reader.required(name == "update" ? "priority" : nil, .ignored), at: at)
                if description.priority == 1000 || priority == 1000, constraint.isActive, priority != description.priority {
                    throw InterpreterError(position: at, message: "update(priority:): an active constraint's priority cannot "
                                            + "change from or to required (UIKit raises)")
                }
                description.priority = priority
                for object in constraint.layoutConstraints { object.priority = priority }
            } else {
                return nil
            }
            constraint.applyConstant()
        default:
            return nil
        }
        try reader.finish()
        return .void
    }
}

extension Interpreter {
    /// `UIEdgeInsets(top:left:bottom:right:)` (left to right: left is leading), `UIEdgeInsets()` zero.
    func edgeInsets(_ arguments: [Argument], at: SourcePosition) throws -> SwiftValue {
        if arguments.isEmpty { return .insets(.zero) }
        var reader = ArgumentReader(arguments, callee: "UIEdgeInsets", at: at, interpreter: self)
        let insets = DirectionalEdgeInsets(top: try reader.number("top"), leading: try reader.number("left"),
                                           bottom: try reader.number("bottom"), trailing: try reader.number("right"))
        try reader.finish()
        return .insets(insets)
    }
}

extension Interpreter {
    /// `label.font = .systemFont(ofSize: 22, weight: .bold)`: an implicit member call given to a `font` is UIFont's
    /// static (it was dropped before, leaving the default font); other values as they are.
    func implicitFont(_ name: String, _ value: SwiftValue, at: SourcePosition) throws -> SwiftValue {
        guard name == "font", case .implicitCall(let member, let arguments) = value,
              let font = try viewStatic("UIFont", member, arguments, at: at) else { return value }
        return font
    }
}
