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

    public init(depth: Int, className: String, name: String? = nil, frame: Rect, text: String? = nil,
                pointSize: Double? = nil) {
        self.depth = depth
        self.className = className
        self.name = name
        self.frame = frame
        self.text = text
        self.pointSize = pointSize
    }

    /// Whether it shows an image (pictures hatch it).
    public var isImage: Bool { className == "UIImageView" }
}

extension ViewLayout {
    /// Every view below the root, depth first, with its frame in the root's (the cell's) coordinates.
    public func subviews(of hierarchy: ViewHierarchy) -> [CellSubview] {
        hierarchy.depthFirst().dropFirst().map { view, depth in
            let subview = hierarchy.views[view]
            var text: String?, pointSize: Double?
            switch subview.content {
            case .label(let label, _):
                text = label.text
                pointSize = metrics[view].textLayout?.pointSize ?? label.font.pointSize
            case .button(let button):
                (text, pointSize) = (button.title, button.font.pointSize)
            case .textField(let field):
                (text, pointSize) = (field.text.isEmpty ? field.placeholder : field.text, field.font.pointSize)
            default: break
            }
            return CellSubview(depth: depth, className: subview.kind.className, name: subview.identifier,
                               frame: frames[view], text: text, pointSize: pointSize)
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
                let size = labelIndex < labels.count ? labels[labelIndex].font.pointSize : nil
                return CellSubview(depth: 1, className: "UILabel", frame: frame.frame, text: frame.text, pointSize: size)
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
