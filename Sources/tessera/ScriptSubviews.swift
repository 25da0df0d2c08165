// The subviews a script's cell functions give each element, laid out at the element's size, for the dumps.

import ArgumentParser
import TesseraDump
import TesseraLayout
import TesseraScript
import TesseraViews

/// Lays out what an element's `cell` function returns at the element's size (`ScriptMeasurer.subviews`) for the
/// dump writers; elements without a `cell` function have no subviews.
struct ScriptSubviews: SubviewSource {
    let measurer: ScriptMeasurer
    let environment: LayoutEnvironment

    init(script: LayoutScript, environment: LayoutEnvironment) {
        measurer = ScriptMeasurer(script: script)
        self.environment = environment
    }

    /// The subviews a dump of `depth` asks for: none for `cells`, or when no section has a `cell` function (then
    /// no element has any, and a million-element dump need not ask each).
    static func source(depth: DumpDepth, script: LayoutScript, environment: LayoutEnvironment) -> ScriptSubviews? {
        depth == .subviews && script.hasCellFunction ? ScriptSubviews(script: script, environment: environment) : nil
    }

    func subviews(of element: LayoutAttributes) throws -> [DumpSubview] {
        guard let views = try measurer.subviews(of: element.key, size: element.untransformedFrame.size, environment: environment) else {
            return []
        }
        return views.map { DumpSubview(depth: $0.depth, className: $0.className, name: $0.name, frame: $0.frame,
                                       text: $0.text, pointSize: $0.pointSize, lines: $0.lines) }
    }

    /// What Auto Layout reported while the cells were measured and laid out, for a JSON dump.
    static func warnings(of script: LayoutScript) -> [DumpWarning] {
        script.constraintReports.reports.map { report in
            DumpWarning(kind: report.kind.rawValue, element: ConstraintReports.name(of: report.element), count: report.count,
                        message: report.message)
        }
    }
}

/// How deep dumps go: cells and supplementary views only, or the views inside them as well.
enum DumpDepth: String, ExpressibleByArgument, CaseIterable {
    case cells, subviews
}
