// Reading and pushing values with API that cannot raise: what Swift may do to a Lua stack.

import CLua

/// A Swift function Lua can call: it returns the number of results, or -1 after pushing an error
/// message (the trampoline raises it once Swift has returned).
typealias SwiftFunction = tessera_swift_function

extension LuaState {
    func push(_ value: String) {
        var copy = value
        copy.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }

    func push(_ value: Double) { lua_pushnumber(L, value) }
    func push(_ value: Int) { lua_pushinteger(L, lua_Integer(value)) }
    func push(_ value: Bool) { lua_pushboolean(L, value ? 1 : 0) }
    func pushNil() { lua_pushnil(L) }
    func push(_ function: SwiftFunction) { tessera_pushswiftfunction(L, function) }
    func pop(_ count: Int32 = 1) { tessera_pop(L, count) }

    /// Pushes a new table sized for `array` elements and `record` fields.
    func newTable(array: Int = 0, record: Int = 0) {
        lua_createtable(L, Int32(clamping: array), Int32(clamping: record))
    }

    /// Pops the value on top and stores it as field `name` of the table at `table` (raw: no metamethods).
    func setField(_ name: StaticString, of table: Int32) {
        setField(of: table) { push(key: name) }
    }

    /// Stores `value` as field `name` of the table at `table` (raw). The name is pushed before the value, so
    /// nothing is moved on the stack: the tables a measure call makes and `L.text.size`'s results are filled so.
    func setField(_ name: StaticString, of table: Int32, to value: Double) {
        setField(name, of: table) { lua_pushnumber(L, value) }
    }

    func setField(_ name: StaticString, of table: Int32, to value: Int) {
        setField(name, of: table) { lua_pushinteger(L, lua_Integer(value)) }
    }

    func setField(_ name: StaticString, of table: Int32, to value: Bool) {
        setField(name, of: table) { lua_pushboolean(L, value ? 1 : 0) }
    }

    /// Stores the value `pushValue` pushes as field `name` of the table at `table` (raw), the name pushed first.
    @inline(__always)
    private func setField(_ name: StaticString, of table: Int32, pushingValue pushValue: () -> Void) {
        let table = lua_absindex(L, table)
        push(key: name)
        pushValue()
        lua_rawset(L, table)
    }

    /// `setField(_:of:)` for a name made at run time (a JSON member's, a global's).
    func setField(named name: String, of table: Int32) {
        setField(of: table) { push(name) }
    }

    /// Pops the value on top and stores it in the table at `table` under the name `pushName` pushes.
    @inline(__always)
    private func setField(of table: Int32, pushingName pushName: () -> Void) {
        let table = lua_absindex(L, table)
        pushName()
        tessera_insert(L, -2)
        lua_rawset(L, table)
    }

    /// Pops the value on top and stores it at `index` of the array at `table`.
    func setIndex(_ index: Int, of table: Int32) {
        lua_rawseti(L, table, lua_Integer(index))
    }

    /// Pushes field `name` of the table at `table` (raw) and returns its Lua type; nil when the value
    /// at `table` is not a table (a raw get on anything else is undefined behaviour in Lua's C API).
    @discardableResult
    func pushField(_ name: StaticString, of table: Int32) -> Int32 {
        guard lua_type(L, table) == LUA_TTABLE else {
            lua_pushnil(L)
            return LUA_TNIL
        }
        let table = lua_absindex(L, table)
        push(key: name)
        return lua_rawget(L, table)
    }

    /// Pushes element `index` of the array at `table` (raw) and returns its Lua type; nil when the
    /// value at `table` is not a table.
    @discardableResult
    func pushIndex(_ index: Int, of table: Int32) -> Int32 {
        guard lua_type(L, table) == LUA_TTABLE else {
            lua_pushnil(L)
            return LUA_TNIL
        }
        return lua_rawgeti(L, table, lua_Integer(index))
    }

    /// Makes room for `slots` more values on the Lua stack. Lua guarantees only 20 free slots; readers that
    /// go down nested tables (groups in groups, stacks in stacks, JSON) push a few per level, so each level
    /// asks for room (`lua_checkstack` never raises; the nesting limits keep the stack far below its
    /// million-slot maximum).
    func reserveStack(_ slots: Int32 = 12) {
        _ = lua_checkstack(L, slots)
    }

    func type(at index: Int32) -> Int32 { lua_type(L, index) }

    /// The Lua type name of the value at `index` (`nil`, `number`, `table` …).
    func typeName(at index: Int32) -> String { String(cString: lua_typename(L, lua_type(L, index))) }

    /// The string at `index`, only if it is a string (numbers are not converted).
    func string(at index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let pointer = lua_tolstring(L, index, &length) else { return nil }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
    }

    /// The number at `index`, only if it is a number.
    func number(at index: Int32) -> Double? {
        guard lua_type(L, index) == LUA_TNUMBER else { return nil }
        return tessera_tonumber(L, index, nil)
    }

    /// The boolean at `index`, only if it is a boolean.
    func boolean(at index: Int32) -> Bool? {
        guard lua_type(L, index) == LUA_TBOOLEAN else { return nil }
        return lua_toboolean(L, index) != 0
    }

    /// The length of the array at `index` (raw: no metamethods).
    func length(at index: Int32) -> Int { Int(lua_rawlen(L, index)) }

    /// Pops the value on top into the registry and returns its reference.
    func reference() -> Int32 { luaL_ref(L, tessera_registryindex()) }

    /// Pushes the value `reference` holds in the registry.
    func push(reference: Int32) { lua_rawgeti(L, tessera_registryindex(), lua_Integer(reference)) }

    /// Releases `reference`.
    func release(reference: Int32) { luaL_unref(L, tessera_registryindex(), reference) }

    /// Where the function at `index` is defined (`Scripts/x.lua:12`), for error messages.
    func definition(ofFunctionAt index: Int32) -> String {
        var info = lua_Debug()
        lua_pushvalue(L, index)
        guard lua_getinfo(L, ">S", &info) != 0 else { return "?" }
        let source = withUnsafeBytes(of: &info.short_src) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        return "\(source):\(info.linedefined)"
    }

    /// Pushes `message` as the error of a Swift function and returns the value that makes the
    /// trampoline raise it.
    func raise(_ message: String) -> Int32 {
        push(message)
        return -1
    }
}
