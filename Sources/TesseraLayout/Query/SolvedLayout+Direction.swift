// Right to left: the solved layout flipped about its content width, and UIKit's queries in the flipped space.

/// The solver lays out in *leading space* (leading on the left). Right to left, what the queries return is that
/// layout flipped horizontally about the content's width (`x' = width − x − w`), as UIKit flips a layout whose
/// `flipsHorizontallyInOppositeLayoutDirection` is true (R35); rectangles and content offsets given to the queries
/// are flipped into leading space the same way (a flip is its own inverse). Left to right nothing changes.
extension SolvedLayout {
    /// The layout direction of the collection view's traits.
    public var layoutDirection: LayoutDirection { geometry.traitCollection.layoutDirection }

    /// Whether results are flipped (right to left).
    @inline(__always) var isFlipped: Bool { layoutDirection == .rightToLeft }

    /// `rect` flipped about the content width when the layout is right to left.
    func flipped(_ rect: Rect) -> Rect {
        guard isFlipped else { return rect }
        var result = rect
        result.origin.x = contentSize.width - rect.maxX
        return result
    }

    /// `attributes` with their frame flipped when the layout is right to left.
    func flipped(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard isFlipped else { return attributes }
        var result = attributes
        result.frame = flipped(attributes.frame)
        return result
    }

    /// A content offset (the origin of the visible bounds) between leading space and the flipped space.
    func flipped(offset: Point) -> Point {
        flipped(Rect(origin: offset, size: geometry.size)).origin
    }

    /// The leading-space offset for a given content offset, or the resting one.
    func leadingOffset(_ contentOffset: Point?) -> Point {
        contentOffset.map { flipped(offset: $0) } ?? leadingRestingOffset
    }

    /// The content offset of the collection view scrolled to its start (minus its adjusted content inset): what
    /// pinned items are placed for when no offset is given. Right to left, a horizontally scrolling layout starts
    /// at its right end.
    public var restingContentOffset: Point { flipped(offset: leadingRestingOffset) }

    /// `layoutAttributesForElements(in:)`: every element whose frame meets `rect` clipped to the content (R32).
    ///
    /// As in UIKit, a cell (and a view anchored to it) is returned when it and its group meet the clipped
    /// rectangle, a decoration when its section's frame does; pinned boundary items are where `contentOffset`
    /// puts them (the resting offset when nil).
    ///
    /// - Complexity: O(s + log² n + k) for s sections, n items and k results.
    public func layoutAttributesForElements(in rect: Rect, contentOffset: Point? = nil) -> [LayoutAttributes] {
        let elements = leadingElements(in: flipped(rect), contentOffset: leadingOffset(contentOffset), orthogonalContent: true)
        return isFlipped ? elements.map { flipped($0) } : elements
    }

    /// `layoutAttributesForItem(at:)`; `nil` for an item that does not exist or was not laid out.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        // Not `.map(flipped)`: a method reference captures the whole layout, copied for every item asked about.
        guard let attributes = leadingItemAttributes(at: indexPath) else { return nil }
        return flipped(attributes)
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`, boundary and anchored views alike.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath,
                                                     contentOffset: Point? = nil) -> LayoutAttributes? {
        guard let attributes = leadingSupplementaryAttributes(ofKind: kind, at: indexPath,
                                                              contentOffset: leadingOffset(contentOffset)) else { return nil }
        return flipped(attributes)
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard let attributes = leadingDecorationAttributes(ofKind: kind, at: indexPath) else { return nil }
        return flipped(attributes)
    }
}
