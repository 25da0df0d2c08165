// The options that say how to run a script: feed, Lua path, limits.

import ArgumentParser
import TesseraScript

/// `--feed`, `--lua-path`, `--max-memory`, `--max-instructions`.
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

    func validate() throws {
        guard (1...65536).contains(maxMemory) else { throw ValidationError("--max-memory must be 1 to 65536 MiB") }
        guard maxInstructions > 0 else { throw ValidationError("--max-instructions must be positive") }
    }

    func options(script: String, geometry: GeometryOptions) -> ScriptOptions {
        ScriptOptions(script: script, feed: feed, luaPath: luaPath,
                      limits: ScriptLimits(memoryBytes: maxMemory << 20, instructions: maxInstructions),
                      contentSizeCategory: geometry.contentSizeCategory,
                      displayScale: geometry.scale ?? geometry.preset.scale, fontDirectories: fontDirectories)
    }
}
