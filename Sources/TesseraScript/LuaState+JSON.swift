// JSON values as Lua tables: objects become tables with string keys, arrays 1-based sequences.

import CLua
import TesseraJSON

extension LuaState {
    /// Pushes `value` as Lua values. JSON null is nil inside objects (the key is absent) and the
    /// sentinel `L.null` inside arrays, so arrays keep their length.
    ///
    /// - Complexity: O(n) in the size of the value.
    func push(json value: JSONValue) {
        push(reference: context.nullReference)
        push(json: value, null: -1)
        lua_rotate(L, -2, 1)
        pop()
    }

    /// Pushes `value` with the `null` sentinel at stack index `null` (see `push(json:)`).
    ///
    /// - Complexity: O(n) in the size of the value.
    private func push(json value: JSONValue, null: Int32) {
        let null = lua_absindex(L, null)
        switch value {
        case .null: pushNil()
        case .bool(let b): push(b)
        case .number(let n):
            if n == n.rounded(), abs(n) < 9.0e15 { push(Int(n)) } else { push(n) }
        case .string(let s): push(s)
        case .array(let elements):
            reserveStack(3)  // a level of nesting (at most JSONReader.maximumDepth) holds the table and an element
            newTable(array: elements.count)
            for (index, element) in elements.enumerated() {
                if element == .null { lua_pushvalue(L, null) } else { push(json: element, null: null) }
                setIndex(index + 1, of: -2)
            }
        case .object(let pairs):
            reserveStack(3)
            newTable(record: pairs.count)
            for (key, element) in pairs where element != .null {
                push(json: element, null: null)
                setField(named: key, of: -2)
            }
        }
    }
}
