// A place where a line may (or must) break.

/// A line break opportunity: a new line may start at `offset` (a UTF-16 offset), and must when mandatory.
public struct LineBreakOpportunity: Hashable, Sendable {
    public var offset: Int
    /// Whether the break is required (after a line feed, carriage return, U+2028 or U+2029).
    public var isMandatory: Bool

    public init(offset: Int, isMandatory: Bool = false) {
        self.offset = offset
        self.isMandatory = isMandatory
    }
}
