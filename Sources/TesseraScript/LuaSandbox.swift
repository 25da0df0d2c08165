// The sandbox scripts run in: safe libraries only, text chunks only, `require` over known folders.

import CLua
import TesseraLayout

extension LuaState {
    /// The Lua that locks the globals down and defines `require`; it gets the native table.
    private static let bootstrap = """
        local native = ...
        dofile, loadfile = nil, nil
        string.dump = nil
        -- print goes to standard error: standard output carries the frame dump.
        function print(...)
          local parts = {}
          for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
          native.stderr(table.concat(parts, "\\t") .. "\\n")
        end
        os = { clock = native.clock }
        local loaded, loading, chain = {}, {}, {}
        function require(name)
          if type(name) ~= "string" then
            error(("bad argument #1 to 'require' (string expected, got %s)"):format(type(name)), 2)
          end
          local value = loaded[name]
          if value ~= nil then return value end
          if loading[name] then
            error("loop in require: " .. table.concat(chain, " → ") .. " → " .. name, 2)
          end
          local path, message = native.searchpath(name)
          local chunk, err
          if path then
            chunk, err = native.loadfile(path)
          elseif path == false then
            chunk, path = native.plugin(name), "[" .. name .. "]"
          else
            error(message, 2)
          end
          if not chunk then error(err, 2) end
          loading[name] = true
          chain[#chain + 1] = name
          local result = chunk(name, path)
          chain[#chain] = nil
          loading[name] = nil
          if result == nil then result = true end
          loaded[name] = result
          return result
        end
        local M = native.part("tessera")(native)
        M.null = setmetatable({}, { __tostring = function() return "null" end, __name = "null" })
        M.readJSON = native.readJSON
        loaded.tessera = M
        return M
        """

    /// Opens the safe libraries (base without `dofile`/`loadfile`, string, table, math, utf8,
    /// `os.clock`), puts the guards over the functions that do long work in C (`guards.h`: they charge
    /// it to the budget first; `setmetatable` refuses finalizers), defines `require` and loads the
    /// `tessera` module; returns its registry reference.
    func installSandbox() throws -> Int32 {
        try withBalancedStack {
            let libraries: [(String, lua_CFunction)] = [
                ("_G", luaopen_base), ("string", luaopen_string), ("table", luaopen_table),
                ("math", luaopen_math), ("utf8", luaopen_utf8), ("os", luaopen_os),
            ]
            for (name, open) in libraries {
                luaL_requiref(L, name, open, 1)
                pop()
            }
            guard tessera_protected_install_guards(L) == LUA_OK else {
                pop()
                throw ScriptError(.internal, "cannot install the sandbox's library guards")
            }
            installLazyLines()
            try load(Array(Self.bootstrap.utf8), name: "=[tessera]")
            pushNativeTable()
            try call(arguments: 1, results: 1)
            pushField("null", of: -1)
            context.nullReference = reference()
            pushField("_readonly", of: -1)
            context.readonlyReference = reference()
            return reference()
        }
    }

    /// The table of native functions the bootstrap and the module use.
    private func pushNativeTable() {
        newTable(record: 13)
        lua_getglobal(L, "os")
        pushField("clock", of: -1)
        setField("clock", of: -3)
        pop()
        let natives: [(String, SwiftFunction)] = [
            ("part", NativeFunctions.part), ("searchpath", NativeFunctions.searchPath),
            ("loadfile", NativeFunctions.loadFile), ("plugin", NativeFunctions.plugin), ("readJSON", NativeFunctions.readJSON),
            ("located", NativeFunctions.located), ("trackedSetter", NativeFunctions.trackedSetter),
            ("stderr", NativeFunctions.standardError),
            ("textSize", TextFunctions.size), ("textNaturalSize", TextFunctions.naturalSize),
            ("fontProblem", TextFunctions.fontProblem), ("fontWarning", TextFunctions.fontWarning),
        ]
        for (name, function) in natives {
            push(function)
            setField(named: name, of: -2)
        }
        // The engine's limits, so the module's checks say the same as the engine (LayoutLimits).
        push(LayoutLimits.itemsPerSection)
        setField("itemsPerSection", of: -2)
        push(LayoutLimits.childrenPerRun)
        setField("childrenPerRun", of: -2)
    }
}
