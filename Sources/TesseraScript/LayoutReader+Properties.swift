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
                // Converted on a copy (`lua_tolstring` makes it a string in place): the field stays a number.
                lua_pushvalue(state.L, -1)
                defer { state.pop() }
                lua_tolstring(state.L, -1, nil)
                return state.string(at: -1)
            default: throw badField(name, in: what, expected: "string", place: place())
            }
        }
    }

    /// The values a constraint may have changed after it was made, from its properties' table at `properties`:
    /// checked as above, with UIKit's defaults (multiplier 1, constant 0, priority 1000, no identifier).
    func constraintValues(of properties: Int32, place: @autoclosure () -> String) throws
        -> (multiplier: Double, constant: Double, priority: Float, identifier: String?) {
        (multiplier: try checkedNumber("multiplier", of: properties, default: 1, in: "constraint", place: place()),
         constant: try checkedNumber("constant", of: properties, in: "constraint", place: place()),
         priority: Float(try checkedNumber("priority", of: properties, default: 1000, in: "constraint", place: place())),
         identifier: try checkedText("identifier", of: properties, in: "constraint", place: place()))
    }

    /// `body` given the properties' table of the object on top of the stack and the object's constructor (`place`,
    /// worked out only when called, for an error); the table is popped after.
    func withPropertiesOfTop<Value>(_ body: (_ properties: Int32, _ place: () -> String) throws -> Value) throws
        -> Value {
        let object = lua_absindex(state.L, -1)
        let properties = pushProperties(of: object)
        defer { state.pop() }
        return try body(properties) { location(at: object) }
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
