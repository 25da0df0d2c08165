// Errors for invalid layout descriptions, naming the element and the reason as UIKit's messages do.

/// A layout description the solver refuses, with the element it is about and why.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the description: `section 2 › group › subitem 1 (item)`.
    public var element: String
    /// Why, in UIKit's words where UIKit has them.
    public var reason: String

    public init(element: String, reason: String) {
        self.element = element
        self.reason = reason
    }

    public var description: String { element.isEmpty ? reason : "\(element): \(reason)" }
}
