// The interpreter's variables: one block's, chained to the enclosing block's.

/// Variables of one block, chained to the enclosing block's (closures keep the chain they were made in).
final class Scope {
    var values: [String: SwiftValue] = [:]
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
