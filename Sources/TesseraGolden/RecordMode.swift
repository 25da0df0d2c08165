// When `tessera test` writes goldens: the --record flag, TESSERA_RECORD, CI, or the default.


/// Which goldens a test run may write, as swift-snapshot-testing and insta name the modes.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Record goldens that do not exist yet; compare the others (the default on a workstation).
    case missing
    /// Rewrite every golden whose content changed (identical files are left untouched).
    case all
    /// Rewrite the goldens that fail (and record missing ones).
    case failed
    /// Write nothing: a missing golden is a failure (the default when `CI` is set).
    case never

    /// The mode in force and why: the flag wins, then `TESSERA_RECORD`, then `CI` (→ never), then missing.
    public static func resolve(flag: RecordMode?, environment: [String: String]) throws -> (mode: RecordMode, reason: String) {
        if let flag { return (flag, "--record \(flag.rawValue)") }
        if let value = environment["TESSERA_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value) else {
                throw ToolError(.input, "TESSERA_RECORD must be missing, all, failed or never (got '\(value)')")
            }
            return (mode, "TESSERA_RECORD=\(value)")
        }
        if isCI(environment) { return (.never, "CI is set") }
        return (.missing, "the default")
    }

    /// Whether `CI` is set to something other than empty, `0` or `false` (as Jest's is-ci reads it).
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }
}
