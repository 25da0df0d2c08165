// A Swift file's view controller run for its screen and its collection view: the layout, counts and cells.

import SwiftSyntax
import TesseraLayout
import TesseraViews

extension SwiftLayoutFile {
    /// Runs the view controller `entry` as `loadScreen` does, and reads the collection view its lifecycle put in its
    /// view tree (the first, depth first), if any: its layout (`collectionViewLayout`, interpreted as layout entries
    /// are), its item counts from its data source, and a measurer running its cells' code; and the pass that runs
    /// its `viewDidLayoutSubviews` once laid out. `images` gives `UIImage(named:)` its sizes.
    ///
    /// - Throws: `SwiftLayoutError` naming the file, line and column of what cannot run.
    public func loadScreenAndCollection(entry: SwiftLayoutEntry, limits: SwiftLimits = SwiftLimits(),
                                        images: [String: Size] = [:], environment: LayoutEnvironment,
                                        actions: ScreenActions = ScreenActions()) throws -> SwiftLoadedScreen {
        guard entry.kind == .viewController,
              let found = (program.entries + program.screenHosts).first(where: { $0.entry == entry }) else {
            throw SwiftLayoutError(file: path, line: entry.line, column: 1, message: "\(entry.qualifiedName) is not a view controller")
        }
        let interpreter = makeInterpreter(limits: limits)
        interpreter.cells.imageSizes = images
        let files = self.files
        // Each cell's views and constraints name their places again: each offset converted once.
        let located = LocationTexts { offset in
            let location = Self.locate(offset, in: files)
            return "\(location.file):\(location.line)"
        }
        let locate: (SourcePosition) -> String = { located.text(at: $0.offset) }
        var collection: SwiftCollectionView?
        var runner = ViewControllerRunner(interpreter: interpreter, type: found.context, locate: locate)
        runner.actions = actions
        runner.onLoaded = { [fileError] instance, root in
            guard let view = SwiftCellMeasurer.firstCollectionView(under: root),
                  let index = SwiftCellMeasurer.index(of: view, under: root) else { return }
            guard let layoutValue = view.stored["collectionViewLayout"] else {
                throw InterpreterError(position: view.position, message: "the collection view has no layout "
                                        + "(UICollectionView(frame:collectionViewLayout:))")
            }
            let layout = try EntryRunner(interpreter: interpreter, declaration: found.declaration, context: instance,
                                         locate: fileError).layout(from: layoutValue, at: view.position)
            let counts = try SwiftCellMeasurer.itemCounts(of: view, interpreter: interpreter)
            let measurer = SwiftCellMeasurer(interpreter: interpreter, collectionView: view, locate: locate,
                                             fileError: fileError)
            collection = SwiftCollectionView(viewIndex: index, layout: layout, itemCounts: counts, measurer: measurer)
        }
        do {
            let (screen, pass) = try runner.loaded(environment: environment)
            pass?.fileError = fileError
            return SwiftLoadedScreen(screen: screen, collection: collection, layoutPass: pass)
        } catch is ScreenNeeded {
            throw SwiftLayoutError(file: path, line: entry.line, column: 1, message: "the view controller reads the screen "
                                   + "where no environment is known")
        } catch {
            throw fileError(error)
        }
    }
}

/// A Swift view controller or view loaded for its screen: the screen, its collection view if it has one, and the
/// pass running `viewDidLayoutSubviews` / `layoutSubviews` once the screen is laid out (nil without one).
public struct SwiftLoadedScreen {
    public var screen: Screen
    public var collection: SwiftCollectionView?
    public var layoutPass: SwiftLayoutPass?
}

/// `file:line` texts of source offsets, each worked out once (a line lookup and a string built per call otherwise).
final class LocationTexts {
    private let make: (Int) -> String
    private var texts: [Int: String] = [:]

    init(_ make: @escaping (Int) -> String) {
        self.make = make
    }

    /// The text of `offset`, made the first time it is asked for.
    func text(at offset: Int) -> String {
        if let found = texts[offset] { return found }
        let text = make(offset)
        texts[offset] = text
        return text
    }
}
