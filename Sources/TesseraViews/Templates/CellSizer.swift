// Sizes the views of a cell template (leaves here, stacks in CellSizer+Stacks), caching text layouts per call.
import TesseraLayout
import TesseraText

/// How one side of a view is proposed to it: held at a length (a required constraint), or left to its
/// content (fitting) with an upper bound (`.infinity` for none).
enum SideProposal: Hashable {
    case fixed(Double)
    case fitting(limit: Double)

    /// Fitting without a bound.
    static let free = SideProposal.fitting(limit: .infinity)

    /// The fixed length, nil when fitting.
    var fixedLength: Double? {
        if case .fixed(let length) = self { return length }
        return nil
    }

    /// The most the side may be: the fixed length, or the fitting limit.
    var limit: Double {
        switch self {
        case .fixed(let length): length
        case .fitting(let limit): limit
        }
    }
}

/// Sizes and lays out a cell template for one `fittingSize` or `layout` call: it measures labels through
/// `measurer` and keeps every text layout it made, since stacks ask for the same label more than once.
final class CellSizer {
    let measurer: any TextMeasuring
    let scale: Double
    private var textLayouts: [TextLayoutRequest: TextLayout] = [:]

    init(measurer: some TextMeasuring, scale: Double) {
        self.measurer = measurer
        self.scale = scale
    }

    /// The size of `template` with each side fixed or fitting, inside a stack along `axis` (vertical for the
    /// root: the cell's content view). Fixed sides come back unchanged. Fitting sides are not rounded here
    /// (labels' sizes are already whole pixels); `fittingSize` rounds the result.
    ///
    /// Leaves: a box's fitting side is its length, 0 when it has none (flexible); a spacer is `minLength`
    /// along `axis` and 0 across it; fitting sides of boxes, fixed-size images and aspect images with a width
    /// are capped at the limit (a view in a `leading` / `center` / `trailing` stack is never wider than the
    /// stack's inner width). Labels: `labelSize`; images: `imageSize`; stacks: `stackSize`.
    func size(of template: CellTemplate, width: SideProposal, height: SideProposal, along axis: Axis) throws -> Size {
        switch template {
        case .stack(let stack):
            return try stackSize(stack, width: width, height: height)
        case .label(let label):
            return try labelSize(label, width: width, height: height)
        case .image(let image):
            return imageSize(image, width: width, height: height)
        case .spacer(let spacer):
            return Size(width: width.fixedLength ?? min(axis == .horizontal ? spacer.minLength : 0, width.limit),
                        height: height.fixedLength ?? min(axis == .vertical ? spacer.minLength : 0, height.limit))
        case .box(let box):
            return Size(width: width.fixedLength ?? min(box.width ?? 0, width.limit),
                        height: height.fixedLength ?? min(box.height ?? 0, height.limit))
        case .hidden(let view):
            return try size(of: view, width: width, height: height, along: axis)
        }
    }

    /// A `UILabel`'s size.
    ///
    /// - Empty text: 0 × 0 on fitting sides (UILabel's intrinsic content size).
    /// - A fixed width w: the text wrapped to w with the label's line limit, truncation and autoshrink; the
    ///   height is that layout's (`TextLayout.size`, rounded up to a pixel, as UILabel reports it).
    /// - A fitting width: the natural layout (lines end only at line breaks, then the line limit applies):
    ///   its width and height when the width is within the limit; otherwise the text wrapped to the limit:
    ///   a one-line label is then as wide as the limit (it truncates inside), a wrapping one as its widest line.
    /// - A width of 0 (a label compressed away) measures at one pixel, so it still has a height: one line for
    ///   a one-line label. (`TextLayoutRequest` reads width 0 as unconstrained.)
    func labelSize(_ label: CellLabel, width: SideProposal, height: SideProposal) throws -> Size {
        var size = Size.zero
        if !label.text.isEmpty {
            if let fixed = width.fixedLength {
                size.height = try textLayout(of: label, wrappedTo: fixed).size.height
            } else {
                size = try textLayout(of: label, wrappedTo: nil).size
                if size.width > width.limit {
                    // A one-line label keeps its natural width as its intrinsic width, so a container that
                    // compresses it makes it exactly as wide as it allows (and it truncates inside); a wrapping
                    // label is as wide as its widest wrapped line (UILabel's second layout pass).
                    let wrapped = try textLayout(of: label, wrappedTo: width.limit).size
                    size = Size(width: label.numberOfLines == 1 ? width.limit : min(wrapped.width, width.limit),
                                height: wrapped.height)
                }
            }
        }
        if let fixed = width.fixedLength { size.width = fixed }
        if let fixed = height.fixedLength { size.height = fixed }
        return size
    }

    /// A `UIImageView`'s size. Fixed size: its sides (fitting sides capped at the limit). Aspect ratio r:
    /// a fixed width w gives height w ÷ r; a fitting width is the image's own `width` (capped at the limit) or
    /// 0 (nothing gives it one), or, when only the height h is fixed, h × r.
    func imageSize(_ image: CellImage, width: SideProposal, height: SideProposal) -> Size {
        switch image.sizing {
        case .fixed(let size):
            return Size(width: width.fixedLength ?? min(size.width, width.limit),
                        height: height.fixedLength ?? min(size.height, height.limit))
        case .aspectRatio(let ratio, let ownWidth):
            switch (width.fixedLength, height.fixedLength) {
            case let (fixedWidth?, fixedHeight?):
                return Size(width: fixedWidth, height: fixedHeight)
            case let (fixedWidth?, nil):
                return Size(width: fixedWidth, height: fixedWidth / ratio)
            case let (nil, fixedHeight?):
                return Size(width: min(ownWidth ?? fixedHeight * ratio, width.limit), height: fixedHeight)
            case (nil, nil):
                let fitted = min(ownWidth ?? 0, width.limit)
                return Size(width: fitted, height: fitted / ratio)
            }
        }
    }

    /// The label's text laid out at `width` (nil: unconstrained; below one pixel: one pixel), cached.
    func textLayout(of label: CellLabel, wrappedTo width: Double?) throws -> TextLayout {
        let request = label.request(width: width.map { max($0, 1 / scale) } ?? 0, scale: scale)
        if let cached = textLayouts[request] { return cached }
        let layout = try measurer.measure(request)
        textLayouts[request] = layout
        return layout
    }
}
