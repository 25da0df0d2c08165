// A screen run's Auto Layout report: its tree solved again with the settled guides, every constraint accounted for.

import TesseraLayout
import TesseraScript
import TesseraViews

extension ScreenRun {
    /// The screen's constraints as the solver left them (`ViewHierarchy.layoutReport`), solved at the screen's size
    /// with the guides its layout settled on (`ScreenLayout.guides`), so that the report's frames are the layout's.
    public func layoutReport() throws -> LayoutReport {
        var context = try source.viewLayoutContext(traits: options.device.geometry(scrollDirection: .vertical).traitCollection)
        context.guides = layout.guides
        return try screen.hierarchy.layoutReport(in: layout.metrics.size, context: context)
    }
}
