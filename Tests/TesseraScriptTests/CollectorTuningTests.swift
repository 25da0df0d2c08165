// The Lua collector's minor collections: tuned to about 256 KB of allocation as the heap grows, or the script's.

import Testing
@testable import TesseraScript

@Suite("Collector tuning")
struct CollectorTuningTests {
    /// A state with the sandbox installed, as scripts get it.
    private func sandboxedState() throws -> LuaState {
        let state = try LuaState()
        _ = try state.installSandbox()
        return state
    }

    private func run(_ code: String, on state: LuaState) throws {
        try state.load(Array(code.utf8), name: "=test")
        try state.call(arguments: 0, results: 0)
    }

    /// The bytes allocated between two minor collections with the state's heap and multiplier now.
    private func youngBytes(_ state: LuaState) -> Int { state.minorCollectionMultiplier * (state.memoryInUse / 100) }

    @Test("a small heap's minor collections come after all of it is allocated again; a grown heap's after about 256 KB")
    func followsTheHeap() throws {
        let state = try sandboxedState()
        #expect(state.memoryInUse < 1 << 20)
        try run("local t = {} for i = 1, 2000 do t[i] = i end", on: state)
        #expect(state.minorCollectionMultiplier == 100)
        // About 10 MB that lives on: 256 KB is 2 or 3 percent of it, and the multiplier moves by factors of two.
        try run("hoard = {} for i = 1, 2500 do hoard[i] = string.rep('x', 4000) .. i end", on: state)
        #expect(state.memoryInUse > 9 << 20)
        #expect((2...5).contains(state.minorCollectionMultiplier))
        #expect((1 << 17 ... 1 << 19).contains(youngBytes(state)), "\(youngBytes(state)) bytes")
        // About 40 MB: 256 KB is under 1 percent, and Lua takes no less than 1.
        try run("for i = 2501, 10000 do hoard[i] = string.rep('x', 4000) .. i end", on: state)
        #expect(state.minorCollectionMultiplier == 1)
        // Let go: the heap shrinks after a full collection and the multiplier follows it back up.
        try run("hoard = nil collectgarbage('collect') local n = 0 for i = 1, 20000 do n = n + i end", on: state)
        #expect(state.memoryInUse < 1 << 20)
        #expect(state.minorCollectionMultiplier >= 50)
        #expect(youngBytes(state) >= 1 << 17, "\(youngBytes(state)) bytes")
    }

    @Test("changing the collector's mode walks the heap and is charged for it, as a full collection is")
    func modeChangesCharged() throws {
        let state = try LuaState(limits: ScriptLimits(instructions: 50_000_000))
        _ = try state.installSandbox()
        // About 10 MB held: each change is charged some 160,000 units, so 1,000 of them spend the budget.
        try run("hoard = {} for i = 1, 2500 do hoard[i] = string.rep('x', 4000) .. i end", on: state)
        let error = try #require(#expect(throws: ScriptError.self) {
            try run("for _ = 1, 500 do collectgarbage('incremental') collectgarbage('generational') end", on: state)
        })
        #expect(error.message.contains("instruction budget exceeded (50000000 instructions)"), "\(error.message)")
    }

    @Test("a stopped collector is left alone: its garbage stays until the script restarts it")
    func stoppedStaysStopped() throws {
        let state = try sandboxedState()
        try run("collectgarbage('stop') for i = 1, 10000 do local s = string.rep('x', 4000) .. i end", on: state)
        #expect(state.memoryInUse > 40 << 20)
        #expect(state.minorCollectionMultiplier == 100)
        try run("collectgarbage('restart') for i = 1, 10000 do local s = string.rep('y', 4000) .. i end", on: state)
        #expect(state.memoryInUse < 20 << 20)
    }

    @Test("a script that chooses the collector's mode or parameters keeps them", arguments: [
        "collectgarbage('generational', 50, 300)", "collectgarbage('incremental')",
    ])
    func scriptsChoiceStays(choice: String) throws {
        let state = try sandboxedState()
        try run(choice, on: state)
        #expect(state.minorCollectionMultiplier == 0)
        try run("hoard = {} for i = 1, 10000 do hoard[i] = string.rep('x', 4000) .. i end", on: state)
        #expect(state.minorCollectionMultiplier == 0)
        // Asking for a mode answers the mode it was in: the script's.
        try state.load(Array("return collectgarbage('generational')".utf8), name: "=test")
        try state.call(arguments: 0, results: 1)
        #expect(state.string(at: -1) == (choice.contains("incremental") ? "incremental" : "generational"))
        state.pop()
    }
}
