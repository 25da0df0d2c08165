// The explorer's state as the web page reads it: the collection view, the frames near the screen, passes and stats.

import Foundation
import TesseraDump
import TesseraJSON
import TesseraLayout
import TesseraRun
import TesseraViews

/// The session as JSON for the page:
///
/// `{"session": {script, device, width, height, scale, category, direction, policy, model, axis, offset,
/// offsetRange, contentSize, inset, status, version, error, devices, categories, policies, models},
/// "stats": {runs, passes, measurements, totalVisibleJump, maximumVisibleJump, totalReflow, maximumReflow,
/// contentSizeChurn, text}, "legend": [lines], "passes": [{run, number, measured, contentSize, offset,
/// visibleJump, reflow}], "window": {start, end},
/// "dump": <a JSON dump (docs/dump-format.md) of the elements in the window, with their subviews>}`.
///
/// The window is the visible area and one screen before and after it, so the page can animate cells moving in
/// and out. The minimap (`minimapJSON`) summarises the whole content in bands, so it stays small for 10,000 rows.
struct ExplorerWebState {
    let session: ExplorerSession
    let version: Int
    let error: String?

    /// The passes the timeline gets (the most recent ones).
    static let timelinePasses = 400
    /// Bands of the minimap.
    static let minimapBands = 200

    func json() throws -> String {
        let simulation = session.simulation
        let axis = session.axis
        let viewport = session.geometry.size[axis]
        let offset = simulation.contentOffset[axis]
        let window = (start: offset - viewport, end: offset + 2 * viewport)
        // No identities: asking the script for every item's would cost a call per item on each scroll step.
        let annotations = DumpAnnotations(isEstimated: simulation.atEstimateTest(),
                                          orthogonalOffsets: session.currentOrthogonalOffsets)
        let dump = FrameDump(container: session.geometry.size, scale: session.geometry.traitCollection.displayScale,
                             contentSize: simulation.solved.contentSize, elements: try nearElements(window, annotations))
        return "{\n\"session\": " + sessionObject() + ",\n\"stats\": " + statsObject()
            + ",\n\"legend\": [" + TraceFormatting.legend(policy: simulation.policy).map(quoteJSON).joined(separator: ", ")
            + "],\n\"passes\": " + passesArray()
            + ",\n\"window\": {\"start\": \(JSONNumber.text(window.start)), \"end\": \(JSONNumber.text(window.end))}"
            + ",\n\"dump\": " + JSONDumpFormat.write(dump) + "}\n"
    }

    /// The elements meeting `window` along the scroll axis, as presented (carousels at their offsets, their handlers
    /// applied), with their subviews. Without carousels the layout's own query finds them without visiting the rest.
    private func nearElements(_ window: (start: Double, end: Double), _ annotations: DumpAnnotations) throws -> [DumpElement] {
        let simulation = session.simulation
        let solved = simulation.solved
        let axis = session.axis
        let subviews = session.source.hasSubviews ? RunSubviews(source: session.source, environment: solved.environment) : nil
        var near: [DumpElement] = []
        let add = { (attributes: LayoutAttributes) throws in
            let start = attributes.frame.origin[axis], length = attributes.frame.size[axis]
            guard start + length >= window.start, start <= window.end else { return }
            var element = DumpElement(attributes)
            element.isEstimated = annotations.isEstimated?(attributes.key) ?? false
            if let subviews, attributes.category != .decorationView { element.subviews = try subviews.subviews(of: attributes) }
            near.append(element)
        }
        if solved.orthogonalSections.isEmpty {
            let cross = session.geometry.size[axis == .vertical ? .horizontal : .vertical]
            let rect = axis == .vertical
                ? Rect(x: 0, y: window.start, width: cross, height: window.end - window.start)
                : Rect(x: window.start, y: 0, width: window.end - window.start, height: cross)
            for attributes in solved.layoutAttributesForElements(in: rect, contentOffset: simulation.contentOffset) {
                try add(attributes)
            }
        } else {
            try solved.forEachPresentedElement(contentOffset: simulation.contentOffset,
                                               orthogonalOffsets: annotations.orthogonalOffsets, add)
        }
        return near
    }

    /// The minimap as JSON: `{"length": content length, "bands": [estimated share, or null]}` (asked for apart from the
    /// state: it visits every group, which a scroll step need not wait for).
    func minimapJSON() -> String {
        let annotations = DumpAnnotations(isEstimated: session.simulation.atEstimateTest())
        return "{\"length\": \(JSONNumber.text(session.simulation.solved.contentSize[session.axis])), \"bands\": ["
            + minimapBands(annotations).joined(separator: ", ") + "]}\n"
    }

    /// The estimated share of the cells' length in each band of the content (null: a band with no cell), counted by
    /// groups (a group's length shared among its items): a 10,000-row list has no element to build for this.
    private func minimapBands(_ annotations: DumpAnnotations) -> [String] {
        let solved = session.simulation.solved
        let axis = session.axis
        let contentLength = solved.contentSize[axis]
        var bands = Array(repeating: (estimated: 0.0, total: 0.0), count: Self.minimapBands)
        let isEstimated = annotations.isEstimated ?? { _ in false }
        for section in 0..<solved.numberOfSections where contentLength > 0 {
            for group in solved.groups(ofSection: section) where !group.items.isEmpty {
                let start = group.frame.origin[axis], length = group.frame.size[axis]
                let band = min(Self.minimapBands - 1, max(0, Int((start + length / 2) / contentLength * Double(Self.minimapBands))))
                let estimated = group.items.count {
                    isEstimated(ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: $0, section: section)))
                }
                bands[band].total += length
                bands[band].estimated += length * Double(estimated) / Double(group.items.count)
            }
        }
        return bands.map { $0.total > 0 ? JSONNumber.text(($0.estimated / $0.total * 100).rounded() / 100) : "null" }
    }

    private func sessionObject() -> String {
        let simulation = session.simulation
        let geometry = session.geometry
        let axis = session.axis
        let inset = geometry.adjustedContentInset
        let fields: [(String, String)] = [
            ("script", quoteJSON(session.settings.script)),
            ("device", quoteJSON(session.deviceName)),
            ("orientation", quoteJSON(session.orientation.rawValue)),
            ("width", JSONNumber.text(geometry.size.width)), ("height", JSONNumber.text(geometry.size.height)),
            ("scale", JSONNumber.text(geometry.traitCollection.displayScale)),
            ("category", quoteJSON(geometry.traitCollection.preferredContentSizeCategory.rawValue)),
            ("direction", quoteJSON(geometry.traitCollection.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight")),
            ("policy", quoteJSON(simulation.policy.rawValue)), ("model", quoteJSON(simulation.estimateModel.rawValue)),
            ("axis", quoteJSON(axis == .vertical ? "vertical" : "horizontal")),
            ("offset", JSONNumber.text(simulation.contentOffset[axis])),
            ("offsetRange", "[\(JSONNumber.text(simulation.offsetRange.lowerBound)), \(JSONNumber.text(simulation.offsetRange.upperBound))]"),
            ("contentSize", "{\"width\": \(JSONNumber.text(simulation.solved.contentSize.width)), \"height\": \(JSONNumber.text(simulation.solved.contentSize.height))}"),
            ("inset", "{\"top\": \(JSONNumber.text(inset.top)), \"leading\": \(JSONNumber.text(inset.leading)), \"bottom\": \(JSONNumber.text(inset.bottom)), \"trailing\": \(JSONNumber.text(inset.trailing))}"),
            ("status", quoteJSON(session.status())),
            ("version", "\(version)"),
            ("error", error.map(quoteJSON) ?? "null"),
        ] + Self.deviceMenus + [
            ("policies", list(AnchoringPolicy.allCases.map(\.rawValue))),
            ("models", list(EstimateModel.allCases.map(\.rawValue))),
        ]
        return "{" + fields.map { "\(quoteJSON($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// The numbers `stats` prints, and its text.
    private func statsObject() -> String {
        let summary = session.simulation.summary()
        let text = TraceFormatting.statistics(summary, policy: session.simulation.policy)
        return "{\"runs\": \(summary.runs), \"passes\": \(summary.passes), \"measurements\": \(summary.measurements), "
            + "\"totalVisibleJump\": \(JSONNumber.text(summary.totalVisibleJump)), "
            + "\"maximumVisibleJump\": \(JSONNumber.text(summary.maximumVisibleJump)), "
            + "\"totalReflow\": \(JSONNumber.text(summary.totalReflow)), \"maximumReflow\": \(JSONNumber.text(summary.maximumReflow)), "
            + "\"contentSizeChurn\": \(JSONNumber.text(summary.contentSizeChurn)), \"text\": \(quoteJSON(text))}"
    }

    /// The last passes, oldest first, each with the run it belongs to (runs counted from 1).
    private func passesArray() -> String {
        let axis = session.axis
        var entries: [String] = []
        let runs = session.simulation.runs
        var remaining = Self.timelinePasses
        for (index, run) in runs.enumerated().reversed() where remaining > 0 {
            for pass in run.passes.reversed() where remaining > 0 {
                remaining -= 1
                entries.append("{\"run\": \(index + 1), \"number\": \(pass.number), \"measured\": \(pass.measurements.count), "
                               + "\"contentSize\": \(JSONNumber.text(pass.contentSizeAfter[axis])), "
                               + "\"offset\": \(JSONNumber.text(pass.contentOffsetAfter[axis])), "
                               + "\"visibleJump\": \(JSONNumber.text(pass.visibleJump)), \"reflow\": \(JSONNumber.text(pass.reflow))}")
            }
        }
        return "[" + entries.reversed().joined(separator: ",\n ") + "]"
    }

    /// The device menus' choices, a layout's session and a screen's alike.
    static let deviceMenus: [(String, String)] = [
        ("devices", list(DevicePreset.all.map(\.name))),
        ("orientations", list(DevicePreset.Orientation.allCases.map(\.rawValue))),
        ("directions", list(["leftToRight", "rightToLeft"])),
        ("categories", list(ContentSizeCategory.allCases.map(\.rawValue))),
    ]

    private func list(_ names: [String]) -> String { Self.list(names) }

    /// Names as a JSON array of strings.
    static func list(_ names: [String]) -> String { "[" + names.map(quoteJSON).joined(separator: ", ") + "]" }
}

/// Numbers as the dumps write them (shortest exact decimals), and non-finite ones as null.
enum JSONNumber {
    static func text(_ value: Double) -> String { value.isFinite ? JSONWriting.number(value) : "null" }
}
