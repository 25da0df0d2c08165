// How much memory, how many instructions and how much time a layout script may use.

/// Limits for a script's Lua state: generous by default, tightened with `--max-memory`, `--max-instructions`
/// and `--timeout`.
public struct ScriptLimits: Hashable, Sendable {
    /// Bytes the scripts may hold at once; the layout's own storage is checked against it too.
    public var memoryBytes: Int
    /// Work one call into Lua (the script, a provider, a measure function) may do: VM instructions, plus the
    /// work of library functions and one unit per 32 bytes allocated.
    public var instructions: Int
    /// When the whole run must stop, or nil for never.
    public var deadline: ScriptDeadline?

    public init(memoryBytes: Int = 1 << 30, instructions: Int = 1_000_000_000, deadline: ScriptDeadline? = nil) {
        self.memoryBytes = memoryBytes
        self.instructions = instructions
        self.deadline = deadline
    }
}
