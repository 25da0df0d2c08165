// A tableau symbol: an id and a kind (external variable, slack, error or dummy), passed by value.

/// A column of the tableau.
///
/// - external: a user variable, unrestricted in sign.
/// - slack: turns an inequality into an equation; restricted to ≥ 0. Also the kind of the artificial variable.
/// - error: how far an optional constraint is from holding; restricted to ≥ 0 and priced in the objective.
/// - dummy: marks a required equality; fixed at 0, never pivots. It lets the constraint be found and removed, and
///   its coefficient in a row tells whether that constraint took part in the row (conflict explanations).
struct Symbol: Hashable, Sendable {
    enum Kind: UInt8, Sendable {
        case external, slack, error, dummy
    }

    /// The id times 256 plus the kind's raw value, in one word: ordering symbols by `raw` orders them by id (a
    /// symbol's kind follows from its id), and a term's symbol is read and written in one move.
    private(set) var raw: Int64

    init(id: Int32, kind: Kind) {
        raw = Int64(id) &<< 8 | Int64(kind.rawValue)
    }

    var id: Int32 { Int32(truncatingIfNeeded: raw &>> 8) }

    /// The kind, read from the low byte (`Kind`'s raw values are its cases' indices, 0–3).
    var kind: Kind { unsafeBitCast(UInt8(truncatingIfNeeded: raw), to: Kind.self) }

    static let invalid = Symbol(id: -1, kind: .dummy)

    var isValid: Bool { id >= 0 }
    var isExternal: Bool { kind == .external }
    /// Slack and error symbols: restricted to ≥ 0 and free to enter the basis.
    var isPivotable: Bool { kind == .slack || kind == .error }
    /// The bit of this symbol in a row's membership mask.
    var maskBit: UInt64 { 1 &<< UInt64(UInt32(bitPattern: id) & 63) }
}

/// A symbol times its coefficient in a row.
struct Term: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// Coefficients and constants this close to zero count as zero (as in kiwi and the Cassowary paper's code).
let nearZeroTolerance = 1e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
    abs(value) < nearZeroTolerance
}
