// Dump annotations for a simulated collection view: which elements stand at their estimate, identities, carousels.

import TesseraDump
import TesseraLayout
import TesseraScript

extension DumpAnnotations {
    /// What `simulation` shows: its elements still at their estimate, the identities `script` gave its items, and
    /// orthogonal sections scrolled to `orthogonalOffsets`.
    init(_ simulation: CollectionViewSimulation, script: LayoutScript? = nil, orthogonalOffsets: [Int: Double] = [:]) {
        self.init(isEstimated: { simulation.isAtEstimate($0) }, identifier: nil, orthogonalOffsets: orthogonalOffsets)
    }
}
