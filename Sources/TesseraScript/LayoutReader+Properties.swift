// Reads the properties a script may set after their constructor checked them: a value of another type is an error.

import CLua

/// A view's or constraint's properties are plain fields: a constructor checks them, and a later assignment
/// (`label.isHidden = "yes"`, `c.constant = "8"`) goes straight into the table. These reads check them again, so that
/// such a value is an error at the object's constructor instead of a default read in its place.
extension LayoutReader {
    /// The boolean field `name` of the table at `table`: `default` when absent; any other value is an error at
    /// `place`, the constructor of the `what` that holds it (worked out only then).
    func checkedBool(_ name: StaticString, of table: Int32, default value: Bool, in what: String,
                     place: @autoclosure () -> String) throws -> Bool {
        try field(name, of: table) {
            switch lua_type(state.L, -1) {
            case LUA_TNIL: return value
            case LUA_TBOOLEAN: return lua_toboolean(state.L, -1) != 0
            default: throw badField(name, in: what, expected: "boolean", place: place())
            }
        }
    }

    /// The number field `name` of the table at `table`: `default` when absent; anything else, NaN, an infinity or a
    /// number below `minimum`, is an error at `place`.
    func checkedNumber(_ name: StaticString, of table: Int32, default value: Double = 0, minimum: Double = -.infinity,
                       in what: String, place: @autoclosure () -> String) throws -> Double {
        try field(name, of: table) {
            guard lua_type(state.L, -1) != LUA_TNIL else { return value }
            let expected = minimum == -.infinity ? "a finite number" : "a finite number from \(luaText(minimum))"
            guard let number = state.number(at: -1) else {
                throw badField(name, in: what, expected: expected, place: place())
            }
            guard number.isFinite, number >= minimum else {
                throw badField(name, in: what, expected: expected, got: luaText(number), place: place())
            }
            return number
        }
    }

    /// The text field `name` of the table at `table`: nil when absent; a number is taken as its text, as the
    /// constructors take it (`L.label{ text = 42 }`); anything else is an error at `place`.
    func checkedText(_ name: StaticString, of table: Int32, in what: String,
                     place: @autoclosure () -> String) throws -> String? {
        try field(name, of: table) {
            switch lua_type(state.L, -1) {
            case LUA_TNIL: return nil
            case LUA_TSTRING: return state.string(at: -1)
            case LUA_TNUMBER:
                // Converted on a copy: the field's own value stays a number.
                lua_pushvalue(state.L, -1)
                defer { state.pop() }
                var length = 0
                guard let pointer = lua_tolstring(state.L, -1, &length) else { return nil }
                return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
                }
            default: throw badField(name, in: what, expected: "string", place: place())
            }
        }
    }

    /// `place: bad field 'name' in what (expected expected, got …), set after the what made here`: the value on top
    /// of the stack named by its type unless `got` says it. The constructor at `place` checked its own values, so a
    /// bad one was set later.
    private func badField(_ name: StaticString, in what: String, expected: String, got: String? = nil,
                          place: String) -> ScriptError {
        let got = got ?? state.typeName(at: -1)
        return ScriptError(.script, (place == "?" ? "" : "\(place): ") + "bad field '\(name)' in \(what) "
                           + "(\(expected) expected, got \(got)), set after the \(what) made here")
    }
}
