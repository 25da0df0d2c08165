// Frames of a cell template's leaf views: stacks share their bounds with the rules used for sizing.
import TesseraLayout

extension CellSizer {
    /// Appends the frames of `template`'s leaves when it fills `rect`, depth first.
    func layout(_ template: CellTemplate, in rect: Rect, into frames: inout [CellFrame]) throws {
        switch template {
        case .stack(let stack):
            for (view, frame) in zip(stack.arrangedSubviews, try arrange(stack, in: rect)) {
                try layout(view, in: frame, into: &frames)
            }
        case .label(let label): frames.append(CellFrame(kind: .label, frame: rect, text: label.text))
        case .image: frames.append(CellFrame(kind: .image, frame: rect))
        case .spacer: frames.append(CellFrame(kind: .spacer, frame: rect))
        case .box: frames.append(CellFrame(kind: .box, frame: rect))
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
            let room = inner.size[stack.axis.cross]
            let offset = switch stack.alignment {
            case .fill, .leading: 0.0
            case .center: (room - cross) / 2
            case .trailing: room - cross
            }
            let origin = Point(main: position, cross: inner.min(stack.axis.cross) + offset, axis: stack.axis)
            position += length + gaps[index]
            return Rect(origin: origin, size: Size(main: length, cross: cross, axis: stack.axis))
        }
    }
}
