// The table of field names made into Lua strings once: every kept name is found again, never another's.

import CLua
import Testing
@testable import TesseraScript

@Suite("Field names interned once per state")
struct LuaKeysTests {
    @Test("every address kept is found with its reference, up to half the table; others are not found")
    func keepsAndFinds() {
        let keys = LuaKeys()
        // Addresses 8 bytes apart, as literals lie, and far apart: both kinds of collision in the probe.
        let quarter = LuaKeys.capacity / 4
        let near: [UInt] = (1...quarter).map { UInt(0x5000_0000 + 8 * $0) }
        let far: [UInt] = (1...quarter).map { UInt(0x7F00_0000_0000 + 4_096 * $0) }
        let addresses = near + far
        for (index, address) in addresses.enumerated() {
            #expect(keys.hasRoom)
            #expect(keys.reference(at: address) == nil)
            keys.keep(Int32(index + 3), at: address)
        }
        #expect(!keys.hasRoom)
        for (index, address) in addresses.enumerated() {
            #expect(keys.reference(at: address) == Int32(index + 3))
        }
        #expect(keys.reference(at: 0x5000_0004) == nil)
        #expect(keys.reference(at: 0x7F00_0000_0008) == nil)
    }

    @Test("names pushed from literals read back as the same Lua strings, many times over")
    func pushesNames() throws {
        let state = try LuaState()
        for _ in 0..<3 {
            state.newTable()
            state.push(1.0); state.setField("width", of: -2)
            state.push(2.0); state.setField("height", of: -2)
            state.push(3.0); state.setField(named: "depth", of: -2)
            #expect(state.numberField("width") == 1)
            #expect(state.numberField("height") == 2)
            #expect(lua_getfield(state.L, -1, "width") == LUA_TNUMBER)   // the name made by Lua itself
            #expect(state.number(at: -1) == 1)
            state.pop()
            state.pushField("depth", of: -1)
            #expect(state.number(at: -1) == 3)
            state.pop(2)
        }
        #expect(state.top == 0)
    }
}
