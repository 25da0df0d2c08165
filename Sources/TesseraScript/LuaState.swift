// The owner of one Lua state: creation with limits, the stack guard, and closing.

import CLua
import TesseraLayout
import TesseraText

/// One Lua state and its limits.
///
/// A class because it owns a resource (the `lua_State`); it is confined to one thread. Swift code
/// called from Lua uses only API that cannot raise (see `SwiftFunction`), so no Lua error ever
/// crosses a Swift frame.
public final class LuaState {
    /// The raw state, for the stack helpers.
    let L: OpaquePointer
    private let limits: UnsafeMutablePointer<TesseraLimits>
    /// Objects Swift functions called from Lua need (the script's folder, the JSON cache …).
    var context = ScriptContext()

    public init(limits: ScriptLimits = ScriptLimits()) throws {
        let pointer = UnsafeMutablePointer<TesseraLimits>.allocate(capacity: 1)
        pointer.initialize(to: TesseraLimits())
        pointer.pointee.memoryLimit = limits.memoryBytes
        pointer.pointee.instructionLimit = Int64(limits.instructions)
        // Swift holds the state between calls into Lua: allocations are not refused then.
        pointer.pointee.inSwift = 1
        guard let state = tessera_newstate(pointer) else {
            pointer.deallocate()
            throw ScriptError(.internal, "cannot create a Lua state")
        }
        L = state
        self.limits = pointer
        pointer.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        lua_close(L)
        limits.deallocate()
    }

    /// The state that owns `L` (for Swift functions called from Lua).
    static func owner(of L: OpaquePointer) -> LuaState {
        Unmanaged<LuaState>.fromOpaque(tessera_limits(L).pointee.owner).takeUnretainedValue()
    }

    /// The number of values on the stack.
    var top: Int32 { lua_gettop(L) }

    /// Runs `body`, checking in debug builds that it leaves the stack as it found it plus `pushed` values.
    func withBalancedStack<T>(pushing pushed: Int32 = 0, _ body: () throws -> T) rethrows -> T {
        let before = lua_gettop(L)
        defer {
            assert(lua_gettop(L) == before + pushed,
                   "unbalanced Lua stack: \(lua_gettop(L) - before) values left, \(pushed) expected")
        }
        return try body()
    }

    /// Starts a new budget of instructions (one per call into Lua from the tool).
    func resetInstructionBudget() {
        limits.pointee.instructionsUsed = 0
        limits.pointee.memoryExceeded = 0
    }

    /// Marks that Lua code is about to run (`true`) or Swift has control again (`false`).
    func enterLua(_ entering: Bool) {
        limits.pointee.inSwift += entering ? -1 : 1
    }

    /// Bytes the state holds now.
    public var memoryInUse: Int { Int(limits.pointee.memoryUsed) }

    /// Whether the memory limit stopped an allocation since the last call.
    var memoryLimitHit: Bool { tessera_memory_limit_hit(limits) != 0 }

    /// The memory limit in bytes.
    var memoryLimit: Int { Int(limits.pointee.memoryLimit) }
}

/// What Swift functions called from a state need to know about the running script.
struct ScriptContext {
    /// The folder of the script being run: `require` and `L.readJSON` look there.
    var scriptFolder: String = "."
    /// Extra folders `require` searches (Scripts/lib, --lua-path).
    var luaPath: [String] = []
    /// The registry reference of `L.null`, the JSON null sentinel inside arrays.
    var nullReference: Int32 = 0
    /// Every file loaded as a chunk: errors name them in full even when Lua shortens a long name.
    var chunkPaths: [String] = []
    /// The display scale text sizes are rounded to, and the text size `L.font.preferred` follows.
    var displayScale: Double = 2
    var contentSizeCategory: ContentSizeCategory = .large
    /// The text measurer `L.text.size` and cells use (made when first needed).
    var textMeasurer: TextMeasurer?
    /// Parsed feeds the state's tables read from; released after the state is closed.
    var feedDocuments: [FeedDocument] = []
}
