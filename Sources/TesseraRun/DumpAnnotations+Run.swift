// Dump annotations for a run: which elements stand at their estimate, identities, carousels.

import TesseraDump
import TesseraLayout

extension DumpAnnotations {
    /// What `simulation` shows: its elements still at their estimate, the identities `source` gives its cells
    /// (`id` fields, `L.identifier`), and orthogonal sections scrolled to `orthogonalOffsets`.
    public init(_ simulation: CollectionViewSimulation, source: (any LayoutSource)? = nil,
                orthogonalOffsets: [Int: Double] = [:]) throws {
        let identifiers = try source?.itemIdentifiers() ?? []
        let identifier: ((ElementKey) -> String?)? = identifiers.allSatisfy(\.isEmpty) ? nil : { key in
            guard key.category == .cell, identifiers.indices.contains(key.indexPath.section) else { return nil }
            let ids = identifiers[key.indexPath.section]
            return ids.indices.contains(key.indexPath.item) ? ids[key.indexPath.item] : nil
        }
        self.init(isEstimated: simulation.atEstimateTest(), identifier: identifier, orthogonalOffsets: orthogonalOffsets)
    }
}
