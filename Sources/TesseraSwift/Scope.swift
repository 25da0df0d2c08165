// The interpreter's variables: one block's, chained to the enclosing block's.

/// Variables of one block, chained to the enclosing block's (closures keep the chain they were made in).
final class Scope {
    @exclusivity(unchecked) var values = ScopeVariables()
    let parent: Scope?
    /// `self` here, when inside a type's function.
    let selfValue: SwiftValue?

    init(parent: Scope?, selfValue: SwiftValue? = nil) {
        self.parent = parent
        self.selfValue = selfValue ?? parent?.selfValue
    }

    func lookup(_ name: String) -> SwiftValue? {
        holder(of: name)?.values[name]
    }

    /// The scope declaring `name` (this one or an enclosing one), nil when none does.
    func holder(of name: String) -> Scope? {
        // Most blocks declare nothing, and most of the rest none of the name's signature bit: passed without
        // comparing names (a property of `self` is looked for through every scope before it is found elsewhere).
        let bit = ScopeVariables.signature(of: name)
        // Walked without retaining each scope: every scope of the chain is kept alive by `self`'s parent references.
        var scope = Unmanaged.passUnretained(self)
        while true {
            let found = scope._withUnsafeGuaranteedRef { s -> Bool? in
                if s.values.mayHold(bit), s.values[name] != nil { return true }
                return s.parent == nil ? false : nil
            }
            switch found {
            case true?: return scope.takeUnretainedValue()
            case false?: return nil
            case nil: scope = scope._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.parent!) }
            }
        }
    }

    /// Sets an existing variable where it was declared; false when there is none.
    func assign(_ name: String, _ value: SwiftValue) -> Bool {
        guard let holder = holder(of: name) else { return false }
        holder.values[name] = value
        return true
    }
}

/// A scope's variables by name. Most scopes hold a few (a closure's arguments, a loop's element), found by comparing
/// names in order, without hashing; past `indexedAbove` a dictionary of positions is kept too.
struct ScopeVariables {
    private var entries: [(name: String, value: SwiftValue)] = []
    /// Each name's position in `entries`, kept once there are more than `indexedAbove`.
    private var positions: [String: Int] = [:]
    static let indexedAbove = 8
    /// The union of the names' signature bits (`signature(of:)`): a name whose bit is not in it is not here.
    private var signatures: UInt64 = 0

    var isEmpty: Bool { entries.isEmpty }

    /// One of 64 bits, from a name's length and first and last bytes (no hashing): names of different bits differ.
    static func signature(of name: String) -> UInt64 {
        let utf8 = name.utf8
        let mixed = utf8.count &* 7 &+ Int(utf8.first ?? 0) &* 3 &+ Int(utf8.last ?? 0)
        return 1 << UInt64(mixed & 63)
    }

    /// Whether a name of signature bit `bit` may be here (false: it is not).
    func mayHold(_ bit: UInt64) -> Bool { signatures & bit != 0 }

    private func position(of name: String) -> Int? {
        if entries.count > Self.indexedAbove { return positions[name] }
        for index in entries.indices where entries[index].name == name { return index }
        return nil
    }

    /// The variable's value; setting nil removes it.
    subscript(name: String) -> SwiftValue? {
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
                signatures |= Self.signature(of: name)
                entries.append((name, newValue))
                if entries.count == Self.indexedAbove + 1 { reindex() }
                else if entries.count > Self.indexedAbove { positions[name] = entries.count - 1 }
            }
        }
    }

    private mutating func reindex() {
        signatures = entries.reduce(0) { $0 | Self.signature(of: $1.name) }
        positions = [:]
        guard entries.count > Self.indexedAbove else { return }
        for (index, entry) in entries.enumerated() { positions[entry.name] = index }
    }
}
