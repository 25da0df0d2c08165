// SVG dump options for a simulated collection view: its visible bounds and the elements still at their estimate.

import TesseraDump
import TesseraLayout

extension SVGDumpOptions {
    /// What `simulation` shows now: the bounds at its content offset, and which of `dump`'s elements are estimated.
    init(_ simulation: CollectionViewSimulation, dump: FrameDump, title: String) {
        self.init(viewport: simulation.bounds,
                  estimated: Set(dump.elements.map(\.key).filter(simulation.isAtEstimate)),
                  title: title,
                  orthogonalRows: Dictionary(uniqueKeysWithValues: simulation.solved.orthogonalSections.compactMap { section in
                      simulation.solved.orthogonalViewport(ofSection: section).map { (section, $0) }
                  }))
    }
}
