// A Swift file's UIView subclass run as an entry: built by its own init, shown alone as a screen of its size.

import SwiftSyntax
import TesseraLayout
import TesseraViews

extension SwiftLayoutFile {
    /// Builds the `UIView` subclass `entry` as `ProfileHeaderView()` would — its stored properties in order
    /// (closure-initialised ones called), then its own `init()` (or one whose parameters all have defaults), else its
    /// `init(frame:)`, `super` calls doing nothing — and gives the screen that shows it alone: fitted at the
    /// environment's width (`systemLayoutSizeFitting` with the width required and the height at
    /// `fittingSizeLevel`), or at `size` exactly. Its `layoutSubviews` runs once laid out (the result's pass).
    ///
    /// - Throws: `SwiftLayoutError` naming the file, line and column of what cannot run.
    public func loadView(entry: SwiftLayoutEntry, limits: SwiftLimits = SwiftLimits(), images: [String: Size] = [:],
                         environment: LayoutEnvironment, size: Size? = nil) throws -> SwiftLoadedScreen {
        guard entry.kind == .view, let found = program.entries.first(where: { $0.entry == entry }) else {
            throw SwiftLayoutError(file: path, line: entry.line, column: 1, message: "\(entry.qualifiedName) is not a UIView subclass")
        }
        let interpreter = makeInterpreter(limits: limits)
        interpreter.cells.imageSizes = images
        let files = self.files
        let runner = ViewSubclassRunner(interpreter: interpreter, type: found.context) { position in
            let location = Self.locate(position.offset, in: files)
            return "\(location.file):\(location.line)"
        }
        do {
            program.clearCaches()
            let loaded = try runner.loaded(environment: environment, size: size)
            loaded.layoutPass?.fileError = fileError
            return loaded
        } catch is ScreenNeeded {
            throw SwiftLayoutError(file: path, line: entry.line, column: 1, message: "the view reads the screen "
                                   + "where no environment is known")
        } catch {
            throw fileError(error)
        }
    }
}

/// Makes a `UIView` subclass of the program and reads its tree as a screen of its own.
struct ViewSubclassRunner {
    let interpreter: Interpreter
    let type: SwiftTypeContext
    /// `file:line` of a position, for the views' and constraints' locations.
    let locate: (SourcePosition) -> String

    /// The view made in a new world of views for `environment`, as a screen: fitted at the environment's width, or
    /// at `size`; and the pass running its `layoutSubviews` once laid out.
    func loaded(environment: LayoutEnvironment, size: Size?) throws -> SwiftLoadedScreen {
        try interpreter.inViewWorld(environment) { world in
            let at = interpreter.position(type.declaration ?? Syntax(SourceFileSyntax(statements: [])))
            let frame = Rect(origin: .zero, size: size ?? .zero)
            let (instance, root) = try make(frame: frame, at: at)
            let sizing: StandaloneView.Sizing = size.map { .size($0) } ?? .fittingWidth(environment.container.contentSize.width)
            let controllerRunner = ViewControllerRunner(interpreter: interpreter, type: instance, locate: locate)
            func makeScreen() throws -> Screen {
                var screen = Screen(hierarchy: try controllerRunner.hierarchy(root, world: world), location: locate(at))
                screen.standalone = StandaloneView(className: type.name, sizing: sizing)
                return screen
            }
            let screen = try makeScreen()
            // Its own layoutSubviews, then its subviews' of the file's classes.
            let own = interpreter.ownLayoutSubviews(under: root)
            let calls = (own.root.map { [$0] } ?? []) + own.subviews
            let pass = calls.isEmpty ? nil : SwiftLayoutPass(interpreter: interpreter, world: world, root: root, screen: screen,
                                                             method: { for call in calls { try call() } }, rebuild: makeScreen)
            return SwiftLoadedScreen(screen: screen, collection: nil, layoutPass: pass)
        }
    }

    /// A new instance whose view is the root: stored properties, then the init that makes it without arguments
    /// beyond a frame. `required init?(coder:)` is never called (nothing here decodes a nib).
    private func make(frame: Rect, at: SourcePosition) throws -> (SwiftTypeContext, ViewObject) {
        try interpreter.makeOwnViewInstance(type, uikit: interpreter.uikitViewClass(of: type) ?? "UIView", frame: frame,
                                            arguments: [], at: at)
    }
}
