// The collection view a compositional layout is solved in, when the collection view is a view of a screen.
import TesseraLayout

extension ScreenLayout {
    /// The collection view at `index` as its layout sees it: its frame's size; its safe area (how far the screen's
    /// unsafe edges reach into it); its layout margins, which keep the root view's where it is as near the screen's
    /// edge as the root view (UIKit's collection views preserve their superview's margins: a full-screen one has the
    /// root view's, 16 or 20 beyond the safe area), top and bottom the safe area's; the readable width of the device
    /// class (672 on an iPad, none on a phone, as a full-screen collection view has); its adjusted content inset.
    /// A collection view filling the screen gets what `DevicePreset.geometry` gives a bare layout.
    public func collectionViewGeometry(of index: Int, in hierarchy: ViewHierarchy, isPad: Bool,
                                       traits: TraitCollection) -> CollectionViewGeometry {
        let frame = windowFrames[index]
        let safe = guides.safeArea[index] ?? .zero
        let own = hierarchy.views[index].layoutMargins
        let root = metrics.layoutMargins
        let isRightToLeft = traits.layoutDirection == .rightToLeft
        let distance = Screen.insets(of: frame, in: metrics.bounds, isRightToLeft: isRightToLeft)
        let margins = DirectionalEdgeInsets(top: safe.top, leading: max(safe.leading + own.leading, root.leading - distance.leading),
                                            bottom: safe.bottom,
                                            trailing: max(safe.trailing + own.trailing, root.trailing - distance.trailing))
        return CollectionViewGeometry(size: frame.size, safeAreaInsets: safe, layoutMargins: margins,
                                      readableContentWidth: isPad ? ScreenMetrics.largeReadableWidth : nil,
                                      adjustedContentInset: scrollViews[index]?.adjustedContentInset ?? .zero,
                                      traitCollection: traits)
    }
}
