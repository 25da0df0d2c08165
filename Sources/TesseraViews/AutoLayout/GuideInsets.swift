// Where a tree's layout guides lie: the insets of each view's safe area, margins and readable guide, and the keyboard.
import TesseraLayout

/// The rectangles a tree's system guides take, given to a solve (`ViewLayoutContext.guides`).
///
/// A cell's content view has none of these set: its safe area is its bounds, its margins guide is its bounds inset
/// by its own `layoutMargins`, and it has no keyboard. A screen (`ScreenLayout`) computes them from the device, the
/// bars and each view's frame, then solves again until they settle.
public struct GuideInsets: Hashable, Sendable {
    /// Each view's `safeAreaInsets`, by index (absent: zero).
    public var safeArea: [Int: DirectionalEdgeInsets] = [:]
    /// Each view's effective layout margins measured from its bounds (absent: its own `layoutMargins`).
    public var margins: [Int: DirectionalEdgeInsets] = [:]
    /// Each view's readable content guide insets from its bounds (absent: its margins guide's).
    public var readable: [Int: DirectionalEdgeInsets] = [:]
    /// The keyboard layout guide's frame in the root's coordinates (nil: a zero-height strip at the root's bottom).
    public var keyboardFrame: Rect?
    /// Each scroll view's `contentOffset`, by index (absent: zero). The solve places content at offset zero; a
    /// constraint between an item inside a scroll view and one outside it (its `frameLayoutGuide`, the visible
    /// frame, uikit-autolayout.md §9) relates where they show, its content moved by the offset.
    public var contentOffsets: [Int: Point] = [:]

    public init(safeArea: [Int: DirectionalEdgeInsets] = [:], margins: [Int: DirectionalEdgeInsets] = [:],
                readable: [Int: DirectionalEdgeInsets] = [:], keyboardFrame: Rect? = nil,
                contentOffsets: [Int: Point] = [:]) {
        self.safeArea = safeArea
        self.margins = margins
        self.readable = readable
        self.keyboardFrame = keyboardFrame
        self.contentOffsets = contentOffsets
    }

    /// No screen: every guide as a cell's.
    public static let none = GuideInsets()

    /// The insets of `kind`'s guide of `view` measured from the view's bounds, for a guide that is the view's bounds
    /// inset (the safe area, margins and readable guides; `own` is the view's `layoutMargins`); nil for the others.
    public func insets(of kind: LayoutGuideKind, view: Int, own: DirectionalEdgeInsets) -> DirectionalEdgeInsets? {
        switch kind {
        case .safeArea: safeArea[view] ?? .zero
        case .layoutMargins: margins[view] ?? own
        case .readableContent: readable[view] ?? margins[view] ?? own
        case .keyboard, .contentLayout, .frameLayout: nil
        }
    }
}
