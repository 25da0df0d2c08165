// What a dump adds to a layout's attributes: estimated-ness, identities, orthogonal offsets and their handlers.

import TesseraLayout

/// What the writers add to each element beyond the layout's frames: whether it stands at its estimate, its
/// identity, and the orthogonal sections' scroll offsets (their `visibleItemsInvalidationHandler`s are applied at
/// those offsets, 0 when absent, before every dump).
public struct DumpAnnotations {
    /// Whether an element stands at its estimate (nil: none does).
    public var isEstimated: ((ElementKey) -> Bool)?
    /// An element's identity (nil: none has one).
    public var identifier: ((ElementKey) -> String?)?
    /// Section → offset of its orthogonal scroll view, measured from the section's leading edge.
    public var orthogonalOffsets: [Int: Double]

    public init(isEstimated: ((ElementKey) -> Bool)? = nil, identifier: ((ElementKey) -> String?)? = nil,
                orthogonalOffsets: [Int: Double] = [:]) {
        self.isEstimated = isEstimated
        self.identifier = identifier
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// Calls `body` with every element of `layout` as presented, annotated, its subviews from `source`.
    func forEachElement(of layout: SolvedLayout, contentOffset: Point?, subviews source: (any SubviewSource)?,
                        _ body: (DumpElement) throws -> Void) throws {
        try layout.forEachPresentedElement(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets) { attributes in
            var element = DumpElement(attributes)
            if let source { element.subviews = try source.subviews(of: attributes) }
            if let isEstimated, isEstimated(attributes.key) { element.isEstimated = true }
            if let identifier { element.identifier = identifier(attributes.key) }
            try body(element)
        }
    }
}
