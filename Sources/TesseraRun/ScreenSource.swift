// A screen source: what every front end that describes a view controller's screen gives a screen run.

import TesseraDump
import TesseraLayout
import TesseraViews

/// A screen as a front end loaded it for one environment: the view controller's tree and containers, and its
/// collection view (the view's index and the layout source its layout comes from), if it has one.
public struct LoadedScreen {
    public var screen: Screen
    public var collectionView: (view: Int, source: any LayoutSource)?
    /// Runs once the screen is laid out (`viewDidLayoutSubviews`, a view's `layoutSubviews`) with the layout its
    /// views read; returns the screen loaded again when the code changed it (the run lays it out once more), nil
    /// when nothing changed. Runs once: never after the second layout.
    public var didLayout: ((ScreenLayout) throws -> LoadedScreen?)?

    public init(screen: Screen, collectionView: (view: Int, source: any LayoutSource)? = nil,
                didLayout: ((ScreenLayout) throws -> LoadedScreen?)? = nil) {
        self.screen = screen
        self.collectionView = collectionView
        self.didLayout = didLayout
    }
}

/// A front end's view controller, ready for a `ScreenRun` (a Lua script returning `L.viewController`; an app's
/// `UIViewController` subclass in Swift).
public protocol ScreenSource: AnyObject {
    /// The path the source was loaded from, as given.
    var name: String { get }
    /// Follows `traits` from now on (text size, display scale).
    func follow(_ traits: TraitCollection)
    /// Loads the screen (runs the view controller's view code) in `environment`, whose container is the screen.
    func loadScreen(environment: LayoutEnvironment) throws -> LoadedScreen
    /// What laying out the screen's views needs: text measurement, scale and layout direction for `traits`.
    func viewLayoutContext(traits: TraitCollection) throws -> ViewLayoutContext
    /// What running the source reported (its cells' Auto Layout conflicts …), for JSON dumps.
    var warnings: [DumpWarning] { get }
}

extension LayoutSource {
    /// The source as a screen, when what it describes is one (a script that returned a view controller).
    public var screenSource: (any ScreenSource)? {
        if let lua = self as? LuaLayoutSource { return lua.script.isScreen ? lua : nil }
        return self as? any ScreenSource
    }
}
