// Errors for invalid layout descriptions, naming the element and the reason as UIKit's messages do.

/// A layout description the solver refuses, with the element it is about and why.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the description: `section 2 › group › subitem 1 (item)`.
    public var element: String
    /// Why, in UIKit's words where UIKit has them.
    public var reason: String

    /// Which part of the description it is about, when the engine knows: a front end names the file and line that
    /// describe that part (`LayoutSource`), with no need to read `element`.
    public var place: Place?

    /// A part of a layout's description an error can be about.
    public enum Place: Hashable, Sendable {
        /// The layout's configuration (its spacing, its own boundary items).
        case configuration
        /// A section, by index.
        case section(Int)
    }

    public init(element: String, reason: String, place: Place? = nil) {
        self.element = element
        self.reason = reason
        self.place = place
    }

    /// `error` about `place` when it is a `LayoutError` that names no place yet; any other error as it is.
    public static func placing(_ error: Error, at place: Place) -> Error {
        guard var error = error as? LayoutError, error.place == nil else { return error }
        error.place = place
        return error
    }

    public var description: String { element.isEmpty ? reason : "\(element): \(reason)" }
}
