// L.text.size's `lines`, made when a script first reads them: most measure functions only read the height.

import CLua
import TesseraText

/// A measured text's layout kept for its `lines` until a script reads them (or the result is collected).
final class PendingLines {
    let layout: TextLayout
    let text: String

    init(layout: TextLayout, text: String) {
        self.layout = layout
        self.text = text
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
        guard let box = lua_touserdata(state.L, -1)?.load(as: UnsafeRawPointer?.self) else {
            state.pop(2)
            state.pushNil()
            return 1
        }
        state.pop(2)
        let pending = Unmanaged<PendingLines>.fromOpaque(box).takeUnretainedValue()
        state.push(lines: pending.layout, text: pending.text)
        lua_pushvalue(state.L, -1)
        state.setField("lines", of: 1)
        return 1
    }

    /// `__gc` of the userdata that keeps a result's layout: lets the layout go.
    static let releaseLines: SwiftFunction = { L in
        guard let slot = lua_touserdata(L, 1) else { return 0 }
        if let box = slot.load(as: UnsafeRawPointer?.self) {
            Unmanaged<PendingLines>.fromOpaque(box).release()
            slot.storeBytes(of: nil, as: UnsafeRawPointer?.self)
        }
        return 0
    }
}

extension LuaState {
    /// Makes what lazy `lines` need: the results' metatable, the kept layouts' metatable and the weak table from a
    /// result to its kept layout (once, when the sandbox is installed).
    func installLazyLines() {
        newTable(record: 1)
        push(TextFunctions.lazyLines)
        setField("__index", of: -2)
        context.textLayoutMetaReference = reference()
        newTable(record: 1)
        push(TextFunctions.releaseLines)
        setField("__gc", of: -2)
        context.pendingLinesMetaReference = reference()
        newTable()
        newTable(record: 1)
        push("k")
        setField("__mode", of: -2)
        lua_setmetatable(L, -2)
        context.pendingLinesReference = reference()
    }

    /// Keeps `layout` for the result table on top, whose `lines` are made when first read.
    func keepLinesPending(_ layout: TextLayout, text: String) {
        let slot = lua_newuserdatauv(L, MemoryLayout<UnsafeRawPointer?>.size, 0)!
        let box = Unmanaged.passRetained(PendingLines(layout: layout, text: text)).toOpaque()
        slot.storeBytes(of: UnsafeRawPointer(box), as: UnsafeRawPointer?.self)
        push(reference: context.pendingLinesMetaReference)
        lua_setmetatable(L, -2)
        push(reference: context.pendingLinesReference)
        lua_pushvalue(L, -3)
        lua_pushvalue(L, -3)
        lua_rawset(L, -3)
        pop(2)
        push(reference: context.textLayoutMetaReference)
        lua_setmetatable(L, -2)
    }

    /// The `lines` array of a text layout: `{text, width, location, length}` for each line.
    func push(lines layout: TextLayout, text: String) {
        newTable(array: layout.lines.count)
        let shown = layout.displayedLines(of: text)
        for (index, line) in layout.lines.enumerated() {
            newTable(record: 4)
            push(shown[index]); setField("text", of: -2)
            push(line.width); setField("width", of: -2)
            push(line.range.lowerBound); setField("location", of: -2)
            push(line.range.count); setField("length", of: -2)
            setIndex(index + 1, of: -2)
        }
    }
}
