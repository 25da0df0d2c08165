// The explorer's carousel commands: `hscroll` and `hdrag` scroll an orthogonal section and show its handler's work.

import TesseraDump
import TesseraLayout
import TesseraRun

extension ExplorerSession {
    /// `hscroll <section> <x>` scrolls an orthogonal section to `x` points from its leading edge; `hdrag <section>
    /// <dx>` moves it by `dx` from where it is. Either way it settles on its behaviour's resting point (as a
    /// finger lifted) and the section's `visibleItemsInvalidationHandler` runs there; the report lists the
    /// section's visible items as the handler left them.
    func scrollOrthogonally(_ command: String, _ arguments: [String]) throws -> String {
        let usage = command == "hscroll" ? "hscroll <section> <x>" : "hdrag <section> <dx>"
        let section = try index(arguments, 0, usage)
        let value = try argument(arguments, 1, usage)
        let solved = simulation.solved
        do {
            try solved.checkOrthogonalSection(section)
        } catch let error as LayoutError {
            throw ExplorerError("\(command) \(section): \(error.reason)")
        }
        let current = orthogonalOffsets[section] ?? 0
        let requested = command == "hscroll" ? value : current + value
        let resting = solved.restingOffset(ofSection: section, requested: requested)
        orthogonalOffsets[section] = resting
        let behavior = solved.orthogonalScrollingBehavior(ofSection: section).rawValue
        var text = "section \(section) at \(TraceFormatting.number(resting))"
        if resting != requested {
            text += " (asked \(TraceFormatting.number(requested)); \(behavior) rests there)"
        }
        let dump = try FrameDump(solved, contentOffset: simulation.contentOffset, subviews: nil,
                                 annotations: try DumpAnnotations(simulation, source: source, orthogonalOffsets: currentOrthogonalOffsets))
        let viewport = simulation.bounds
        for element in dump.elements where element.section == section && element.category != .decorationView
            && element.frame.intersects(viewport) {
            text += "\n  " + TextDumpFormat.line(for: element)
        }
        return text
    }

    /// The offsets of the sections still orthogonal (a reload or a resize may have changed the layout).
    var currentOrthogonalOffsets: [Int: Double] {
        let orthogonal = Set(simulation.solved.orthogonalSections)
        return orthogonalOffsets.filter { orthogonal.contains($0.key) }
    }
}
