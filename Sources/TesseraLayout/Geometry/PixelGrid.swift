// Rounding to device pixels at the display scale, as UIKit snaps layout values.

/// The device-pixel grid of a display scale: UIKit floors resolved sizes to it and rounds positions.
public struct PixelGrid: Hashable, Sendable {
    /// Points to pixels (2 on most iPhones, 3 on Plus/Pro models).
    public let scale: Double

    @inlinable public init(scale: Double) { self.scale = scale > 0 ? scale : 1 }

    /// A length floored to a whole pixel.
    ///
    /// Values within a thousandth of a pixel below a pixel boundary count as on it: fractions such
    /// as 1/3 are not exact in binary, and UIKit does not lose a pixel to that noise
    /// (`FW(1/3)` of 300 pt is 100 pt, not 99.5).
    @inlinable public func floor(_ length: Double) -> Double {
        (length * scale + 1e-3).rounded(.down) / scale
    }

    /// A position rounded to the nearest pixel (halves away from zero, like C's `round`).
    @inlinable public func round(_ position: Double) -> Double {
        (position * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}
