// The error a simulation throws when a measurer fails or answers something unusable for an element.

/// A measurer failed or answered something unusable, for one element.
public struct MeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    public var key: ElementKey
    public var message: String
    /// The identifier of the cell's item (a feed record's id), when it has one: messages name it.
    public var identifier: String?

    public init(key: ElementKey, message: String, identifier: String? = nil) {
        self.key = key
        self.message = message
        self.identifier = identifier
    }

    public var description: String {
        "while measuring \(key)" + (identifier.map { " (id \"\($0)\")" } ?? "") + ": \(message)"
    }
}
