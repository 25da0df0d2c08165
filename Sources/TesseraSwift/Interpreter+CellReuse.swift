// Reusing a collection view's cells as UIKit does: one cell per reuse identifier (or registration) and environment.

import SwiftSyntax
import TesseraLayout
import TesseraViews

/// The cells a collection view's data source has dequeued in one environment, kept from one item to the next as
/// UIKit's reuse queue keeps them (RU1–RU5 in docs/semantics.md): the cell made for a reuse identifier or a
/// `CellRegistration` the first time is the one every later item of that identifier gets, as the last item's
/// configuration left it. They live in one world of views, so that the constraints their code made stay theirs.
final class CellPool {
    /// The world the cells' views and constraints were made in.
    let world: ViewWorld
    /// Reuse key (`identifier name`, `registration 3`) → the cell instance.
    var cells: [String: SwiftTypeContext] = [:]
    /// Each cell's solvers, kept from one fit (and one layout for the dump) to the next, by the cell instance.
    var refittings: [ObjectIdentifier: CellRefittings] = [:]
    /// Each reused cell's `prepareForReuse`, by the cell instance (the pool holds the cells).
    var prepares: [ObjectIdentifier: SwiftFunction] = [:]
    /// Each cell's last view tree, by the cell instance (the next is that tree when its views and constraints are).
    var trees: [ObjectIdentifier: KeptHierarchy] = [:]

    init(environment: LayoutEnvironment) { world = ViewWorld(environment: environment) }

    /// The refittings of `cell` (made the first time they are asked for).
    func refittings(of cell: SwiftTypeContext) -> CellRefittings {
        if let refittings = refittings[ObjectIdentifier(cell)] { return refittings }
        let made = CellRefittings()
        refittings[ObjectIdentifier(cell)] = made
        return made
    }

    /// The kept tree of `cell` (made empty the first time it is asked for).
    func keptTree(of cell: SwiftTypeContext) -> KeptHierarchy {
        if let kept = trees[ObjectIdentifier(cell)] { return kept }
        let made = KeptHierarchy()
        trees[ObjectIdentifier(cell)] = made
        return made
    }
}

/// A reused cell's kept solvers: one for its fits (`systemLayoutSizeFitting`), one for its layouts at the fitted
/// size (its subviews in the dump).
struct CellRefittings {
    let fit = ViewRefitting()
    let layout = ViewRefitting()
}

extension Interpreter {
    /// The cell for reuse key `key` of the file's class `typeName`: the pool's, given the frame being dequeued
    /// (`apply(_:)` of the item's layout attributes) after its `prepareForReuse()` runs; the first time (or outside a
    /// measured collection view), a new cell (its `init(frame:)`).
    func dequeueCell(reuseKey key: String, _ typeName: String, at: SourcePosition) throws -> SwiftValue {
        guard let pool = cells.pool else { return try makeCell(typeName, at: at) }
        if let cell = pool.cells[key], case .view(let view)? = cell.cache[Self.cellViewKey] {
            cells.reused += 1
            view.frame = cells.frame
            if let prepare = pool.prepares[ObjectIdentifier(cell)] {
                _ = try invoke(prepare, [], at: at)
            } else if let prepare = cell.functions["prepareForReuse"]?.first(where: { $0.signature.parameterClause.parameters.isEmpty }) {
                // Its own, else the nearest file superclass's (SwiftProgram.inheritFromFileClasses lists those after).
                // Made once per cell: its captured scope stays empty (each call binds in its own).
                let function = SwiftFunction(declaration: prepare, captured: Scope(parent: globals, selfValue: .instance(cell)),
                                             cache: signatures)
                pool.prepares[ObjectIdentifier(cell)] = function
                _ = try invoke(function, [], at: at)
            }
            return .instance(cell)
        }
        let value = try makeCell(typeName, at: at)
        if case .instance(let cell) = value { pool.cells[key] = cell }
        return value
    }
}
