// Writing a view controller's loaded screen (views, guides, constraints, containers) as a Lua screen script.

import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

/// Writes a Lua script that rebuilds a `Screen` with the `tessera` module's screen API: `L.viewController{ view =
/// function(view, environment) … end }` (inside `L.navigationController{…}` when the screen has one) making every
/// view with its class, content and properties, adding the subviews in order and activating the constraints the
/// script made (not UIKit's own) in the order they were made. What Lua cannot describe yet (collection views,
/// segmented controls, attributed labels, font files, tab bar controllers) is a `ConversionError`.
public struct LuaScreenWriter {
    private let screen: Screen
    private var lines: [String] = []
    private var names: [String] = []

    private init(screen: Screen) {
        self.screen = screen
    }

    /// The whole script for `screen`, headed by `origin` as a comment.
    public static func write(_ screen: Screen, origin: String) throws -> String {
        var writer = LuaScreenWriter(screen: screen)
        try writer.check()
        writer.nameViews()
        try writer.writeViews()
        writer.writeTree()
        try writer.writeConstraints()
        return writer.script(origin: origin)
    }

    private var hierarchy: ViewHierarchy { screen.hierarchy }

    /// Refuses what the Lua screen API cannot rebuild.
    private func check() throws {
        if screen.tabBar != nil {
            throw ConversionError("the screen is shown in a tab bar controller, which convert cannot write yet")
        }
        for (index, view) in hierarchy.views.enumerated() {
            let name = view.identifier.map { "'\($0)'" } ?? "\(view.kind.className) \(index)"
            if view.intrinsicSizeOverride != nil {
                throw ConversionError("\(name) overrides intrinsicContentSize, which Lua screens cannot write yet")
            }
            switch view.content {
            case .segmentedControl:
                throw ConversionError("\(name) is a UISegmentedControl, which Lua screens have no view for")
            case .textView:
                throw ConversionError("\(name) is a UITextView, which Lua screens have no view for")
            case .label(let label, _) where !label.fontRuns.isEmpty:
                throw ConversionError("\(name) has attributed text, which convert cannot write yet")
            case .label(let label, _) where label.lineBreakStrategy != .standard:
                throw ConversionError("\(name) has a line break strategy other than .standard, which convert cannot write yet")
            default:
                break
            }
            if view.kind == .collectionView {
                throw ConversionError("\(name) is a UICollectionView, whose layout and cells convert cannot write yet")
            }
        }
    }

    /// A Lua local per view: `view` for the root, else its identifier made an identifier, else its class.
    private mutating func nameViews() {
        var used: Set<String> = ["view", "environment", "L"]
        names = hierarchy.views.indices.map { index in
            if index == hierarchy.root { return "view" }
            let view = hierarchy.views[index]
            var base = Self.identifier(from: view.identifier ?? "") ?? view.kind.rawValue
            if Self.keywords.contains(base) { base += "View" }
            var name = base
            var counter = 2
            while used.contains(name) {
                name = "\(base)\(counter)"
                counter += 1
            }
            used.insert(name)
            return name
        }
    }

    static let keywords: Set<String> = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto",
                                        "if", "in", "local", "nil", "not", "or", "repeat", "return", "then", "true",
                                        "until", "while", "switch"]

    /// `name` as a Lua identifier (letters, digits, underscores, not starting with a digit), nil when nothing is left.
    static func identifier(from name: String) -> String? {
        var text = String(name.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") ? Character(scalar) : "_"
        })
        while text.hasPrefix("_") { text.removeFirst() }
        guard let first = text.first else { return nil }
        if first.isNumber { text = "v" + text }
        return text
    }

    // Views -------------------------------------------------------------------------------------------------------

    private mutating func writeViews() throws {
        for (index, view) in hierarchy.views.enumerated() {
            if index == hierarchy.root {
                try writeRoot(view)
                continue
            }
            var fields = try contentFields(view)
            fields += commonFields(view)
            let constructor = "L." + Self.constructor(view.kind)
            lines.append("local \(names[index]) = \(constructor) { " + fields.joined(separator: ", ") + " }")
        }
    }

    /// The root view is made by the view controller: its properties are set on it.
    private mutating func writeRoot(_ view: View) throws {
        if view.kind != .view {
            throw ConversionError("the root view is a \(view.kind.className), which a Lua view controller cannot make")
        }
        for field in commonFields(view, isRoot: true) {
            lines.append("view." + field)
        }
    }

    static func constructor(_ kind: ViewKind) -> String {
        switch kind {
        case .stackView: "stack"
        case .switchControl: "switch"
        default: kind.rawValue
        }
    }

    /// The fields of the view's class (text and font, title, image size, stack properties …).
    private func contentFields(_ view: View) throws -> [String] {
        switch view.content {
        case .none, .switchControl, .segmentedControl, .textView:
            return []
        case .label(let label, let preferredMaxLayoutWidth):
            var fields = ["text = \(LuaSourceWriter.string(label.text))", "font = \(try Self.font(label.font))"]
            if label.numberOfLines != 1 { fields.append("numberOfLines = \(label.numberOfLines)") }
            if label.lineBreakMode != .byTruncatingTail { fields.append("lineBreakMode = \"\(label.lineBreakMode.rawValue)\"") }
            if label.lineSpacing != 0 { fields.append("lineSpacing = \(SourceNumber.text(label.lineSpacing))") }
            if label.lineHeightMultiple != 0 {
                fields.append("lineHeightMultiple = \(SourceNumber.text(label.lineHeightMultiple))")
            }
            if label.adjustsFontSizeToFitWidth { fields.append("adjustsFontSizeToFitWidth = true") }
            if label.minimumScaleFactor != 0 {
                fields.append("minimumScaleFactor = \(SourceNumber.text(label.minimumScaleFactor))")
            }
            if preferredMaxLayoutWidth != 0 {
                fields.append("preferredMaxLayoutWidth = \(SourceNumber.text(preferredMaxLayoutWidth))")
            }
            return fields
        case .image(let size):
            guard let size else { return [] }
            return ["image = { width = \(SourceNumber.text(size.width)), height = \(SourceNumber.text(size.height)) }"]
        case .button(let button):
            // Lua's contentEdgeInsets add to the title's own 6 pt above and below (ButtonContent holds the sum).
            var extra = button.contentInsets
            extra.top -= 6
            extra.bottom -= 6
            var fields = ["title = \(LuaSourceWriter.string(button.title))", "font = \(try Self.font(button.font))"]
            if extra != .zero { fields.append("contentEdgeInsets = \(LuaSourceWriter.insets(extra))") }
            return fields
        case .textField(let field):
            return ["text = \(LuaSourceWriter.string(field.text))", "placeholder = \(LuaSourceWriter.string(field.placeholder))",
                    "font = \(try Self.font(field.font))", "borderStyle = \"\(field.borderStyle.rawValue)\""]
        case .activityIndicator(let isLarge):
            return ["style = \"\(isLarge ? "large" : "medium")\""]
        case .stack(let stack):
            return ["axis = \"\(stack.axis == .horizontal ? "horizontal" : "vertical")\"",
                    "spacing = \(SourceNumber.text(stack.spacing))", "alignment = \"\(stack.alignment.rawValue)\"",
                    "distribution = \"\(stack.distribution.rawValue)\"",
                    "isLayoutMarginsRelativeArrangement = \(stack.isLayoutMarginsRelativeArrangement)",
                    "isBaselineRelativeArrangement = \(stack.isBaselineRelativeArrangement)"]
        case .scroll(let scroll):
            return ["contentInset = \(LuaSourceWriter.insets(scroll.contentInset))",
                    "contentInsetAdjustmentBehavior = \"\(scroll.contentInsetAdjustmentBehavior.rawValue)\"",
                    "alwaysBounceVertical = \(scroll.alwaysBounceVertical)",
                    "alwaysBounceHorizontal = \(scroll.alwaysBounceHorizontal)"]
        }
    }

    /// `L.font.system(17, "semibold")`, `L.font.preferred("body")` or `L.font.named("Georgia", 15)`.
    static func font(_ font: Font) throws -> String {
        if let style = font.textStyle { return "L.font.preferred(\"\(style.rawValue)\")" }
        switch font.family {
        case .system(let weight):
            return "L.font.system(\(SourceNumber.text(font.pointSize)), \"\(weight.rawValue)\")"
        case .named(let name):
            return "L.font.named(\(LuaSourceWriter.string(name)), \(SourceNumber.text(font.pointSize)))"
        default:
            throw ConversionError("a font read from a file (\(font.family)) has no Lua form yet")
        }
    }

    /// The fields every view takes, as `name = value` (set on the root, given to the others' constructors).
    private func commonFields(_ view: View, isRoot: Bool = false) -> [String] {
        var fields: [String] = []
        if let identifier = view.identifier { fields.append("accessibilityIdentifier = \(LuaSourceWriter.string(identifier))") }
        if !isRoot {
            fields.append("translatesAutoresizingMaskIntoConstraints = \(view.translatesAutoresizingMaskIntoConstraints)")
            if view.frame != .zero {
                let f = view.frame
                fields.append("frame = { x = \(SourceNumber.text(f.minX)), y = \(SourceNumber.text(f.minY)), "
                              + "width = \(SourceNumber.text(f.width)), height = \(SourceNumber.text(f.height)) }")
            }
            if view.layoutMargins != DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
                fields.append("directionalLayoutMargins = \(LuaSourceWriter.insets(view.layoutMargins))")
            }
            let hugging = view.contentHugging, resistance = view.compressionResistance
            if hugging != AxisPriorities(view.kind.defaultContentHugging) {
                fields.append("contentHuggingPriority = \(Self.priorities(hugging))")
            }
            if resistance != AxisPriorities(view.kind.defaultCompressionResistance) {
                fields.append("contentCompressionResistancePriority = \(Self.priorities(resistance))")
            }
        }
        if view.isHidden { fields.append("isHidden = true") }
        if view.preservesSuperviewLayoutMargins { fields.append("preservesSuperviewLayoutMargins = true") }
        if !view.insetsLayoutMarginsFromSafeArea { fields.append("insetsLayoutMarginsFromSafeArea = false") }
        return fields
    }

    static func priorities(_ p: AxisPriorities) -> String {
        "{ horizontal = \(priority(p.horizontal)), vertical = \(priority(p.vertical)) }"
    }

    static func priority(_ p: Priority) -> String { SourceNumber.text(Double(p.rawValue)) }

    // Tree --------------------------------------------------------------------------------------------------------

    /// Subviews in order (arranged ones with `addArrangedSubview`, then custom spacing), and the added layout guides.
    private mutating func writeTree() {
        lines.append("")
        for (index, view) in hierarchy.views.enumerated() {
            var arranged: [Int] = []
            var spacing: [Int: Double] = [:]
            if case .stack(let stack) = view.content {
                arranged = stack.arrangedSubviews
                spacing = stack.customSpacing
            }
            let inOrder = view.subviews.filter { arranged.contains($0) }
            for subview in view.subviews {
                let isArranged = arranged.contains(subview) && inOrder == arranged
                lines.append("\(names[index]):\(isArranged ? "addArrangedSubview" : "addSubview")(\(names[subview]))")
                if isArranged, hierarchy.views[subview].translatesAutoresizingMaskIntoConstraints {
                    lines.append("\(names[subview]).translatesAutoresizingMaskIntoConstraints = true")
                }
            }
            if !arranged.isEmpty, inOrder != arranged {
                // Arranged in another order than added: the stack's arrangement is rebuilt in its own order.
                for subview in arranged { lines.append("\(names[index]):addArrangedSubview(\(names[subview]))") }
            }
            for (after, value) in spacing.sorted(by: { $0.key < $1.key }) {
                lines.append("\(names[index]):setCustomSpacing(\(SourceNumber.text(value)), \(names[after]))")
            }
        }
        for (number, guide) in hierarchy.layoutGuides.enumerated() {
            lines.append("local guide\(number + 1) = L.layoutGuide { identifier = \(LuaSourceWriter.string(guide.identifier)) }")
            lines.append("\(names[guide.owningView]):addLayoutGuide(guide\(number + 1))")
        }
    }

    // Constraints -------------------------------------------------------------------------------------------------

    private mutating func writeConstraints() throws {
        let made = hierarchy.constraints.filter { !$0.origin.isSystem }
        guard !made.isEmpty else { return }
        lines.append("")
        lines.append("L.activate {")
        for constraint in made {
            lines.append("  " + (try self.constraint(constraint)) + ",")
        }
        lines.append("}")
    }

    private func constraint(_ c: LayoutConstraint) throws -> String {
        var fields: [String] = []
        let relation: String
        switch c.relation {
        case .equal: relation = "equalTo"
        case .lessThanOrEqual: relation = "lessThanOrEqualTo"
        case .greaterThanOrEqual: relation = "greaterThanOrEqualTo"
        }
        if let second = c.second {
            fields.append("\(relation) = \(try anchor(second))")
            if c.multiplier != 1 { fields.append("multiplier = \(SourceNumber.text(c.multiplier))") }
            if c.constant != 0 { fields.append("constant = \(SourceNumber.text(c.constant))") }
        } else {
            fields.append("\(relation)Constant = \(SourceNumber.text(c.constant))")
        }
        if c.priority.rawValue != 1000 { fields.append("priority = \(Self.priority(c.priority))") }
        if let identifier = c.identifier { fields.append("identifier = \(LuaSourceWriter.string(identifier))") }
        return "\(try anchor(c.first)):constraint { " + fields.joined(separator: ", ") + " }"
    }

    private func anchor(_ a: ConstraintAnchor) throws -> String {
        let owner: String
        switch a.item {
        case .view(let index): owner = names[index]
        case .guide(let index, let kind): owner = "\(names[index]).\(kind.rawValue)"
        case .layoutGuide(_, let index): owner = "guide\(index + 1)"
        case .stackSpanner:
            throw ConversionError("a constraint uses a stack view's private spacer guide, which scripts cannot name")
        }
        return "\(owner).\(a.attribute.rawValue)Anchor"
    }

    // Script ------------------------------------------------------------------------------------------------------

    private func script(origin: String) -> String {
        var controller: [String] = []
        if let title = screen.title { controller.append("  title = \(LuaSourceWriter.string(title)),") }
        if screen.additionalSafeAreaInsets != .zero {
            controller.append("  additionalSafeAreaInsets = \(LuaSourceWriter.insets(screen.additionalSafeAreaInsets)),")
        }
        if screen.rootLayoutMargins != .zero {
            controller.append("  directionalLayoutMargins = \(LuaSourceWriter.insets(screen.rootLayoutMargins)),")
        }
        if !screen.viewRespectsSystemMinimumLayoutMargins {
            controller.append("  viewRespectsSystemMinimumLayoutMargins = false,")
        }
        if let navigation = screen.navigation, navigation.largeTitleDisplayMode != .automatic {
            controller.append("  largeTitleDisplayMode = \"\(navigation.largeTitleDisplayMode.rawValue)\",")
        }
        controller.append("  view = function(view, environment)")
        controller += lines.map { $0.isEmpty ? "" : "    " + $0 }
        controller.append("  end,")
        var text = ["-- \(origin)", "local L = require \"tessera\"", ""]
        if let navigation = screen.navigation {
            text.append("local controller = L.viewController {")
            text += controller
            text.append("}")
            text.append("")
            text.append("return L.navigationController { rootViewController = controller, "
                        + "prefersLargeTitles = \(navigation.prefersLargeTitles), "
                        + "isNavigationBarHidden = \(navigation.isNavigationBarHidden), "
                        + "isToolbarHidden = \(navigation.isToolbarHidden) }")
        } else {
            text.append("return L.viewController {")
            text += controller
            text.append("}")
        }
        return text.joined(separator: "\n") + "\n"
    }
}
