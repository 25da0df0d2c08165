// viewDidLayoutSubviews and layoutSubviews: run once after the first layout, reading the frames it gave.

import TesseraLayout
import TesseraViews

/// The views of a loaded screen kept for the method UIKit calls once they are laid out (a view controller's
/// `viewDidLayoutSubviews`, a view's `layoutSubviews`). `run(_:)` gives each view the frame the layout solved, calls
/// the method once, and returns the screen its views make then when that differs from the one laid out (a constant,
/// a frame, `isHidden` or a text changed): UIKit's next layout pass shows it. It never runs twice, so a method that
/// changes something on every call does not loop.
public final class SwiftLayoutPass {
    let interpreter: Interpreter
    let world: ViewWorld
    let root: ViewObject
    let screen: Screen
    let method: () throws -> Void
    let rebuild: () throws -> Screen
    /// Turns an interpreter error into the file's (set by `SwiftLayoutFile`).
    var fileError: (Error) -> Error = { $0 }
    private var hasRun = false

    init(interpreter: Interpreter, world: ViewWorld, root: ViewObject, screen: Screen, method: @escaping () throws -> Void,
         rebuild: @escaping () throws -> Screen) {
        self.interpreter = interpreter
        self.world = world
        self.root = root
        self.screen = screen
        self.method = method
        self.rebuild = rebuild
    }

    /// Runs the method with the views at the frames of `layout` (`frame` in the superview, `bounds` at the origin,
    /// `safeAreaInsets` and the safe area and margins guides' `layoutFrame` as it gave them);
    /// returns the screen again when the method changed it, nil when nothing changed or it has run already.
    ///
    /// - Throws: `SwiftLayoutError` naming the file, line and column of what cannot run.
    public func run(_ layout: ScreenLayout) throws -> Screen? {
        guard !hasRun else { return nil }
        hasRun = true
        var objects: [ViewObject] = []
        func visit(_ object: ViewObject) {
            objects.append(object)
            object.subviews.forEach(visit)
        }
        visit(root)
        guard objects.count == layout.views.frames.count else { return nil }
        let original = objects.map(\.frame)
        let laidOut = objects.indices.map { layout.frameInSuperview(of: $0, in: screen.hierarchy) }
        for (index, (object, frame)) in zip(objects, laidOut).enumerated() {
            object.frame = frame
            object.laidOutGuides = (layout.guides.safeArea[index] ?? .zero, layout.guides.margins[index] ?? object.layoutMargins)
        }
        defer {
            for object in objects { object.laidOutGuides = nil }
        }
        do {
            return try interpreter.inViewWorld(world) { _ in
                try method()
                // A frame the method did not set is again the one the code gave (Auto Layout's views keep theirs).
                for (index, object) in objects.enumerated() where object.frame == laidOut[index] {
                    object.frame = original[index]
                }
                let again = try rebuild()
                return again == screen ? nil : again
            }
        } catch {
            throw fileError(error)
        }
    }

    /// The index of the first collection view under the root (depth first), as the screen numbers views.
    public var collectionViewIndex: Int? {
        SwiftCellMeasurer.firstCollectionView(under: root).flatMap { SwiftCellMeasurer.index(of: $0, under: root) }
    }
}
