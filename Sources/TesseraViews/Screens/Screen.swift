// A view controller shown full screen: its root view's tree, the containers around it, and its collection views.
import TesseraLayout

/// A view controller's screen as a script describes it: the tree under its root view (which fills the screen),
/// the navigation and tab bar controllers it is shown in, and what it changes of the safe area and margins. Lay it
/// out on a device with `layout(metrics:context:)` (`ScreenLayout`).
public struct Screen: Hashable, Sendable {
    /// The root view's tree (index 0 is `viewController.view`).
    public var hierarchy: ViewHierarchy
    /// `title`: what the navigation bar shows.
    public var title: String?
    /// The navigation controller the view controller is the top of; nil when it is not in one.
    public var navigation: NavigationContainer?
    /// The tab bar controller it is selected in; nil when it is not in one.
    public var tabBar: TabBarContainer?
    /// `additionalSafeAreaInsets`.
    public var additionalSafeAreaInsets: DirectionalEdgeInsets
    /// The root view's `directionalLayoutMargins` as the script set them (zero: the system minimum alone).
    public var rootLayoutMargins: DirectionalEdgeInsets
    /// `viewRespectsSystemMinimumLayoutMargins` (default true).
    public var viewRespectsSystemMinimumLayoutMargins: Bool
    /// Where the script made the view controller (`file:line`), for messages.
    public var location: String
    /// A `UIView` subclass shown alone (its own size, no bars, no safe area); nil for a view controller's screen.
    public var standalone: StandaloneView?

    public init(hierarchy: ViewHierarchy, title: String? = nil, navigation: NavigationContainer? = nil,
                tabBar: TabBarContainer? = nil, additionalSafeAreaInsets: DirectionalEdgeInsets = .zero,
                rootLayoutMargins: DirectionalEdgeInsets = .zero, viewRespectsSystemMinimumLayoutMargins: Bool = true,
                location: String = "") {
        self.hierarchy = hierarchy
        self.title = title
        self.navigation = navigation
        self.tabBar = tabBar
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.rootLayoutMargins = rootLayoutMargins
        self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
        self.location = location
    }

    /// The bars the containers show on a device in an orientation. A large title shows only in regular height:
    /// in compact height (iPhones in landscape) the bar is the standard one (UIKit collapses large titles there).
    public func chrome(isCompactHeight: Bool) -> ScreenChrome {
        var style = NavigationBarStyle.hidden
        if let navigation, !navigation.isNavigationBarHidden {
            style = navigation.showsLargeTitle && !isCompactHeight ? .largeTitle() : .standard
        }
        return ScreenChrome(navigationBar: style, hasTabBar: tabBar != nil,
                            hasToolbar: navigation.map { !$0.isToolbarHidden } ?? false,
                            additionalSafeAreaInsets: additionalSafeAreaInsets)
    }

    /// Whether a container (navigation or tab bar controller) shows the view controller: its main scroll view's
    /// content inset is then always adjusted vertically (`contentInsetAdjustmentBehavior` `.automatic`, §9).
    public var isInContainer: Bool { navigation != nil || tabBar != nil }
}

/// `UINavigationController` around a screen's view controller.
public struct NavigationContainer: Hashable, Sendable {
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
        case automatic, always, never
    }

    /// `navigationBar.prefersLargeTitles`.
    public var prefersLargeTitles: Bool
    /// The view controller's `navigationItem.largeTitleDisplayMode`.
    public var largeTitleDisplayMode: LargeTitleDisplayMode
    /// `isNavigationBarHidden`.
    public var isNavigationBarHidden: Bool
    /// `isToolbarHidden` (default true).
    public var isToolbarHidden: Bool

    public init(prefersLargeTitles: Bool = false, largeTitleDisplayMode: LargeTitleDisplayMode = .automatic,
                isNavigationBarHidden: Bool = false, isToolbarHidden: Bool = true) {
        self.prefersLargeTitles = prefersLargeTitles
        self.largeTitleDisplayMode = largeTitleDisplayMode
        self.isNavigationBarHidden = isNavigationBarHidden
        self.isToolbarHidden = isToolbarHidden
    }

    /// Whether the bar shows a large title: `prefersLargeTitles` and a display mode other than `.never` (the mode
    /// "has effect only when the navigation bar's prefersLargeTitles property is true", Apple).
    public var showsLargeTitle: Bool { prefersLargeTitles && largeTitleDisplayMode != .never }
}

/// `UITabBarController` around a screen's view controller: its tabs' titles and which one is selected.
public struct TabBarContainer: Hashable, Sendable {
    /// Each tab's title (`tabBarItem.title`, else the view controller's `title`).
    public var titles: [String]
    /// `selectedIndex`, counted from 0 as UIKit counts it.
    public var selectedIndex: Int

    public init(titles: [String], selectedIndex: Int = 0) {
        self.titles = titles
        self.selectedIndex = selectedIndex
    }
}
