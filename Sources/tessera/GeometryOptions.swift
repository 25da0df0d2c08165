// The options that describe the collection view: device, orientation, size, scale, text size.

import TesseraViews
import ArgumentParser
import TesseraJSON
import TesseraLayout
import TesseraRun
import TesseraScript

/// `--device`, `--width`/`--height`, `--orientation`, `--scale`, `--content-size-category`, `--layout-direction`.
struct GeometryOptions: ParsableArguments {
    @Option(help: "A device preset (see `tessera devices`).")
    var device = "iphone-15-pro"

    // Numbers take the next argument as it is, so that `--width -1` gets its own message, not "missing value".
    @Option(parsing: .unconditional, help: "The collection view's width in points, instead of the device's.")
    var width: NumberArgument?

    @Option(parsing: .unconditional, help: "The collection view's height in points, instead of the device's.")
    var height: NumberArgument?

    @Option(help: "portrait or landscape.")
    var orientation: DevicePreset.Orientation = .portrait

    @Option(parsing: .unconditional,
            help: "The display scale instead of the device's: a number above 0 and at most 10 (real devices: 1, 2 or 3); pixel rounding follows it.")
    var scale: NumberArgument?

    @Option(name: .customLong("content-size-category"),
            help: "The Dynamic Type size: extraSmall … large (default) … accessibilityExtraExtraExtraLarge.")
    var contentSizeCategory: ContentSizeCategory = .large

    @Option(name: .customLong("layout-direction"),
            help: "leftToRight (default) or rightToLeft: the trait; right to left, the layout is flipped horizontally.")
    var layoutDirection: LayoutDirection = .leftToRight

    /// The longest side the tool lays out, in points (the explorer's `width` too).
    static let maximumSide = 100_000.0
    /// The distances measured beyond the visible area (`--prefetch`, the explorer's `prefetch`).
    static let prefetchRange = 0.0...1_000_000

    func validate() throws {
        guard DevicePreset.named(device) != nil else {
            throw ValidationError("unknown device '\(device)'\(DevicePreset.suggestion(for: device)); `tessera devices` lists the presets")
        }
        for (name, given, limit) in [("width", width, Self.maximumSide), ("height", height, Self.maximumSide), ("scale", scale, 10)] {
            guard let given else { continue }
            if !(given.value.isFinite && given.value > 0) {
                throw ValidationError("--\(name) must be a positive number (got \(given.text))")
            }
            if given.value > limit {
                throw ValidationError("--\(name) must be at most \(Int(limit)) (got \(given.text))")
            }
        }
    }

    var preset: DevicePreset { DevicePreset.named(device)! }

    /// The device the options describe, for a run.
    var runDevice: RunDevice {
        RunDevice(preset: preset, orientation: orientation, width: width?.value, height: height?.value, scale: scale?.value,
                  contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection)
    }

    /// The collection view for a layout scrolling along `scrollDirection`.
    func geometry(scrollDirection: Axis) -> CollectionViewGeometry {
        runDevice.geometry(scrollDirection: scrollDirection)
    }

    /// A line describing the collection view, for dump headers.
    var summary: String { runDevice.summary }
}

extension DevicePreset.Orientation: ExpressibleByArgument {}
extension ContentSizeCategory: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
