// Frames of a cell template's leaf views: stacks share their bounds with the rules used for sizing.
import TesseraLayout

extension CellSizer {
    /// Appends the frames of `template`'s leaves when it fills `rect`, depth first.
    func layout(_ template: CellTemplate, in rect: Rect, into frames: inout [CellFrame]) throws {
        switch template {
        case .stack(let stack):
            let shown = stack.shown
            var rects = try arrange(shown, in: rect)
            if shown.arrangedSubviews.count != stack.arrangedSubviews.count {
                rects = try withHidden(stack, shownFrames: rects, in: rect)
            }
            for (view, frame) in zip(stack.arrangedSubviews, rects) { try layout(view, in: frame, into: &frames) }
        case .label(let label): frames.append(CellFrame(kind: .label, frame: rect, text: label.text))
        case .image: frames.append(CellFrame(kind: .image, frame: rect))
        case .spacer: frames.append(CellFrame(kind: .spacer, frame: rect))
        case .box: frames.append(CellFrame(kind: .box, frame: rect))
        case .hidden(let view):
            let first = frames.count
            try layout(view, in: rect, into: &frames)
            for index in first..<frames.count { frames[index].isHidden = true }
        }
    }

    /// The frames of all of a stack's arranged subviews, given those of its shown ones (`arrange` of its `shown`
    /// stack): a hidden one is 0 long along the axis where the next shown one starts (UIKit: no spacing after a
    /// hidden view), or where the last shown one ends when none follows (nor before a hidden last one), at the start
    /// when none is shown; across the axis it keeps its alignment: as wide as if shown in a vertical stack, as tall
    /// as it is 0 wide in a horizontal one.
    private func withHidden(_ stack: CellStack, shownFrames: [Rect], in rect: Rect) throws -> [Rect] {
        let inner = rect.inset(by: stack.layoutMargins)
        let axis = stack.axis, cross = axis.cross
        var frames: [Rect?] = []
        var shown = shownFrames.makeIterator()
        for view in stack.arrangedSubviews { frames.append(view.isHidden ? nil : shown.next()) }
        return try stack.arrangedSubviews.indices.map { index in
            if let frame = frames[index] { return frame }
            let position = frames[(index + 1)...].lazy.compactMap { $0 }.first?.min(axis)
                ?? frames[..<index].compactMap { $0 }.last?.max(axis) ?? inner.min(axis)
            let room = inner.size[cross], view = stack.arrangedSubviews[index]
            let length = axis == .vertical
                ? try columnWidth(of: view, alignment: stack.alignment, innerWidth: room)
                : stack.alignment == .fill ? room : min(room, try hiddenHeight(of: view))
            let origin = Point(main: position, cross: inner.min(cross) + stack.alignment.offset(of: length, in: room),
                               axis: axis)
            return Rect(origin: origin, size: Size(main: 0, cross: length, axis: axis))
        }
    }

    /// The frames of a stack's arranged subviews when the stack fills `rect`.
    ///
    /// Along the axis, subviews follow each other from the inner start edge, lengths and gaps from
    /// `StackDistribution` (a vertical stack shares its inner height among the `columnSizes` heights; a
    /// horizontal one its inner width as `rowSizes` does). Across the axis, `fill` makes every subview as
    /// wide (tall) as the inner rectangle; the other alignments keep the subview's size, capped at the inner
    /// size, at the start, the middle or the end.
    func arrange(_ stack: CellStack, in rect: Rect) throws -> [Rect] {
        guard !stack.arrangedSubviews.isEmpty else { return [] }
        let inner = rect.inset(by: stack.layoutMargins)
        let count = Double(stack.arrangedSubviews.count)
        var crossSizes: [Double], shares: StackDistribution
        switch stack.axis {
        case .vertical:
            let column = try columnSizes(of: stack, innerWidth: inner.width)
            let slots = zip(stack.arrangedSubviews, column).map { view, size in
                StackSlot(natural: size.height, role: view.role(along: .vertical))
            }
            shares = StackDistribution(slots: slots, available: inner.height - stack.spacing * (count - 1),
                                       spacing: stack.spacing, distribution: stack.distribution)
            crossSizes = column.map(\.width)
        case .horizontal:
            let row = try rowSizes(of: stack, innerWidth: inner.width)
            shares = row.shares
            crossSizes = row.sizes.map { stack.alignment == .fill ? inner.height : min($0.height, inner.height) }
        }
        var position = inner.min(stack.axis)
        let gaps = shares.gaps + [0]
        return zip(shares.lengths, crossSizes).enumerated().map { index, sizes in
            let (length, cross) = sizes
            let offset = stack.alignment.offset(of: cross, in: inner.size[stack.axis.cross])
            let origin = Point(main: position, cross: inner.min(stack.axis.cross) + offset, axis: stack.axis)
            position += length + gaps[index]
            return Rect(origin: origin, size: Size(main: length, cross: cross, axis: stack.axis))
        }
    }
}
