// The solver's state after laying a tree out: every constraint given, its number, whether it holds, what it touches.
import TesseraConstraints
import TesseraLayout

/// One of a view's four frame values, the solver's variables (`AutoLayoutSystem.Frame`).
public enum FramePart: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case x, y, width, height

    public var axis: Axis { self == .x || self == .width ? .horizontal : .vertical }
    public var isSize: Bool { self == .width || self == .height }
    public var description: String { ["x", "y", "width", "height"][rawValue] }

    public static func < (lhs: FramePart, rhs: FramePart) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The part's value in a frame.
    public func value(in frame: Rect) -> Double {
        switch self {
        case .x: frame.minX
        case .y: frame.minY
        case .width: frame.width
        case .height: frame.height
        }
    }
}

/// A tree laid out at a size with everything Auto Layout did: each constraint installed (the script's and UIKit's
/// own: the root's encapsulated size, autoresizing masks, intrinsic sizes, stack views), in the order installed, with
/// its number (its address in logs), whether it holds, and which views' frame values its equation involves
/// (`ViewHierarchy.layoutReport(in:context:)`).
public struct LayoutReport: Hashable, Sendable {
    /// How a constraint stands in the solution.
    public enum State: Hashable, Sendable {
        /// It holds.
        case satisfied
        /// It contradicted required constraints installed before it and was left out ("Will attempt to recover by
        /// breaking constraint").
        case broken
        /// An optional constraint the solution does not meet, by this many points.
        case unmet(by: Double)
    }

    /// One installed constraint.
    public struct Entry: Hashable, Sendable {
        public var constraint: LayoutConstraint
        /// Its number in the system, from which logs make its address (`ConstraintLog`).
        public var number: Int
        /// `<NSLayoutConstraint:0x… …   (active, names: …)>`, as UIKit logs it.
        public var description: String
        /// The body alone (`UILabel:0x….width >= 52`, `H:|-(16)-[title]`): a short reference.
        public var summary: String
        public var state: State
        /// Whether the equation is at its bound in the solution: an equation that holds, an inequality met with no
        /// slack. An inequality with slack does not place anything.
        public var isTight: Bool
        /// The views' frame values whose solver variables the equation involves (a guide's anchors involve its
        /// view's frame: a guide is its view's bounds inset).
        public var involves: Set<FrameValue>

        public var priority: Priority { constraint.priority }
        public var isBroken: Bool { state == .broken }
        /// An optional constraint the solution does not meet.
        public var isUnmet: Bool { if case .unmet = state { true } else { false } }
    }

    /// A view's frame value: `(view, part)`.
    public struct FrameValue: Hashable, Sendable, Comparable {
        public var view: Int
        public var part: FramePart

        public init(view: Int, part: FramePart) {
            self.view = view
            self.part = part
        }

        public static func < (lhs: FrameValue, rhs: FrameValue) -> Bool { (lhs.view, lhs.part) < (rhs.view, rhs.part) }
    }

    /// Every constraint given, installed or broken, in the order installed.
    public var entries: [Entry]
    /// Each view's frame in the root's coordinates as solved (not rounded to pixels).
    public var frames: [Rect]
    /// Each view's content metrics: its intrinsic size.
    public var metrics: [ViewMetrics]
    public var conflicts: [UnsatisfiableConstraints]
    /// The views whose frame the constraints leave free, per axis (`hasAmbiguousLayout`).
    public var ambiguities: [AmbiguousLayout]
    /// For each frame value, the numbers of the constraints its value depends on (`Solver.dependencies(of:)`): the
    /// ones whose constant, moved, would move it; in the order installed.
    public var dependencies: [FrameValue: [Int]]

    /// How far an equation may miss and still count as met: a thousandth of a point, the dumps' precision.
    public static let tolerance = 0.001
}

extension ViewHierarchy {
    /// Lays the tree out as `layout(in:context:)` does, and reports every constraint installed: its description, its
    /// number, whether it holds, is broken or (optional) is not met and by how much, and the frame values it
    /// involves. A screen's report passes its settled guides (`ScreenLayout.guides`) in `context.guides`, so that it
    /// matches the screen's layout.
    public func layoutReport(in size: Size, context: ViewLayoutContext) throws -> LayoutReport {
        let solved = try solve(width: size.width, widthPriority: .required, height: size.height, heightPriority: .required,
                               context: context, recording: true)
        let system = solved.settled
        var parts: [Int: LayoutReport.FrameValue] = [:]
        for (view, frame) in system.frames.enumerated() {
            for (part, variable) in zip(FramePart.allCases, [frame.x, frame.y, frame.width, frame.height]) {
                parts[variable.id] = LayoutReport.FrameValue(view: view, part: part)
            }
        }
        let describer = ConstraintDescriber(hierarchy: self)
        let entries = (system.given ?? []).map { given -> LayoutReport.Entry in
            var coefficients: [Int: Double] = [:]
            var value = given.equation.expression.constant
            for term in given.equation.expression.terms {
                coefficients[term.variable.id, default: 0] += term.coefficient
                value += term.coefficient * system.solver.value(of: term.variable)
            }
            let involves = Set(coefficients.compactMap { abs($0.value) > 1e-12 ? parts[$0.key] : nil })
            let miss = switch given.equation.relation {
            case .equal: abs(value)
            case .greaterThanOrEqual: max(0, -value)
            case .lessThanOrEqual: max(0, value)
            }
            let state: LayoutReport.State = given.id == nil ? .broken
                : miss <= LayoutReport.tolerance ? .satisfied : .unmet(by: miss)
            return LayoutReport.Entry(constraint: given.constraint, number: given.number,
                                      description: describer.describe(given.constraint, number: given.number),
                                      summary: (given.constraint.identifier.map { "'\($0)' " } ?? "") + describer.body(of: given.constraint), state: state,
                                      isTight: given.id != nil && abs(value) <= LayoutReport.tolerance, involves: involves)
        }
        var numbers: [ConstraintID: Int] = [:]
        for given in system.given ?? [] { if let id = given.id { numbers[id] = given.number } }
        var dependencies: [LayoutReport.FrameValue: [Int]] = [:]
        for (view, frame) in system.frames.enumerated() {
            for (part, variable) in zip(FramePart.allCases, [frame.x, frame.y, frame.width, frame.height]) {
                dependencies[LayoutReport.FrameValue(view: view, part: part)] =
                    system.solver.dependencies(of: variable).compactMap { numbers[$0.id] }
            }
        }
        return LayoutReport(entries: entries, frames: views.indices.map(system.frame(of:)), metrics: system.metrics,
                            conflicts: system.conflicts, ambiguities: ambiguities(in: solved.unsettled),
                            dependencies: dependencies)
    }
}
