// Reading view trees (L.view, L.label, L.stack …) and their activated constraints into a ViewHierarchy.

import CLua
import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

/// A constraint as read, before its anchors' views have indices: items are Lua table pointers.
private struct ReadConstraint {
    struct Anchor {
        var view: UnsafeRawPointer
        var guide: LayoutGuideKind?
        /// An added guide (`L.layoutGuide`): the guide's table.
        var customGuide: UnsafeRawPointer?
        var attribute: LayoutAttribute
    }

    var order: Int
    var first: Anchor
    var second: Anchor?
    var relation: Relation
    var multiplier, constant: Double
    var priority: Float
    var identifier: String?
    var location: String
}

extension LayoutReader {
    /// A tracked cell's view or constraint that configure changed (views.lua's `changed`): its position in the cell's
    /// list of tables, and the one property set when it is one read alone.
    struct ChangedObject {
        enum Property: String, CaseIterable {
            case text, isHidden
        }

        var position: Int
        var property: Property?
    }

    /// View kinds only the Swift front end makes (Lua screens have no view for them).
    static let swiftOnlyKinds: Set<ViewKind> = [.segmentedControl, .textView]

    /// The kinds of `L.view`-family tables that make a view tree (a cell returning one is laid out by Auto Layout).
    static let viewTreeKinds: Set<String> = ["view", "imageView", "button", "textField", "switch", "activityIndicator", "stackView"]

    /// Whether the table at `index` is the root of a view tree (rather than a cell template).
    func isViewTree(at index: Int32) -> Bool {
        kind(at: index) == "cellView" && string("kind", of: index).map(Self.viewTreeKinds.contains) == true
    }

    /// The view tree whose root is the table at `index`, with the constraints activated on its views, in
    /// activation order; the serial numbers the module gave the views make their addresses in logs.
    func viewHierarchy(at index: Int32) throws -> ViewHierarchy {
        try indexedViewHierarchy(at: index).hierarchy
    }

    /// `viewHierarchy(at:)`, with each view's index by its table's address. With `objects` (the stack index of an
    /// empty table), the tree's tables are listed there in the hierarchy's order: its views, its added layout guides,
    /// then its constraints (what `refreshedViewHierarchy` reads again).
    func indexedViewHierarchy(at index: Int32, objects: Int32? = nil) throws -> (hierarchy: ViewHierarchy, indices: [UnsafeRawPointer: Int]) {
        let index = lua_absindex(state.L, index)
        let objects = objects.map { lua_absindex(state.L, $0) }
        var tree: ViewHierarchy?
        var indices: [UnsafeRawPointer: Int] = [:]
        var guides: [UnsafeRawPointer: AnchorItem] = [:]
        var arranged: [(stack: Int, views: [UnsafeRawPointer], spacing: [(UnsafeRawPointer, Double)])] = []
        var constraints: [ReadConstraint] = []
        // The guides' and constraints' tables as read, listed after the views once their number is known.
        if objects != nil { lua_createtable(state.L, 0, 0); lua_createtable(state.L, 0, 0) }
        let (guideTables, constraintTables) = (lua_absindex(state.L, -2), lua_absindex(state.L, -1))
        defer { if objects != nil { state.pop(2) } }
        func list(_ table: Int32, _ count: Int, at value: Int32) {
            lua_pushvalue(state.L, value)
            lua_rawseti(state.L, table, lua_Integer(count))
        }
        func visit(_ table: Int32, superview: Int?, depth: Int) throws {
            guard depth < Self.maximumNesting else {
                throw ScriptError(.script, "\(location(at: table)): views nested more than \(Self.maximumNesting) deep")
            }
            state.reserveStack()
            let view = try self.view(at: table)
            let serial = Int(number("__serial", of: table))
            let position: Int
            if let superview {
                position = tree!.addSubview(view, to: superview, serial: serial)
            } else {
                tree = ViewHierarchy(root: view, serial: serial)
                position = 0
            }
            indices[lua_topointer(state.L, table)!] = position
            if let objects { list(objects, position + 1, at: table) }
            if view.kind == .stackView {
                let views = array("arrangedSubviews", of: table) { _ in lua_topointer(state.L, -1)! }
                let spacing = array("customSpacing", of: table) { _ in
                    (field("view", of: -1) { lua_topointer(state.L, -1)! }, number("spacing", of: -1))
                }
                arranged.append((position, views, spacing))
            }
            _ = array("__layoutGuides", of: table) { _ in
                let guide = CustomLayoutGuide(owningView: position, identifier: string("identifier", of: -1) ?? "")
                guides[lua_topointer(state.L, -1)!] = tree!.addLayoutGuide(guide)
                if objects != nil { list(guideTables, tree!.layoutGuides.count, at: -1) }
            }
            let listed = constraints.count
            constraints += try array("__constraints", of: table) { number in
                if objects != nil { list(constraintTables, listed + number, at: -1) }
                return try readConstraint(at: -1)
            }
            _ = try array("subviews", of: table) { _ in
                guard kind(at: -1) == "cellView" else {
                    throw ScriptError(.script, "\(location(at: table)): a subview must be a view, got \(kind(at: -1) ?? state.typeName(at: -1))")
                }
                try visit(lua_absindex(state.L, -1), superview: position, depth: depth + 1)
            }
        }
        try visit(index, superview: nil, depth: 0)
        guard var hierarchy = tree else { throw ScriptError(.script, "\(location(at: index)): no view") }
        for (stack, views, spacing) in arranged {
            hierarchy.update(stack) { view in
                guard case .stack(var properties) = view.content else { return }
                properties.arrangedSubviews = views.compactMap { indices[$0] }
                for (pointer, value) in spacing { if let index = indices[pointer] { properties.customSpacing[index] = value } }
                view.content = .stack(properties)
            }
        }
        let order = constraints.indices.sorted { constraints[$0].order < constraints[$1].order }
        for read in order.map({ constraints[$0] }) {
            try activate(read, in: &hierarchy, indices: indices, guides: guides)
        }
        if let objects {
            var count = hierarchy.views.count
            for guide in hierarchy.layoutGuides.indices {
                lua_rawgeti(state.L, guideTables, lua_Integer(guide + 1))
                count += 1
                lua_rawseti(state.L, objects, lua_Integer(count))
            }
            for read in order {
                lua_rawgeti(state.L, constraintTables, lua_Integer(read + 1))
                count += 1
                lua_rawseti(state.L, objects, lua_Integer(count))
            }
        }
        return (hierarchy, indices)
    }

    /// `old` (read from the same tables by `indexedViewHierarchy(at:objects:)`) with the values its tables hold now:
    /// each view's content and properties, each added guide's identifier, each constraint's constant, multiplier,
    /// priority and identifier. The tree's shape (subviews, arranged subviews and custom spacing, which constraints
    /// are active, their anchors and order) is kept: valid only while nothing changed it (the module's `structure`
    /// count is the same as when `old` was read). With `changed` (positions in `objects`, from 0), only those views
    /// and constraints are read again: the others are as `old` has them (a tracked cell's, views.lua's `changed`).
    ///
    /// - Throws: what reading a view throws; a constraint whose new values fail UIKit's checks.
    /// - Complexity: O(views + guides + constraints) read, or O(guides + changed) with `changed`.
    func refreshedViewHierarchy(_ old: ViewHierarchy, objects: Int32, changed: [ChangedObject]? = nil) throws -> ViewHierarchy {
        let objects = lua_absindex(state.L, objects)
        let guides = old.views.count..<(old.views.count + old.layoutGuides.count)
        let constraints = guides.upperBound..<(guides.upperBound + old.constraints.count)
        var tree = old
        for position in guides {
            lua_rawgeti(state.L, objects, lua_Integer(position + 1))
            defer { state.pop() }
            tree.renameLayoutGuide(position - guides.lowerBound, to: string("identifier", of: -1) ?? "")
        }
        // Every view and constraint when configure's changes are not known (listed only then).
        let reread = changed ?? (Array(old.views.indices) + Array(constraints)).map {
            ChangedObject(position: $0, property: nil)
        }
        for object in reread {
            lua_rawgeti(state.L, objects, lua_Integer(object.position + 1))
            defer { state.pop() }
            if object.position < guides.lowerBound {
                try refreshView(at: object.position, property: object.property, in: &tree, old: old)
            } else if constraints.contains(object.position) {
                try refreshConstraint(at: object.position - constraints.lowerBound, in: &tree, old: old)
            }
        }
        return tree
    }

    /// Puts the view on top of the stack, read again, at `index` of `tree` (its arranged subviews and custom spacing
    /// as `old` has them); with `property`, only that property is read (a label's text, a view's hidden flag).
    private func refreshView(at index: Int, property: ChangedObject.Property?, in tree: inout ViewHierarchy,
                             old: ViewHierarchy) throws {
        // One property changed in place in the tree (no view copied out and back).
        switch property {
        case .text:
            if case .label(var label, let width) = old.views[index].content {
                label.text = try withPropertiesOfTop { try checkedText("text", of: $0, in: "label", place: $1()) } ?? ""
                return tree.update(index) { $0.content = .label(label, preferredMaxLayoutWidth: width) }
            }
        case .isHidden:
            let kind = old.views[index].kind.rawValue
            let isHidden = try withPropertiesOfTop {
                try checkedBool("isHidden", of: $0, default: false, in: kind, place: $1())
            }
            return tree.update(index) { $0.isHidden = isHidden }
        case nil: break
        }
        var view = try self.view(at: -1)
        if case .stack(var properties) = view.content, case .stack(let kept) = old.views[index].content {
            (properties.arrangedSubviews, properties.customSpacing) = (kept.arrangedSubviews, kept.customSpacing)
            view.content = .stack(properties)
        }
        tree.update(index) { $0 = view }
    }

    /// Changes constraint `index` of `tree` to the values of the constraint on top of the stack.
    private func refreshConstraint(at index: Int, in tree: inout ViewHierarchy, old: ViewHierarchy) throws {
        let values = try withPropertiesOfTop { try constraintValues(of: $0, place: $1()) }
        var constraint = old.constraints[index]
        (constraint.multiplier, constraint.constant) = (values.multiplier, values.constant)
        constraint.priority = Priority(values.priority)
        constraint.identifier = values.identifier
        if constraint != old.constraints[index] { try tree.changeConstraint(at: index, to: constraint) }
    }

    /// Resolves a read constraint's views and activates it with UIKit's checks.
    private func activate(_ read: ReadConstraint, in hierarchy: inout ViewHierarchy,
                          indices: [UnsafeRawPointer: Int], guides: [UnsafeRawPointer: AnchorItem]) throws {
        func anchor(_ anchor: ReadConstraint.Anchor) throws -> ConstraintAnchor {
            if let custom = anchor.customGuide {
                guard let item = guides[custom] else {
                    throw ScriptError(.script, "\(read.location): the constraint names a layout guide of a view that is not in "
                                      + "the view tree laid out (\(hierarchy.views[0].kind.className) made at \(hierarchy.views[0].location))")
                }
                return ConstraintAnchor(item, anchor.attribute)
            }
            guard let view = indices[anchor.view] else {
                throw ScriptError(.script, "\(read.location): the constraint names a view that is not in the view tree laid out "
                                  + "(\(hierarchy.views[0].kind.className) made at \(hierarchy.views[0].location))")
            }
            return ConstraintAnchor(anchor.guide.map { .guide(view, $0) } ?? .view(view), anchor.attribute)
        }
        let second = try read.second.map { try anchor($0) }
        let constraint = LayoutConstraint(try anchor(read.first), read.relation, second,
                                          multiplier: read.multiplier, constant: read.constant,
                                          priority: Priority(read.priority), identifier: read.identifier,
                                          origin: .user(location: read.location))
        do {
            try hierarchy.activate(constraint)
        } catch {
            throw ScriptError(.script, "\(read.location): \(error)")
        }
    }

    /// The constraint table on top of the stack (what `anchor:constraint{…}` made).
    private func readConstraint(at index: Int32) throws -> ReadConstraint {
        let index = lua_absindex(state.L, index)
        let place = location(at: index)
        func anchor(_ item: StaticString, _ attribute: StaticString) throws -> ReadConstraint.Anchor? {
            guard let name = string(attribute, of: index) else { return nil }
            guard let value = LayoutAttribute(rawValue: name) else {
                throw Self.unknown("attribute", name, in: "constraint", expected: LayoutAttribute.allCases.map(\.rawValue), place: place)
            }
            return try field(item, of: index) {
                guard state.type(at: -1) == LUA_TTABLE else {
                    throw ScriptError(.script, "\(place): bad constraint (\(item) is not a view or layout guide)")
                }
                if kind(at: -1) == "layoutGuide", string("kind", of: -1) == "custom" {
                    let table = lua_topointer(state.L, -1)!
                    return ReadConstraint.Anchor(view: field("view", of: -1) { lua_topointer(state.L, -1) ?? table },
                                                 guide: nil, customGuide: table, attribute: value)
                }
                if kind(at: -1) == "layoutGuide" {
                    let guide = try choice("kind", of: -1, default: LayoutGuideKind.layoutMargins, in: "layout guide", place: place)
                    return ReadConstraint.Anchor(view: field("view", of: -1) { lua_topointer(state.L, -1)! }, guide: guide,
                                                 customGuide: nil, attribute: value)
                }
                return ReadConstraint.Anchor(view: lua_topointer(state.L, -1)!, guide: nil, customGuide: nil, attribute: value)
            }
        }
        guard let first = try anchor("firstItem", "firstAttribute") else {
            throw ScriptError(.script, "\(place): bad constraint (no first anchor)")
        }
        let relation: Relation = switch string("relation", of: index) {
        case ">=": .greaterThanOrEqual
        case "<=": .lessThanOrEqual
        default: .equal
        }
        let second = try anchor("secondItem", "secondAttribute")
        let properties = pushProperties(of: index)
        defer { state.pop() }
        let values = try constraintValues(of: properties, place: place)
        return ReadConstraint(order: Int(number("__order", of: index)), first: first, second: second, relation: relation,
                              multiplier: values.multiplier, constant: values.constant, priority: values.priority,
                              identifier: values.identifier, location: place)
    }

    /// Pushes the table holding the properties of the view or constraint at `index`: its `__shadow` when a
    /// registration's cell tracks it (views.lua), else the table itself; returns its stack index.
    func pushProperties(of index: Int32) -> Int32 {
        let index = lua_absindex(state.L, index)
        if state.pushField("__shadow", of: index) != LUA_TTABLE {
            state.pop()
            lua_pushvalue(state.L, index)
        }
        return lua_absindex(state.L, -1)
    }

    /// One view's class, content and properties (not its subviews).
    private func view(at table: Int32) throws -> View {
        let place = location(at: table)
        let kindName = string("kind", of: table) ?? "view"
        let kind: ViewKind
        switch kindName {
        case "label": kind = .label
        case "stack", "image", "spacer", "box":
            let name = kindName == "stack" ? "L.vstack / L.hstack" : "L.\(kindName)"
            throw ScriptError(.script, "\(place): \(name) is a cell template; a view tree takes views: L.stack{ axis = … }, "
                              + "L.imageView{ image = … }, L.view{ … }")
        default:
            guard let found = ViewKind(rawValue: kindName), !Self.swiftOnlyKinds.contains(found) else {
                throw Self.unknown("view kind", kindName, in: "view", expected: ViewKind.allCases.filter { !Self.swiftOnlyKinds.contains($0) }.map(\.rawValue), place: place)
            }
            kind = found
        }
        let index = pushProperties(of: table)
        defer { state.pop() }
        var view = View(kind: kind, content: try content(of: kind, at: index, place: place),
                        identifier: try checkedText("accessibilityIdentifier", of: index, in: kindName, place: place),
                        translatesAutoresizingMaskIntoConstraints: try checkedBool(
                            "translatesAutoresizingMaskIntoConstraints", of: index, default: true, in: kindName, place: place),
                        frame: field("frame", of: index) {
                            Rect(x: number("x", of: -1), y: number("y", of: -1), width: number("width", of: -1),
                                 height: number("height", of: -1))
                        },
                        isHidden: try checkedBool("isHidden", of: index, default: false, in: kindName, place: place),
                        layoutMargins: insets("layoutMargins", of: index), location: place)
        view.preservesSuperviewLayoutMargins = try checkedBool("preservesSuperviewLayoutMargins", of: index, default: false,
                                                               in: kindName, place: place)
        view.insetsLayoutMarginsFromSafeArea = try checkedBool("insetsLayoutMarginsFromSafeArea", of: index, default: true,
                                                               in: kindName, place: place)
        for axis in [Axis.horizontal, .vertical] {
            let name: StaticString = axis == .horizontal ? "horizontal" : "vertical"
            if case let value = field("contentHuggingPriority", of: index, { number(name, of: -1, default: 0) }), value > 0 {
                view.contentHugging[axis] = Priority(Float(value))
            }
            if case let value = field("contentCompressionResistancePriority", of: index, { number(name, of: -1, default: 0) }),
               value > 0 {
                view.compressionResistance[axis] = Priority(Float(value))
            }
        }
        return view
    }

    /// What a view of `kind` made at `place` shows, from its properties' table.
    private func content(of kind: ViewKind, at index: Int32, place: String) throws -> ViewContent {
        switch kind {
        case .view: return .none
        case .label:
            return .label(try cellLabel(at: index, place: place),
                          preferredMaxLayoutWidth: try checkedNumber("preferredMaxLayoutWidth", of: index, minimum: 0,
                                                                     in: "label", place: place))
        case .imageView:
            return .image(field("image", of: index) {
                state.type(at: -1) == LUA_TTABLE ? Size(width: number("width", of: -1), height: number("height", of: -1)) : nil
            })
        case .button:
            var button = ButtonContent(title: string("title", of: index) ?? "",
                                       font: try field("font", of: index) { try state.font(at: -1, function: "button") })
            if field("contentEdgeInsets", of: index, { state.type(at: -1) == LUA_TTABLE }) {
                // contentEdgeInsets add to the title's own 6 pt above and below.
                let extra = insets("contentEdgeInsets", of: index)
                button.contentInsets = DirectionalEdgeInsets(top: 6 + extra.top, leading: extra.leading,
                                                             bottom: 6 + extra.bottom, trailing: extra.trailing)
            }
            return .button(button)
        case .textField:
            let font = field("font", of: index) { state.type(at: -1) == LUA_TTABLE }
                ? try field("font", of: index) { try state.font(at: -1, function: "textField") } : Font.systemFont(ofSize: 17)
            return .textField(TextFieldContent(
                text: string("text", of: index) ?? "", placeholder: string("placeholder", of: index) ?? "", font: font,
                borderStyle: try choice("borderStyle", of: index, default: .none, in: "textField", place: place)))
        case .switchControl: return .switchControl
        case .segmentedControl: return .segmentedControl(segments: [])   // not made by scripts (refused above)
        case .textView: return .textView(TextViewContent())   // not made by scripts (refused above)
        case .activityIndicator: return .activityIndicator(isLarge: string("style", of: index) == "large")
        case .stackView:
            let axis: Axis = string("axis", of: index) == "vertical" ? .vertical : .horizontal
            return .stack(StackViewProperties(
                axis: axis, spacing: number("spacing", of: index),
                alignment: try choice("alignment", of: index, default: .fill, in: "stack", place: place),
                distribution: try choice("distribution", of: index, default: .fill, in: "stack", place: place),
                isLayoutMarginsRelativeArrangement: bool("isLayoutMarginsRelativeArrangement", of: index, default: false),
                isBaselineRelativeArrangement: bool("isBaselineRelativeArrangement", of: index, default: false)))
        case .scrollView, .collectionView:
            var properties = ScrollViewProperties(
                contentInset: insets("contentInset", of: index),
                contentInsetAdjustmentBehavior: try choice("contentInsetAdjustmentBehavior", of: index, default: .automatic,
                                                           in: kind.rawValue, place: place),
                alwaysBounceVertical: bool("alwaysBounceVertical", of: index, default: false),
                alwaysBounceHorizontal: bool("alwaysBounceHorizontal", of: index, default: false))
            if kind == .collectionView {
                properties.layoutScrollAxis = field("layout", of: index) {
                    field("configuration", of: -1) { string("scrollDirection", of: -1) == "horizontal" ? Axis.horizontal : .vertical }
                }
            }
            return .scroll(properties)
        }
    }
}
