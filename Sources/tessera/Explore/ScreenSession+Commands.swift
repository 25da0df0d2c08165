// The commands of a screen's exploration: draw it, list its views, the constraints on a view and why it is there.

import Foundation
import TesseraDump
import TesseraGolden
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraViews

extension ScreenSession {
    static let help = """
        show                draw the screen: bars #, safe area ., layout margins ', views +-| with their name or text
        views               the view tree, each view numbered (#0 is the root view) with its frame in its superview
        constraints <view> [h|v]
                            the constraints affecting the view (constraintsAffectingLayout(for:)), UIKit's and the
                            script's, each with its priority and whether it holds, is broken or is not met (by how much)
        why <view>          why the view has its frame: what holds each of x, y, width and height, which optional
                            constraints won or lost, the intrinsic size, conflicts and ambiguity
        log                 what UIKit logs about the constraints: conflicts and ambiguous views
        device <name>       lay the screen out on another device preset (tessera devices)
        orientation <o>     portrait or landscape
        category <c>        switch the content size category (extraSmall … accessibilityExtraExtraExtraLarge)
        dump [--format text|json|svg] [--output FILE]
                            the screen's dump, as tessera run writes it
        reload              run the script again
        help, quit
        <view> is an accessibilityIdentifier, a number as views prints it (#3), or a class only one view has.
        scroll, page, width, policy, model, estimate … drive a layout's collection view: explore a layout script for them.
        """

    /// `show`: the summary, the screen drawn, and the legend.
    func show() throws -> String {
        let size = run.layout.metrics.size
        let rows = (Double(settings.columns) * size.height / size.width / 2).rounded()
        let clamped = rows.isNaN ? 8 : Int(min(max(rows, 8), 64))
        return try summary() + "\n" + ScreenRenderer(columns: settings.columns, rows: clamped).render(try run.screenDump())
            + "\n" + ScreenRenderer.legend
    }

    /// `views`: one line per view, depth first, numbered as `<view>` names them.
    func views() throws -> String {
        let dump = try run.screenDump()
        return dump.views.enumerated().map { position, view in
            var line = "#\(position)".padding(toLength: 5, withPad: " ", startingAt: 0)
                + String(repeating: "  ", count: view.depth) + view.title + " frame = " + Self.frame(view.frame)
            if let text = view.text { line += "; text = \"\(text.replacingOccurrences(of: "\n", with: "\\n"))\"" }
            if view.isHidden {
                line += "; hidden"
            } else if !view.isVisible {
                line += "; offscreen"
            }
            return line
        }.joined(separator: "\n")
    }

    /// `constraints <view> [h|v]`: `constraintsAffectingLayout(for:)` on both axes, or one.
    func constraints(_ arguments: [String]) throws -> String {
        let usage = "constraints <view> [h|v]"
        let view = try self.view(arguments, usage: usage)
        var axis: Axis?
        if arguments.count > 1 {
            switch arguments[1].lowercased() {
            case "h", "horizontal": axis = .horizontal
            case "v", "vertical": axis = .vertical
            default: throw ExplorerError("usage: \(usage) (h: horizontal, v: vertical)")
            }
        }
        let report = try report()
        let affecting = report.constraintsAffecting(view: view, axis: axis)
        let broken = affecting.filter(\.isBroken).count
        let unmet = affecting.filter(\.isUnmet).count
        let axes = axis.map { $0 == .horizontal ? "horizontal" : "vertical" } ?? "both axes"
        let heading = "\(affecting.count) constraint\(affecting.count == 1 ? "" : "s") affect \(name(of: view)) (\(axes)): "
            + "\(broken) broken, \(unmet) optional not met"
        return ([heading] + LayoutReport.lines(of: affecting)).joined(separator: "\n")
    }

    /// `why <view>`: the explanation paragraph.
    func why(_ arguments: [String]) throws -> String {
        let view = try self.view(arguments, usage: "why <view>")
        return try report().explanation(of: view, in: run.screen.hierarchy).text
    }

    /// `#3 UILabel "title"`.
    private func name(of view: Int) -> String {
        let hierarchy = run.screen.hierarchy
        let position = hierarchy.depthFirst().firstIndex { $0.view == view } ?? view
        return "#\(position) " + hierarchy.views[view].kind.className + (hierarchy.views[view].identifier.map { " \"\($0)\"" } ?? "")
    }

    /// `dump [--format text|json|svg] [--output FILE]`: the screen's dump, as `tessera run` writes it.
    func dump(_ arguments: [String]) throws -> String {
        let (format, output) = try DumpArguments.parse(arguments)
        let dump = try run.screenDump()
        let text = switch format {
        case .text: ScreenTextFormat.write(dump, comments: ["script: \(settings.script)", geometryOptions.summary])
        case .json: ScreenJSONFormat.write(dump, warnings: source.warnings)
        case .svg: ScreenSVGFormat.write(dump, title: "\(settings.script) · \(geometryOptions.summary)")
        }
        // Printed, the dump's last newline would leave a blank line in the transcript.
        let shown = output == nil && text.hasSuffix("\n") ? String(text.dropLast()) : text
        return try DumpArguments.deliver(shown, to: output, allowsFileOutput: settings.allowsFileOutput)
    }

    /// `device`, `orientation`, `direction`, `category`: the screen laid out again in another environment.
    func configure(_ command: String, _ arguments: [String]) throws -> String {
        var options = geometryOptions
        switch command {
        case "device":
            guard let name = arguments.first else { throw ExplorerError("usage: device <name> (tessera devices lists them)") }
            guard let preset = DevicePreset.named(name) else {
                throw ExplorerError("unknown device '\(name)'\(DevicePreset.suggestion(for: name)); tessera devices lists them")
            }
            options.device = preset.name
        case "orientation":
            guard let name = arguments.first, let orientation = DevicePreset.Orientation(rawValue: name) else {
                throw ExplorerError("usage: orientation <\(DevicePreset.Orientation.allCases.map(\.rawValue).joined(separator: "|"))>")
            }
            options.orientation = orientation
        case "direction":
            guard let name = arguments.first, let direction = LayoutDirection(rawValue: name) else {
                throw ExplorerError("usage: direction <leftToRight|rightToLeft>")
            }
            options.layoutDirection = direction
        default:
            guard let name = arguments.first, let category = ContentSizeCategory(rawValue: name) else {
                throw ExplorerError("usage: category <\(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: "|"))>")
            }
            options.contentSizeCategory = category
        }
        try restart(geometry: options)
        return "\(options.summary)\n" + (try summary())
    }

    /// `(x y; width height)` to the thousandth of a point, as dumps write frames.
    static func frame(_ rect: Rect) -> String {
        "(\(formatRounded(rect.minX)) \(formatRounded(rect.minY)); \(formatRounded(rect.width)) \(formatRounded(rect.height)))"
    }
}
