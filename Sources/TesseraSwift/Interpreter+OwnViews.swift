// The file's own UIView subclasses made by the code: built as entries are, used as UIKit views, laid out once.

import SwiftSyntax
import TesseraLayout
import TesseraViews

extension Interpreter {
    /// The UIKit view class `type` inherits from through the file's classes (`UIView`, `UIControl`, `UILabel`, …);
    /// nil when it is no view (or a cell, made by the collection view).
    func uikitViewClass(of type: SwiftTypeContext) -> String? {
        guard !type.isStruct, let root = program.uikitRoot(of: type) else { return nil }
        if root == "UIControl" || root == "UIKit.UIView" { return "UIView" }
        return Self.viewClasses[root] != nil ? root : nil
    }

    /// `ProfileHeaderView()`, `StatView(value: "12", title: "Posts")`, `PaddedLabel(frame: .zero)` in a view
    /// controller's (or another view's) code: the instance, whose own view is a view of its UIKit superclass.
    func makeOwnView(_ type: SwiftTypeContext, uikit: String, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue {
        var frame = Rect.zero
        if let given = arguments.first(where: { $0.label == "frame" }), case .rect(let rect) = given.value { frame = rect }
        let (instance, _) = try makeOwnViewInstance(type, uikit: uikit, frame: frame, arguments: arguments, at: at)
        return .instance(instance)
    }

    /// A new instance of the view class `type` whose view has `frame`: its stored properties in order, then the init
    /// `arguments` call — with none, its own `init()` (or one whose parameters all have defaults), else its
    /// `init(frame:)` with `frame`, as UIKit's `init()` calls it. A call no declared init takes is UIKit's init,
    /// inherited when the class declares no designated init (`MyStack(arrangedSubviews:)`, `PaddedLabel()`), and
    /// `RoundButton(type:)` (UIButton's factory, which calls `init(frame:)`) always. `super` calls do nothing;
    /// `required init?(coder:)` is never called.
    func makeOwnViewInstance(_ type: SwiftTypeContext, uikit: String, frame: Rect, arguments: [Argument],
                             at: SourcePosition) throws -> (SwiftTypeContext, ViewObject) {
        let instance = type.makeInstance()
        let scope = Scope(parent: globals, selfValue: .instance(instance))
        let inits = instance.initializers.filter { !$0.isCoderInit }
        let candidates = inits.map { SwiftFunction(initializer: $0, captured: scope, cache: signatures) }
        let framed = [Argument(label: "frame", value: .rect(frame), location: at)]
        let chosen = candidates.first { $0.accepts(arguments) }
        let onlyFrame = Self.isFrameOnly(arguments)
        var uikitArguments: [Argument] = []
        if chosen == nil, !onlyFrame {
            let designated = inits.contains { !$0.isConvenience }
            let buttonType = uikit == "UIButton" && arguments.count == 1 && arguments[0].label == "type"
            guard !designated || buttonType else {
                throw InterpreterError(position: at, message: "no init of \(type.name) takes "
                    + ArgumentReader.signature(type.name, arguments))
            }
            uikitArguments = arguments   // UIKit's own init, inherited
        }
        let root = try makeOwnRoot(type, uikit: uikit, uikitArguments, at: at)
        if uikitArguments.isEmpty { root.frame = frame }
        root.ownInstance = instance
        viewWorld?.noteOwnView(root)   // lets go of the instance when the world ends (a cycle otherwise)
        instance.cache[Self.cellViewKey] = .view(root)
        let runner = ViewControllerRunner(interpreter: self, type: instance) { _ in "" }
        try runner.initializeStoredProperties(of: instance, at: at)
        if let chosen {
            _ = try invoke(chosen, arguments, at: at)
        } else if arguments.isEmpty || !uikitArguments.isEmpty, let withFrame = candidates.first(where: { $0.accepts(framed) }) {
            _ = try invoke(withFrame, framed, at: at)   // UIView's init() (and UIButton(type:)) call init(frame: .zero)
        } else if onlyFrame, let other = inits.first, inits.allSatisfy({ !$0.isConvenience }) {
            let labels = other.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            throw InterpreterError(position: position(other), message: "\(type.name) has no init(frame:) or "
                + "init() to make it with (its init(\(labels)) needs arguments a run cannot choose): add a convenience "
                + "init() that calls it with sample values")
        }
        return (instance, root)
    }

    /// The view an instance of the file's class `type` is: one of its UIKit superclass `uikit`, made by UIKit's
    /// init with `arguments` (none for the class's own inits).
    private func makeOwnRoot(_ type: SwiftTypeContext, uikit: String, _ arguments: [Argument], at: SourcePosition) throws -> ViewObject {
        if uikit == "UIView", case .view(let made) = try makeView(type.name, .view, arguments, at: at) { return made }
        if let kind = Self.viewClasses[uikit], case .view(let made) = try makeView(type.name, kind, arguments, at: at) {
            return made
        }
        return ViewObject(className: type.name, kind: .view, at: at)
    }

    /// `value`, or the view an instance of the file's view classes is (`.view`): for what takes views alone (the
    /// visual format's `views:`, SnapKit's `equalTo(header)`, `NSLayoutConstraint(item: header, …)`).
    func asView(_ value: SwiftValue) -> SwiftValue {
        if case .instance(let type) = value, let own = ownView(of: type) { return .view(own) }
        return value
    }

    /// What the view class's `override var intrinsicContentSize` gives, evaluated now (as the view is laid out):
    /// a length per axis, nil for a negative one (`UIView.noIntrinsicMetric`); nil when `view` is of no class of the
    /// file overriding it.
    func intrinsicSizeOverride(of view: ViewObject) throws -> IntrinsicSizeOverride? {
        guard let instance = view.ownInstance, let binding = instance.properties["intrinsicContentSize"] else { return nil }
        let at = position(binding)
        let value = try property("intrinsicContentSize", of: instance, at: at)
        guard case .size(let size)? = value else {
            throw InterpreterError(position: at, message: "intrinsicContentSize must give a CGSize, got "
                                   + (value?.typeName ?? "nothing"))
        }
        return IntrinsicSizeOverride(width: size.width < 0 ? nil : size.width, height: size.height < 0 ? nil : size.height)
    }

    /// Whether `arguments` are what UIKit's own view inits take: none (`init()`), or a frame (`init(frame:)`).
    static func isFrameOnly(_ arguments: [Argument]) -> Bool {
        arguments.isEmpty || (arguments.count == 1 && arguments[0].label == "frame")
    }

    /// `self.init(frame: .zero)` or `self.init()` in a convenience init of a view class that declares no init taking
    /// them: UIKit's own, inherited, which gives the view its frame. False when the class declares one (run it).
    func inheritedViewInit(of type: SwiftTypeContext, _ arguments: [Argument], at: SourcePosition) throws -> Bool {
        guard let own = ownView(of: type), Self.isFrameOnly(arguments) else {
            return false
        }
        let scope = Scope(parent: globals, selfValue: .instance(type))
        let declared = type.initializers.filter { !$0.isCoderInit }
        if declared.contains(where: { SwiftFunction(initializer: $0, captured: scope, cache: signatures).accepts(arguments) }) { return false }
        if case .rect(let frame)? = arguments.first?.value { own.frame = frame }
        return true
    }

    /// The `layoutSubviews` of each view of the file's classes in `root`'s tree, depth first (UIKit lays a superview
    /// out before its subviews): `root`'s own, and its subviews', each a call to run once laid out.
    func ownLayoutSubviews(under root: ViewObject) -> (root: (() throws -> Void)?, subviews: [() throws -> Void]) {
        func call(of view: ViewObject) -> (() throws -> Void)? {
            guard let instance = view.ownInstance, let method = instance.functions["layoutSubviews"]?.first else { return nil }
            return { [self] in try ViewControllerRunner(interpreter: self, type: instance) { _ in "" }.call(method, on: instance) }
        }
        var calls: [() throws -> Void] = []
        func visit(_ view: ViewObject) {
            if let made = call(of: view) { calls.append(made) }
            for subview in view.subviews { visit(subview) }
        }
        for subview in root.subviews { visit(subview) }
        return (call(of: root), calls)
    }
}
