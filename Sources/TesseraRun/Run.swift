// The one run every command uses: a layout source laid out on a device, measured, and annotated for its dump.

import TesseraDump
import TesseraLayout

/// Which self-sizing elements a run measures.
public enum Measuring: String, CaseIterable, Sendable {
    /// What UIKit shows: the elements in view at the content offset, pass by pass.
    case visible
    /// Every element, as if each had been scrolled into view.
    case all
    /// None: estimates stay.
    case none
}

/// What a run does besides the source: where, what it measures, how it scrolls and what its dump shows.
public struct RunOptions {
    public var device: RunDevice
    public var measuring: Measuring
    /// UIKit's `contentOffset` along the scroll axis: where the dump looks (and, measuring what is visible, where
    /// the collection view scrolls); nil for the resting offset (the top, less the adjusted content inset).
    public var contentOffset: Double?
    /// Whether the dump lists each element's views (laid out once, when the element is measured).
    public var showsSubviews: Bool
    /// The explorer's choices: how the offset is kept as sizes change, how unmeasured items are guessed, how far
    /// beyond the screen elements are measured, and per-section estimates.
    public var policy: AnchoringPolicy = .uikit
    public var estimateModel: EstimateModel = .script
    public var prefetchDistance: Double = 0
    public var estimateOverrides: [Int: Double] = [:]
    /// The collection view to use instead of the device's (a session that changed its own), and the offset it
    /// starts at (nil: resting).
    public var geometry: CollectionViewGeometry?
    public var startOffset: Double?

    public init(device: RunDevice, measuring: Measuring = .all, contentOffset: Double? = nil, showsSubviews: Bool = true) {
        self.device = device
        self.measuring = measuring
        self.contentOffset = contentOffset
        self.showsSubviews = showsSubviews
    }
}

/// A source laid out on a device and measured as its options say: the simulated collection view, and what its
/// dump needs (the offset it shows, annotations, subviews, warnings). Every command — run, test, explore, review,
/// convert, bench — runs a layout through this one type.
public final class Run {
    public let source: any LayoutSource
    public let options: RunOptions
    public let simulation: CollectionViewSimulation

    /// Lays `source` out in the options' collection view and measures what `options.measuring` says; errors are
    /// located at the source's file and line.
    public init(_ source: any LayoutSource, options: RunOptions) throws {
        self.source = source
        self.options = options
        source.keepsSubviews = options.showsSubviews && source.hasSubviews
        let geometry = options.geometry ?? options.device.geometry(scrollDirection: source.layout.configuration.scrollDirection)
        source.follow(geometry.traitCollection)
        do {
            simulation = try CollectionViewSimulation(
                layout: source.layout, itemCounts: source.itemCounts, geometry: geometry, measurer: source.measurer,
                policy: options.policy, estimateModel: options.estimateModel, prefetchDistance: options.prefetchDistance,
                estimateOverrides: options.estimateOverrides, contentOffset: options.startOffset)
            try Self.measure(simulation, options)
        } catch {
            throw source.located(error)
        }
    }

    /// Measures what `options.measuring` says: what is in view at the content offset (UIKit's passes), everything,
    /// or nothing.
    private static func measure(_ simulation: CollectionViewSimulation, _ options: RunOptions) throws {
        switch options.measuring {
        case .visible:
            try simulation.layoutIfNeeded()
            if let offset = options.contentOffset { _ = try simulation.setContentOffset(offset) }
        // A run's dump needs the sizes, not the log of how they were measured (the explorer's statistics).
        case .all: try simulation.measureEverything(keepsLog: false)
        case .none: break
        }
    }

    /// The offset the dump shows: the collection view's own when it measured what is visible (it scrolled there),
    /// else the offset asked for, else the resting one.
    public var dumpOffset: Point {
        guard options.measuring != .visible, let offset = options.contentOffset else { return simulation.contentOffset }
        return Point(main: offset, cross: 0, axis: source.layout.configuration.scrollDirection)
    }

    /// The views inside each element for the dump, or nil when it shows none (or no element has any: a
    /// million-element dump need not ask each).
    public var subviews: (any SubviewSource)? {
        options.showsSubviews && source.hasSubviews
            ? RunSubviews(source: source, environment: simulation.solved.environment) : nil
    }

    /// Which elements are at their estimate, the cells' identities, and carousels scrolled to `orthogonalOffsets`.
    public func annotations(orthogonalOffsets: [Int: Double] = [:]) throws -> DumpAnnotations {
        try DumpAnnotations(simulation, source: source, orthogonalOffsets: orthogonalOffsets)
    }

    /// The run's frames at `dumpOffset`, with subviews and annotations; errors located as the run's are.
    public func frameDump(orthogonalOffsets: [Int: Double] = [:]) throws -> FrameDump {
        do {
            return try FrameDump(simulation.solved, contentOffset: dumpOffset, subviews: subviews,
                                 annotations: annotations(orthogonalOffsets: orthogonalOffsets))
        } catch {
            throw source.located(error)
        }
    }
}

/// A source's subviews of each element, in the environment the run solved it in, for the dump writers.
public struct RunSubviews: SubviewSource {
    public let source: any LayoutSource
    public let environment: LayoutEnvironment

    public init(source: any LayoutSource, environment: LayoutEnvironment) {
        self.source = source
        self.environment = environment
    }

    public func subviews(of element: LayoutAttributes) throws -> [ElementSubview] {
        try source.subviews(of: element, environment: environment)
    }
}
