// `--orthogonal-offset SECTION=X`: where an orthogonal section (a carousel) is scrolled to in a dump.

import ArgumentParser
import TesseraLayout

/// One `--orthogonal-offset SECTION=X`: the section's index and its scroll offset in points, measured from the
/// section's leading edge (0: at rest on its first group), kept with the text it was given as.
struct OrthogonalOffsetArgument: ExpressibleByArgument, Hashable, Sendable {
    var section: Int
    var offset: Double
    var text: String

    init?(argument: String) {
        guard let parsed = try? Self.parse(argument) else { return nil }
        self = parsed
    }

    init(section: Int, offset: Double, text: String) {
        self.section = section
        self.offset = offset
        self.text = text
    }

    /// Reads `SECTION=X`; the error says what was expected.
    static func parse(_ text: String) throws -> OrthogonalOffsetArgument {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), section >= 0 else {
            throw ValidationError("--orthogonal-offset must be SECTION=X with a section index from 0 (got '\(text)')")
        }
        guard let offset = Double(parts[1]), offset.isFinite, abs(offset) <= LayoutLimits.length else {
            throw ValidationError("--orthogonal-offset \(parts[0])=…: the offset must be a number of points from "
                                  + "-\(LayoutLimits.lengthText) to \(LayoutLimits.lengthText) (got '\(parts[1])')")
        }
        return OrthogonalOffsetArgument(section: section, offset: offset, text: text)
    }

    /// Checks the sections against `layout` and returns section → offset, settled on each section's resting point
    /// (its `orthogonalScrollingBehavior`'s) unless `settle` is false. A section given twice keeps the last.
    static func offsets(_ arguments: [OrthogonalOffsetArgument], in layout: SolvedLayout,
                        settle: Bool) throws -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        for argument in arguments {
            do {
                try layout.checkOrthogonalSection(argument.section)
            } catch let error as LayoutError {
                throw SubcommandUsageError(command: RunCommand.self, message: "--orthogonal-offset \(argument.text): "
                                           + "section \(argument.section): \(error.reason)")
            }
            offsets[argument.section] = settle
                ? layout.restingOffset(ofSection: argument.section, requested: argument.offset) : argument.offset
        }
        return offsets
    }
}
