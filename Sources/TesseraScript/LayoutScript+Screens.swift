// Loading the screen a script returned: the view controller's root view, its containers, its collection view.

import CLua
import TesseraLayout
import TesseraViews

/// A screen as a script's `L.viewController` (in its containers) gave it for one environment.
public struct ScriptScreen {
    /// The view controller's tree and containers.
    public var screen: Screen
    /// The index of the collection view whose layout the script now holds (`LayoutScript.layout`), if any.
    public var collectionView: Int?
}

extension LayoutScript {
    /// What a script may return to describe a screen.
    static let screenKinds: Set<String> = ["viewController", "navigationController", "tabBarController"]

    /// Whether the script returned a screen (a view controller or a container) rather than a layout.
    public var isScreen: Bool { screenReference != nil }

    /// Loads the screen the script returned in `environment` (its container is the screen): calls the view
    /// controller's `view` function with a new root view, and reads the tree, the containers and the collection
    /// view's layout (which becomes the script's `layout`).
    ///
    /// - Throws: `ScriptError` for what the script did wrong (a Lua error in `view`, a constraint to a view outside
    ///   the tree, two collection views: Tessera lays out one per screen).
    public func loadScreen(environment: LayoutEnvironment) throws -> ScriptScreen {
        guard let screenReference else { throw ScriptError(.script, "\(options.script): the script returned no screen") }
        return try state.withBalancedStack {
            state.push(reference: module)
            state.pushField("_loadScreen", of: -1)
            lua_rotate(state.L, -2, 1)
            state.pop()
            state.push(reference: screenReference)
            state.push(environment: environment)
            try state.call(arguments: 2, results: 1)
            defer { state.pop() }
            let screen = try readScreen(at: lua_absindex(state.L, -1))
            warnAboutInactiveConstraints()
            return screen
        }
    }

    /// The screen `_loadScreen` described at `index`.
    private func readScreen(at index: Int32) throws -> ScriptScreen {
        let reader = LayoutReader(state: state)
        let (hierarchy, indices) = try reader.field("root", of: index) { try reader.indexedViewHierarchy(at: -1) }
        var screen = try reader.field("viewController", of: index) { () throws -> Screen in
            var screen = Screen(hierarchy: hierarchy, title: reader.string("title", of: -1),
                                additionalSafeAreaInsets: reader.insets("additionalSafeAreaInsets", of: -1),
                                rootLayoutMargins: reader.insets("directionalLayoutMargins", of: -1),
                                viewRespectsSystemMinimumLayoutMargins: reader.bool("viewRespectsSystemMinimumLayoutMargins",
                                                                                    of: -1, default: true),
                                location: reader.location(at: -1))
            let mode = try reader.choice("largeTitleDisplayMode", of: -1, default: NavigationContainer.LargeTitleDisplayMode.automatic,
                                         in: "viewController", place: screen.location)
            screen.navigation = NavigationContainer(largeTitleDisplayMode: mode)
            return screen
        }
        let hasNavigation = reader.field("navigation", of: index) { state.type(at: -1) == LUA_TTABLE }
        if hasNavigation {
            reader.field("navigation", of: index) {
                screen.navigation?.prefersLargeTitles = reader.bool("prefersLargeTitles", of: -1, default: false)
                screen.navigation?.isNavigationBarHidden = reader.bool("isNavigationBarHidden", of: -1, default: false)
                screen.navigation?.isToolbarHidden = reader.bool("isToolbarHidden", of: -1, default: true)
            }
        } else {
            screen.navigation = nil
        }
        let titles = reader.array("tabs", of: index) { _ in state.string(at: -1) ?? "" }
        if !titles.isEmpty {
            screen.tabBar = TabBarContainer(titles: titles, selectedIndex: Int(reader.number("selectedIndex", of: index)))
        }
        let collectionViews = reader.array("collectionViews", of: index) { _ in
            (lua_topointer(state.L, -1)!, reader.location(at: -1))
        }
        guard let (table, _) = collectionViews.first else { return ScriptScreen(screen: screen, collectionView: nil) }
        if collectionViews.count > 1 {
            throw ScriptError(.script, "\(collectionViews[1].1): a second collection view: Tessera lays out one collection "
                              + "view per screen (the first is at \(collectionViews[0].1))")
        }
        try reader.field("collectionViews", of: index) {
            state.pushIndex(1, of: -1)
            defer { state.pop() }
            try reader.field("layout", of: -1) { try read(layoutAt: -1, reader: reader) }
        }
        return ScriptScreen(screen: screen, collectionView: indices[table])
    }
}

extension LayoutScript {
    /// What laying out the script's views needs for `traits`: its text measurer, scale and layout direction.
    public func viewLayoutContext(traits: TraitCollection) throws -> ViewLayoutContext {
        ViewLayoutContext(measurer: try state.measurer(), scale: traits.displayScale, layoutDirection: traits.layoutDirection)
    }
}
