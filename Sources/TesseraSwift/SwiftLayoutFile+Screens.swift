// A Swift file's view controller run for its screen: its lifecycle interpreted into a `Screen`.

import TesseraLayout
import TesseraViews

extension SwiftLayoutFile {
    /// The view controller entry `name` picks (or the file's only entry, when it is a view controller); nil when the
    /// entry chosen is a layout or a section.
    public func viewControllerEntry(named name: String?) throws -> SwiftLayoutEntry? {
        let entry = try entry(named: name)
        return entry.kind == .viewController ? entry : nil
    }

    /// The view controller or `UIView` subclass entry `name` picks (or the file's only entry, when it is one of
    /// those): what runs as a screen; nil when the entry chosen is a layout or a section.
    public func screenEntry(named name: String?) throws -> SwiftLayoutEntry? {
        let entry = try entry(named: name)
        return entry.kind == .viewController || entry.kind == .view ? entry : nil
    }

    /// Runs the view controller `entry` as UIKit would before showing it in `environment` (whose container is the
    /// screen's size): stored properties, `loadView`, `viewDidLoad`, `viewWillAppear(_:)`; its root view's tree
    /// and active constraints are the screen.
    ///
    /// - Throws: `SwiftLayoutError` naming the file, line and column of what cannot run.
    public func loadScreen(entry: SwiftLayoutEntry, limits: SwiftLimits = SwiftLimits(),
                           environment: LayoutEnvironment, actions: ScreenActions = ScreenActions()) throws -> Screen {
        guard entry.kind == .viewController,
              let found = program.entries.first(where: { $0.entry == entry }) else {
            throw SwiftLayoutError(file: path, line: entry.line, column: 1, message: "\(entry.qualifiedName) is not a view controller")
        }
        let interpreter = makeInterpreter(limits: limits)
        let files = self.files
        var runner = ViewControllerRunner(interpreter: interpreter, type: found.context) { position in
            let location = Self.locate(position.offset, in: files)
            return "\(location.file):\(location.line)"
        }
        runner.actions = actions
        do {
            return try runner.screen(environment: environment)
        } catch is ScreenNeeded {
            throw SwiftLayoutError(file: path, line: entry.line, column: 1, message: "the view controller reads the screen "
                                   + "where no environment is known")
        } catch {
            throw fileError(error)
        }
    }
}
