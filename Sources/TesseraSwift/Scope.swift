// The interpreter's variables: one block's, chained to the enclosing block's.

/// Variables of one block, chained to the enclosing block's (closures keep the chain they were made in).
final class Scope {
    var values = ScopeVariables()
    let parent: Scope?
    /// `self` here, when inside a type's function.
    let selfValue: SwiftValue?

    init(parent: Scope?, selfValue: SwiftValue? = nil) {
        self.parent = parent
        self.selfValue = selfValue ?? parent?.selfValue
    }

    func lookup(_ name: String) -> SwiftValue? {
        var scope: Scope? = self
        while let s = scope {
            // Most blocks declare nothing: an empty block is passed without hashing the name.
            if !s.values.isEmpty, let v = s.values[name] { return v }
            scope = s.parent
        }
        return nil
    }

    /// The scope declaring `name` (this one or an enclosing one), nil when none does.
    func holder(of name: String) -> Scope? {
        var scope: Scope? = self
        while let s = scope {
            if !s.values.isEmpty, s.values[name] != nil { return s }
            scope = s.parent
        }
        return nil
    }

    /// Sets an existing variable where it was declared; false when there is none.
    func assign(_ name: String, _ value: SwiftValue) -> Bool {
        var scope: Scope? = self
        while let s = scope {
            if !s.values.isEmpty, s.values[name] != nil {
                s.values[name] = value
                return true
            }
            scope = s.parent
        }
        return false
    }
}

/// A scope's variables by name. Most scopes hold a few (a closure's arguments, a loop's element), found by comparing
/// names in order, without hashing; past `indexedAbove` a dictionary of positions is kept too.
struct ScopeVariables {
    private var entries: [(name: String, value: SwiftValue)] = []
    /// Each name's position in `entries`, kept once there are more than `indexedAbove`.
    private var positions: [String: Int] = [:]
    static let indexedAbove = 8

    var isEmpty: Bool { entries.isEmpty }

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
                entries.append((name, newValue))
                if entries.count == Self.indexedAbove + 1 { reindex() }
                else if entries.count > Self.indexedAbove { positions[name] = entries.count - 1 }
            }
        }
    }

    private mutating func reindex() {
        positions = [:]
        guard entries.count > Self.indexedAbove else { return }
        for (index, entry) in entries.enumerated() { positions[entry.name] = index }
    }
}
