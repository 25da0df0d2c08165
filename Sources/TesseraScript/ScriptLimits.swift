// How much memory and how many instructions a layout script may use.

/// Limits for a script's Lua state: generous by default, tightened with `--max-memory` and
/// `--max-instructions`.
public struct ScriptLimits: Hashable, Sendable {
    /// Bytes the scripts may hold at once.
    public var memoryBytes: Int
    /// VM instructions one call into Lua (the script, a provider, a measure function) may execute.
    public var instructions: Int

    public init(memoryBytes: Int = 1 << 30, instructions: Int = 1_000_000_000) {
        self.memoryBytes = memoryBytes
        self.instructions = instructions
    }
}
