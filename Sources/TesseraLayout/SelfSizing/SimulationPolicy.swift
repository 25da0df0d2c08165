// How the simulated collection view keeps content in place, and what unmeasured items are guessed at.

/// What happens to the content offset when measured sizes change the content.
public enum AnchoringPolicy: String, Hashable, Sendable, CaseIterable {
    /// What UIKit does: the offset stays, so content above the viewport that grows or shrinks moves
    /// what is on screen; it is kept within the content's range.
    case uikit
    /// The offset stays, even past the end of the content.
    case none
    /// The first visible item keeps its place on screen (FlashList v2, Compose, Texture).
    case firstVisibleItem
    /// The distance to the end of the content stays (a chat that sticks to its newest message).
    case bottom
}

/// What an item is laid out at before it is measured.
public enum EstimateModel: String, Hashable, Sendable, CaseIterable {
    /// The estimate written in the layout (`.estimated(44)`).
    case script
    /// A guess per item from the measurer (a Lua `estimate` function over the record).
    case perItem
    /// The average measured size in the item's section so far.
    case runningAverage
    /// The size the item had when last measured, kept across invalidations (widths, text sizes).
    case cached
}
