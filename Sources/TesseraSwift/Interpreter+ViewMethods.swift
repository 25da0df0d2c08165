// A view controller's views: setting their properties, their methods, anchors' constraints and UIKit's statics.

import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

extension Interpreter {
    // MARK: Setting

    /// `view.name = value` for a view, a constraint or a drawing value; false when `base` is none of them.
    func setViewMember(_ name: String, of base: SwiftValue, to value: SwiftValue, at: SourcePosition) throws -> Bool {
        switch base {
        case .snapKit(let snap): return try setSnapKitMember(name, of: snap, to: value, at: at)
        case .view(let view):
            try setViewProperty(name, of: view, to: try implicitFont(name, value, at: at), at: at)
        case .constraint(let constraint):
            switch name {
            case "isActive":
                if try truth(value, at: at) { viewWorld?.activate(constraint) } else { constraint.activation = nil }
            case "constant":
                constraint.constant = try number(value, name, at: at)
                constraint.systemSpacing = nil
            case "priority": constraint.priority = try priority(value, at: at)
            case "identifier": constraint.identifier = value.isNull ? nil : describe(value)
            case "shouldBeArchived": break
            default:
                throw InterpreterError(position: at, message: "'\(name)' of NSLayoutConstraint cannot be set"
                                        + (name == "multiplier" ? " (it is read-only in UIKit: make a new constraint)" : ""))
            }
        case .navigationItem(let item):
            switch name {
            case "title": item.title = value.isNull ? nil : describe(value)
            case "largeTitleDisplayMode":
                guard case .member(let mode) = value, ["automatic", "always", "never", "inline"].contains(mode) else {
                    throw InterpreterError(position: at, message: "largeTitleDisplayMode needs .automatic, .always or .never")
                }
                item.largeTitleDisplayMode = mode == "inline" ? "never" : mode
            default: item.stored[name] = value   // bar button items, the back button, the prompt: they only draw
            }
        case .drawing, .viewGuide, .font:
            break   // `view.layer.cornerRadius = 8`: only draws
        case .record:
            return try setTextContainerMember(name, of: base, to: value, at: at)
        default:
            return false
        }
        return true
    }

    private func number(_ value: SwiftValue, _ name: String, at: SourcePosition) throws -> Double {
        guard let number = value.number else {
            throw InterpreterError(position: at, message: "'\(name)' needs a number, got \(value.typeName)")
        }
        return number
    }

    /// A `UILayoutPriority`: a number, or `.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`.
    func priority(_ value: SwiftValue, at: SourcePosition) throws -> Float {
        if case .member(let name) = value {
            switch name {
            case "required": return 1000
            case "defaultHigh": return 750
            case "defaultLow": return 250
            case "fittingSizeLevel", "dragThatCannotResizeScene": return 50
            case "dragThatCanResizeScene": return 510
            default: throw InterpreterError(position: at, message: "UILayoutPriority has no member '\(name)'")
            }
        }
        guard let number = value.number, number > 0, number <= 1000 else {
            throw InterpreterError(position: at, message: "a priority must be a number in 1…1000, got \(describe(value))")
        }
        return Float(number)
    }

    private func setViewProperty(_ name: String, of view: ViewObject, to value: SwiftValue, at: SourcePosition) throws {
        if try setCellProperty(name, of: view, to: value, at: at) { return }
        if let button = view.titleOwner {
            // A button's title label: its font is the title's; what only draws is accepted.
            if name == "font", case .font(let font) = value, case .button(var content) = button.content {
                content.font = font
                button.content = .button(content)
                return
            }
            guard Self.drawingProperties.contains(name) else {
                throw InterpreterError.unsupported("setting '\(name)' on a button's titleLabel",
                                                   hint: "set the title with setTitle(_:for:); its font is modelled", at: at)
            }
            return
        }
        switch name {
        case "translatesAutoresizingMaskIntoConstraints": view.translatesAutoresizingMaskIntoConstraints = try truth(value, at: at)
        case "isHidden": view.isHidden = try truth(value, at: at)
        case "frame":
            guard case .rect(let rect) = try coerce(value, to: .rect, at: at) else { return }
            view.frame = rect
        case "bounds":
            guard case .rect(let rect) = try coerce(value, to: .rect, at: at) else { return }
            view.frame.size = rect.size
        case "accessibilityIdentifier": view.accessibilityIdentifier = value.isNull ? nil : describe(value)
        case "directionalLayoutMargins", "layoutMargins":
            guard case .insets(let insets) = try coerce(value, to: .insets, at: at) else { return }
            view.layoutMargins = insets
        case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = try truth(value, at: at)
        case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = try truth(value, at: at)
        case "hidesWhenStopped": view.hidesWhenStopped = try truth(value, at: at)
        case "autoresizingMask":
            // Kept, not modelled: the root view has the screen's size from the start and is never resized after,
            // so a mask has no size change to follow (the frame set stays, as with an empty mask).
            view.stored[name] = value
        case "contentSize" where view.kind == .scrollView:
            // Kept: how far the scroll view scrolls, which no frame of the dump depends on.
            view.stored[name] = value
        case "attributedText" where view.kind == .label:
            try setAttributedText(value, on: view, at: at)
        default:
            if try setTextViewProperty(name, of: view, to: value, at: at) { return }
            if try setContent(name, of: view, to: value, at: at) { return }
            guard Self.drawingProperties.contains(name) else {
                throw InterpreterError.unsupported("setting '\(name)' on \(view.className)",
                                                   hint: "not a property Tessera models or knows to only draw", at: at)
            }
            view.stored[name] = value
        }
    }

    /// Sets what a view's content holds; false when the view's class has no such property.
    private func setContent(_ name: String, of view: ViewObject, to value: SwiftValue, at: SourcePosition) throws -> Bool {
        switch (view.content, name) {
        case (.label(var label, let width), _) where Self.labelProperties.contains(name):
            var width = width
            switch name {
            case "text":
                label.text = value.isNull ? "" : describe(value)
                label.fontRuns = []   // plain text: one font
            case "font":   // the whole text, attributed or not, in it; nil: the default stays
                try checkFont(value, at: at)
                if case .font(let font) = value { label.font = font; label.fontRuns = [] }
            case "numberOfLines": label.numberOfLines = Int(try number(value, name, at: at))
            case "lineBreakMode":
                guard case .member(let mode) = value, let breakMode = LineBreakMode(rawValue: mode) else {
                    throw InterpreterError(position: at, message: "lineBreakMode needs a case of NSLineBreakMode (.byWordWrapping …)")
                }
                label.lineBreakMode = breakMode
            case "adjustsFontSizeToFitWidth": label.adjustsFontSizeToFitWidth = try truth(value, at: at)
            case "minimumScaleFactor": label.minimumScaleFactor = try number(value, name, at: at)
            default: width = try number(value, name, at: at)
            }
            view.content = .label(label, preferredMaxLayoutWidth: width)
        case (.textField(var field), _) where ["text", "placeholder", "font", "borderStyle"].contains(name):
            switch name {
            case "text": field.text = value.isNull ? "" : describe(value)
            case "placeholder": field.placeholder = value.isNull ? "" : describe(value)
            case "font":
                try checkFont(value, at: at)
                if case .font(let font) = value { field.font = font }
            default:
                guard case .member(let style) = value, let border = TextFieldContent.BorderStyle(rawValue: style) else {
                    throw InterpreterError(position: at, message: "borderStyle needs .none, .line, .bezel or .roundedRect")
                }
                field.borderStyle = border
            }
            view.content = .textField(field)
        case (.stack(var stack), _) where ["axis", "spacing", "alignment", "distribution",
                                           "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement"].contains(name):
            switch name {
            case "axis": stack.axis = { if case .member("vertical") = value { return .vertical }; return .horizontal }()
            case "spacing": stack.spacing = try stackSpacing(try number(value, name, at: at), name, at: at)
            case "alignment", "distribution":
                guard case .member(let option) = value else {
                    throw InterpreterError(position: at, message: "'\(name)' needs a case of UIStackView's \(name)")
                }
                if name == "alignment" {
                    guard let alignment = StackViewProperties.Alignment(rawValue: option) else {
                        throw InterpreterError(position: at, message: "UIStackView.Alignment has no case '\(option)'")
                    }
                    stack.alignment = alignment
                } else {
                    guard let distribution = StackViewProperties.Distribution(rawValue: option) else {
                        throw InterpreterError(position: at, message: "UIStackView.Distribution has no case '\(option)'")
                    }
                    stack.distribution = distribution
                }
            case "isLayoutMarginsRelativeArrangement": stack.isLayoutMarginsRelativeArrangement = try truth(value, at: at)
            default: stack.isBaselineRelativeArrangement = try truth(value, at: at)
            }
            view.content = .stack(stack)
        default:
            return false
        }
        return true
    }

    /// What a label's size depends on besides its text.
    static let labelProperties: Set<String> = ["text", "font", "numberOfLines", "preferredMaxLayoutWidth", "lineBreakMode",
                                               "adjustsFontSizeToFitWidth", "minimumScaleFactor"]

    // MARK: Methods

    /// `base.name(arguments)` for a view, an anchor, a constraint or a font; nil when `base` is none of them.
    func viewMethod(_ name: String, on base: SwiftValue, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        if case .view(let view) = base, let value = try collectionViewCall(name, on: view, arguments, at: at) { return value }
        if let value = try imageMethod(name, on: base) ?? textMethod(name, on: base, arguments, at: at) { return value }
        switch base {
        case .view(let view):
            return try viewCall(name, on: view, arguments, at: at) ?? constraintListCall(name, on: view, arguments, at: at)
        case .snapKit(let value): return try snapKitMethod(name, on: value, arguments, at: at)
        case .attributedText(let box): return try attributedTextMethod(name, on: box, arguments, at: at)
        case .viewAnchor(let anchor): return try anchorCall(name, on: anchor, arguments, at: at)
        case .font(let font):
            guard name == "withSize" else { return nil }
            var reader = ArgumentReader(arguments, callee: "withSize", at: at, interpreter: self)
            let size = try reader.number(nil)
            try reader.finish()
            return .font(font.withSize(size))
        case .drawing: return .drawing(base.typeName + "." + name + "()")
        default: return nil
        }
    }

    private func viewCall(_ name: String, on view: ViewObject, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        var reader = ArgumentReader(arguments, callee: name, at: at, interpreter: self)
        switch name {
        case "addSubview":
            let subview = try self.view(of: try reader.required(nil, .ignored), at: at)
            if view.ancestors.contains(where: { $0 === subview }) {
                throw InterpreterError(position: at, message: "addSubview: a view cannot be added to itself or to one of its subviews")
            }
            subview.move(to: view)
        case "insertSubview":
            let subview = try self.view(of: try reader.required(nil, .ignored), at: at)
            if let index = try reader.optional("at", .int), case .int(let i) = index {
                subview.move(to: view, at: i)
            } else if let below = try reader.optional("belowSubview", .ignored) {
                let sibling = try self.view(of: below, at: at)
                subview.move(to: view, at: view.subviews.firstIndex { $0 === sibling })
            } else {
                let sibling = try self.view(of: try reader.required("aboveSubview", .ignored), at: at)
                subview.move(to: view, at: view.subviews.firstIndex { $0 === sibling }.map { $0 + 1 })
            }
        case "setCustomSpacing", "customSpacing", "insertArrangedSubview", "removeArrangedSubview":
            return try stackCall(name, on: view, arguments, at: at)
        case "addArrangedSubview":
            guard view.kind == .stackView else { return nil }
            addArranged(try self.view(of: try reader.required(nil, .ignored), at: at), to: view)
        case "removeFromSuperview": view.removeFromSuperview()
        case "bringSubviewToFront": view.bringToFront(try self.view(of: try reader.required(nil, .ignored), at: at))
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            let value = try priority(try reader.required(nil, .ignored), at: at)
            let axis: Axis = { if case .member("vertical")? = try? reader.required("for", .enumCase) { return .vertical }; return .horizontal }()
            if name == "setContentHuggingPriority" { view.contentHugging[axis] = Priority(value) }
            else { view.compressionResistance[axis] = Priority(value) }
            return .void
        case "setTitle":
            guard case .button(var button) = view.content else { return nil }
            let title = try reader.required(nil, .ignored)
            _ = try reader.optional("for", .ignored)
            button.title = title.isNull ? "" : describe(title)
            view.content = .button(button)
        case "startAnimating", "stopAnimating":
            guard view.kind == .activityIndicator else { return nil }
            view.setAnimating(name == "startAnimating")
        case "addTarget", "addGestureRecognizer", "removeTarget", "setTitleColor", "setTitleTextAttributes", "endEditing",
             "resignFirstResponder", "becomeFirstResponder", "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay",
             "invalidateIntrinsicContentSize":
            // A target, a gesture, the keyboard and colours belong to a running app: accepted, never called (an
            // action's control is kept for --call's sender).
            if name == "addTarget" { registerTarget(arguments, on: view) }
            return name.hasSuffix("FirstResponder") || name == "endEditing" ? .bool(true) : .void
        default:
            return nil
        }
        try reader.finish()
        return .void
    }

    private func anchorCall(_ name: String, on anchor: ViewAnchor, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        guard name == "constraint" else { return nil }
        var reader = ArgumentReader(arguments, callee: "constraint", at: at, interpreter: self)
        let relations: [(String, Relation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
                                               ("lessThanOrEqualTo", .lessThanOrEqual)]
        for (label, relation) in relations {
            if let other = try reader.optional(label, .ignored) {
                guard case .viewAnchor(let second) = other else {
                    throw InterpreterError(position: at, message: "'\(label):' needs an anchor, got \(other.typeName)")
                }
                let multiplier = try reader.optional("multiplier", .number)?.number ?? 1
                let constant = try reader.optional("constant", .number)?.number ?? 0
                try reader.finish()
                return try makeConstraint(anchor, relation, second, multiplier: multiplier, constant: constant, at: at)
            }
            if let value = try reader.optional(label + "Constant", .number)?.number {
                try reader.finish()
                return try makeConstraint(anchor, relation, nil, multiplier: 1, constant: value, at: at)
            }
        }
        if let made = try systemSpacingConstraint(anchor, &reader, at: at) { return made }
        throw InterpreterError.unsupported("constraint\(ArgumentReader.signature("", arguments))", at: at)
    }

    /// A new inactive constraint, with the checks UIKit makes when one is made.
    func makeConstraint(_ first: ViewAnchor, _ relation: Relation, _ second: ViewAnchor?, multiplier: Double,
                        constant: Double, at: SourcePosition) throws -> SwiftValue {
        if let second, first.attribute.family != second.attribute.family {
            throw InterpreterError(position: at, message: "\(first.text) (\(first.attribute.family.rawValue)) cannot be "
                                    + "constrained to \(second.text) (\(second.attribute.family.rawValue))")
        }
        if second == nil, first.attribute.isLocation {
            throw InterpreterError(position: at, message: "\(first.text) is a position: only a size can equal a constant")
        }
        let constraint = ConstraintObject(first, relation, second, multiplier: multiplier, constant: constant, at: at)
        viewWorld?.constraints.append(constraint)
        return .constraint(constraint)
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    func constraintByItems(_ arguments: [Argument], at: SourcePosition) throws -> SwiftValue {
        var reader = ArgumentReader(arguments, callee: "NSLayoutConstraint", at: at, interpreter: self)
        func anchor(_ item: SwiftValue, _ attribute: SwiftValue) throws -> ViewAnchor? {
            if item.isNull { return nil }
            guard case .member(let name) = attribute, let attribute = LayoutAttribute(rawValue: name) else {
                throw InterpreterError(position: at, message: "expected an NSLayoutConstraint.Attribute, got \(describe(attribute))")
            }
            switch asView(item) {
            case .view(let view): return ViewAnchor(view: view, guide: nil, attribute: attribute)
            case .viewGuide(let view, let guide): return ViewAnchor(view: view, guide: guide, attribute: attribute)
            default: throw InterpreterError(position: at, message: "an item must be a view or a layout guide, got \(item.typeName)")
            }
        }
        let firstItem = try reader.required("item", .ignored), firstAttribute = try reader.required("attribute", .ignored)
        guard case .member(let relationName) = try reader.required("relatedBy", .ignored) else { return .null }
        let secondItem = try reader.required("toItem", .ignored), secondAttribute = try reader.required("attribute", .ignored)
        let multiplier = try reader.number("multiplier"), constant = try reader.number("constant")
        try reader.finish()
        guard let first = try anchor(firstItem, firstAttribute) else {
            throw InterpreterError(position: at, message: "NSLayoutConstraint(item: nil …): the first item must be a view")
        }
        let relation: Relation = relationName == "lessThanOrEqual" ? .lessThanOrEqual
            : relationName == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
        let none: Bool = { if case .member("notAnAttribute") = secondAttribute { return true }; return false }()
        let second = none ? nil : try anchor(secondItem, secondAttribute)
        return try makeConstraint(first, relation, second, multiplier: multiplier, constant: constant, at: at)
    }

    // MARK: UIKit's statics

    /// `NSLayoutConstraint.activate([…])`, `UIFont.systemFont(ofSize:weight:)`, `UIView.animate(…)`, colours …;
    /// nil when not a view controller's static.
    func viewStatic(_ typeName: String, _ name: String, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        guard viewWorld != nil else { return nil }
        if typeName == "NSLayoutConstraint", name == "constraints" { return try visualFormatConstraints(arguments, at: at) }
        var reader = ArgumentReader(arguments, callee: "\(typeName).\(name)", at: at, interpreter: self)
        switch (typeName, name) {
        case ("NSLayoutConstraint", "activate"), ("NSLayoutConstraint", "deactivate"):
            guard case .array(let items) = try reader.required(nil, .array) else { return .null }
            try reader.finish()
            for item in items {
                guard case .constraint(let constraint) = item else {
                    throw InterpreterError(position: at, message: "\(name) takes NSLayoutConstraints, got \(item.typeName)")
                }
                if name == "activate" { viewWorld?.activate(constraint) } else { constraint.activation = nil }
            }
            return .void
        case ("UIFont", "systemFont"), ("UIFont", "boldSystemFont"):
            let size = try reader.number("ofSize")
            var weight: Font.Weight = name == "boldSystemFont" ? .bold : .regular
            if case .member(let weightName)? = try reader.optional("weight", .enumCase) {
                weight = try Font.Weight(name: weightName)
            }
            try reader.finish()
            return .font(.systemFont(ofSize: size, weight: weight))
        case ("UIFont", "preferredFont"):
            guard case .member(let styleName) = try reader.required("forTextStyle", .enumCase) else { return .null }
            _ = try reader.optional("compatibleWith", .ignored)
            try reader.finish()
            guard let style = TextStyle(rawValue: styleName) else {
                throw InterpreterError(position: at, message: "UIFont.TextStyle has no member '\(styleName)'")
            }
            return .font(.preferredFont(forTextStyle: style,
                                        compatibleWith: viewWorld?.environment.traitCollection.preferredContentSizeCategory ?? .large))
        case ("UIView", "animate"), ("UIView", "performWithoutAnimation"):
            // The final state is what a layout shows: the animations run at once, the completion after them.
            let closures = arguments.filter { if case .function = $0.value { return true }; return false }
            for closure in closures.prefix(1) { _ = try invoke(closure.value, [], at: at) }
            for closure in closures.dropFirst() { _ = try invoke(closure.value, [Argument(label: nil, value: .bool(true), location: at)], at: at) }
            return .void
        default:
            return nil
        }
    }

    /// `UIColor.red`, `UILayoutPriority.defaultHigh`, `NSAttributedString.Key.font`; nil otherwise.
    func viewStaticMember(_ typeName: String, _ name: String, at: SourcePosition) throws -> SwiftValue? {
        guard viewWorld != nil else { return nil }
        switch typeName {
        case "UIColor", "CGColor": return .drawing("UIColor")
        case "UILayoutPriority": return .double(Double(try priority(.member(name), at: at)))
        case "NSAttributedString": return name == "Key" ? .type("NSAttributedString.Key") : nil
        case "NSAttributedString.Key": return .string(name)
        case "UIStackView" where name == "spacingUseDefault": return .double(Self.spacingUseDefault)
        case "UIStackView" where name == "spacingUseSystem": return .double(Self.spacingUseSystem)
        case "UIView" where name == "noIntrinsicMetric": return .double(-1)   // UIKit's value
        default: return nil
        }
    }
}

extension Interpreter {
    /// Refuses a font Tessera does not model (`.monospacedDigitSystemFont(…)`), which would otherwise leave the
    /// label at its default font without a word; nil (the default font) is fine.
    func checkFont(_ value: SwiftValue, at: SourcePosition) throws {
        switch value {
        case .font, .null: return
        case .implicitCall(let name, _):
            throw InterpreterError.unsupported("the font '.\(name)(…)'", hint: "Tessera measures systemFont(ofSize:weight:), "
                + "boldSystemFont(ofSize:), preferredFont(forTextStyle:), UIFont(name:size:) and withSize(_:)", at: at)
        default:
            throw InterpreterError(position: at, message: "expected a UIFont, got \(value.typeName)")
        }
    }
}

extension SwiftValue {
    /// Whether the value is nil.
    var isNull: Bool { if case .null = self { return true }; return false }
}
