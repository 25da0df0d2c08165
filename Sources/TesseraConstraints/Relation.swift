// How a constraint's two sides compare: equal, at most, at least.

/// The relation of a constraint `lhs ⋈ rhs`, as in `NSLayoutConstraint.Relation`.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
