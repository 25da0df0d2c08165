// L.text.size's `lines`, made when a script first reads them: most measure functions only read the height.

import CLua
import Glibc
import TesseraText

/// A measured text's lines kept for its `lines` until a script reads them (or the result is collected), as plain
/// words in a Lua userdata (no finalizer: the collector frees it as any string), its text as the userdata's user
/// value. Per line: location, end, width, height, minY (bit patterns), ellipsis, visible ranges and their bounds.
enum PendingLines {
    /// The words `lines` take.
    static func wordCount(_ lines: [TextLine]) -> Int {
        lines.reduce(1) { $0 + 7 + 2 * $1.visibleRanges.count }
    }

    static func write(_ lines: [TextLine], to words: UnsafeMutablePointer<Int64>) {
        var at = 0
        func put(_ word: Int64) {
            words[at] = word
            at += 1
        }
        put(Int64(lines.count))
        for line in lines {
            put(Int64(line.range.lowerBound)); put(Int64(line.range.upperBound))
            put(Int64(bitPattern: line.width.bitPattern)); put(Int64(bitPattern: line.height.bitPattern))
            put(Int64(bitPattern: line.minY.bitPattern)); put(line.hasEllipsis ? 1 : 0)
            put(Int64(line.visibleRanges.count))
            for range in line.visibleRanges { put(Int64(range.lowerBound)); put(Int64(range.upperBound)) }
        }
    }

    static func read(_ words: UnsafePointer<Int64>) -> [TextLine] {
        var at = 0
        func take() -> Int64 {
            defer { at += 1 }
            return words[at]
        }
        func double() -> Double { Double(bitPattern: UInt64(bitPattern: take())) }
        return (0..<Int(take())).map { _ in
            let range = Int(take())..<Int(take())
            let width = double(), height = double(), minY = double()
            let hasEllipsis = take() != 0
            let visible = (0..<Int(take())).map { _ in Int(take())..<Int(take()) }
            return TextLine(range: range, visibleRanges: visible, width: width, height: height, minY: minY,
                            hasEllipsis: hasEllipsis)
        }
    }
}

extension TextFunctions {
    /// `__index` of `L.text.size`'s results: `lines`, made from the layout kept for the result, then stored in it.
    static let lazyLines: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        guard state.string(at: 2) == "lines" else {
            state.pushNil()
            return 1
        }
        state.push(reference: state.context.pendingLinesReference)
        lua_pushvalue(state.L, 1)
        lua_rawget(state.L, -2)
        guard let words = lua_touserdata(state.L, -1), lua_getiuservalue(state.L, -1, 1) == LUA_TSTRING,
              let text = state.string(at: -1) else {
            state.pop(3)
            state.pushNil()
            return 1
        }
        let lines = PendingLines.read(words.assumingMemoryBound(to: Int64.self))
        state.pop(3)
        state.push(lines: lines, text: text)
        lua_pushvalue(state.L, -1)
        state.setField("lines", of: 1)
        return 1
    }
}

extension LuaState {
    /// Makes what lazy `lines` need: the results' metatable and the weak table from a result to its kept lines
    /// (once, when the sandbox is installed).
    func installLazyLines() {
        newTable(record: 1)
        push(TextFunctions.lazyLines)
        setField("__index", of: -2)
        context.textLayoutMetaReference = reference()
        newTable()
        newTable(record: 1)
        push("k")
        setField("__mode", of: -2)
        lua_setmetatable(L, -2)
        context.pendingLinesReference = reference()
    }

    /// Keeps `layout`'s lines for the result table on top, whose `lines` are made when first read; the text kept
    /// is the options table's `text` string when it is `text` itself (no copy), else a copy.
    func keepLinesPending(_ layout: TextLayout, text: String, options: Int32) {
        let words = lua_newuserdatauv(L, PendingLines.wordCount(layout.lines) * MemoryLayout<Int64>.size, 1)!
        PendingLines.write(layout.lines, to: words.assumingMemoryBound(to: Int64.self))
        if pushField("text", of: options) != LUA_TSTRING || !stringIs(text, at: -1) {
            pop()
            push(text)
        }
        lua_setiuservalue(L, -2, 1)
        push(reference: context.pendingLinesReference)
        lua_pushvalue(L, -3)
        lua_pushvalue(L, -3)
        lua_rawset(L, -3)
        pop(2)
        push(reference: context.textLayoutMetaReference)
        lua_setmetatable(L, -2)
    }

    /// Whether the string at `index` has exactly `text`'s bytes (without making a Swift string of it).
    private func stringIs(_ text: String, at index: Int32) -> Bool {
        var length = 0
        guard let pointer = lua_tolstring(L, index, &length) else { return false }
        var text = text
        return text.withUTF8 { bytes in bytes.count == length && (length == 0 || memcmp(pointer, bytes.baseAddress!, length) == 0) }
    }

    /// `lines` as the table `L.text.size`'s results give.
    func push(lines: [TextLine], text: String) {
        newTable(array: lines.count)
        let units = Array(text.utf16)
        for (index, line) in lines.enumerated() {
            newTable(record: 4)
            push(line.displayedText(inUTF16: units)); setField("text", of: -2)
            push(line.width); setField("width", of: -2)
            push(line.range.lowerBound); setField("location", of: -2)
            push(line.range.count); setField("length", of: -2)
            setIndex(index + 1, of: -2)
        }
    }
}
