// The constraint solver: variables, installed constraints and edit variables over one Cassowary tableau.

/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001) for linear equalities and inequalities with
/// UIKit priorities.
///
/// ```swift
/// var solver = Solver()
/// let x = solver.makeVariable("x"), y = solver.makeVariable("y")
/// try solver.addConstraint(x + y == 100)
/// try solver.addConstraint((x == 30).withPriority(.defaultHigh))
/// try solver.addConstraint(y >= 80)
/// solver.value(of: x)   // 20
/// ```
///
/// Required constraints (priority 1000) always hold; an addition that would contradict them throws
/// `ConstraintError.unsatisfiable` with the constraints involved. Optional ones are met as well as possible,
/// priority level by priority level (see `Priority`). Every operation leaves the tableau optimal, so values can be
/// read at any time; edits (`suggestValue(_:for:)`) re-solve with the dual simplex from the current solution.
///
/// The solver is a value: copying it copies the whole system (lazily, storage is shared until written).
public struct Solver: Sendable {
    /// An installed constraint's bookkeeping, kept in a slot its `ConstraintID` names.
    struct Slot: Sendable {
        var generation: UInt32 = 0
        /// The installed constraint, nil while the slot is free.
        var constraint: Constraint?
        /// The symbol that identifies the constraint in the tableau: its slack, dummy or positive error; invalid
        /// while the slot is free (so that telling a free slot reads one word, not the optional constraint's tag).
        var marker = Symbol.invalid
        /// The second error symbol of an optional constraint, else invalid.
        var other = Symbol.invalid
        var isEdit = false
        /// How a change of the constraint's constant moves its marker (the marker's coefficient in the constraint's
        /// new row, `NewRow.markerSign`): `changeConstant`'s shift is the change divided by it.
        var constantSign = 1.0
        /// When the constraint was installed, to list constraints in that order.
        var sequence = 0
    }

    /// An edit variable and the edit constraint that pulls it to the suggested value.
    struct Edit: Sendable {
        var variable: Variable
        var slot: Int
        var value: Double
    }

    var tableau = Tableau()
    var slots: [Slot] = []
    var freeSlots: [Int32] = []
    var edits: [Edit] = []
    /// For each variable id: its name (empty for internal symbols and ids past the last variable made).
    var names: [String] = []
    var sequence = 0
    /// The last answers of `areDetermined(remembering:)` a probe worked out, each with the state it holds in: a new
    /// one first, one found moved a place forward, the last dropped past the limit; emptied whenever a constraint goes
    /// in or out (then the state means another system).
    var determinacyMemo: [DeterminacyAnswer] = []

    public init() {}

    /// Pivots one operation (an add, a removal, an edit) may take before it throws
    /// `ConstraintError.iterationLimitExceeded`. Bland's rule makes every solve finite, so this is a guard against
    /// bugs and pathological systems, not a tuning knob. Default 10 000.
    public var pivotLimit: Int {
        get { tableau.pivotLimit }
        set { tableau.pivotLimit = newValue }
    }

    /// A new variable, named for messages (`""` prints as `v<id>`).
    ///
    /// - Complexity: amortised O(1).
    public mutating func makeVariable(_ name: String = "") -> Variable {
        let id = Int(tableau.makeSymbol(.external, owner: -1).id)
        if id >= names.count {
            if names.capacity == 0 { names.reserveCapacity(Tableau.initialSymbolCapacity) }
            if id > names.count { names.append(contentsOf: repeatElement("", count: id - names.count)) }
            names.append(name)
        } else {
            names[id] = name
        }
        return Variable(id: id)
    }

    /// The name the variable was made with; empty for a variable of another solver.
    public func name(of variable: Variable) -> String {
        isKnown(variable) && variable.id < names.count ? names[variable.id] : ""
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions, or of another
    /// solver). Values are always current: every operation leaves the solution optimal.
    ///
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        tableau.value(ofExternalID: variable.id)
    }

    /// The installed constraints (edit constraints excluded), in the order they were added.
    ///
    /// - Complexity: O(slots log slots).
    public var constraints: [Constraint] {
        slots.filter { $0.constraint != nil && !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map { $0.constraint! }
    }

    /// Whether the constraint (by its id) is installed in this solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraint.id.flatMap(installedSlot) != nil
    }

    /// Whether this solver made the variable.
    func isKnown(_ variable: Variable) -> Bool {
        tableau.kind(ofID: variable.id) == .external
    }

    /// The slot of an installed constraint's id.
    func installedSlot(_ id: ConstraintID) -> Int? {
        let slot = Int(id.slot)
        guard slot >= 0, slot < slots.count else { return nil }
        // Read in place, and by the marker: a free slot's is invalid, where telling the optional constraint's nil
        // takes a call.
        return slots.withUnsafeBufferPointer { slots in
            slots[slot].generation == id.generation && slots[slot].marker.isValid ? slot : nil
        }
    }

    /// The constraint with its label filled in from the equation when it has none, as errors carry it.
    func labelled(_ constraint: Constraint) -> Constraint {
        guard constraint.label.isEmpty else { return constraint }
        return constraint.labeled(constraint.equation { name(of: $0).isEmpty ? $0.description : name(of: $0) })
    }
}
