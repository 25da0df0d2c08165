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
    ///
    /// A call made while another runs (from a Swift function the script called) shares its budget. A stopped
    /// state (its budget spent, its deadline passed) reports why, whatever the script did with the error.
    func call(arguments: Int32, results: Int32) throws {
        if stopReason == TESSERA_TIMED_OUT {
            lua_settop(L, top - arguments - 1)
            throw ScriptError(.script, stopMessage ?? "\(context.scriptPath): timed out after \(timeoutText) (in the layout, "
                              + "between calls into the script); raise the limit with --timeout")
        }
        let function = top - arguments
        tessera_pushtraceback(L)
        tessera_insert(L, function)
        let outermost = context.callDepth == 0
        if outermost { resetInstructionBudget() }
        context.callDepth += 1
        enterLua(true)
        let status = tessera_pcall(L, arguments, results, function)
        enterLua(false)
        context.callDepth -= 1
        tessera_remove(L, function)
        guard status != LUA_OK else { return }
        let message = string(at: -1) ?? "(error object is a \(typeName(at: -1)) value)"
        pop()
        if stopReason != TESSERA_RUNNING, let stopped = stopMessage, !message.hasPrefix(stopped) {
            throw ScriptError(.script, expandingChunkNames(stopped))
        }
        if status == LUA_ERRMEM || memoryLimitHit {
            throw ScriptError(.script, "not enough memory: the scripts use more than the memory limit (\(memoryLimit >> 20) MiB); raise it with --max-memory")
        }
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
