// The measuring protocol: the only way out of the engine, asked for an element's preferred size.

/// What the simulated collection view asks about one element: what UIKit's
/// `preferredLayoutAttributesFitting(_:)` is given.
public struct MeasureRequest: Hashable, Sendable {
    public var category: ElementCategory
    public var elementKind: String?
    public var indexPath: IndexPath
    /// The size the layout gives the element now: its estimate along estimated sides.
    public var proposedSize: Size
    /// Whether the content decides the width (estimated) or it is held at `proposedSize.width`.
    public var widthIsEstimated: Bool
    /// Whether the content decides the height.
    public var heightIsEstimated: Bool
    /// The environment the layout was solved in (traits: scale, content size category).
    public var environment: LayoutEnvironment

    public init(category: ElementCategory, elementKind: String?, indexPath: IndexPath, proposedSize: Size,
                widthIsEstimated: Bool, heightIsEstimated: Bool, environment: LayoutEnvironment) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.proposedSize = proposedSize
        self.widthIsEstimated = widthIsEstimated
        self.heightIsEstimated = heightIsEstimated
        self.environment = environment
    }

    /// The element's key (category, kind, index path).
    public var key: ElementKey { ElementKey(category: category, elementKind: elementKind, indexPath: indexPath) }
}

/// Measures elements as a self-sizing cell does: its content fitted with the estimated sides free
/// and the others held at the proposed size.
///
/// A class protocol: measurers own caches and resources (a Lua state, fonts).
public protocol ElementMeasuring: AnyObject {
    /// The size the element wants.
    func measure(_ request: MeasureRequest) throws -> Size

    /// A guess for an item before it is measured (the `perItem` estimate model), or nil for none.
    func estimate(for indexPath: IndexPath) throws -> Size?

    /// Measures `requests` as `measure(_:)` one after another would, handing each size to `each` with its index, in
    /// order, as soon as it is known. Stops at the first error `measure(_:)` would throw in that order (the sizes
    /// before it handed over first) or that `each` throws. A measurer may overlap its work across the requests (make
    /// the next cell while the last one is fitted), never changing a size.
    func measure(_ requests: [MeasureRequest], each: (Int, Size) throws -> Void) throws
}

extension ElementMeasuring {
    public func estimate(for indexPath: IndexPath) throws -> Size? { nil }

    public func measure(_ requests: [MeasureRequest], each: (Int, Size) throws -> Void) throws {
        try measureInTurn(requests, each: each)
    }

    /// `measure(_:each:)` done one request after another with `measure(_:)`, nothing overlapped: the default, and
    /// what an overlapping measurer does when it is told not to.
    public func measureInTurn(_ requests: [MeasureRequest], each: (Int, Size) throws -> Void) throws {
        for (index, request) in requests.enumerated() { try each(index, try measure(request)) }
    }
}

/// A measurer that answers with what it is given: estimates stay estimates (UIKit's default
/// `preferredLayoutAttributesFitting(_:)` of a cell without Auto Layout content).
public final class EchoMeasurer: ElementMeasuring {
    public init() {}
    public func measure(_ request: MeasureRequest) throws -> Size { request.proposedSize }
}
