// The interpreter's variables: one block's, chained to the enclosing block's.

/// Variables of one block, chained to the enclosing block's (closures keep the chain they were made in).
final class Scope {
    @exclusivity(unchecked) var values = NamedValues()
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
        let bit = NamedValues.signature(of: name)
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
