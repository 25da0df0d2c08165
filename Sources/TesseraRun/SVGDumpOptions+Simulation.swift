// SVG dump options for a simulated collection view: its visible bounds and its carousels' viewports.

import TesseraDump
import TesseraLayout

extension SVGDumpOptions {
    /// What `simulation` shows now: the bounds at its content offset and each orthogonal section's viewport (which
    /// elements stand at their estimate, the dump's own annotations say).
    public init(_ simulation: CollectionViewSimulation, title: String) {
        self.init(viewport: simulation.bounds,
                  title: title,
                  orthogonalRows: Dictionary(uniqueKeysWithValues: simulation.solved.orthogonalSections.compactMap { section in
                      simulation.solved.orthogonalViewport(ofSection: section).map { (section, $0) }
                  }))
    }
}
