// A layout source: what every front end (a Lua script, a Swift layout file, the two composed) gives a run.

import TesseraDump
import TesseraLayout
import TesseraScript

/// A front end's layout, ready to run: the layout and its item counts, how its self-sizing elements measure, their
/// identities and subviews, and where its parts are described (for errors). A class: a source owns the resources its
/// layout calls back into (a Lua state, an interpreter) while it is solved.
public protocol LayoutSource: AnyObject {
    /// The path the source was loaded from, as given (it names the source in messages and dump headers).
    var name: String { get }
    /// The layout, its providers bound to the source.
    var layout: CompositionalLayout { get }
    /// Items per section.
    var itemCounts: [Int] { get }
    /// Sizes the source's self-sizing elements (one measurer for the source's life).
    var measurer: any ElementMeasuring { get }
    /// Whether any element has views inside it (a dump of subviews has something to ask for).
    var hasSubviews: Bool { get }
    /// Whether measuring an element also lays out its views for the dump (set by a run whose dump shows subviews).
    var keepsSubviews: Bool { get set }
    /// Whether the source guesses each item's size before it is measured (the `perItem` estimate model).
    var hasEstimates: Bool { get }

    /// The views inside `element` at its size in `environment`, depth first, in its coordinates (none: empty).
    func subviews(of element: LayoutAttributes, environment: LayoutEnvironment) throws -> [ElementSubview]
    /// Each section's item identifiers (`id` fields, `L.identifier`); nil for an item without one.
    func itemIdentifiers() throws -> [[String?]]
    /// The file and line that describe `place` (a section, the configuration), if the source knows it.
    func location(of place: LayoutError.Place) -> String?
    /// `error` as the user reads it: located at its file and line, with any hint the source has (by default, a
    /// `LayoutError` about a place the source knows is prefixed with that place's file and line).
    func located(_ error: Error) -> Error
    /// Follows the traits of the collection view it is laid out in from now on (text size, display scale).
    func follow(_ traits: TraitCollection)
    /// What running the source reported while it measured and laid out cells (Auto Layout's conflicts and
    /// ambiguities), for JSON dumps and standard error.
    var warnings: [DumpWarning] { get }
    /// The same reports as UIKit logs them, for standard error (empty when there are none).
    var warningLog: String { get }
    /// How long loading took, by phase.
    var timings: ScriptTimings { get }
    /// Sets when what runs from now on must stop.
    func setDeadline(_ deadline: ScriptDeadline?)
}

extension LayoutSource {
    public func located(_ error: Error) -> Error {
        guard let error = error as? LayoutError, let place = error.place, let location = location(of: place) else {
            return error
        }
        return ScriptError(.script, "\(location): \(error)")
    }
}
