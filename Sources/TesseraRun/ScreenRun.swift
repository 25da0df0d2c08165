// The run of a screen: a script's view controller laid out on a device, its collection view run in its frame.

import TesseraDump
import TesseraLayout
import TesseraScript
import TesseraViews

/// What a screen's run takes besides the device: the keyboard, and the readable width where §8.3 does not know it.
public struct ScreenOptions: Hashable, Sendable {
    public var keyboard: ScreenKeyboard
    public var readableWidth: Double?

    public init(keyboard: ScreenKeyboard = .hidden, readableWidth: Double? = nil) {
        self.keyboard = keyboard
        self.readableWidth = readableWidth
    }
}

/// A screen laid out on a device: the script's view controller loaded for the device's traits, its tree solved with
/// the bars and guides UIKit gives it (`Screen.layout`), its main scroll view at the options' content offset, and its
/// collection view's layout run (a `Run`) in the frame, safe area and adjusted inset the screen gives it.
public final class ScreenRun {
    public let source: any ScreenSource
    public let options: RunOptions
    public let screen: Screen
    public private(set) var layout: ScreenLayout
    /// The collection view's index and its layout's run, when the screen has one.
    public let collectionView: (view: Int, run: Run)?
    /// The view `--content-offset` scrolls: the first scroll or collection view, depth first.
    public let mainScrollView: Int?

    /// Loads and lays out `source`'s screen.
    public convenience init(_ source: any ScreenSource, options: RunOptions, screenOptions: ScreenOptions = ScreenOptions()) throws {
        let loaded = try source.loadScreen(environment: Self.environment(source, options: options))
        try self.init(source, loaded: loaded, options: options, screenOptions: screenOptions)
    }

    /// The environment `source`'s screen is loaded in on the options' device (after `source` follows its traits).
    public static func environment(_ source: any ScreenSource, options: RunOptions) -> LayoutEnvironment {
        let traits = options.device.geometry(scrollDirection: .vertical).traitCollection
        source.follow(traits)
        let size = options.device.preset.size(options.device.orientation)
        return LayoutEnvironment(container: LayoutContainer(contentSize: size), traitCollection: traits)
    }

    /// Lays out the screen `source` loaded (`loadScreen(environment:)` in `environment(_:options:)`): the run of
    /// `init(_:options:screenOptions:)` after its load (the benchmark times the two apart).
    public init(_ source: any ScreenSource, loaded: LoadedScreen, options: RunOptions,
                screenOptions: ScreenOptions = ScreenOptions()) throws {
        self.source = source
        self.options = options
        let device = options.device
        let traits = device.geometry(scrollDirection: .vertical).traitCollection
        var loaded = loaded
        var screen = loaded.screen
        let context = try source.viewLayoutContext(traits: traits)
        let metrics = try Self.metrics(of: screen, device: device, context: context, screenOptions: screenOptions)
        var layout: ScreenLayout
        do {
            layout = try screen.layout(metrics: metrics, context: context)
            // viewDidLayoutSubviews / layoutSubviews, once: what it changed is laid out again, as UIKit's next pass.
            if let didLayout = loaded.didLayout, let again = try didLayout(layout) {
                loaded = again
                screen = again.screen
                layout = try screen.layout(metrics: metrics, context: context)
            }
        } catch let error as ScreenLayoutError {
            throw ScriptError(.script, error.description)
        }
        let main = screen.hierarchy.depthFirst().first { screen.hierarchy.views[$0.view].kind.isScrollView }?.view
        if let main, let offset = options.contentOffset, screen.hierarchy.views[main].kind == .scrollView {
            let point = Self.offset(offset, scrolling: layout.scrollViews[main], frame: layout.views.frames[main])
            layout = try screen.layout(metrics: metrics, context: context, contentOffsets: [main: point])
        }
        let collectionView = try loaded.collectionView.map { index, layoutSource in
            (index, try Self.runCollectionView(index, of: screen, in: layout, source: layoutSource, options: options,
                                               traits: traits, isMain: index == main))
        }
        if let (index, run) = collectionView {
            layout.scrollViews[index]?.contentSize = run.simulation.solved.contentSize
            layout.scrollViews[index]?.contentOffset = run.dumpOffset
        }
        self.screen = screen
        self.layout = layout
        self.collectionView = collectionView
        mainScrollView = main
    }

    /// The device's screen, bars and guides for a view controller's screen; for a view shown alone, its own size
    /// (fitted at its width, or the size asked for) with no bar and no safe area.
    private static func metrics(of screen: Screen, device: RunDevice, context: ViewLayoutContext,
                                screenOptions: ScreenOptions) throws -> ScreenMetrics {
        if let standalone = screen.standalone {
            let root = screen.hierarchy.views[screen.hierarchy.root]
            switch standalone.sizing {
            case .size(let size):
                return .standalone(size: size, layoutMargins: root.layoutMargins)
            case .fittingWidth(let width):
                let fitting = try screen.hierarchy.systemLayoutSizeFitting(
                    Size(width: width, height: 0), horizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel, context: context)
                return .standalone(size: fitting.size, layoutMargins: root.layoutMargins)
            }
        }
        let isCompactHeight = device.preset.verticalSizeClass(device.orientation) == .compact
        do {
            return try ScreenMetrics(device: device.preset, orientation: device.orientation,
                                     contentSizeCategory: device.contentSizeCategory,
                                     chrome: screen.chrome(isCompactHeight: isCompactHeight), keyboard: screenOptions.keyboard,
                                     rootLayoutMargins: screen.rootLayoutMargins,
                                     viewRespectsSystemMinimumLayoutMargins: screen.viewRespectsSystemMinimumLayoutMargins,
                                     readableWidth: screenOptions.readableWidth)
        } catch let error as ScreenMetricsError {
            // Bad input (a keyboard height the reference does not know and the options do not give), not a failure.
            throw ScriptError(.input, error.description)
        }
    }

    /// A scroll view's offset with `value` along its scroll axis: horizontal when only its content's width
    /// overflows its frame, else vertical; the other coordinate stays at rest.
    static func offset(_ value: Double, scrolling state: ScrollViewState?, frame: Rect) -> Point {
        guard let state else { return Point(x: 0, y: value) }
        let horizontal = state.contentSize.width > frame.width && state.contentSize.height <= frame.height
        return horizontal ? Point(x: value, y: state.contentOffset.y) : Point(x: state.contentOffset.x, y: value)
    }

    /// Runs the collection view's layout in the geometry the screen gives it.
    private static func runCollectionView(_ index: Int, of screen: Screen, in layout: ScreenLayout, source: any LayoutSource,
                                          options: RunOptions, traits: TraitCollection, isMain: Bool) throws -> Run {
        var runOptions = options
        runOptions.geometry = layout.collectionViewGeometry(of: index, in: screen.hierarchy, isPad: options.device.preset.isPad,
                                                            traits: traits)
        if !isMain { runOptions.contentOffset = nil }
        return try Run(source, options: runOptions)
    }

    /// The log UIKit would print for the screen's constraints: each conflict and each ambiguous view.
    public var warningLog: String {
        let log = ConstraintLog(hierarchy: screen.hierarchy)
        let texts = layout.views.conflicts.map(log.text(of:)) + layout.views.ambiguities.map(log.text(of:))
        return texts.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined() + (collectionView?.run.source.warningLog ?? "")
    }
}
