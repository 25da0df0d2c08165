// A layout entry of a Swift file: a function, property or closure typed as a layout or a section.

/// A function, computed property or closure of the file whose type is a layout or a section.
public struct SwiftLayoutEntry: Hashable, Sendable {
    /// What the entry returns.
    public enum Kind: String, Hashable, Sendable {
        case layout, section
        /// A `UIViewController` subclass: its lifecycle builds a screen.
        case viewController
        /// A `UIView` subclass: built by its `init(frame:)` and laid out alone, fitted at a width or at a size.
        case view
    }
    /// The entry's own name (`createLayout`).
    public var name: String
    /// The type it is declared in, or nil at top level.
    public var typeName: String?
    public var kind: Kind
    /// The declared type, as written (`UICollectionViewLayout`).
    public var declaredType: String
    public var line: Int
    /// The file it is declared in (for a module of several files).
    public var file: String = ""

    /// `Type.name`, or the name at top level.
    public var qualifiedName: String { typeName.map { "\($0).\(name)" } ?? name }
}
