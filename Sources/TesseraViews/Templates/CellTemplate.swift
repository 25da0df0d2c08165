// Declarative cell templates: a tree of stack views, labels, images, spacers and boxes, and how tall it is.
import TesseraLayout
import TesseraText

/// The content of a self-sizing cell, declared as a tree of UIKit views: `UIStackView`s holding `UILabel`s,
/// `UIImageView`s, spacers and fixed-size views. The template is pinned to all four edges of the cell's
/// `contentView`, so the cell is exactly as large as the template's fitting size.
///
/// Values only: sizing and layout take a text measurer and the display scale.
public indirect enum CellTemplate: Hashable, Sendable {
    /// A `UIStackView`.
    case stack(CellStack)
    /// A `UILabel`.
    case label(CellLabel)
    /// A `UIImageView` with a fixed size or an aspect ratio.
    case image(CellImage)
    /// A flexible gap: a view without content that stretches before anything else does.
    case spacer(CellSpacer)
    /// A fixed-size view (a button, an avatar); a missing side is flexible.
    case box(CellBox)
    /// The view with `isHidden = true`. In a stack it takes no room, as UIStackView hides an arranged view
    /// (`UISV-hiding`: 0 long along the axis, no spacing after it, nor before it when no shown view follows);
    /// elsewhere it is laid out as if shown. Its leaves are hidden in dumps.
    case hidden(CellTemplate)
}

extension CellTemplate {
    /// Whether the view is hidden (`isHidden = true`).
    public var isHidden: Bool {
        if case .hidden = self { return true }
        return false
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` of a cell whose
    /// `contentView` holds this template pinned to its edges.
    ///
    /// A non-nil `width` or `height` is required (the result has it unchanged); a nil one is fitting: the
    /// content decides it, and it is rounded up to a whole device pixel at `scale`. A self-sizing cell in a
    /// vertical list asks with a fixed width and a free height. The rules of each view are documented where
    /// they are implemented: `CellSizer` (labels, images, boxes, spacers), `CellSizer+Stacks` (stack views)
    /// and `StackDistribution` (how a stack shares its length).
    ///
    /// - Throws: `CellTemplateError` for an invalid template or argument (negative or non-finite numbers, …),
    ///   and whatever `measurer` throws (an unknown font, …).
    public func fittingSize(width: Double?, height: Double?, measurer: some TextMeasuring,
                            scale: Double) throws -> Size {
        try CellTemplateError.checkFitting(width: width, height: height, scale: scale)
        try validate()
        let sizer = CellSizer(measurer: measurer, scale: scale)
        let size = try sizer.size(of: self, width: width.map { .fixed($0) } ?? .free,
                                  height: height.map { .fixed($0) } ?? .free, along: .vertical)
        return Size(width: width ?? TextLayout.ceilToPixel(size.width, scale: scale),
                    height: height ?? TextLayout.ceilToPixel(size.height, scale: scale))
    }

    /// The frame of every leaf view (label, image, spacer, box) when the template fills a `size` cell, in
    /// depth-first order, with the same rules as `fittingSize` (a cell of its fitting size lays out without
    /// stretching or compressing anything). Frames are not rounded to pixels; for debugging and dumps.
    ///
    /// Right to left the whole cell is flipped about its width, as UIKit flips views in that direction: a
    /// horizontal stack runs from the trailing (right) edge, `leading` alignment puts a view on the right (R35).
    ///
    /// - Throws: like `fittingSize`.
    public func layout(in size: Size, measurer: some TextMeasuring, scale: Double,
                       layoutDirection: LayoutDirection = .leftToRight) throws -> [CellFrame] {
        try CellTemplateError.checkFitting(width: size.width, height: size.height, scale: scale, function: "layout")
        try validate()
        let sizer = CellSizer(measurer: measurer, scale: scale)
        var frames: [CellFrame] = []
        try sizer.layout(self, in: Rect(origin: .zero, size: size), into: &frames)
        if layoutDirection == .rightToLeft {
            for index in frames.indices { frames[index].frame.origin.x = size.width - frames[index].frame.maxX }
        }
        return frames
    }

    /// Checks every number of the template, throwing a `CellTemplateError` naming the first invalid view.
    /// `fittingSize` and `layout` call it; constructors may call it to report errors early.
    public func validate() throws {
        try validate(path: [])
    }
}
