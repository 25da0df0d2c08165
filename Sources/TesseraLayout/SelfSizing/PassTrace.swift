// What one layout pass of the simulated collection view did, and the numbers it moved.

/// One element measured in a pass.
public struct Measurement: Hashable, Sendable {
    public var key: ElementKey
    /// The size the element had before it was measured (its estimate).
    public var estimate: Size
    public var measured: Size
    /// The axis the scroll direction runs along; the error is reported along it.
    public var axis: Axis

    /// How far the estimate was off along the scroll axis (measured − estimate).
    public var error: Double { measured[axis] - estimate[axis] }
}

/// Where the scroll indicator is: its start and length along the viewport, in points.
public struct ScrollIndicator: Hashable, Sendable {
    public var position: Double
    public var length: Double
}

/// One layout pass.
public struct PassTrace: Hashable, Sendable {
    /// 1 for the first pass of a run.
    public var number: Int
    public var measurements: [Measurement]
    public var contentSizeBefore: Size
    public var contentSizeAfter: Size
    public var contentOffsetBefore: Point
    public var contentOffsetAfter: Point
    /// The visible jump: the largest on-screen move (points; positive: down or right) of an element a user saw
    /// move — on screen when the pass began, already drawn there (measured, or not self-sizing: UIKit sizes a
    /// cell before it first appears, so nobody sees one at its estimate), and still on screen after the pass.
    public var visibleJump: Double
    /// The element that jumped the most.
    public var visibleJumpElement: ElementKey?
    /// The reflow: the largest on-screen move of the other elements on screen when the pass began — those still at
    /// their estimate (never drawn there), and those the pass moved out of view.
    public var reflow: Double
    public var reflowElement: ElementKey?
    public var indicatorBefore: ScrollIndicator
    public var indicatorAfter: ScrollIndicator
}

/// What a run of passes (until nothing new is measured) did.
public struct LayoutRun: Hashable, Sendable {
    public var passes: [PassTrace]
    /// Whether the last pass measured nothing new (false: the pass cap was reached).
    public var converged: Bool
    /// The elements still being measured when the cap was reached.
    public var unsettled: [ElementKey]
}
