// L.text.size's options table read in one pass: a measure function's table has four of its eleven fields.

import CLua

/// The fields of an `L.text.size` options table, read raw in one pass over the table (`lua_next`), each as the
/// layout reader reads it (a string only if it is a string, a number only if it is a number …).
///
/// Looking each of the eleven names up took eleven pushes and look-ups per call, seven of them for fields a measure
/// function's table seldom has; a pass visits only the fields there are. `font` and `numberOfLines`, whose reading
/// can fail, are read by name after (`numberOfLines` only when the pass met it), so errors come in the same order as
/// before.
struct TextOptionFields {
    var text: String?
    var width: Double?
    var hasNumberOfLines = false
    var scale: Double?
    var lineBreakMode: String?
    var lineBreakStrategy: String?
    var lineSpacing: Double?
    var lineHeightMultiple: Double?
    var adjustsFontSizeToFitWidth: Bool?
    var minimumScaleFactor: Double?

    /// The options' names, in the order `LuaState.textOptionAddresses()` keeps their Lua strings.
    static let names: [StaticString] = [
        "text", "font", "width", "numberOfLines", "scale", "lineBreakMode", "lineBreakStrategy", "lineSpacing",
        "lineHeightMultiple", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
    ]

    /// Reads the value on top of `state`'s stack as the field `names[option]`.
    private mutating func read(option: Int, from state: LuaState) {
        switch option {
        case 0: text = state.string(at: -1)
        case 1: break  // `font` is read by name after the pass
        case 2: width = state.number(at: -1)
        case 3: hasNumberOfLines = true
        case 4: scale = state.number(at: -1)
        case 5: lineBreakMode = state.string(at: -1)
        case 6: lineBreakStrategy = state.string(at: -1)
        case 7: lineSpacing = state.number(at: -1)
        case 8: lineHeightMultiple = state.number(at: -1)
        case 9: adjustsFontSizeToFitWidth = state.boolean(at: -1)
        default: minimumScaleFactor = state.number(at: -1)
        }
    }

    /// The fields of the table at `table` (which must be a table).
    /// - Complexity: O(fields in the table).
    init(of table: Int32, in state: LuaState) {
        let addresses = state.textOptionAddresses()
        let table = lua_absindex(state.L, table)
        lua_pushnil(state.L)
        while lua_next(state.L, table) != 0 {
            if lua_type(state.L, -2) == LUA_TSTRING, let key = lua_topointer(state.L, -2),
               let option = addresses.firstIndex(of: key) {
                read(option: option, from: state)
            }
            state.pop()
        }
    }
}

extension LuaState {
    /// The addresses of the options' names as this state's Lua strings (a short string is one object per state, so
    /// a key is an option's name exactly when it is at that address), made on first use; the strings are kept in
    /// the registry, so the addresses stay theirs.
    func textOptionAddresses() -> [UnsafeRawPointer] {
        if !context.textOptionAddresses.isEmpty { return context.textOptionAddresses }
        context.textOptionAddresses = TextOptionFields.names.map { name in
            push(key: name)
            let address = lua_topointer(L, -1)!
            _ = reference()
            return address
        }
        return context.textOptionAddresses
    }
}
