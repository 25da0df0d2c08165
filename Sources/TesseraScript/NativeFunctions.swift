// Swift functions the sandbox and the `tessera` module call: parts, require's search, readJSON.

import CLua
import Foundation
import TesseraJSON

/// Swift functions callable from Lua. Each reads its arguments and pushes its results with API
/// that cannot raise, and reports errors by returning `state.raise(message)`.
enum NativeFunctions {
    /// `native.part(name)`: the compiled chunk of a built-in part of the module.
    static let part: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard let name = state.string(at: 1), let source = ModuleSources.part(name) else {
            return state.raise("unknown part of the tessera module")
        }
        do { try state.load(source, name: "=[tessera]") } catch { return state.raise("\(error)") }
        return 1
    }

    /// `native.located(f)`: `f` wrapped so that it is called with its caller's location first.
    static let located: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard state.type(at: 1) == LUA_TFUNCTION else { return state.raise("bad argument #1 to 'located' (function expected)") }
        lua_settop(L, 1)
        tessera_pushlocated(L)
        return 1
    }

    /// `native.stderr(text)`: writes to standard error (what `print` does in a script).
    static let standardError: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        if let text = state.string(at: 1) { FileHandle.standardError.write(Data(text.utf8)) }
        return 0
    }

    /// `native.searchpath(name)`: the file `require(name)` loads, or nil and where it looked.
    static let searchPath: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard let name = state.string(at: 1) else { return state.raise("bad argument #1 to 'require' (string expected)") }
        let relative = name.replacingOccurrences(of: ".", with: "/") + ".lua"
        var tried: [String] = []
        for folder in [state.context.scriptFolder] + state.context.luaPath {
            let path = folder == "." ? relative : (folder as NSString).appendingPathComponent(relative)
            if FileManager.default.isReadableFile(atPath: path) {
                state.push(path)
                return 1
            }
            tried.append(path)
        }
        state.pushNil()
        state.push("module '\(name)' not found:" + tried.map { "\n\tno file '\($0)'" }.joined())
        return 2
    }

    /// `native.loadfile(path)`: the file compiled as a text chunk, or nil and the error.
    static let loadFile: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard let path = state.string(at: 1) else { return state.raise("bad argument #1 to 'loadfile' (string expected)") }
        guard let data = FileManager.default.contents(atPath: path) else {
            state.pushNil()
            state.push("cannot read '\(path)'")
            return 2
        }
        do {
            try state.load(Array(data), name: "@" + path)
            return 1
        } catch {
            state.pushNil()
            state.push("\(error)")
            return 2
        }
    }

    /// `L.readJSON(path)`: a JSON file from the script's folder tree, as Lua tables.
    static let readJSON: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard let path = state.string(at: 1) else {
            return state.raise("bad argument #1 to 'readJSON' (string expected, got \(state.typeName(at: 1)))")
        }
        let folder = URL(fileURLWithPath: state.context.scriptFolder).standardizedFileURL.resolvingSymlinksInPath()
        let file = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL.resolvingSymlinksInPath()
        guard file.path.hasPrefix(folder.path + "/") else {
            return state.raise("readJSON: '\(path)' is outside the script's folder (\(state.context.scriptFolder)); scripts may only read files below it")
        }
        let shown = state.context.scriptFolder == "." ? path : (state.context.scriptFolder as NSString).appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return state.raise("readJSON: cannot read '\(shown)'")
        }
        do {
            state.push(json: try JSONParser.parse(contentsOf: data, file: shown))
            return 1
        } catch {
            return state.raise("readJSON: \(error)")
        }
    }
}
