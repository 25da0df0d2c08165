// The explorer's settings commands (width, device, category, policy, estimates, reload) and its reports.

import TesseraViews
import Foundation
import TesseraDump
import TesseraGolden
import TesseraLayout
import TesseraRun
import TesseraScript

extension ExplorerSession {
    static let help = """
        scroll <y>          scroll to a content offset (scroll +<dy> / scroll -<dy> to move by it)
        page down|up        scroll by a screenful
        top, bottom         scroll to either end (bottom follows the end as cells are measured)
        goto <s> <i>        scroll item <i> of section <s> to the top, correcting as sizes change
        width <w>           resize the collection view's width (measured sizes are dropped)
        device <name>       switch to another device preset (tessera devices)
        orientation <o>     portrait or landscape (the device's size, safe area and size classes follow)
        direction <d>       leftToRight or rightToLeft (the layout direction trait)
        category <c>        switch the content size category (extraSmall … accessibilityExtraExtraExtraLarge)
        policy <p>          anchoring: uikit, none, firstVisibleItem, bottom
        model <m>           estimates: script, perItem, runningAverage, cached
        estimate <s> <v>    what if section <s> were estimated at <v> points (estimate <s> off to undo)
        prefetch <points>   measure this far beyond the visible area too
        show                draw the viewport: measured cells +-|, estimated .:, headers #=, badges *
        trace               every pass of the last command: measurements, content size, offset, jump
        stats               jumps, content size churn, estimate errors and better estimates
        where               the content offset, content size and how much is measured
        hscroll <s> <x>     scroll orthogonal section <s> (a carousel) to <x>, settled on its resting point
        hdrag <s> <dx>      drag it by <dx> from where it is and let go: it settles on its resting point
        dump [--format text|json|svg] [--output FILE]
                            the frames as they stand (svg: a picture, estimated cells dashed)
        reload              run the script again, keeping the offset
        help, quit
        """

    /// Settings commands.
    func configure(_ command: String, _ arguments: [String]) throws -> String {
        switch command {
        case "width":
            var new = geometry
            new.size.width = try argument(arguments, 0, "width <points>")
            guard new.size.width > 0, new.size.width <= GeometryOptions.maximumSide else {
                throw ExplorerError("width must be more than 0 and at most \(Int(GeometryOptions.maximumSide)) points")
            }
            return report([try setGeometry(new)], heading: "width \(TraceFormatting.number(new.size.width))")
        case "device":
            guard let name = arguments.first else { throw ExplorerError("usage: device <name> (tessera devices lists them)") }
            guard let preset = DevicePreset.named(name) else {
                throw ExplorerError("unknown device '\(name)'\(DevicePreset.suggestion(for: name)); tessera devices lists them")
            }
            let run = try setGeometry(geometry(device: preset.name, orientation: orientation))
            deviceName = preset.name
            return report([run], heading: "device \(preset.name)")
        case "orientation":
            guard let name = arguments.first, let new = DevicePreset.Orientation(rawValue: name) else {
                throw ExplorerError("usage: orientation <portrait|landscape>")
            }
            let run = try setGeometry(geometry(device: deviceName, orientation: new))
            orientation = new
            return report([run], heading: "orientation \(new.rawValue)")
        case "direction":
            guard let name = arguments.first, let direction = LayoutDirection(rawValue: name) else {
                throw ExplorerError("usage: direction <leftToRight|rightToLeft>")
            }
            var new = geometry
            new.traitCollection.layoutDirection = direction
            return report([try setGeometry(new)], heading: "layout direction \(direction.rawValue)")
        case "category":
            guard let name = arguments.first, let category = ContentSizeCategory(rawValue: name) else {
                throw ExplorerError("usage: category <\(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: "|"))>")
            }
            var new = geometry
            new.traitCollection.preferredContentSizeCategory = category
            return report([try setGeometry(new)], heading: "content size category \(category.rawValue)")
        case "policy":
            guard let name = arguments.first, let policy = AnchoringPolicy(rawValue: name) else {
                throw ExplorerError("usage: policy <\(AnchoringPolicy.allCases.map(\.rawValue).joined(separator: "|"))>")
            }
            simulation.policy = policy
            return "anchoring policy \(policy.rawValue)"
        case "model":
            guard let name = arguments.first, let model = EstimateModel(rawValue: name) else {
                throw ExplorerError("usage: model <\(EstimateModel.allCases.map(\.rawValue).joined(separator: "|"))>")
            }
            let heading = "estimate model \(model.rawValue)" + (model == .perItem ? perItemWarning.map { "\n" + $0 } ?? "" : "")
            return report([try simulation.setEstimateModel(model)], heading: heading)
        case "estimate":
            let section = try index(arguments, 0, "estimate <section> <points>|off")
            guard (0..<simulation.solved.numberOfSections).contains(section) else {
                throw ExplorerError("no section \(section) (the layout has \(simulation.solved.numberOfSections))")
            }
            let value = arguments.count > 1 && arguments[1] == "off" ? nil : try argument(arguments, 1, "estimate <section> <points>|off")
            if let value, !(value > 0 && value <= GeometryOptions.maximumSide) {
                throw ExplorerError("an estimate must be more than 0 and at most \(Int(GeometryOptions.maximumSide)) points")
            }
            return report([try simulation.setEstimate(value, forSection: section)],
                          heading: "section \(section) estimated at " + (value.map(TraceFormatting.number) ?? "the script's estimate"))
        case "prefetch":
            let distance = try argument(arguments, 0, "prefetch <points>")
            guard GeometryOptions.prefetchRange.contains(distance) else {
                throw ExplorerError("a prefetch distance must be from 0 to \(Int(GeometryOptions.prefetchRange.upperBound)) points")
            }
            simulation.prefetchDistance = distance
            return report([try simulation.layoutIfNeeded()], heading: "prefetch distance \(TraceFormatting.number(simulation.prefetchDistance))")
        case "reload":
            return try reload(reason: "reloaded")
        default:
            throw ExplorerError("unknown command '\(command)'\(NameSuggestion.didYouMean(command, among: Self.commandNames)); type help")
        }
    }

    /// The full-screen collection view of `device` in `orientation`, at the session's text size and layout direction
    /// (a `width` given before is dropped: the device decides).
    func geometry(device: String, orientation: DevicePreset.Orientation) -> CollectionViewGeometry {
        var options = settings.geometryOptions
        options.device = device
        options.orientation = orientation
        options.width = nil
        options.height = nil
        options.contentSizeCategory = geometry.traitCollection.preferredContentSizeCategory
        options.layoutDirection = geometry.traitCollection.layoutDirection
        return options.geometry(scrollDirection: axis)
    }

    /// A warning when the `perItem` model has nothing to ask: no section has an `estimate` function.
    var perItemWarning: String? {
        source.hasEstimates ? nil
            : "warning: perItem estimates come from a section's estimate(record) function, and no section has one: "
              + "every item keeps the script's estimate"
    }

    /// Argument `index` as a whole number ≥ 0 (a section or item index), or the usage as an error.
    func index(_ arguments: [String], _ index: Int, _ usage: String) throws -> Int {
        guard arguments.indices.contains(index), let value = Int(arguments[index]), value >= 0 else {
            throw ExplorerError("usage: \(usage)")
        }
        return value
    }

    /// Argument `index` as a finite number, or the usage as an error.
    func argument(_ arguments: [String], _ index: Int, _ usage: String) throws -> Double {
        guard arguments.indices.contains(index), let value = Double(arguments[index]), value.isFinite else {
            throw ExplorerError("usage: \(usage)")
        }
        return value
    }

    /// A heading, then one line per run.
    func report(_ runs: [LayoutRun], heading: String) -> String {
        rememberRuns(runs)
        return heading + "\n" + TraceFormatting.summary(of: runs, axis: axis)
    }

    /// Where the collection view is.
    func status() -> String {
        let counts = simulation.measuredCounts()
        let solved = simulation.solved
        return "offset \(TraceFormatting.number(simulation.contentOffset[axis])) of "
            + "\(TraceFormatting.number(simulation.offsetRange.lowerBound))…\(TraceFormatting.number(simulation.offsetRange.upperBound)); "
            + "content \(TraceFormatting.size(solved.contentSize)); \(counts.measuredItems) of \(counts.items) items and "
            + "\(counts.measuredSupplementaries) of \(counts.supplementaries) supplementaries measured; "
            + "policy \(simulation.policy.rawValue), estimates \(simulation.estimateModel.rawValue)"
    }

    /// `show`: the status line and the viewport.
    func show() -> String {
        let rows = (Double(settings.columns) * geometry.size.height / geometry.size.width / 2).rounded()
        let clamped = rows.isNaN ? 8 : Int(min(max(rows, 8), 48))
        return status() + "\n" + ViewportRenderer(columns: settings.columns, rows: clamped)
            .render(simulation, orthogonalOffsets: currentOrthogonalOffsets)
    }

    /// `dump [--format text|json|svg] [--output FILE]`: the frames as they stand, printed or written to a file.
    func dump(_ arguments: [String]) throws -> String {
        let (format, output) = try DumpArguments.parse(arguments)
        let dump = try FrameDump(simulation.solved, contentOffset: simulation.contentOffset, subviews: nil,
                                 annotations: try DumpAnnotations(simulation, source: source, orthogonalOffsets: currentOrthogonalOffsets))
        let text = switch format {
        case .json: JSONDumpFormat.write(dump)
        case .svg: SVGDumpFormat.write(dump, options: SVGDumpOptions(simulation, title: "\(settings.script) · \(status())"))
        case .text: TextDumpFormat.write(dump)
        }
        return try DumpArguments.deliver(text, to: output, allowsFileOutput: settings.allowsFileOutput)
    }
}
