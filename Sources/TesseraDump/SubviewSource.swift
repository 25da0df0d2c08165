// Subviews in dumps: how a subview is titled, where writers get them, and what Auto Layout warned about.

import TesseraLayout

extension ElementSubview {
    /// `UILabel "name"`, or the class alone.
    public var title: String {
        name.map { className + " " + TextDumpFormat.quote($0) } ?? className
    }
}

/// Where a dump writer gets the subviews of the elements it writes (a script's cell functions, laid out at each
/// element's size). Nothing when there is none.
public protocol SubviewSource {
    /// The subviews of the element, depth first, in the element's coordinates (empty for none).
    func subviews(of element: LayoutAttributes) throws -> [ElementSubview]
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
