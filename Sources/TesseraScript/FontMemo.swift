// The fonts a script's font tables gave last, kept while the tables' fields are the same Lua values.

import CLua
import TesseraLayout
import TesseraText

/// A font table read (`L.font.system(…)`, `L.font.preferred(…)`, `L.font.named(…)`) and the font it gave; a state
/// keeps the last `FontMemo.kept` (a cell's labels have a few fonts between them).
///
/// A measure function passes the same font table for every row; making the font again means reading its
/// fields as Swift strings and looking up the text style and size category. A memo holds the raw Lua
/// values of the fields the font is made from (strings by identity, numbers by bit pattern) and the size
/// category the state follows; while they are the same, so is the font. The memo keeps its strings in a
/// registry table, so an address it compares cannot be reused by another string.
struct FontMemo {
    /// The fields a font is made from, in the order the fingerprint's lanes hold them.
    static let fields: [StaticString] = ["__tessera", "kind", "size", "textStyle", "category", "name", "weight"]
    /// How many memos a state keeps: the fonts of a cell's labels, read in turn for every row.
    static let kept = 8
    /// Each field's value bits (a string's or table's address, a number's bit pattern), and in the last lane
    /// the fields' Lua types, four bits each.
    let fingerprint: SIMD8<UInt64>
    let contentSizeCategory: ContentSizeCategory
    let font: Font
    /// The registry table that holds the fields' values while the memo is kept.
    let anchor: Int32
}

extension LuaState {
    /// The font table at `index` (`L.font.system(…)`, `L.font.preferred(…)`, `L.font.named(…)`), from a memo
    /// while the table's fields are those the memo was made from.
    /// - Complexity: O(`FontMemo.kept`) when a memo has it.
    func font(at index: Int32, function: String) throws -> Font {
        let index = lua_absindex(L, index)
        let fingerprint = fontFingerprint(at: index)
        let category = context.contentSizeCategory
        if let memo = context.fontMemos.first(where: { $0.fingerprint == fingerprint && $0.contentSizeCategory == category }) {
            return memo.font
        }
        let font = try resolveFont(at: index, function: function)
        let memo = FontMemo(fingerprint: fingerprint, contentSizeCategory: category, font: font,
                            anchor: anchorFontFields(of: index))
        if context.fontMemos.count < FontMemo.kept {
            context.fontMemos.append(memo)
        } else {
            // The oldest one goes.
            release(reference: context.fontMemos[context.nextFontMemo].anchor)
            context.fontMemos[context.nextFontMemo] = memo
            context.nextFontMemo = (context.nextFontMemo + 1) % FontMemo.kept
        }
        return font
    }

    /// The raw values of the font fields of the value at `index` (all nil when it is not a table).
    private func fontFingerprint(at index: Int32) -> SIMD8<UInt64> {
        var lanes = SIMD8<UInt64>()
        var types: UInt64 = UInt64(lua_type(L, index))
        for (field, name) in FontMemo.fields.enumerated() {
            let type = pushField(name, of: index)
            types = types << 4 | UInt64(type + 1)
            switch type {
            case LUA_TNUMBER: lanes[field] = lua_tonumberx(L, -1, nil).bitPattern
            case LUA_TBOOLEAN: lanes[field] = UInt64(lua_toboolean(L, -1))
            case LUA_TNIL: lanes[field] = 0
            default: lanes[field] = UInt64(UInt(bitPattern: lua_topointer(L, -1)))
            }
            pop()
        }
        lanes[7] = types
        return lanes
    }

    /// A registry reference to an array of the font fields' values of the table at `index`.
    private func anchorFontFields(of index: Int32) -> Int32 {
        newTable(array: FontMemo.fields.count)
        for (field, name) in FontMemo.fields.enumerated() {
            pushField(name, of: index)
            setIndex(field + 1, of: -2)
        }
        return reference()
    }
}
