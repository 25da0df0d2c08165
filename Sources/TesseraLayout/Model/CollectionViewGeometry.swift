// The collection view a layout is laid out in: its size, safe area, margins and traits.

/// The collection view a layout is laid out in.
///
/// Everything the solver needs to know about the view: its bounds size, the insets the content
/// insets references measure from, the inset the scroll view adjusts its content by (where pinned
/// headers stop) and the traits a section provider reads.
public struct CollectionViewGeometry: Hashable, Sendable {
    /// The bounds size.
    public var size: Size
    public var safeAreaInsets: DirectionalEdgeInsets
    /// The view's layout margins, measured from its edges (safe area included).
    public var layoutMargins: DirectionalEdgeInsets
    /// The width of the readable content guide; `nil` means as wide as the layout margins allow.
    public var readableContentWidth: Double?
    /// `adjustedContentInset`: the scroll view's inset around the content (the safe area along the
    /// scroll axis for `contentInsetAdjustmentBehavior = .automatic`).
    public var adjustedContentInset: DirectionalEdgeInsets
    public var traitCollection: TraitCollection

    public init(size: Size, safeAreaInsets: DirectionalEdgeInsets = .zero,
                layoutMargins: DirectionalEdgeInsets = .zero, readableContentWidth: Double? = nil,
                adjustedContentInset: DirectionalEdgeInsets = .zero,
                traitCollection: TraitCollection = TraitCollection()) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
        self.adjustedContentInset = adjustedContentInset
        self.traitCollection = traitCollection
    }

    /// The insets of the readable content guide: the layout margins, widened so the content is no
    /// wider than `readableContentWidth` and centred.
    public var readableContentInsets: DirectionalEdgeInsets {
        guard let readable = readableContentWidth else { return layoutMargins }
        let extra = max(0, (size.width - layoutMargins.leading - layoutMargins.trailing - readable) / 2)
        var insets = layoutMargins
        insets.leading += extra
        insets.trailing += extra
        return insets
    }

    /// The insets a content insets reference measures from (`.automatic` reads as `.safeArea`).
    public func insets(for reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return safeAreaInsets
        case .layoutMargins: return layoutMargins
        case .readableContent: return readableContentInsets
        }
    }
}
