// Shorthands for the screen rule tests: a screen's tree built with guides, laid out on a device as a run does.
import TesseraLayout
import TesseraText
import TesseraViews
import Testing

/// Builds a `Screen`'s tree (root view 0 fills the screen) and lays it out on a device preset.
struct ScreenBuilder {
    var tree = ViewHierarchy(root: View(kind: .view, identifier: "root"))
    var line = 0

    /// A plain view made in code for Auto Layout (`translatesAutoresizingMaskIntoConstraints = false`).
    static func plain(_ id: String, hidden: Bool = false) -> View {
        View(kind: .view, identifier: id, translatesAutoresizingMaskIntoConstraints: false, isHidden: hidden)
    }

    /// A scroll view (or collection view with `axis`) with its inset adjustment.
    static func scroll(_ id: String, behaviour: ScrollViewProperties.ContentInsetAdjustmentBehavior = .automatic,
                       inset: DirectionalEdgeInsets = .zero, collectionAxis: Axis? = nil) -> View {
        let properties = ScrollViewProperties(contentInset: inset, contentInsetAdjustmentBehavior: behaviour,
                                              layoutScrollAxis: collectionAxis)
        return View(kind: collectionAxis == nil ? .scrollView : .collectionView, content: .scroll(properties),
                    identifier: id, translatesAutoresizingMaskIntoConstraints: false)
    }

    @discardableResult
    mutating func add(_ view: View, to superview: Int = 0) -> Int { tree.addSubview(view, to: superview) }

    /// `a.attribute = b.attribute + constant` (or `= constant` without `b`), made at `screen.lua:<n>`.
    mutating func pin(_ a: AnchorItem, _ attribute: LayoutAttribute, _ b: AnchorItem? = nil, _ other: LayoutAttribute? = nil,
                      _ constant: Double = 0) throws {
        line += 1
        try tree.activate(LayoutConstraint(ConstraintAnchor(a, attribute), .equal, b.map { ConstraintAnchor($0, other ?? attribute) },
                                           constant: constant, origin: .user(location: "screen.lua:\(line)")))
    }

    /// Pins `a`'s four edges to `b`'s.
    mutating func pinEdges(_ a: AnchorItem, to b: AnchorItem) throws {
        for attribute in [LayoutAttribute.top, .leading, .bottom, .trailing] { try pin(a, attribute, b) }
    }

    /// Fixes `a`'s size.
    mutating func size(_ a: Int, _ width: Double, _ height: Double) throws {
        try pin(.view(a), .width, nil, nil, width)
        try pin(.view(a), .height, nil, nil, height)
    }

    func screen(navigation: NavigationContainer? = nil, tabBar: TabBarContainer? = nil,
                additional: DirectionalEdgeInsets = .zero) -> Screen {
        Screen(hierarchy: tree, title: "Title", navigation: navigation, tabBar: tabBar, additionalSafeAreaInsets: additional)
    }
}

enum ScreenTests {
    /// Scale 2: a 17-pt line of `FixedAdvanceTextMeasurer` is 20.5 high, a character 8.5 wide.
    static let context = ViewLayoutContext(measurer: FixedAdvanceTextMeasurer(), scale: 2)

    static func device(_ name: String) throws -> DevicePreset { try #require(DevicePreset.named(name)) }

    /// The metrics a run gives `screen` on `device` (its chrome collapsed in compact height), and its layout.
    static func layout(_ screen: Screen, _ device: String, _ orientation: DevicePreset.Orientation = .portrait,
                       keyboard: ScreenKeyboard = .hidden, category: ContentSizeCategory = .large,
                       readableWidth: Double? = nil, offsets: [Int: Point] = [:],
                       direction: LayoutDirection = .leftToRight) throws -> ScreenLayout {
        let preset = try Self.device(device)
        let metrics = try ScreenMetrics(device: preset, orientation: orientation, contentSizeCategory: category,
                                        chrome: screen.chrome(isCompactHeight: preset.verticalSizeClass(orientation) == .compact),
                                        keyboard: keyboard, rootLayoutMargins: screen.rootLayoutMargins,
                                        viewRespectsSystemMinimumLayoutMargins: screen.viewRespectsSystemMinimumLayoutMargins,
                                        readableWidth: readableWidth)
        var context = context
        context.layoutDirection = direction
        return try screen.layout(metrics: metrics, context: context, contentOffsets: offsets)
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    static func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}
