// Why screen metrics cannot be computed: a number the reference does not know and the caller did not give.

/// An error of `ScreenMetrics(device:orientation:…)`.
public enum ScreenMetricsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The keyboard is shown on a device and orientation whose keyboard height uikit-autolayout.md §8.4 does not
    /// give, and no height was passed.
    case keyboardHeightUnknown(device: String, orientation: DevicePreset.Orientation, quickTypeBar: Bool)
    /// A given number is negative or not finite.
    case invalidValue(name: String, value: Double)

    public var description: String {
        switch self {
        case .keyboardHeightUnknown(let device, let orientation, let quickTypeBar):
            "the keyboard's height on \(device) in \(orientation)\(quickTypeBar ? "" : " without the QuickType bar") "
                + "is unknown (uikit-autolayout.md §8.4): give it with --keyboard-height"
        case .invalidValue(let name, let value):
            "\(name) must be a finite number of points, 0 or more; got \(value)"
        }
    }
}
