// A frame dump: container, scale, content size and every element's frame, in a stable order.

import TesseraLayout

/// One element of a dump.
public struct DumpElement: Hashable, Sendable {
    public var category: ElementCategory
    /// The element kind of a supplementary or decoration view; `nil` for cells.
    public var kind: String?
    public var section: Int
    /// The item index; `Int.max` (`NSIntegerMax`) for the layout's own boundary items.
    public var item: Int
    public var frame: Rect
    public var zIndex: Int
    /// The views inside it, depth first (empty in cell-only dumps).
    public var subviews: [DumpSubview] = []

    public init(category: ElementCategory, kind: String?, section: Int, item: Int, frame: Rect, zIndex: Int) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The dump element of a query's attributes.
    public init(_ attributes: LayoutAttributes) {
        self.init(category: attributes.category, kind: attributes.elementKind, section: attributes.indexPath.section,
                  item: attributes.indexPath.item, frame: attributes.frame, zIndex: attributes.zIndex)
    }

    /// The element's identity across dumps: category, kind and index path.
    public var key: ElementKey {
        ElementKey(category: category, elementKind: kind, indexPath: IndexPath(item: item, section: section))
    }
}

/// A layout's frames, as written to and read back from a dump file.
public struct FrameDump: Hashable, Sendable {
    /// The collection view's bounds size.
    public var container: Size
    /// The display scale.
    public var scale: Double
    public var contentSize: Size
    /// Elements in layout order: the layout's boundary items, then section by section.
    public var elements: [DumpElement]

    public init(container: Size, scale: Double, contentSize: Size, elements: [DumpElement]) {
        self.container = container
        self.scale = scale
        self.contentSize = contentSize
        self.elements = elements
    }

    /// The dump of a solved layout, with pinned items where `contentOffset` puts them (by default
    /// the collection view scrolled to the top).
    public init(_ layout: SolvedLayout, contentOffset: Point? = nil) {
        var elements: [DumpElement] = []
        layout.forEachElement(contentOffset: contentOffset) { elements.append(DumpElement($0)) }
        self.init(container: layout.geometry.size, scale: layout.geometry.traitCollection.displayScale,
                  contentSize: layout.contentSize, elements: elements)
    }

    /// The dump of a solved layout with each element's subviews from `subviews`.
    public init(_ layout: SolvedLayout, contentOffset: Point? = nil, subviews source: (any SubviewSource)?) throws {
        var elements: [DumpElement] = []
        try layout.forEachElement(contentOffset: contentOffset) { attributes in
            var element = DumpElement(attributes)
            if let source { element.subviews = try source.subviews(of: attributes) }
            elements.append(element)
        }
        self.init(container: layout.geometry.size, scale: layout.geometry.traitCollection.displayScale,
                  contentSize: layout.contentSize, elements: elements)
    }
}

/// Why a dump could not be read: the file (if known), the line and what was expected.
public struct DumpParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String?
    public var line: Int
    public var message: String

    public init(file: String? = nil, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file ?? "<dump>"):\(line): \(message)" }
}
