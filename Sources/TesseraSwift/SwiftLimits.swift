// The limits interpreted layout code runs under: a step budget and a call depth.

/// The limits interpreted code runs under.
public struct SwiftLimits: Hashable, Sendable {
    /// Statements, calls and loop turns one run may take (stops loops that do not end).
    public var instructions: Int
    /// Nested calls of interpreted functions (stops recursion without end).
    public var callDepth: Int

    public init(instructions: Int = 1_000_000, callDepth: Int = 200) {
        self.instructions = instructions
        self.callDepth = callDepth
    }
}
