// Values by name, found by comparing names in order: a scope's variables, an instance's stored properties.

/// A scope's variables, an instance's stored properties.
typealias NamedValues = NameTable<SwiftValue>

/// Values by name: a scope's variables, an instance's stored properties, what written type names are. Most hold a
/// few (a closure's arguments, a loop's element, a cell's views), found by comparing names in order (a name of up
/// to 15 bytes compares as two words), without hashing; past `indexedAbove` a dictionary of positions is kept too.
struct NameTable<Value>: ExpressibleByDictionaryLiteral {
    /// Each name with its signature bit (compared before the name) and its value.
    private var entries: [(name: String, bit: UInt64, value: Value)] = []
    /// Each name's position in `entries`, kept once there are more than `indexedAbove`.
    private var positions: [String: Int] = [:]
    static var indexedAbove: Int { 32 }
    /// The union of the names' signature bits (`signature(of:)`): a name whose bit is not in it is not here.
    private var signatures: UInt64 = 0

    init() {}

    init(dictionaryLiteral elements: (String, Value)...) {
        for (name, value) in elements { self[name] = value }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The values, in the order their names were first set.
    var values: [Value] { entries.map(\.value) }

    /// One of 64 bits, from a name's length and first and last bytes (no hashing): names of different bits differ.
    static func signature(of name: String) -> UInt64 {
        // Read from the contiguous bytes (a small string's are copied to the stack): `utf8.last` walks back by
        // index, which costs more than the rest of a look-up.
        var name = name
        let mixed = name.withUTF8 { $0.count &* 7 &+ Int($0.first ?? 0) &* 3 &+ Int($0.last ?? 0) }
        return 1 << UInt64(mixed & 63)
    }

    /// Whether a name of signature bit `bit` may be here (false: it is not).
    func mayHold(_ bit: UInt64) -> Bool { signatures & bit != 0 }

    private func position(of name: String) -> Int? {
        if entries.count > Self.indexedAbove { return positions[name] }
        let bit = Self.signature(of: name)
        guard signatures & bit != 0 else { return nil }
        for index in entries.indices where entries[index].bit == bit && entries[index].name == name { return index }
        return nil
    }

    /// The variable's value; setting nil removes it.
    subscript(name: String) -> Value? {
        get { position(of: name).map { entries[$0].value } }
        set {
            if let index = position(of: name) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                    reindex()
                }
            } else if let newValue {
                let bit = Self.signature(of: name)
                signatures |= bit
                entries.append((name, bit, newValue))
                if entries.count == Self.indexedAbove + 1 { reindex() }
                else if entries.count > Self.indexedAbove { positions[name] = entries.count - 1 }
            }
        }
    }

    private mutating func reindex() {
        signatures = entries.reduce(0) { $0 | $1.bit }
        positions = [:]
        guard entries.count > Self.indexedAbove else { return }
        for (index, entry) in entries.enumerated() { positions[entry.name] = index }
    }
}
