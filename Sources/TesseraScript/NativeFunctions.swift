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

    /// `native.plugin(name)`: the compiled chunk of the built-in plugin `name` (`listconfig`), or nil.
    static let plugin: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard let name = state.string(at: 1), let source = ModuleSources.plugin(name) else {
            state.pushNil()
            return 1
        }
        do { try state.load(source, name: "=[\(name)]") } catch { return state.raise("\(error)") }
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

    /// `native.trackedSetter(changed, watch, set)`: the `__newindex` of views and constraints (`tessera_trackedset`):
    /// a tracked object's property is set in C, every other assignment calls `set` located.
    static let trackedSetter: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard state.type(at: 1) == LUA_TTABLE, state.type(at: 2) == LUA_TTABLE, state.type(at: 3) == LUA_TFUNCTION else {
            return state.raise("bad arguments to 'trackedSetter' (table, table and function expected)")
        }
        lua_settop(L, 3)
        tessera_pushtrackedset(L)
        return 1
    }

    /// `native.stderr(text)`: writes to standard error (what `print` does in a script).
    static let standardError: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard let text = state.string(at: 1) else { return 0 }
        if let write = state.context.write { write(text) } else { FileHandle.standardError.write(Data(text.utf8)) }
        return 0
    }

    /// `native.searchpath(name)`: the file `require(name)` loads; false when no folder holds it and a plugin of that
    /// name is built in (`native.plugin`); or nil and where it looked. A name is dotted
    /// words (`lib.grid` → `lib/grid.lua`); the file must lie inside the folder it was found in, links resolved:
    /// an absolute path, `..` or a symbolic link that leads out is an error, not a module.
    static let searchPath: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard let name = state.string(at: 1) else { return state.raise("bad argument #1 to 'require' (string expected)") }
        let words = name.split(separator: ".", omittingEmptySubsequences: false)
        guard words.allSatisfy({ !$0.isEmpty && !$0.contains("/") && !$0.contains("\\") && !$0.contains("\0") }) else {
            return failed("require: bad module name '\(name)' (dotted words: 'lib.grid' loads lib/grid.lua from "
                          + "the script's folder or a --lua-path folder; no absolute paths, no '..')")
        }
        let relative = words.joined(separator: "/") + ".lua"
        var tried: [String] = []
        for folder in [state.context.scriptFolder] + state.context.luaPath {
            let path = folder == "." ? relative : (folder as NSString).appendingPathComponent(relative)
            if FileManager.default.isReadableFile(atPath: path) {
                let root = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
                let real = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
                guard real.hasPrefix(root == "/" ? "/" : root + "/") else {
                    return failed("require: '\(name)' is \(path), a link to \(real) outside \(folder); modules "
                                  + "must stay inside the folders require searches")
                }
                state.push(path)
                return 1
            }
            tried.append(path)
        }
        if ModuleSources.plugin(name) != nil {
            state.push(false)
            return 1
        }
        return failed(notFound(name, tried: tried))

        /// nil and `message`: require raises it at its caller's line.
        func failed(_ message: String) -> Int32 {
            state.pushNil()
            state.push(message)
            return 2
        }
    }

    /// What `require` says when no folder holds `name`: every file it tried, that no plugin of that name is built
    /// in, and how to add a folder.
    static func notFound(_ name: String, tried: [String]) -> String {
        "module '\(name)' not found:" + tried.map { "\n\tno file '\($0)'" }.joined()
            + "\n\tno built-in plugin '\(name)' (built in: \(ModuleSources.pluginNames.joined(separator: ", ")))"
            + "\nhint: give the folder that holds \(name.split(separator: ".").joined(separator: "/")).lua with "
            + "--lua-path <folder> (repeatable)"
    }

    /// `native.loadfile(path)`: the file compiled as a text chunk, or nil and the error. A file larger than the
    /// memory the scripts have left is refused before it is read.
    static let loadFile: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard let path = state.string(at: 1) else { return state.raise("bad argument #1 to 'loadfile' (string expected)") }
        if let refusal = state.refusalToRead(path, what: "require") {
            state.pushNil()
            state.push(refusal)
            return 2
        }
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
        if let refusal = state.refusalToRead(file.path, shownAs: shown, what: "readJSON") { return state.raise(refusal) }
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
