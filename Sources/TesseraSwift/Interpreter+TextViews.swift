// UITextView's properties, UIStackView's custom spacing, and the system spacing of anchors' constraints.

import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

extension Interpreter {
    // MARK: UITextView

    /// What a text view's size depends on (`textAlignment`, `isEditable`, `isSelectable` only draw or need an app).
    static let textViewProperties: Set<String> = ["text", "font", "isScrollEnabled", "textContainerInset"]

    /// Sets a text view's text, font, scrolling or insets; false for other names.
    func setTextViewProperty(_ name: String, of view: ViewObject, to value: SwiftValue, at: SourcePosition) throws -> Bool {
        guard case .textView(var content) = view.content, Self.textViewProperties.contains(name) else { return false }
        switch name {
        case "text": content.text = value.isNull ? "" : describe(value)
        case "font": if case .font(let font) = value { content.font = font }   // nil: the default stays
        case "isScrollEnabled": content.isScrollEnabled = try truth(value, at: at)
        default:
            var value = value
            if case .implicitCall("init", let arguments) = value { value = try edgeInsets(arguments, at: at) }
            guard case .insets(let insets) = try coerce(value, to: .insets, at: at) else { return true }
            guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy(\.isFinite) else {
                throw InterpreterError(position: at, message: "textContainerInset needs finite numbers")
            }
            content.textContainerInset = insets
        }
        view.content = .textView(content)
        return true
    }

    /// A text view's text, font, scrolling, insets and text container; nil for other names.
    func textViewProperty(_ name: String, of view: ViewObject) -> SwiftValue? {
        guard case .textView(let content) = view.content else { return nil }
        switch name {
        case "text": return .string(content.text)
        case "font": return .font(content.font)
        case "isScrollEnabled": return .bool(content.isScrollEnabled)
        case "textContainerInset": return .insets(content.textContainerInset)
        case "textContainer": return .record([Self.textContainerLabel], [.view(view)])
        default: return nil
        }
    }

    /// How a text view's `textContainer` is held: a record naming it, with its text view.
    static let textContainerLabel = "{textContainer}"

    /// `textView.textContainer.lineFragmentPadding = 0`; false when `base` is no text container. Its other
    /// properties (`maximumNumberOfLines`, `lineBreakMode`, exclusion paths) change the size and are refused.
    func setTextContainerMember(_ name: String, of base: SwiftValue, to value: SwiftValue, at: SourcePosition) throws -> Bool {
        guard case .record(let labels, let values) = base, labels == [Self.textContainerLabel],
              case .view(let view) = values[0], case .textView(var content) = view.content else { return false }
        guard name == "lineFragmentPadding" else {
            throw InterpreterError.unsupported("setting '\(name)' on a UITextView's textContainer",
                                               hint: "only lineFragmentPadding is modelled", at: at)
        }
        guard let padding = value.number, padding.isFinite else {
            throw InterpreterError(position: at, message: "'lineFragmentPadding' needs a finite number, got \(describe(value))")
        }
        content.lineFragmentPadding = padding
        view.content = .textView(content)
        return true
    }

    /// `textView.textContainer.lineFragmentPadding`; nil for other members.
    func textContainerMember(_ name: String, of labels: [String?], _ values: [SwiftValue]) -> SwiftValue? {
        guard labels == [Self.textContainerLabel], case .view(let view) = values[0],
              case .textView(let content) = view.content, name == "lineFragmentPadding" else { return nil }
        return .double(content.lineFragmentPadding)
    }

    // MARK: UIStackView's custom spacing

    /// `UIStackView.spacingUseDefault` (`FLT_MAX`) and `.spacingUseSystem` (`FLT_MIN`), uikit-autolayout.md §7.
    static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    /// A stack's spacing as given: `spacingUseDefault` means 0 and `spacingUseSystem` the system spacing between
    /// siblings, 8 (semantics E32).
    func stackSpacing(_ value: Double, _ name: String, at: SourcePosition) throws -> Double {
        guard value.isFinite else {
            throw InterpreterError(position: at, message: "\(name): a stack's spacing must be a finite number (got \(value))")
        }
        return value == Self.spacingUseDefault ? 0 : value == Self.spacingUseSystem ? VisualFormat.siblingSpacing : value
    }

    /// `setCustomSpacing(_:after:)`, `customSpacing(after:)`, `insertArrangedSubview(_:at:)`,
    /// `removeArrangedSubview(_:)`; nil for other methods
    /// or views that are not stacks.
    func stackCall(_ name: String, on stack: ViewObject, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        guard stack.kind == .stackView else { return nil }
        var reader = ArgumentReader(arguments, callee: name, at: at, interpreter: self)
        switch name {
        case "setCustomSpacing":
            let spacing = try reader.number(nil)
            let after = try view(of: try reader.required("after", .ignored), at: at)
            try reader.finish()
            guard stack.arranged.contains(where: { $0 === after }) else {
                throw InterpreterError(position: at, message: "setCustomSpacing(_:after:): \(after.name ?? after.className) is "
                                        + "not an arranged subview of the stack (UIKit ignores the spacing: add the view "
                                        + "with addArrangedSubview first)")
            }
            stack.customSpacing.removeAll { $0.view === after }
            if spacing != Self.spacingUseDefault {   // spacingUseDefault: the stack's own spacing again
                stack.customSpacing.append((after, try stackSpacing(spacing, "setCustomSpacing(_:after:)", at: at)))
            }
            return .void
        case "customSpacing":
            let after = try view(of: try reader.required("after", .ignored), at: at)
            try reader.finish()
            return .double(stack.customSpacing.first { $0.view === after }?.spacing ?? Self.spacingUseDefault)
        case "insertArrangedSubview":
            let view = try self.view(of: try reader.required(nil, .ignored), at: at)
            let index = try reader.number("at")
            try reader.finish()
            guard index >= 0, Int(index) <= stack.arranged.count else {
                throw InterpreterError(position: at, message: "insertArrangedSubview(_:at:): index \(Int(index)) is out of "
                                        + "bounds (the stack has \(stack.arranged.count) arranged subviews)")
            }
            if view.superview !== stack { view.move(to: stack) }
            stack.arranged.removeAll { $0 === view }
            stack.arranged.insert(view, at: min(Int(index), stack.arranged.count))
            view.translatesAutoresizingMaskIntoConstraints = false
            return .void
        case "removeArrangedSubview":
            let view = try self.view(of: try reader.required(nil, .ignored), at: at)
            try reader.finish()
            stack.arranged.removeAll { $0 === view }   // still a subview, as in UIKit
            stack.customSpacing.removeAll { $0.view === view }
            return .void
        default:
            return nil
        }
    }

    // MARK: System spacing

    /// `constraint(equalToSystemSpacingBelow:multiplier:)` and its siblings (`…After:` for x-axis anchors): the
    /// relation and the anchor above (before); nil when the arguments are not these.
    func systemSpacingConstraint(_ anchor: ViewAnchor, _ reader: inout ArgumentReader, at: SourcePosition) throws -> SwiftValue? {
        let relations: [(String, Relation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
                                               ("lessThanOrEqualTo", .lessThanOrEqual)]
        for (prefix, relation) in relations {
            for direction in ["Below", "After"] {
                guard let other = try reader.optional(prefix + "SystemSpacing" + direction, .ignored) else { continue }
                guard case .viewAnchor(let second) = other else {
                    throw InterpreterError(position: at, message: "'\(prefix)SystemSpacing\(direction):' needs an anchor, got \(other.typeName)")
                }
                let multiplier = try reader.number("multiplier")
                try reader.finish()
                let isVertical = direction == "Below"
                let family: LayoutAttribute.Family = isVertical ? .yAxis : .xAxis
                for end in [anchor, second] where end.attribute.family != family {
                    throw InterpreterError(position: at, message: "\(end.text) is not an \(family.rawValue) "
                                            + "(\(prefix)SystemSpacing\(direction): takes \(isVertical ? "top, bottom, centerY and baseline" : "leading, trailing, left, right and centerX") anchors)")
                }
                let made = try makeConstraint(anchor, relation, second, multiplier: 1, constant: 0, at: at)
                if case .constraint(let constraint) = made { constraint.systemSpacing = multiplier }
                return made
            }
        }
        return nil
    }

    /// The system spacing between `upper` (the anchor above or before) and `lower`, in points (semantics E32): 8
    /// between edges; a text's baseline adds the part of its line on the far side of the baseline (the descent
    /// below an upper baseline, the ascent above a lower one), so the lines' boxes are 8 apart.
    func systemSpacing(from upper: ViewAnchor, to lower: ViewAnchor) throws -> Double {
        var spacing = VisualFormat.siblingSpacing
        let measurer = try cells.measurer()
        if upper.attribute.isBaselineAttribute, let font = Self.baselineFont(of: upper.view, first: upper.attribute == .firstBaseline) {
            spacing += try measurer.lineHeight(of: font) - measurer.ascender(of: font)
        }
        if lower.attribute.isBaselineAttribute, let font = Self.baselineFont(of: lower.view, first: lower.attribute == .firstBaseline) {
            spacing += try measurer.ascender(of: font)
        }
        return spacing
    }

    /// The font of the text a view's baseline belongs to: a label's, a text field's, a button's title's, a text
    /// view's that does not scroll; a stack's first (last) arranged view's with one; nil for views without text.
    static func baselineFont(of view: ViewObject, first: Bool) -> Font? {
        switch view.content {
        case .label(let label, _): return label.font
        case .textField(let field): return field.font
        case .button(let button): return button.font
        case .textView(let content): return content.isScrollEnabled ? nil : content.font
        case .stack:
            let visible = view.arranged.filter { !$0.isHidden }
            for arranged in first ? visible : visible.reversed() {
                if let font = baselineFont(of: arranged, first: first) { return font }
            }
            return nil
        default: return nil
        }
    }
}
