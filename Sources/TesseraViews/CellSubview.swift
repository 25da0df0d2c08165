// A view inside a cell as dumps show it: its class, name, frame in the cell, and a label's text.
import TesseraLayout
import TesseraText

/// A subview of a cell's content, laid out at the cell's size: what text, JSON and SVG dumps list under a cell.
public struct CellSubview: Hashable, Sendable {
    /// How deep below the content view (1: one of its subviews).
    public var depth: Int
    /// The UIKit class (`UILabel`).
    public var className: String
    /// `accessibilityIdentifier`, if any.
    public var name: String?
    /// The frame in the cell's coordinates.
    public var frame: Rect
    /// A label's text or a button's title.
    public var text: String?
    /// The text's point size (after autoshrink).
    public var pointSize: Double?
    /// A label's lines as shown at its frame's width (an ellipsis where it is cut).
    public var lines: [String]?

    public init(depth: Int, className: String, name: String? = nil, frame: Rect, text: String? = nil,
                pointSize: Double? = nil, lines: [String]? = nil) {
        self.depth = depth
        self.className = className
        self.name = name
        self.frame = frame
        self.text = text
        self.pointSize = pointSize
        self.lines = lines
    }

    /// Whether it shows an image (pictures hatch it).
    public var isImage: Bool { className == "UIImageView" }
}

extension ViewLayout {
    /// Every view below the root, depth first, with its frame in the root's (the cell's) coordinates; labels with
    /// their lines as shown at their frames' widths.
    public func subviews(of hierarchy: ViewHierarchy, measurer: some TextMeasuring, scale: Double) throws -> [CellSubview] {
        try hierarchy.depthFirst().dropFirst().map { view, depth in
            let subview = hierarchy.views[view]
            var text: String?, pointSize: Double?, lines: [String]?
            switch subview.content {
            case .label(let label, _):
                text = label.text
                let shown = try measurer.measure(label.request(width: max(frames[view].width, 1 / scale), scale: scale))
                pointSize = shown.pointSize
                lines = shown.displayedLines(of: label.text)
            case .button(let button):
                (text, pointSize) = (button.title, button.font.pointSize)
            case .textField(let field):
                (text, pointSize) = (field.text.isEmpty ? field.placeholder : field.text, field.font.pointSize)
            default: break
            }
            return CellSubview(depth: depth, className: subview.kind.className, name: subview.identifier,
                               frame: frames[view], text: text, pointSize: pointSize, lines: lines)
        }
    }
}

extension CellTemplate {
    /// The template's labels, images and boxes laid out in a cell of `size`, as subviews one level down (spacers,
    /// which no view backs, are left out).
    public func subviews(in size: Size, measurer: some TextMeasuring, scale: Double,
                         layoutDirection: LayoutDirection) throws -> [CellSubview] {
        let labels = self.labels()
        var labelIndex = 0
        return try layout(in: size, measurer: measurer, scale: scale, layoutDirection: layoutDirection).compactMap { frame in
            switch frame.kind {
            case .spacer: return nil
            case .image: return CellSubview(depth: 1, className: "UIImageView", frame: frame.frame)
            case .box: return CellSubview(depth: 1, className: "UIView", frame: frame.frame)
            case .label:
                defer { labelIndex += 1 }
                guard labelIndex < labels.count else { return CellSubview(depth: 1, className: "UILabel", frame: frame.frame, text: frame.text) }
                let label = labels[labelIndex]
                let shown = try measurer.measure(label.request(width: max(frame.frame.width, 1 / scale), scale: scale))
                return CellSubview(depth: 1, className: "UILabel", frame: frame.frame, text: label.text,
                                   pointSize: shown.pointSize, lines: shown.displayedLines(of: label.text))
            }
        }
    }

    /// The template's labels, depth first (the order `layout` lists them in).
    func labels() -> [CellLabel] {
        switch self {
        case .label(let label): [label]
        case .stack(let stack): stack.arrangedSubviews.flatMap { $0.labels() }
        case .image, .spacer, .box: []
        }
    }
}
