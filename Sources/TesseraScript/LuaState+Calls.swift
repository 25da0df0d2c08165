// Calling into Lua from Swift: loading chunks and protected calls with a traceback.

import CLua
import Foundation

extension LuaState {
    /// Loads `source` as a text chunk named `name` (`@path` for files, `=[tessera]` for built-ins)
    /// and pushes the function.
    func load(_ source: [UInt8], name: String) throws {
        let status = source.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { tessera_loadbuffer(L, $0.baseAddress, $0.count, name) }
        }
        guard status == LUA_OK else {
            let message = string(at: -1) ?? "cannot load \(name)"
            pop()
            throw ScriptError(.script, expandingChunkNames(message))
        }
        if name.hasPrefix("@") { context.chunkPaths.append(String(name.dropFirst())) }
    }

    /// Calls the function below `arguments` values on the stack, in protected mode, with a fresh
    /// instruction budget; leaves `results` values. A Lua error becomes a `ScriptError` with the
    /// location and a short traceback.
    func call(arguments: Int32, results: Int32) throws {
        let function = top - arguments
        tessera_pushtraceback(L)
        tessera_insert(L, function)
        resetInstructionBudget()
        enterLua(true)
        let status = tessera_pcall(L, arguments, results, function)
        enterLua(false)
        tessera_remove(L, function)
        guard status != LUA_OK else { return }
        if status == LUA_ERRMEM || memoryLimitHit {
            pop()
            throw ScriptError(.script, "not enough memory: the scripts use more than the memory limit (\(memoryLimit >> 20) MiB); raise it with --max-memory")
        }
        let message = string(at: -1) ?? "(error object is a \(typeName(at: -1)) value)"
        pop()
        throw ScriptError.fromLua(expandingChunkNames(message))
    }

    /// `text` with the chunk names Lua shortened (`...der/item.lua`, past 59 characters) written in full.
    func expandingChunkNames(_ text: String) -> String {
        var result = text
        for path in context.chunkPaths where path.count > 55 {
            for length in stride(from: min(path.count - 1, 60), through: 20, by: -1) {
                let shortened = "..." + path.suffix(length)
                if result.contains(shortened) {
                    result = result.replacingOccurrences(of: shortened, with: path)
                    break
                }
            }
        }
        return result
    }
}
