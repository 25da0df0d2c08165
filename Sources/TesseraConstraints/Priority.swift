// Constraint priorities with UIKit's values; each distinct priority is a strict level of the objective.

/// How much a constraint matters, on UIKit's scale: `required` (1000) must hold; any other value in (0, 1000) is
/// optional and is met as well as possible.
///
/// Priorities are strict levels: the solver minimises the errors of the highest optional level first, then of the
/// next, and so on, so any amount of error at one level outweighs any amount at all lower levels (999.5 beats 999,
/// 51 beats 50). Within one level, the errors of its constraints are added with equal weight. The raw value is a
/// `Float` like `UILayoutPriority`'s.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The priority on UIKit's 1…1000 scale.
    public var rawValue: Float

    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 750, at which a button resists compressing its content.
    public static let defaultHigh = Priority(750)
    /// 510.
    public static let dragThatCanResizeScene = Priority(510)
    /// 500.
    public static let sceneSizeStayPut = Priority(500)
    /// 490.
    public static let dragThatCannotResizeScene = Priority(490)
    /// 250, at which a button hugs its content horizontally.
    public static let defaultLow = Priority(250)
    /// 50, the priority `systemLayoutSizeFitting` gives the target size by default.
    public static let fittingSizeLevel = Priority(50)

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value is one a constraint may have: finite, above 0 and at most 1000.
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The value as UIKit prints it: `750`, `999.5`.
    public var description: String {
        abs(rawValue) < 1e9 && rawValue == Float(Int(rawValue)) ? String(Int(rawValue)) : String(rawValue)
    }
}
