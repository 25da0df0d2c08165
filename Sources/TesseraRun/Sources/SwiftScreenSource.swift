// A Swift file's view controller as a screen source: its lifecycle interpreted into the screen a run lays out.

import TesseraDump
import TesseraLayout
import TesseraScript
import TesseraSwift
import TesseraText
import TesseraViews

/// A `UIViewController` subclass of a Swift file, run for its screen (`SwiftLayoutFile.loadScreen`), shown full
/// screen or inside a navigation controller (`--navigation-bar [--large-title]`). As a layout source it has no
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
        var screen: Screen
        var collection: SwiftCollectionView?
        do {
            (screen, collection) = try file.loadScreenAndCollection(entry: entry, limits: limits, images: images,
                                                                    environment: environment, actions: actions)
        } catch let error as SwiftLayoutError {
            throw ScriptError(.script, error.description)
        }
        // The navigation controller shown in, with the view controller's own largeTitleDisplayMode.
        let mode = screen.navigation?.largeTitleDisplayMode ?? .automatic
        screen.navigation = navigation.map { container in
            var container = container
            container.largeTitleDisplayMode = mode
            return container
        }
        let location = "\(entry.file.isEmpty ? name : entry.file):\(entry.line)"
        return LoadedScreen(screen: screen, collectionView: collection.map { collection in
            (collection.viewIndex, SwiftCollectionSource(collection, name: name, entryLocation: location))
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
