// Writing runs, passes, measurements and statistics as text, the same in a terminal and a golden file.

import TesseraDump
import TesseraLayout

/// Text for the explorer's reports: short run summaries, full traces and session statistics.
enum TraceFormatting {
    /// A number as dumps write it: to the thousandth, without trailing zeros.
    static func number(_ value: Double) -> String { formatRounded(value) }

    /// A change with its sign: "+12", "-3.5", "0".
    static func signed(_ value: Double) -> String {
        let text = number(value)
        return value > 0.0005 ? "+" + text : text
    }

    /// One line per run: passes, measurements, content size, offset and the largest jump.
    static func summary(of runs: [LayoutRun], axis: Axis) -> String {
        var lines: [String] = []
        for run in runs {
            let measured = run.passes.reduce(0) { $0 + $1.measurements.count }
            guard let first = run.passes.first, let last = run.passes.last else {
                lines.append("nothing to measure")
                continue
            }
            let jump = run.passes.map(\.visibleJump).max { abs($0) < abs($1) } ?? 0
            let reflow = run.passes.map(\.reflow).max { abs($0) < abs($1) } ?? 0
            var line = "\(run.passes.count) pass\(run.passes.count == 1 ? "" : "es"), \(measured) measured; "
            line += "content \(number(first.contentSizeBefore[axis])) → \(number(last.contentSizeAfter[axis])); "
            line += "offset \(number(first.contentOffsetBefore[axis])) → \(number(last.contentOffsetAfter[axis])); "
            line += "visible jump \(signed(jump)) pt (reflow \(signed(reflow)) pt)"
            if !run.converged {
                line += "\nnot converged after \(run.passes.count) passes; still changing: "
                    + run.unsettled.prefix(8).map(\.description).joined(separator: ", ")
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// What the trace's movement figures mean, and which parts of `policy` are inferred rather than measured.
    static func legend(policy: AnchoringPolicy) -> [String] {
        var lines = ["legend: visible jump = the largest on-screen move of an element drawn before the pass (measured, "
                     + "or not self-sizing) and on screen after it; reflow = the largest move of the others on screen "
                     + "(still at their estimate, never drawn there; or moved out of view)"]
        switch policy {
        case .uikit:
            lines.append("policy uikit: the offset stays while sizes change (inferred from UIKit's measured cases, "
                         + "docs/semantics.md S5); kept in range when the content shrinks (inferred: Tessera's choice)")
        case .none: lines.append("policy none: the offset stays, even past the end of the content")
        case .firstVisibleItem: lines.append("policy firstVisibleItem: the first visible cell keeps its place on screen")
        case .bottom: lines.append("policy bottom: the distance to the end of the content stays")
        }
        return lines
    }

    /// Every pass of `runs` with its measurements, content size, offset, visible jump, reflow and scroll indicator,
    /// after the legend.
    static func trace(of runs: [LayoutRun], axis: Axis, policy: AnchoringPolicy) -> String {
        var lines = legend(policy: policy)
        for (index, run) in runs.enumerated() {
            if runs.count > 1 { lines.append("run \(index + 1):") }
            if run.passes.isEmpty { lines.append("  no pass: nothing new in view") }
            for pass in run.passes {
                lines.append("  pass \(pass.number): \(pass.measurements.count) measured")
                for measurement in pass.measurements {
                    lines.append("    \(measurement.key)  \(size(measurement.estimate)) → \(size(measurement.measured))  (\(signed(measurement.error)))")
                }
                lines.append("    content size \(size(pass.contentSizeBefore)) → \(size(pass.contentSizeAfter)) (\(signed(pass.contentSizeAfter[axis] - pass.contentSizeBefore[axis])))")
                lines.append("    content offset \(number(pass.contentOffsetBefore[axis])) → \(number(pass.contentOffsetAfter[axis])) (\(signed(pass.contentOffsetAfter[axis] - pass.contentOffsetBefore[axis])))")
                lines.append("    visible jump \(signed(pass.visibleJump)) pt" + (pass.visibleJumpElement.map { " (\($0))" } ?? ""))
                lines.append("    reflow \(signed(pass.reflow)) pt" + (pass.reflowElement.map { " (\($0))" } ?? ""))
                lines.append("    scroll indicator \(number(pass.indicatorBefore.position))+\(number(pass.indicatorBefore.length)) → \(number(pass.indicatorAfter.position))+\(number(pass.indicatorAfter.length))")
            }
            lines.append(run.converged ? "  converged" : "  not converged: still changing " + run.unsettled.map(\.description).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// The session's statistics.
    static func statistics(_ summary: SimulationSummary, policy: AnchoringPolicy) -> String {
        var lines = ["runs \(summary.runs), passes \(summary.passes), measurements \(summary.measurements)"
                     + (summary.unconvergedRuns > 0 ? ", \(summary.unconvergedRuns) not converged" : "")]
        lines.append("visible jumps: total \(number(summary.totalVisibleJump)) pt, largest \(number(summary.maximumVisibleJump)) pt")
        lines.append("reflow: total \(number(summary.totalReflow)) pt, largest \(number(summary.maximumReflow)) pt")
        lines.append("content size churn: \(number(summary.contentSizeChurn)) pt")
        if let errors = summary.errors {
            lines.append("estimate error (measured − estimate): mean \(signed(errors.meanSigned)), mean |error| \(number(errors.mean)), p50 |error| \(number(errors.p50)), p90 |error| \(number(errors.p90)), max |error| \(number(errors.maximum))")
        } else {
            lines.append("estimate error: nothing measured yet")
        }
        for suggestion in summary.suggestions {
            lines.append("suggested estimate for section \(suggestion.section): \(number(suggestion.estimate)) (median of \(suggestion.samples) measured)")
        }
        lines += legend(policy: policy)
        return lines.joined(separator: "\n")
    }

    static func size(_ size: Size) -> String { "\(number(size.width))×\(number(size.height))" }
}
