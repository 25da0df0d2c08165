// A Swift file's view controller as a screen source: its lifecycle interpreted into the screen a run lays out.

import TesseraDump
import TesseraLayout
import TesseraScript
import TesseraSwift
import TesseraText
import TesseraViews

/// A `UIViewController` subclass of a Swift file, run for its screen (`SwiftLayoutFile.loadScreen`), shown full
/// screen or inside a navigation controller (`--navigation-bar [--large-title]`); or a `UIView` subclass shown alone
/// (`SwiftLayoutFile.loadView`), fitted at the device's width or at `viewSize`. As a layout source it has no
/// sections: its views are the screen's.
public final class SwiftScreenSource: LayoutSource, ScreenSource {
    public let file: SwiftLayoutFile
    public let entry: SwiftLayoutEntry
    public let name: String
    public let limits: SwiftLimits
    /// The navigation controller the view controller is shown in; nil: full screen.
    public let navigation: NavigationContainer?
    /// Properties set and methods called once the view controller has appeared (`--set`, `--call`).
    public var actions = ScreenActions()
    /// `UIImage(named:)`'s sizes in points (`--image`, `--images`).
    public var images: [String: Size] = [:]
    /// A `UIView` subclass entry's size (`--size WxH`); nil: fitted at the device's width.
    public var viewSize: Size?
    /// Whether the collection view's cells, measured together, are each fitted on a second thread while the next is
    /// configured (`SwiftCellMeasurer.overlapsFits`: the same sizes, frames and dumps either way).
    public var overlapsCellFits = true
    private var textMeasurer: TextMeasurer?

    public init(file: SwiftLayoutFile, entry: SwiftLayoutEntry, name: String, limits: SwiftLimits = SwiftLimits(),
                navigation: NavigationContainer? = nil) {
        self.file = file
        self.entry = entry
        self.name = name
        self.limits = limits
        self.navigation = navigation
    }

    public func loadScreen(environment: LayoutEnvironment) throws -> LoadedScreen {
        var loaded: SwiftLoadedScreen
        do {
            loaded = entry.kind == .view
                ? try file.loadView(entry: entry, limits: limits, images: images, environment: environment, size: viewSize)
                : try file.loadScreenAndCollection(entry: entry, limits: limits, images: images, environment: environment,
                                                   actions: actions)
        } catch let error as SwiftLayoutError {
            throw ScriptError(.script, error.description)
        }
        loaded.collection?.measurer.overlapsFits = overlapsCellFits
        // The navigation controller shown in, with the view controller's own largeTitleDisplayMode.
        let mode = loaded.screen.navigation?.largeTitleDisplayMode ?? .automatic
        let navigation = entry.kind == .view ? nil : self.navigation
        loaded.screen.navigation = navigation.map { container in
            var container = container
            container.largeTitleDisplayMode = mode
            return container
        }
        let location = "\(entry.file.isEmpty ? name : entry.file):\(entry.line)"
        let collectionSource = loaded.collection.map { SwiftCollectionSource($0, name: name, entryLocation: location) }
        let collectionView = loaded.collection.flatMap { collection in
            collectionSource.map { (collection.viewIndex, $0 as any LayoutSource) }
        }
        // viewDidLayoutSubviews / layoutSubviews: the screen again when it changed, its collection view (if any) found anew.
        return LoadedScreen(screen: loaded.screen, collectionView: collectionView, didLayout: loaded.layoutPass.map { pass in
            { layout in
                do {
                    guard var screen = try pass.run(layout) else { return nil }
                    screen.navigation = loaded.screen.navigation
                    let index = pass.collectionViewIndex
                    return LoadedScreen(screen: screen, collectionView: collectionSource.flatMap { source in
                        index.map { ($0, source as any LayoutSource) }
                    })
                } catch let error as SwiftLayoutError {
                    throw ScriptError(.script, error.description)
                }
            }
        })
    }

    public func viewLayoutContext(traits: TraitCollection) throws -> ViewLayoutContext {
        let measurer = try textMeasurer ?? TextMeasurer(layoutCacheCapacity: TextMeasurer.runLayoutCacheCapacity)
        textMeasurer = measurer
        return ViewLayoutContext(measurer: measurer, scale: traits.displayScale, layoutDirection: traits.layoutDirection)
    }

    public func follow(_ traits: TraitCollection) {}

    // As a layout source: no sections (a view controller's collection view is not run yet).
    public var layout: CompositionalLayout { CompositionalLayout(sectionProvider: { _, _ in nil }) }
    public var itemCounts: [Int] { [] }
    public let measurer: any ElementMeasuring = EchoMeasurer()
    public var hasSubviews: Bool { false }
    public var keepsSubviews = false
    public var hasEstimates: Bool { false }
    public func subviews(of element: LayoutAttributes, environment: LayoutEnvironment) throws -> [ElementSubview] { [] }
    public func itemIdentifiers() throws -> [[String?]] { [] }
    public func location(of place: LayoutError.Place) -> String? { "\(entry.file.isEmpty ? name : entry.file):\(entry.line)" }
    public var warnings: [DumpWarning] { [] }
    public var warningLog: String { "" }
    public var timings: ScriptTimings { ScriptTimings() }
    public func setDeadline(_ deadline: ScriptDeadline?) {}
}
