// Field names made into Lua strings once per state: a name written as a Swift literal costs one registry read.

import CLua

/// The Lua strings of field names written as Swift literals (`"width"`, `"__tessera"`), each made once per state
/// and kept in its registry, found by the literal's address.
///
/// Pushing a name with `lua_pushlstring` hashes it and looks it up in Lua's string table on every call; the
/// readers of layout tables, `L.text.size` and the measure calls push a dozen names per row. As Lua's own cache
/// of C strings does, this table finds a name by the address of its bytes, which for a literal never changes:
/// an open-addressed table of addresses and registry references that is never evicted (a program has a fixed
/// set of literals), with a plain `lua_pushlstring` once it is half full.
///
/// A class because it owns its slots' memory; confined to its state's thread.
final class LuaKeys {
    /// One literal's address and the registry reference of its Lua string; address 0 marks a free slot.
    private struct Slot {
        var address: UInt
        var reference: Int32
    }

    /// Slots in the table: a power of two, twice the literals the program uses as field names.
    static let capacity = 2048
    private let slots: UnsafeMutablePointer<Slot>
    private var count = 0

    init() {
        slots = .allocate(capacity: Self.capacity)
        slots.initialize(repeating: Slot(address: 0, reference: 0), count: Self.capacity)
    }

    deinit { slots.deallocate() }

    /// The registry reference of the string made for the literal at `address`, or nil.
    /// - Complexity: O(1) expected (linear probing in a table at most half full).
    func reference(at address: UInt) -> Int32? {
        var index = Self.slot(of: address)
        while true {
            let slot = slots[index]
            if slot.address == address { return slot.reference }
            if slot.address == 0 { return nil }
            index = (index + 1) & (Self.capacity - 1)
        }
    }

    /// Whether another name can be kept (the table stays at most half full, so look-ups stay short).
    var hasRoom: Bool { count < Self.capacity / 2 }

    /// Keeps `reference` as the string of the literal at `address` (which must not be kept already).
    func keep(_ reference: Int32, at address: UInt) {
        var index = Self.slot(of: address)
        while slots[index].address != 0 { index = (index + 1) & (Self.capacity - 1) }
        slots[index] = Slot(address: address, reference: reference)
        count += 1
    }

    /// The first slot to look at for `address` (Fibonacci hashing: literals lie close together).
    private static func slot(of address: UInt) -> Int {
        Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 53) & (capacity - 1)
    }
}

extension LuaState {
    /// Pushes the field name `key` as a Lua string: one registry read once the state has made it.
    func push(key: StaticString) {
        guard key.hasPointerRepresentation else { return push(key.description) }
        let address = UInt(bitPattern: key.utf8Start)
        if let reference = keys.reference(at: address) { return push(reference: reference) }
        key.utf8Start.withMemoryRebound(to: CChar.self, capacity: key.utf8CodeUnitCount) {
            _ = lua_pushlstring(L, $0, key.utf8CodeUnitCount)
        }
        guard keys.hasRoom else { return }
        lua_pushvalue(L, -1)
        keys.keep(reference(), at: address)
    }
}
