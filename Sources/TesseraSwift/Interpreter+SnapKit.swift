// SnapKit's DSL interpreted: `view.snp.makeConstraints { make in make.top.equalToSuperview().offset(8) }` and the rest.

import TesseraConstraints
import TesseraLayout
import TesseraViews

extension Interpreter {
    /// `view.snp`, `guide.snp`; nil for other values.
    func snapDSL(of base: SwiftValue) -> SwiftValue? {
        switch asView(base) {
        case .view(let view): return .snapKit(.dsl(SnapTarget(view: view, guide: nil)))
        case .viewGuide(let view, let guide): return .snapKit(.dsl(SnapTarget(view: view, guide: guide)))
        default: return nil
        }
    }

    /// A property of a SnapKit value: `view.snp.top`, `make.top.leading`, `constraint.isActive`; nil when it has none.
    func snapKitMember(_ name: String, of value: SnapKitValue, at: SourcePosition) throws -> SwiftValue? {
        switch value {
        case .dsl(let target):
            guard let attributes = SnapAttribute.named(name) else { return nil }
            if target.guide != nil, attributes.contains(where: \.isMargin) {
                throw InterpreterError(position: at, message: "\(target.text).snp.\(name): a layout guide has no margins")
            }
            return .snapKit(.item(target, attributes))
        case .maker(let maker):
            guard let attributes = SnapAttribute.named(name) else { return nil }
            let description = SnapDescription(view: maker.view, attributes: attributes, at: at)
            maker.descriptions.append(description)
            return .snapKit(.description(description))
        case .description(let description):
            if name == "constraint" { return .snapKit(.constraint(snapConstraint(of: description))) }
            guard description.relation == nil, let attributes = SnapAttribute.named(name) else { return nil }
            description.attributes += attributes.filter { !description.attributes.contains($0) }
            return .snapKit(.description(description))
        case .constraint(let constraint):
            switch name {
            case "isActive": return .bool(constraint.isActive)
            case "layoutConstraints": return .array(constraint.layoutConstraints.map { .constraint($0) })
            default: return nil
            }
        case .item: return nil
        }
    }

    /// `constraint.isActive = …`; false when the value has no such settable property.
    func setSnapKitMember(_ name: String, of value: SnapKitValue, to newValue: SwiftValue, at: SourcePosition) throws -> Bool {
        guard case .constraint(let constraint) = value, name == "isActive" else { return false }
        if try truth(newValue, at: at) { try activateSnap(constraint) } else { deactivateSnap(constraint) }
        return true
    }

    /// A method of a SnapKit value (`makeConstraints`, `equalTo`, `offset`, `update(offset:)` …); nil when it has none.
    func snapKitMethod(_ name: String, on value: SnapKitValue, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        switch value {
        case .dsl(let target):
            return try snapDSLCall(name, on: target, arguments, at: at)
        case .description(let description):
            return try snapDescriptionCall(name, on: description, arguments, at: at)
        case .constraint(let constraint):
            return try snapConstraintCall(name, on: constraint, arguments, at: at)
        case .item, .maker:
            return nil
        }
    }

    // MARK: view.snp

    private func snapDSLCall(_ name: String, on target: SnapTarget, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        guard ["makeConstraints", "remakeConstraints", "updateConstraints", "removeConstraints"].contains(name) else { return nil }
        if target.guide != nil {
            throw InterpreterError.unsupported("\(target.text).snp.\(name)", hint: "UIKit places its own layout guides: "
                                                + "constrain views to them instead", at: at)
        }
        let view = target.view
        var reader = ArgumentReader(arguments, callee: name, at: at, interpreter: self)
        if name == "removeConstraints" {
            try reader.finish()
            for constraint in view.snapConstraints { deactivateSnap(constraint) }
            view.snapConstraints.removeAll()
            return .void
        }
        let closure = try reader.optional("closure", .function) ?? reader.required(nil, .function)
        try reader.finish()
        // SnapKit's `prepare()`: the view is laid out by constraints from now on.
        view.translatesAutoresizingMaskIntoConstraints = false
        if name == "remakeConstraints" {
            // SnapKit removes the view's constraints before it runs the closure.
            for constraint in view.snapConstraints { deactivateSnap(constraint) }
            view.snapConstraints.removeAll()
        }
        let maker = SnapMaker(view: view)
        _ = try invoke(closure, [Argument(label: nil, value: .snapKit(.maker(maker)), location: at)], at: at)
        let updating = name == "updateConstraints" && !view.snapConstraints.isEmpty
        for description in maker.descriptions {
            guard description.relation != nil else {
                throw InterpreterError(position: description.position, message: "make.\(description.attributes.map(\.text).joined(separator: ".")) "
                                        + "has no relation: follow it with equalTo, lessThanOrEqualTo or greaterThanOrEqualTo")
            }
            let constraint = snapConstraint(of: description)
            if updating {
                try updateExisting(constraint, on: view)
            } else {
                try activateSnap(constraint)
            }
        }
        return .void
    }

    /// The `Constraint` of a description, its layout constraints made (inactive) the first time.
    func snapConstraint(of description: SnapDescription) -> SnapConstraint {
        if let made = description.constraint { return made }
        let constraint = SnapConstraint(description)
        description.constraint = constraint
        return constraint
    }

    /// Makes the layout constraints of a description (SnapKit's `Constraint.init`): one per attribute.
    private func layoutConstraints(of constraint: SnapConstraint) throws -> [ConstraintObject] {
        let description = constraint.description
        guard let relation = description.relation else { return [] }
        var made: [ConstraintObject] = []
        for attribute in description.attributes {
            let first = SnapTarget(view: description.view, guide: nil).anchor(attribute)
            var second: ViewAnchor?
            var toAttribute = attribute.base
            if let (target, toAttributes) = description.target {
                let to: SnapAttribute
                if toAttributes.isEmpty {
                    to = attribute
                } else if toAttributes.count == description.attributes.count,
                          zip(toAttributes, description.attributes).allSatisfy({ $0.base == $1.base }) {
                    to = toAttributes[description.attributes.firstIndex(of: attribute)!]
                } else {
                    to = toAttributes[0]
                }
                second = target.anchor(to)
                toAttribute = to.base
            } else if attribute.base.isLocation {
                // A constant for a position is relative to the superview (a centre to its left or top edge).
                guard let superview = description.view.superview else {
                    throw InterpreterError(position: description.position, message: "make.\(attribute.text).equalTo(a constant): "
                                            + "a position constant is relative to the superview, and \(first.view.name ?? first.view.className) has none")
                }
                toAttribute = attribute.base == .centerX ? .left : attribute.base == .centerY ? .top : attribute.base
                second = SnapTarget(view: superview, guide: nil).anchor(SnapAttribute(base: toAttribute, isMargin: attribute.isMargin))
            }
            let value = try makeConstraint(first, relation, second, multiplier: description.multiplier,
                                           constant: description.constant.value(for: toAttribute), at: description.position)
            guard case .constraint(let object) = value else { continue }
            object.priority = description.priority
            object.identifier = description.label
            made.append(object)
        }
        return made
    }

    /// `constraint.activate()`: its layout constraints made if not yet, activated, and kept as the view's.
    func activateSnap(_ constraint: SnapConstraint) throws {
        if constraint.layoutConstraints.isEmpty { constraint.layoutConstraints = try layoutConstraints(of: constraint) }
        for object in constraint.layoutConstraints { viewWorld?.activate(object) }
        constraint.isActive = true
        let view = constraint.description.view
        if !view.snapConstraints.contains(where: { $0 === constraint }) { view.snapConstraints.append(constraint) }
    }

    /// `constraint.deactivate()`: its layout constraints deactivated, no longer the view's.
    func deactivateSnap(_ constraint: SnapConstraint) {
        for object in constraint.layoutConstraints { object.activation = nil }
        constraint.isActive = false
        constraint.description.view.snapConstraints.removeAll { $0 === constraint }
    }

    /// `updateConstraints`: each new layout constraint's constant given to the view's active one it matches (same
    /// items, attributes, relation, multiplier and priority: SnapKit's `LayoutConstraint ==`), else SnapKit's error.
    private func updateExisting(_ constraint: SnapConstraint, on view: ViewObject) throws {
        let existing = view.snapConstraints.flatMap(\.layoutConstraints)
        let fresh = try layoutConstraints(of: constraint)
        for new in fresh {
            new.activation = nil
            guard let match = existing.first(where: { Self.snapMatches($0, new) }) else {
                throw InterpreterError(position: constraint.description.position, message: "updateConstraints could not "
                                        + "find an existing matching constraint to update: \(Self.snapText(new)) (SnapKit's "
                                        + "error: only constants change; make or remake constraints with other items, "
                                        + "attributes, relations, multipliers or priorities)")
            }
            match.constant = new.constant
        }
    }

    private static func snapMatches(_ a: ConstraintObject, _ b: ConstraintObject) -> Bool {
        func same(_ x: ViewAnchor?, _ y: ViewAnchor?) -> Bool {
            guard let x, let y else { return x == nil && y == nil }
            return x.view === y.view && x.guide == y.guide && x.attribute == y.attribute
        }
        return same(a.first, b.first) && same(a.second, b.second) && a.relation == b.relation
            && a.multiplier == b.multiplier && a.priority == b.priority
    }

    /// A layout constraint as messages write it: `label.top == superview.top + 8`.
    static func snapText(_ c: ConstraintObject) -> String {
        let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
        func anchor(_ a: ViewAnchor) -> String {
            (a.view.name ?? a.view.className) + (a.guide.map { "." + $0.rawValue } ?? "") + "." + a.attribute.rawValue
        }
        var text = anchor(c.first) + " " + relation + " "
        if let second = c.second {
            text += (c.multiplier == 1 ? "" : "\(c.multiplier) × ") + anchor(second)
            if c.constant != 0 { text += c.constant < 0 ? " - \(-c.constant)" : " + \(c.constant)" }
        } else {
            text += "\(c.constant)"
        }
        return text
    }
}
