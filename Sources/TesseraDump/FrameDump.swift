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
    public var subviews: [ElementSubview] = []
    /// Whether it sizes itself and still stands at its estimate (not measured yet).
    public var isEstimated = false
    /// What an orthogonal section's `visibleItemsInvalidationHandler` set: alpha, hidden and a 2D transform (the
    /// frame is then the transformed bounds' bounding box). Defaults when no handler touched it.
    public var alpha: Double = 1
    public var isHidden = false
    public var transform: AffineTransform = .identity
    /// Its identity across dumps (a feed item's `id`, `L.identifier`, as a diffable data source's item
    /// identifier), or nil: diffs then match it by index path.
    public var identifier: String?

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
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        transform = attributes.transform
    }

    /// Whether a handler changed it from the defaults (alpha 1, shown, no transform).
    public var hasPresentation: Bool { alpha != 1 || isHidden || transform != .identity }

    /// The frame without the transform: the bounds around the center. The bounds' size is solved from the
    /// bounding box (`W = |a|w + |c|h`, `H = |b|w + |d|h`); the frame itself when that has no single answer.
    public var untransformedFrame: Rect {
        let t = transform
        let determinant = abs(t.a) * abs(t.d) - abs(t.c) * abs(t.b)
        guard t != .identity, abs(determinant) > 1e-9 else { return frame }
        let width = (frame.width * abs(t.d) - frame.height * abs(t.c)) / determinant
        let height = (abs(t.a) * frame.height - abs(t.b) * frame.width) / determinant
        let center = self.center
        return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// UIKit's `center`: the frame's middle less the transform's translation.
    public var center: Point {
        Point(x: frame.mid(.horizontal) - transform.tx, y: frame.mid(.vertical) - transform.ty)
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

    /// The dump of a solved layout with each element's subviews from `subviews`, and what `annotations` add
    /// (estimated-ness, identities, orthogonal sections scrolled and their handlers applied).
    public init(_ layout: SolvedLayout, contentOffset: Point? = nil, subviews source: (any SubviewSource)?,
                annotations: DumpAnnotations = DumpAnnotations()) throws {
        var elements: [DumpElement] = []
        try annotations.forEachElement(of: layout, contentOffset: contentOffset, subviews: source) { elements.append($0) }
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
