// `tessera review --html OUT/` and `tessera test --report-html OUT/`: a static page to look at pending changes.

import Foundation
import TesseraDump
import TesseraLayout
import TesseraScript

/// A static HTML page (`OUT/index.html`, nothing else to load): for each pending `.new` file, the golden and the
/// new output side by side and as an overlay with moved, inserted and deleted elements coloured, the diff text, how
/// to accept or reject it, and the explorer's pass trace of the case as a timeline (content size and visible jump
/// per pass).
public struct ReviewPage {
    /// The pending files the page shows, in order.
    public var pending: [PendingGolden]
    /// Frame differences up to this many points are not shown (nil: half a device pixel).
    public var tolerance: Double?
    /// The explorer that runs each case again for its pass trace.
    public var explorer: any ExplorationRenderer
    /// Seconds each case may take when it runs again for its pictures and pass trace (nil: no limit).
    public var timeout: Double?

    /// A page of `pending`, its cases run again through `explorer` within `timeout` seconds each.
    public init(pending: [PendingGolden], tolerance: Double?, explorer: any ExplorationRenderer, timeout: Double?) {
        self.pending = pending
        self.tolerance = tolerance
        self.explorer = explorer
        self.timeout = timeout
    }

    /// Dumps with more elements than this are not drawn (the diff and the overlay still are).
    static let largestPicture = 5_000

    /// Writes `folder/index.html` (creating the folder), atomically; returns its path.
    public func write(to folder: String) throws -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw ToolError(.input, "\(folder): the HTML report goes into a folder, and this is a file")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ToolError(.input, "\(folder): cannot create the report folder (\(error.localizedDescription))")
        }
        let path = (folder as NSString).appendingPathComponent("index.html")
        try OutputFile.write(html(), to: path, what: "the HTML report")
        return path
    }

    /// The whole page.
    public func html() -> String {
        var out = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Tessera review · \(pending.count) pending</title>
            <style>
            body { font: 14px/1.4 Inter, Helvetica, Arial, sans-serif; margin: 16px; color: #1c1c1e; background: #fff; }
            h1 { font-size: 20px; margin: 0 0 8px; } h2 { font-size: 16px; margin: 24px 0 8px; }
            .legend span { display: inline-block; width: 12px; height: 12px; vertical-align: middle; margin: 0 4px 0 12px; }
            .case { border-top: 1px solid #d0d0d5; padding-top: 8px; }
            .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: nowrap; }
            figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
            .side img { width: 240px; height: auto; border: 1px solid #d0d0d5; display: block; }
            .note { max-width: 240px; font-size: 12px; color: #6e6e73; }
            pre { background: #f5f5f7; padding: 8px; margin: 0; font-size: 12px; white-space: pre-wrap; max-width: 640px; }
            code { background: #f5f5f7; padding: 1px 4px; }
            </style></head><body>
            <h1>Tessera review · \(pending.count) pending .new file\(pending.count == 1 ? "" : "s")</h1>
            <p class="legend">overlay:<span style="background:\(ReviewPicture.moved)"></span>moved or resized (its old
            frame dashed)<span style="background:\(ReviewPicture.added)"></span>inserted or appeared<span
            style="background:\(ReviewPicture.removed)"></span>deleted or disappeared<span
            style="background:\(ReviewPicture.unchanged)"></span>unchanged</p>

            """
        for (index, file) in pending.enumerated() { out += section(file, number: index + 1) }
        return out + "</body></html>\n"
    }

    /// One pending file's section.
    private func section(_ file: PendingGolden, number: Int) -> String {
        var out = "<section class=\"case\" id=\"case-\(number)\"><h2>\(number). \(Self.escape(file.golden))</h2>\n<div class=\"row\">"
        let isDump = !(file.golden as NSString).lastPathComponent.hasPrefix("explore-")
        if isDump, let new = read(file.path).flatMap({ try? TextDumpFormat.parse($0) }) {
            let old = read(file.golden).flatMap { try? TextDumpFormat.parse($0) }
            if let old {
                let diff = DumpDiff(expected: old, actual: new, tolerance: tolerance ?? 0.5 / max(new.scale, 1))
                out += "<figure><figcaption>overlay</figcaption>"
                    + ReviewPicture.overlay(expected: old, actual: new, diff: diff) + "</figure>"
            }
            if max(old?.elements.count ?? 0, new.elements.count) <= Self.largestPicture {
                let (rendering, note) = rendering(file)
                if let old {
                    out += "<figure class=\"side\"><figcaption>golden</figcaption>"
                        + ReviewPicture.image(old, rendering: rendering, alt: "the golden's frames") + "</figure>"
                }
                out += "<figure class=\"side\"><figcaption>new</figcaption>"
                    + ReviewPicture.image(new, rendering: rendering, alt: "the new frames") + note + "</figure>"
            }
        }
        out += "<figure><figcaption>diff</figcaption><pre>\(Self.escape(file.describe(tolerance: tolerance)))</pre></figure></div>\n"
        out += "<h3>pass trace</h3>" + timeline(file) + "\n"
        out += "<p class=\"actions\">Accept: <code>tessera accept \(Self.escape(file.path))</code> · reject: <code>tessera reject "
            + "\(Self.escape(file.path))</code> · one by one: <code>tessera review</code></p></section>\n"
        return out
    }

    /// The case run again for its pictures (labels' lines and sizes, carousels' rows), or why it could not be.
    private func rendering(_ file: PendingGolden) -> (ReviewPicture.Rendering?, String) {
        do {
            let rendering = try Watchdog.shared.guarding(timeout: timeout, what: file.path) {
                try Self.rendering(of: file, deadline: $0)
            }
            return (rendering, "")
        } catch {
            return (nil, "<p class=\"note\">labels on one line, carousels unclipped: the case did not run again "
                    + "(\(Self.escape("\(error)")))</p>")
        }
    }

    /// Runs the layout case the pending file belongs to as `tessera run --format svg` does.
    static func rendering(of file: PendingGolden, deadline: ScriptDeadline?) throws -> ReviewPicture.Rendering {
        let (manifest, sampleCase) = try sampleCase(of: file)
        guard case let .layout(device, orientation, category, direction) = sampleCase.kind else {
            throw ToolError(.input, "not a layout case")
        }
        let (dump, simulation) = try sampleCase.layoutDump(manifest, device: device, orientation: orientation,
                                                           category: category, direction: direction, deadline: deadline)
        return ReviewPicture.Rendering(dump: dump, options: SVGDumpOptions(simulation, title: sampleCase.name))
    }

    /// The manifest and the case that write the golden of a pending file.
    static func sampleCase(of file: PendingGolden) throws -> (SampleManifest, SampleCase) {
        guard let folder = SampleFiles.sampleFolder(ofPending: file.path) else {
            throw ToolError(.input, "not a sample's pending output")
        }
        let manifest = try SampleManifest.load(folder: folder)
        let name = (file.golden as NSString).lastPathComponent
        guard let sampleCase = SampleCase.cases(of: manifest).first(where: { ($0.goldenPath as NSString).lastPathComponent == name })
        else { throw ToolError(.input, "no case of \(manifest.name) writes \(name)") }
        return (manifest, sampleCase)
    }

    /// The case's passes as the explorer runs them (an exploration's commands; a layout from its first screen to
    /// the bottom), drawn as a timeline; a note when the case cannot be run.
    private func timeline(_ file: PendingGolden) -> String {
        do {
            let (passes, axis) = try Watchdog.shared.guarding(timeout: timeout, what: file.path) {
                try Self.passes(of: file, explorer: explorer, deadline: $0)
            }
            return ReviewPicture.timeline(passes, axis: axis)
        } catch {
            return "<p>no pass trace: \(Self.escape("\(error)"))</p>"
        }
    }

    /// Runs the explorer on the case the pending file belongs to.
    static func passes(of file: PendingGolden, explorer: any ExplorationRenderer,
                       deadline: ScriptDeadline?) throws -> ([PassTrace], Axis) {
        let (manifest, sampleCase) = try sampleCase(of: file)
        var settings = ExplorationSettings(script: manifest.script, feed: manifest.feed, device: "")
        let commands: [String]
        switch sampleCase.kind {
        case let .layout(device, orientation, category, direction):
            (settings.device, settings.orientation, settings.contentSizeCategory, settings.layoutDirection)
                = (device, orientation, category, direction)
            commands = ["bottom"]
        case let .exploration(exploration):
            guard let found = manifest.explorations.first(where: { $0.name == exploration }) else { return ([], .vertical) }
            (settings.device, settings.contentSizeCategory, settings.policy) = (found.device, found.contentSizeCategory, found.policy)
            commands = found.commands
        }
        let session = try explorer.start(settings, deadline: deadline)
        for command in commands { _ = session.transcript(of: command) }
        return (session.passes, session.axis)
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Text made safe for HTML.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
