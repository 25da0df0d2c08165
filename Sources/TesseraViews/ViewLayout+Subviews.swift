// The views inside a cell laid out for dumps: every view of a tree, or a template's labels, images and boxes.
import TesseraLayout
import TesseraText

extension ViewLayout {
    /// Every view below the root, depth first, with its frame in the root's (the cell's) coordinates; labels with
    /// their lines as shown at their frames' widths.
    public func subviews(of hierarchy: ViewHierarchy, measurer: some TextMeasuring, scale: Double) throws -> [ElementSubview] {
        try hierarchy.depthFirst().dropFirst().map { view, depth in
            // Read in place: a whole view is not copied for the few properties read.
            var text: String?, pointSize: Double?, lines: [String]?
            switch hierarchy.views[view].content {
            case .label(let label, _):
                text = label.text
                let shown = try measurer.measure(label.request(width: max(frames[view].width, 1 / scale), scale: scale))
                pointSize = shown.pointSize
                lines = shown.displayedLines(of: label.text)
            case .button(let button):
                (text, pointSize) = (button.title, button.font.pointSize)
            case .textField(let field):
                (text, pointSize) = (field.text.isEmpty ? field.placeholder : field.text, field.font.pointSize)
            case .textView(let content):
                text = content.text
                pointSize = content.font.pointSize
                if !content.text.isEmpty {
                    let shown = try measurer.measure(content.textRequest(viewWidth: frames[view].width, scale: scale))
                    lines = shown.displayedLines(of: content.text)
                }
            default: break
            }
            return ElementSubview(depth: depth, className: hierarchy.views[view].kind.className, name: hierarchy.views[view].identifier,
                                  frame: frames[view], text: text, pointSize: pointSize, lines: lines,
                                  isHidden: hierarchy.views[view].isHidden)
        }
    }
}

extension CellTemplate {
    /// The template's labels, images and boxes laid out in a cell of `size`, as subviews one level down (spacers,
    /// which no view backs, are left out).
    public func subviews(in size: Size, measurer: some TextMeasuring, scale: Double,
                         layoutDirection: LayoutDirection) throws -> [ElementSubview] {
        let labels = self.labels()
        var labelIndex = 0
        return try layout(in: size, measurer: measurer, scale: scale, layoutDirection: layoutDirection).compactMap { frame in
            switch frame.kind {
            case .spacer: return nil
            case .image: return ElementSubview(depth: 1, className: "UIImageView", frame: frame.frame, isHidden: frame.isHidden)
            case .box: return ElementSubview(depth: 1, className: "UIView", frame: frame.frame, isHidden: frame.isHidden)
            case .label:
                defer { labelIndex += 1 }
                guard labelIndex < labels.count else {
                    return ElementSubview(depth: 1, className: "UILabel", frame: frame.frame, text: frame.text,
                                          isHidden: frame.isHidden)
                }
                let label = labels[labelIndex]
                let shown = try measurer.measure(label.request(width: max(frame.frame.width, 1 / scale), scale: scale))
                return ElementSubview(depth: 1, className: "UILabel", frame: frame.frame, text: label.text,
                                      pointSize: shown.pointSize, lines: shown.displayedLines(of: label.text),
                                      isHidden: frame.isHidden)
            }
        }
    }

    /// The template's labels, depth first (the order `layout` lists them in).
    func labels() -> [CellLabel] {
        switch self {
        case .label(let label): [label]
        case .stack(let stack): stack.arrangedSubviews.flatMap { $0.labels() }
        case .hidden(let view): view.labels()
        case .image, .spacer, .box: []
        }
    }
}
