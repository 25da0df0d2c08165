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
    /// The field names pushed from Swift literals, made into Lua strings once.
    let keys = LuaKeys()
    /// The heap's size after the last collection `memoryLeft(needing:)` made.
    private var heapAfterCollecting = 0

    public init(limits: ScriptLimits = ScriptLimits()) throws {
        let pointer = UnsafeMutablePointer<TesseraLimits>.allocate(capacity: 1)
        pointer.initialize(to: TesseraLimits())
        pointer.pointee.memoryLimit = limits.memoryBytes
        pointer.pointee.instructionLimit = Int64(limits.instructions)
        // Swift holds the state between calls into Lua: allocations are not refused then.
        pointer.pointee.inSwift = 1
        guard let state = tessera_newstate(pointer) else {
            tessera_pool_release(&pointer.pointee.pool)
            pointer.deallocate()
            throw ScriptError(.internal, "cannot create a Lua state")
        }
        L = state
        self.limits = pointer
        pointer.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        setDeadline(limits.deadline)
    }

    /// Sets when everything run on this state must stop (the explorer sets one per command); nil: never.
    public func setDeadline(_ deadline: ScriptDeadline?) {
        limits.pointee.deadline = deadline?.nanoseconds ?? 0
        limits.pointee.timeoutSeconds = deadline?.seconds ?? 0
        if limits.pointee.stopped == Int32(TESSERA_TIMED_OUT) {
            limits.pointee.stopped = Int32(TESSERA_RUNNING)
            limits.pointee.stopMessage.0 = 0
            lua_sethook(L, tessera_count_hook, LUA_MASKCOUNT, limits.pointee.hookStep)
        }
    }

    deinit {
        lua_close(L)
        tessera_pool_release(&limits.pointee.pool)
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

    /// Starts a new budget of instructions (one per call into Lua from the tool); a passed deadline stays.
    func resetInstructionBudget() {
        tessera_reset_budget(limits)
    }

    /// Marks that Lua code is about to run (`true`) or Swift has control again (`false`).
    func enterLua(_ entering: Bool) {
        limits.pointee.inSwift += entering ? -1 : 1
    }

    /// Why the state was stopped (`TESSERA_OUT_OF_INSTRUCTIONS`, `TESSERA_TIMED_OUT`), checking the deadline
    /// now; `TESSERA_RUNNING` if it was not.
    var stopReason: Int32 { tessera_check_limits(limits) }

    /// The error every instruction of a stopped state raises (`file:line: instruction budget exceeded …`), if
    /// one was raised.
    var stopMessage: String? {
        withUnsafeBytes(of: &limits.pointee.stopMessage) { bytes in
            let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? nil : text
        }
    }

    /// The deadline's timeout, for messages.
    var timeoutText: String { luaText(limits.pointee.timeoutSeconds) + " s" }

    /// Bytes the state holds now.
    public var memoryInUse: Int { Int(limits.pointee.memoryUsed) }

    /// The percent of the heap allocated between two minor collections, as Tessera last set it (the count hook
    /// tunes it to about 256 KB, between 1 and 100); 0 once the script chose the collector's settings.
    var minorCollectionMultiplier: Int { Int(limits.pointee.minorMultiplier) }

    /// Whether the memory limit stopped an allocation since the last call.
    var memoryLimitHit: Bool { tessera_memory_limit_hit(limits) != 0 }

    /// The memory limit in bytes.
    var memoryLimit: Int { Int(limits.pointee.memoryLimit) }

    /// Bytes the scripts may still allocate before the memory limit.
    var memoryLeft: Int { max(0, memoryLimit - memoryInUse) }

    /// `memoryLeft`, after a full garbage collection when fewer than `needed` bytes are left and the heap has grown
    /// by a 64th of the limit since the last such collection (docs/guarantees.md, "Memory the layout takes"):
    /// whether something fits depends on when the collector last ran by at most that much, and a run at the edge of
    /// the limit does not collect for every element it measures. The collection is charged to the instruction
    /// budget as `collectgarbage()` is: a script reaches it through `readJSON` and `require`.
    func memoryLeft(needing needed: Int) -> Int {
        if needed > memoryLeft, memoryInUse >= heapAfterCollecting + memoryLimit / 64 {
            tessera_collect_charged(L)
            heapAfterCollecting = memoryInUse
        }
        return memoryLeft
    }
}

/// What Swift functions called from a state need to know about the running script.
struct ScriptContext {
    /// The script being run, as given (messages name it), and its folder: `require` and `L.readJSON` look there.
    var scriptPath: String = "the script"
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
    /// Calls into Lua in progress (a Swift function the script calls may call back into it).
    var callDepth = 0
    /// The module's `_readonly` (proxies of a table that refuse writes), and the environment table made last with
    /// it: every call in one environment gets the same read-only table.
    var readonlyReference: Int32 = 0
    var environmentTable: (environment: LayoutEnvironment, reference: Int32)?
    /// `L.text.size`'s results' metatable (lazy `lines`), and the weak table from a result to its kept lines.
    var textLayoutMetaReference: Int32 = 0
    /// The addresses of `L.text.size`'s option names as Lua strings (`textOptionAddresses()`).
    var textOptionAddresses: [UnsafeRawPointer] = []
    /// The font tables read last and their fonts, and which memo goes next when all are taken.
    var fontMemos: [FontMemo] = []
    var nextFontMemo = 0
    var pendingLinesReference: Int32 = 0
    /// Where warnings go (message, key given once): the running `LayoutScript`'s `warn(_:once:)`; nil writes
    /// them to standard error, each key once (`warnedKeys`).
    var warn: ((String, String) -> Void)?
    var warnedKeys: Set<String> = []
    /// Where `print`'s text goes: the running `LayoutScript`'s `write(_:)`; nil writes it to standard error.
    var write: ((String) -> Void)?
}
