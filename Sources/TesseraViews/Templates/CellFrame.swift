// Where a leaf view of a cell template lies once laid out: its kind, its frame and a label's text.
import TesseraJSON
import TesseraLayout

/// A leaf view of a laid-out cell template (`CellTemplate.layout(in:measurer:scale:)`), in the cell's
/// coordinates.
public struct CellFrame: Hashable, Sendable, CustomStringConvertible {
    public var kind: Kind
    public var frame: Rect
    /// The label's text; nil for other views.
    public var text: String?
    /// Whether the view or a view around it in the template is hidden.
    public var isHidden: Bool

    public init(kind: Kind, frame: Rect, text: String? = nil, isHidden: Bool = false) {
        self.kind = kind
        self.frame = frame
        self.text = text
        self.isHidden = isHidden
    }

    /// `label 'Title' (16, 16, 343, 20.5)`, then ` hidden` for a hidden one.
    public var description: String {
        let rect = [frame.minX, frame.minY, frame.width, frame.height].map(JSONWriting.number).joined(separator: ", ")
        return kind.rawValue + (text.map { " '\($0)'" } ?? "") + " (" + rect + ")" + (isHidden ? " hidden" : "")
    }
}

extension CellFrame {
    /// Which kind of leaf view a frame belongs to.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case label, image, spacer, box
    }
}
