// NSLayoutConstraint: `first ⋈ multiplier × second + constant` at a priority, and who made it.
import TesseraConstraints

/// A constraint between two anchors, or an anchor and a constant: `first ⋈ multiplier × second + constant`.
public struct LayoutConstraint: Hashable, Sendable {
    public var first: ConstraintAnchor
    public var relation: Relation
    /// nil for a constant (`widthAnchor.constraint(equalToConstant:)`).
    public var second: ConstraintAnchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Priority
    /// `identifier`, printed in quotes after the address in logs.
    public var identifier: String?
    public var origin: ConstraintOrigin

    public init(_ first: ConstraintAnchor, _ relation: Relation = .equal, _ second: ConstraintAnchor? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
                identifier: String? = nil, origin: ConstraintOrigin = .user(location: "")) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.origin = origin
    }
}

/// Who made a constraint: the script, or UIKit on its behalf.
public enum ConstraintOrigin: Hashable, Sendable {
    /// Activated by the script, at `location` (`file:line`).
    case user(location: String)
    /// `NSAutoresizingMaskLayoutConstraint`: a view with `translatesAutoresizingMaskIntoConstraints` keeps its frame.
    case autoresizingMask
    /// `NSContentSizeLayoutConstraint`: a side of the intrinsic content size (hugging or compression resistance).
    case contentSize
    /// The size a container gives the root view (`UIView-Encapsulated-Layout-Width`/`-Height`), and its position.
    case encapsulatedLayout
    /// A stack view's arrangement (its `identifier` says which: `UISV-spacing`, `UISV-alignment` …).
    case stackView

    /// Whether UIKit made it (the script did not).
    public var isSystem: Bool {
        if case .user = self { return false }
        return true
    }
}
