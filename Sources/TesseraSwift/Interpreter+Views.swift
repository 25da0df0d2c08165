// A view controller's views: making UIKit views, and reading and setting their properties.

import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

extension Interpreter {
    /// Runs `body` with a new world of views for `environment` (what `view.bounds` and the views made read), and
    /// forgets both after: a view controller's lifecycle and each cell of its collection view run so.
    func inViewWorld<T>(_ environment: LayoutEnvironment, _ body: (ViewWorld) throws -> T) rethrows -> T {
        try inViewWorld(ViewWorld(environment: environment), body)
    }

    /// Runs `body` in `world` (kept by the caller: the reused cells of a collection view live in one), then leaves it.
    func inViewWorld<T>(_ world: ViewWorld, _ body: (ViewWorld) throws -> T) rethrows -> T {
        let environment = world.environment
        viewWorld = world
        self.environment = environment
        defer {
            viewWorld = nil
            self.environment = nil
        }
        return try body(world)
    }

    /// The UIKit view classes a view controller's code may make, with the kind each is laid out as.
    static let viewClasses: [String: ViewKind] = [
        "UIView": .view, "UILabel": .label, "UITextField": .textField, "UIButton": .button, "UIImageView": .imageView,
        "UISwitch": .switchControl, "UIActivityIndicatorView": .activityIndicator, "UIStackView": .stackView,
        "UIScrollView": .scrollView, "UISegmentedControl": .segmentedControl, "UICollectionView": .collectionView,
        "UITextView": .textView,
    ]

    /// UIKit types a view controller's code names besides its views (their values only draw or are never called).
    static let viewControllerTypes: Set<String> = [
        "NSLayoutConstraint", "UIFont", "UIColor", "UILayoutPriority", "UITapGestureRecognizer", "UIPanGestureRecognizer",
        "UILongPressGestureRecognizer", "NSAttributedString", "UIImage", "UIViewController", "CALayer", "UIBezierPath",
        "UIEdgeInsets", "NSObject", "CAShapeLayer", "NSMutableAttributedString", "UIBarButtonItem",
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "NSRange", "NSString", "UINib",
    ]

    /// Names a view controller's code may use that layout code may not.
    static let viewControllerNames: Set<String> = ["UIFont", "view", "NSString", "collectionView"]

    /// `UILabel()`, `UITextField(frame:)`, `UIButton(type:)`, `UIStackView(arrangedSubviews:)`,
    /// `UISegmentedControl(items:)`, `UIFont(name:size:)`, `UIColor(…)`, `NSLayoutConstraint(item:…)`; nil for
    /// other types.
    func constructViewValue(_ typeName: String, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue? {
        guard viewWorld != nil else { return nil }
        if let kind = Self.viewClasses[typeName] { return try makeView(typeName, kind, arguments, at: at) }
        switch typeName {
        case "UIFont":
            var reader = ArgumentReader(arguments, callee: typeName, at: at, interpreter: self)
            let name = try reader.string("name")
            let size = try reader.number("size")
            try reader.finish()
            return .font(fontNamed(name, size: size, at: at))
        case "UIImage", "UINib", "NSString": return try constructCellValue(typeName, arguments, at: at)
        case "UIColor", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
             "CAShapeLayer", "UIBezierPath", "UIBarButtonItem", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
             "UISelectionFeedbackGenerator":   // haptics, like drawing, have no layout effect
            return .drawing(typeName)
        case "NSLayoutConstraint":
            return try constraintByItems(arguments, at: at)
        case "UIEdgeInsets":
            return try edgeInsets(arguments, at: at)
        case "NSAttributedString", "NSMutableAttributedString":
            return try makeAttributedText(typeName, arguments, at: at)
        case "NSRange":
            return try makeRange(arguments, at: at)
        default:
            return nil
        }
    }

    /// `UIFont(name:size:)`. The system font's private names (`.SFUI-Regular`, what `font.fontName` gives) are
    /// Times New Roman on iOS 13 and later, as the font registry resolves them (semantics T7); `FontNameWarnings`
    /// warned about each when the files were loaded.
    func fontNamed(_ name: String, size: Double, at: SourcePosition) -> Font {
        .named(name, size: size)
    }

    func makeView(_ typeName: String, _ kind: ViewKind, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue {
        var reader = ArgumentReader(arguments, callee: typeName, at: at, interpreter: self)
        var frame = Rect.zero
        var stored: [String: SwiftValue] = [:]
        if case .rect(let given)? = try reader.optional("frame", .rect) { frame = given }
        let content: ViewContent
        switch kind {
        case .label: content = .label(CellLabel(text: ""), preferredMaxLayoutWidth: 0)
        case .textField: content = .textField(TextFieldContent())
        case .button:
            _ = try reader.optional("type", .enumCase)
            content = .button(ButtonContent(title: ""))
        case .imageView:
            let image = try reader.optional("image", .ignored) ?? reader.optional(nil, .ignored)
            if let image, !image.isNull, Self.imageSize(image) == nil {
                throw InterpreterError.unsupported("UIImageView(image:) with \(image.typeName)", hint: "an image's size "
                                                    + "comes from UIImage(named:) with --image or --images", at: at)
            }
            content = .image(image.flatMap(Self.imageSize))
        case .switchControl: content = .switchControl
        case .activityIndicator:
            let style = try reader.optional("style", .enumCase)
            content = .activityIndicator(isLarge: { if case .member("large")? = style { return true }; return false }())
        case .stackView:
            content = .stack(StackViewProperties(axis: .horizontal))
        case .scrollView, .collectionView:
            content = .scroll(ScrollViewProperties())
            if kind == .collectionView, let layout = try reader.optional("collectionViewLayout", .ignored) {
                stored["collectionViewLayout"] = layout
            }
        case .segmentedControl:
            var titles: [String] = []
            if case .array(let items)? = try reader.optional("items", .array) { titles = items.map(describe) }
            content = .segmentedControl(segments: titles)
        case .textView:
            if let container = try reader.optional("textContainer", .ignored), !container.isNull {
                throw InterpreterError.unsupported("UITextView(frame:textContainer:) with a text container",
                                                   hint: "TextKit's own containers and layout managers are not modelled", at: at)
            }
            content = .textView(TextViewContent())
        case .view: content = .none
        }
        var arranged: [ViewObject] = []
        if kind == .stackView, case .array(let items)? = try reader.optional("arrangedSubviews", .array) {
            arranged = try items.map { try view(of: $0, at: at) }
        }
        try reader.finish()
        let made = ViewObject(className: typeName, kind: kind, content: content, frame: frame, at: at)
        made.stored = stored
        for view in arranged { addArranged(view, to: made) }
        return .view(made)
    }

    /// The view a value holds, or an error naming what it holds.
    func view(of value: SwiftValue, at: SourcePosition) throws -> ViewObject {
        if case .instance(let type) = value, let own = ownView(of: type) { return own }   // `ProfileHeaderView()`
        guard case .view(let view) = value else {
            throw InterpreterError(position: at, message: "expected a UIView, got \(value.typeName)")
        }
        return view
    }

    /// `stack.addArrangedSubview(view)`: a subview of the stack, arranged last, without autoresizing constraints.
    func addArranged(_ view: ViewObject, to stack: ViewObject) {
        view.move(to: stack)
        stack.arranged.append(view)
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    /// A name stored a view: the first property or variable it is stored in names it in dumps.
    func noteStored(_ value: SwiftValue, property: String? = nil, variable: String? = nil) {
        let stored: ViewObject
        if case .view(let view) = value { stored = view } else if case .instance(let type) = value,
           type.cache[Self.cellViewKey] != nil, let own = ownView(of: type) { stored = own } else { return }
        let view = stored
        if let property, view.propertyName == nil { view.propertyName = property }
        if let variable, view.variableName == nil { view.variableName = variable }
    }

    // MARK: Reading

    /// A property of a view, guide, anchor, constraint, font or drawing value; nil when it has none of that name.
    func viewMember(_ name: String, of base: SwiftValue, at: SourcePosition) throws -> SwiftValue? {
        if name == "snp", let dsl = snapDSL(of: base) { return dsl }
        switch base {
        case .snapKit(let value): return try snapKitMember(name, of: value, at: at)
        case .view(let view): return try viewProperty(name, of: view, at: at)
        case .attributedText(let box): return attributedTextProperty(name, of: box)
        case .viewGuide(let view, let guide):
            if name.hasSuffix("Anchor"), let attribute = LayoutAttribute(rawValue: String(name.dropLast(6))),
               !attribute.isBaselineAttribute {
                return .viewAnchor(ViewAnchor(view: view, guide: guide, attribute: attribute))
            }
            if name == "owningView" { return .view(view) }
            if name == "layoutFrame", let frame = guideLayoutFrame(view, guide) { return frame }
            return nil
        case .constraint(let constraint): return constraintProperty(name, of: constraint)
        case .font(let font):
            switch name {
            case "pointSize": return .double(font.pointSize)
            case "fontName":
                if case .named(let named) = font.family { return .string(named) }
                return .string(".SFUI-" + (font.weight?.rawValue.capitalized ?? "Regular"))
            case "fontDescriptor": return fontDescriptor(font)
            case "lineHeight", "ascender", "descender", "capHeight":
                throw InterpreterError.unsupported("'UIFont.\(name)'", hint: "a font's metrics are measured when the "
                                                    + "screen is laid out, not in the code", at: at)
            default: return nil
            }
        case .drawing: return .drawing(base.typeName + "." + name)
        default: return nil
        }
    }

    private func viewProperty(_ name: String, of view: ViewObject, at: SourcePosition) throws -> SwiftValue? {
        if name.hasSuffix("Anchor"), let attribute = LayoutAttribute(rawValue: String(name.dropLast(6))) {
            return .viewAnchor(ViewAnchor(view: view, guide: nil, attribute: attribute))
        }
        if let guide = LayoutGuideKind(rawValue: name) {
            if guide.isScrollViewGuide, !view.kind.isScrollView {
                throw InterpreterError(position: at, message: "\(view.className) has no \(name) (a scroll view's guide)")
            }
            return .viewGuide(view, guide)
        }
        switch name {
        case "frame": return .rect(view.frame)
        case "bounds": return .rect(Rect(origin: .zero, size: view.frame.size))
        case "translatesAutoresizingMaskIntoConstraints": return .bool(view.translatesAutoresizingMaskIntoConstraints)
        case "isHidden": return .bool(view.isHidden)
        case "accessibilityIdentifier": return view.accessibilityIdentifier.map { .string($0) } ?? .null
        case "subviews": return .array(view.subviews.map { .view($0) })
        case "arrangedSubviews": return .array(view.arranged.map { .view($0) })
        case "superview": return view.superview.map { .view($0) } ?? .null
        case "layoutMargins", "directionalLayoutMargins": return .insets(view.layoutMargins)
        case "safeAreaInsets" where view.laidOutGuides != nil: return .insets(view.laidOutGuides!.safeArea)
        case "layer": return .drawing("CALayer")
        case "titleLabel" where view.kind == .button:
            if case .view(let label)? = view.stored["titleLabel"] { return .view(label) }
            let label = ViewObject(className: "UILabel", kind: .label, content: .label(CellLabel(text: ""), preferredMaxLayoutWidth: 0),
                                   at: view.position)
            label.titleOwner = view
            view.stored["titleLabel"] = .view(label)
            return .view(label)
        default: break
        }
        if let value = textViewProperty(name, of: view) ?? contentProperty(name, of: view) { return value }
        return view.stored[name] ?? (Self.drawingProperties.contains(name) ? .null : nil)
    }

    /// What a view's content holds: a label's text, font and lines, a text field's text and placeholder, a
    /// button's title label, a stack view's axis and spacing.
    private func contentProperty(_ name: String, of view: ViewObject) -> SwiftValue? {
        switch (view.content, name) {
        case (.label(let label, _), "text"): return .string(label.text)
        case (.label(let label, _), "font"): return .font(label.font)
        case (.label(let label, _), "numberOfLines"): return .int(label.numberOfLines)
        case (.label(let label, _), "lineBreakMode"): return .member(label.lineBreakMode.rawValue)
        case (.label(_, let width), "preferredMaxLayoutWidth"): return .double(width)
        case (.textField(let field), "text"): return .string(field.text)
        case (.textField(let field), "placeholder"): return field.placeholder.isEmpty ? .null : .string(field.placeholder)
        case (.textField(let field), "font"): return .font(field.font)
        case (.button(let button), "currentTitle"): return button.title.isEmpty ? .null : .string(button.title)
        case (.stack(let stack), "spacing"): return .double(stack.spacing)
        case (.stack(let stack), "axis"): return .member(stack.axis == .horizontal ? "horizontal" : "vertical")
        case (.segmentedControl(let segments), "numberOfSegments"): return .int(segments.count)
        default: return nil
        }
    }

    /// Properties that only draw or that a running app uses (a delegate, a keyboard type): accepted when set,
    /// nil when read before.
    static let drawingProperties: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "textAlignment", "alpha", "clipsToBounds", "contentMode",
        "isOpaque", "isUserInteractionEnabled", "tag", "delegate", "keyboardType", "returnKeyType", "isSecureTextEntry",
        "autocapitalizationType", "autocorrectionType", "spellCheckingType", "textContentType", "clearButtonMode",
        "selectedSegmentIndex", "isOn", "isEnabled", "isSelected", "color", "shadowColor", "shadowOpacity",
        "shadowRadius", "shadowOffset", "cornerRadius", "borderWidth", "borderColor", "masksToBounds",
        "onTintColor", "thumbTintColor", "selectedSegmentTintColor", "accessibilityLabel",
        "adjustsFontForContentSizeCategory", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator",
        "isEditable", "isSelectable", "dataDetectorTypes", "linkTextAttributes",
    ]

    private func constraintProperty(_ name: String, of constraint: ConstraintObject) -> SwiftValue? {
        switch name {
        case "isActive": return .bool(constraint.activation != nil)
        case "constant": return .double(constraint.constant)
        case "multiplier": return .double(constraint.multiplier)
        case "priority": return .double(Double(constraint.priority))
        case "identifier": return constraint.identifier.map { .string($0) } ?? .null
        case "firstItem": return Self.item(constraint.first)
        case "secondItem": return constraint.second.map(Self.item) ?? .null
        case "firstAttribute": return .member(constraint.first.attribute.rawValue)
        case "secondAttribute": return .member(constraint.second?.attribute.rawValue ?? "notAnAttribute")
        case "firstAnchor": return .viewAnchor(constraint.first)
        case "secondAnchor": return constraint.second.map { .viewAnchor($0) } ?? .null
        case "relation":
            switch constraint.relation {
            case .equal: return .member("equal")
            case .lessThanOrEqual: return .member("lessThanOrEqual")
            case .greaterThanOrEqual: return .member("greaterThanOrEqual")
            }
        case "shouldBeArchived": return .bool(false)
        default: return nil
        }
    }

    /// A constraint's item: the view, or its guide.
    private static func item(_ anchor: ViewAnchor) -> SwiftValue {
        anchor.guide.map { .viewGuide(anchor.view, $0) } ?? .view(anchor.view)
    }
}

extension LayoutAttribute {
    /// A baseline, which only views have (a guide has no baselines).
    var isBaselineAttribute: Bool { self == .firstBaseline || self == .lastBaseline }
}
