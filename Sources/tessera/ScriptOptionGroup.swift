// The options that say how to run a script: feed, Lua path, fonts, limits.

import ArgumentParser
import TesseraScript

/// `--feed`, `--lua-path`, `--font-dir`, `--max-memory`, `--max-instructions`, `--timeout`.
struct ScriptOptionGroup: ParsableArguments {
    @Option(help: "A JSON file given to the script as L.feed.")
    var feed: String?

    @Option(name: .customLong("lua-path"), help: "A folder `require` searches too (repeatable).")
    var luaPath: [String] = []

    @Option(name: .customLong("font-dir"), help: "A folder of font files L.font.named finds (repeatable).")
    var fontDirectories: [String] = []

    @Option(name: .customLong("max-memory"), parsing: .unconditional, help: "The scripts' memory limit in MiB (1 to 65536).")
    var maxMemory = 1024

    @Option(name: .customLong("max-instructions"), parsing: .unconditional,
            help: "The Lua instructions one call into a script may execute (stops endless loops).")
    var maxInstructions = 1_000_000_000

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds the run may take: the script, its providers and measure functions and the layout (default 30; 0: no limit).",
                               valueName: "seconds"))
    var timeout: Double = ScriptOptionGroup.defaultTimeout

    @Flag(name: .customLong("strict-constraints"),
          help: "Make unsatisfiable constraints in a cell an error (exit 2) instead of UIKit's log and recovery.")
    var strictConstraints = false

    /// `--timeout`'s default: far beyond any sample (the largest takes a second), short enough to notice.
    static let defaultTimeout = 30.0
    /// The longest `--timeout` (a day).
    static let longestTimeout = 86_400.0

    func validate() throws {
        guard (1...65536).contains(maxMemory) else { throw ValidationError("--max-memory must be 1 to 65536 MiB") }
        guard maxInstructions > 0 else { throw ValidationError("--max-instructions must be positive") }
        try Self.check(timeout: timeout)
    }

    /// Throws unless `timeout` is 0 (no limit) or a number of seconds up to a day.
    static func check(timeout: Double) throws {
        guard timeout >= 0 && timeout <= longestTimeout else {
            let given = timeout == timeout.rounded() && abs(timeout) < 1e15 ? String(Int(timeout)) : String(timeout)
            throw ValidationError("--timeout must be a number of seconds from 0 (no limit) to 86400 (got \(given))")
        }
    }

    /// The timeout in force, or nil for none.
    var timeoutSeconds: Double? { timeout > 0 ? timeout : nil }

    func options(script: String, geometry: GeometryOptions, deadline: ScriptDeadline? = nil) -> ScriptOptions {
        var options = ScriptOptions(script: script, feed: feed, luaPath: luaPath,
                                    limits: ScriptLimits(memoryBytes: maxMemory << 20, instructions: maxInstructions,
                                                         deadline: deadline),
                                    contentSizeCategory: geometry.contentSizeCategory,
                                    displayScale: geometry.scale?.value ?? geometry.preset.scale,
                                    fontDirectories: fontDirectories)
        options.strictConstraints = strictConstraints
        return options
    }
}
