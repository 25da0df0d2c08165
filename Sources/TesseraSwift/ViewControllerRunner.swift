// Running a view controller's lifecycle (stored properties, loadView, viewDidLoad, viewWillAppear) into a Screen.

import SwiftSyntax
import TesseraConstraints
import TesseraLayout
import TesseraViews

extension Interpreter {
    /// Properties of `UIViewController` its subclass's code may set without declaring them.
    static let viewControllerProperties: Set<String> = ["view", "title", "additionalSafeAreaInsets",
                                                        "viewRespectsSystemMinimumLayoutMargins", "modalPresentationStyle",
                                                        "overrideUserInterfaceStyle", "preferredContentSize"]
}

/// Runs a `UIViewController` subclass of the program as UIKit would before it shows: a new instance's stored
/// properties in declaration order, `init()` if it declares one, `loadView` (by default a plain root view the
/// screen's size), `viewDidLoad`, `viewWillAppear(_:)`; then reads the root view's tree and the active constraints.
struct ViewControllerRunner {
    let interpreter: Interpreter
    let type: SwiftTypeContext
    /// Properties set and methods called once the view controller has appeared (`--set`, `--call`).
    var actions = ScreenActions()
    /// `file:line` of a position, for the views' and constraints' locations.
    let locate: (SourcePosition) -> String
    /// Called with the view controller instance and its root view once its lifecycle has run (its collection view
    /// is read from them: `SwiftLayoutFile+Cells.swift`).
    var onLoaded: ((SwiftTypeContext, ViewObject) throws -> Void)?

    /// The screen the view controller shows in `environment` (its container is the screen's size).
    func screen(environment: LayoutEnvironment) throws -> Screen {
        try loaded(environment: environment).screen
    }

    /// The screen the view controller shows in `environment`, and the pass that runs its `viewDidLayoutSubviews`
    /// once the screen is laid out (nil when it declares none).
    func loaded(environment: LayoutEnvironment) throws -> (screen: Screen, pass: SwiftLayoutPass?) {
        interpreter.program.clearCaches()
        return try interpreter.inViewWorld(environment) { world in
            let (instance, root) = try runLifecycle(environment: environment)
            let screen = try makeScreen(instance, root, world: world)
            try onLoaded?(instance, root)
            // A root view of the file's class (`view = contentView` in loadView) runs its layoutSubviews, then
            // viewDidLayoutSubviews runs, then the subviews' of the file's classes (UIKit lays superviews out first).
            let own = interpreter.ownLayoutSubviews(under: root)
            var calls = own.root.map { [$0] } ?? []
            if let method = instance.functions["viewDidLayoutSubviews"]?.first { calls.append { try call(method, on: instance) } }
            calls += own.subviews
            let pass = calls.isEmpty ? nil : SwiftLayoutPass(interpreter: interpreter, world: world, root: root, screen: screen,
                                                             method: { for call in calls { try call() } },
                                                             rebuild: { try makeScreen(instance, root, world: world) })
            return (screen, pass)
        }
    }

    /// Where the view controller is declared.
    private var position: SourcePosition {
        interpreter.position(type.declaration ?? Syntax(SourceFileSyntax(statements: [])))
    }

    /// A new instance of the view controller with its lifecycle run up to `viewWillAppear(_:)`, the actions after
    /// it, and `viewWillLayoutSubviews`: the instance and its root view.
    private func runLifecycle(environment: LayoutEnvironment) throws -> (SwiftTypeContext, ViewObject) {
        let instance = type.makeInstance()
        let selfValue = SwiftValue.instance(instance)
        let at = position
        try initializeStoredProperties(of: instance, at: at)
        if let initializer = instance.initializers.first(where: { $0.signature.parameterClause.parameters.isEmpty }) {
            _ = try interpreter.invoke(SwiftFunction(initializer: initializer, captured: Scope(parent: interpreter.globals,
                                                                                                 selfValue: selfValue), cache: interpreter.signatures), [], at: at)
        }
        let size = environment.container.contentSize
        if let loadView = instance.functions["loadView"]?.first {
            instance.cache["view"] = .null
            try call(loadView, on: instance)
            guard case .view(let root)? = instance.cache["view"].map(interpreter.asView) else {
                throw InterpreterError(position: interpreter.position(loadView), message: "loadView did not set the view "
                                        + "controller's view (view = …)")
            }
            root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        } else {
            instance.cache["view"] = .view(try interpreter.defaultRootView(of: instance, size: size, at: at))
        }
        if let viewDidLoad = instance.functions["viewDidLoad"]?.first { try call(viewDidLoad, on: instance) }
        if let viewWillAppear = instance.functions["viewWillAppear"]?.first {
            try call(viewWillAppear, on: instance, arguments: [Argument(label: nil, value: .bool(false), location: at)])
        }
        guard case .view(let root)? = instance.cache["view"].map(interpreter.asView) else {   // `view = contentView`
            throw InterpreterError(position: at, message: "the view controller's view is not a view")
        }
        try interpreter.perform(actions, on: instance, root: root, at: at)
        if let viewWillLayout = instance.functions["viewWillLayoutSubviews"]?.first { try call(viewWillLayout, on: instance) }
        return (instance, root)
    }

    /// The screen the view controller's root view and its state make now.
    private func makeScreen(_ instance: SwiftTypeContext, _ root: ViewObject, world: ViewWorld) throws -> Screen {
        var screen = Screen(hierarchy: try hierarchy(root, world: world), location: locate(position))
        if case .string(let title)? = instance.cache["title"] { screen.title = title }
        if case .navigationItem(let item)? = instance.cache["navigationItem"] {
            if let title = item.title { screen.title = title }
            if let mode = item.largeTitleDisplayMode.flatMap(NavigationContainer.LargeTitleDisplayMode.init(rawValue:)) {
                // The mode, kept in a container the run replaces by the one the screen is shown in (if any).
                screen.navigation = NavigationContainer(largeTitleDisplayMode: mode)
            }
        }
        if case .insets(let insets)? = instance.cache["additionalSafeAreaInsets"] { screen.additionalSafeAreaInsets = insets }
        if case .bool(let respects)? = instance.cache["viewRespectsSystemMinimumLayoutMargins"] {
            screen.viewRespectsSystemMinimumLayoutMargins = respects
        }
        screen.rootLayoutMargins = root.layoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            ? .zero : root.layoutMargins
        return screen
    }

    func call(_ function: FunctionDeclSyntax, on instance: SwiftTypeContext, arguments: [Argument] = []) throws {
        let scope = Scope(parent: interpreter.globals, selfValue: .instance(instance))
        _ = try interpreter.invoke(SwiftFunction(declaration: function, captured: scope, cache: interpreter.signatures), arguments,
                                   at: interpreter.position(function))
    }

    /// Stored properties in declaration order: each initial value evaluated (closure-initialised ones called),
    /// `T!` and `T?` without one nil; `lazy var`s wait until read.
    func initializeStoredProperties(of instance: SwiftTypeContext, at: SourcePosition) throws {
        for name in instance.storedOrder {
            guard let binding = instance.properties[name], instance.cache[name] == nil,
                  let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { continue }
            if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) { continue }
            if binding.initializer != nil {
                _ = try interpreter.property(name, of: instance, at: interpreter.position(binding))
                continue
            }
            // `var a, b, c: UILabel!`: the type written last applies to every name before it.
            let bindings = Array(variable.bindings)
            let index = bindings.firstIndex { $0.id == binding.id } ?? 0
            let written = bindings[index...].first { $0.typeAnnotation != nil }?.typeAnnotation?.type.trimmedDescription
            if let written, written.hasSuffix("!") || written.hasSuffix("?") || written.hasPrefix("Optional<") {
                instance.cache[name] = .null
            }
        }
    }

    /// A view object as the engine's `View`.
    /// Where the code made the view, as dumps and messages give it, worked out once per view.
    private func located(_ object: ViewObject) -> String {
        let location = locate(object.position)
        object.location = location
        return location
    }

    func view(_ object: ViewObject, isRoot: Bool) throws -> View {
        var isHidden = object.isHidden
        if object.kind == .activityIndicator, object.hidesWhenStopped, object.stored["isAnimating"]?.isTrue != true {
            isHidden = true   // hidden while stopped (hidesWhenStopped is true by default)
        }
        var view = View(kind: object.kind, content: object.content,
                        identifier: isRoot ? object.accessibilityIdentifier : object.name,
                        translatesAutoresizingMaskIntoConstraints: object.translatesAutoresizingMaskIntoConstraints,
                        frame: object.frame, isHidden: isHidden, contentHugging: object.contentHugging,
                        compressionResistance: object.compressionResistance, layoutMargins: object.layoutMargins,
                        location: object.location ?? located(object))
        view.preservesSuperviewLayoutMargins = object.preservesSuperviewLayoutMargins
        view.intrinsicSizeOverride = try interpreter.intrinsicSizeOverride(of: object)
        view.insetsLayoutMarginsFromSafeArea = object.insetsLayoutMarginsFromSafeArea
        return view
    }
}
