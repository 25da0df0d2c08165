// A view inside a cell in a dump: its class, name, frame in the cell, and a label's text.

import TesseraLayout

/// A subview of an element, as dumps list it under the element (depth first; `depth` 1 is a subview of the cell's
/// content view).
public struct DumpSubview: Hashable, Sendable {
    public var depth: Int
    /// The UIKit class (`UILabel`).
    public var className: String
    /// Its `accessibilityIdentifier`, if any.
    public var name: String?
    /// The frame in the cell's coordinates.
    public var frame: Rect
    /// A label's text or a button's title.
    public var text: String?
    /// The text's point size.
    public var pointSize: Double?
    /// A label's lines as shown (pictures draw them; text dumps show `text`).
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

    /// `UILabel "name"`, or the class alone.
    public var title: String {
        name.map { className + " " + TextDumpFormat.quote($0) } ?? className
    }
}

/// Where a dump writer gets the subviews of the elements it writes (a script's cell functions, laid out at each
/// element's size). Nothing when there is none.
public protocol SubviewSource {
    /// The subviews of the element, depth first, in the element's coordinates (empty for none).
    func subviews(of element: LayoutAttributes) throws -> [DumpSubview]
}

/// Something Auto Layout reported about an element (a constraint conflict, an ambiguous view), for JSON dumps.
public struct DumpWarning: Hashable, Sendable {
    /// `unsatisfiableConstraints` or `ambiguousLayout`.
    public var kind: String
    /// The first element that gave it (`cell [0, 3]`).
    public var element: String
    /// How many times it was given.
    public var count: Int
    /// UIKit's log text.
    public var message: String

    public init(kind: String, element: String, count: Int, message: String) {
        self.kind = kind
        self.element = element
        self.count = count
        self.message = message
    }
}
