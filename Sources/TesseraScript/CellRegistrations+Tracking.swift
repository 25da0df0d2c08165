// Tracked registration cells: their views and constraints noted as configure changes them, read back one by one.

import CLua
import TesseraViews

extension ScriptMeasurer {
    /// Tracks the cell whose `count` tables the table at `objects` lists (`L._trackViews`): its views and constraints
    /// note their changes from now on. Their positions in the list by address; nil when the cell cannot be tracked
    /// (another cell tracks some of its views).
    func track(objects: Int32, count: Int, owner: Int32) throws -> [UnsafeRawPointer: Int]? {
        let objects = lua_absindex(state.L, objects)
        state.push(reference: script.module)
        state.pushField("_trackViews", of: -1)
        tessera_remove(state.L, -2)
        lua_pushvalue(state.L, objects)
        state.push(count)
        state.push(Int(owner))
        try state.call(arguments: 3, results: 1)
        let tracked = lua_toboolean(state.L, -1) != 0
        state.pop()
        guard tracked else { return nil }
        var positions: [UnsafeRawPointer: Int] = [:]
        positions.reserveCapacity(count)
        for position in 0..<count {
            lua_rawgeti(state.L, objects, lua_Integer(position + 1))
            positions[lua_topointer(state.L, -1)!] = position
            state.pop()
        }
        return positions
    }

    /// The objects views.lua noted changed since the cell was last read, by position (from `positions`), each with
    /// the one property set when it is one `refreshedViewHierarchy` reads alone; taken out of the `changed` set (the
    /// other cells' objects stay).
    /// - Complexity: O(objects noted changed, in every cell).
    func takeChanged(of positions: [UnsafeRawPointer: Int]) -> [LayoutReader.ChangedObject] {
        let set = changedSet()
        state.push(reference: set)
        defer { state.pop() }
        var changed: [LayoutReader.ChangedObject] = []
        // Room for a configure's usual few changes at once (appending one by one regrew the array).
        changed.reserveCapacity(8)
        lua_pushnil(state.L)
        while lua_next(state.L, -2) != 0 {
            // Objects only: a script can reach the set (`L._viewCounters.changed`) and write any key.
            if let pointer = lua_topointer(state.L, -2), let position = positions[pointer] {
                changed.append(LayoutReader.ChangedObject(position: position, property: changedProperty(at: -1)))
                lua_pushvalue(state.L, -2)
                lua_pushnil(state.L)
                lua_rawset(state.L, -5)
            }
            state.pop()
        }
        changed.sort { $0.position < $1.position }
        return changed
    }

    /// The property a `changed` set's value names (on the stack at `index`), when it is one read alone.
    func changedProperty(at index: Int32) -> LayoutReader.ChangedObject.Property? {
        guard state.type(at: index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let bytes = lua_tolstring(state.L, index, &length) else { return nil }
        // The names' bytes compared in place (a short raw value's bytes are on the stack, not in a new string).
        for property in LayoutReader.ChangedObject.Property.allCases {
            var name = property.rawValue
            if name.withUTF8({ $0.count == length && memcmp($0.baseAddress!, bytes, length) == 0 }) { return property }
        }
        return nil
    }

    /// The registry reference of views.lua's `changed` set (looked up once).
    func changedSet() -> Int32 {
        if let set = script.registrations.changedSet { return set }
        script.pushViewCounters()
        state.pushField("changed", of: -1)
        let set = state.reference()
        state.pop()
        script.registrations.changedSet = set
        return set
    }

    /// The module's count of changes to trees' shapes and of tables read through tracked views (views.lua's
    /// `counters.structure` and `counters.tableReads`).
    func viewCounts() -> (structure: lua_Integer, tableReads: lua_Integer) {
        state.withBalancedStack {
            script.pushViewCounters()
            defer { state.pop(3) }
            state.pushField("structure", of: -1)
            state.pushField("tableReads", of: -2)
            return (lua_tointegerx(state.L, -2, nil), lua_tointegerx(state.L, -1, nil))
        }
    }
}
