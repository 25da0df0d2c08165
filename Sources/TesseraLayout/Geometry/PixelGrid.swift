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
        PixelGrid.floor(length * scale + 1e-3) / scale
    }

    /// A position rounded to the nearest pixel (halves away from zero, like C's `round`).
    ///
    /// A position within a ten-millionth of a pixel of a half counts as the half: a length built up by additions
    /// (846.9999999999998 for 847) must not round the other way from the same length computed at once.
    @inlinable public func round(_ position: Double) -> Double {
        let pixels = position * scale
        return PixelGrid.round(pixels + (pixels < 0 ? -1e-7 : 1e-7)) / scale
    }

    /// Whether `length` is longer than floating-point noise: more than a ten-millionth of a pixel (the tolerance
    /// `round` gives a half). A length worked out as the difference of a pixel-rounded position and one built up by
    /// additions can be a few units in the last place away from 0 where the same length worked out at another
    /// position is 0 (a section whose groups take no room: 5.7e-14 at 399.67, 0 at 521.67); both are no length.
    func exceedsNoise(_ length: Double) -> Bool { length * scale > 1e-7 }

    /// Whether moving a position rounded to this grid by `move` leaves it rounded as rounding it where it lands does
    /// (away from zero): a whole number of pixels, within floating-point noise (a millionth of a pixel).
    func isWholePixels(_ move: Double) -> Bool {
        let pixels = move * scale
        return abs(pixels - PixelGrid.round(pixels)) < 1e-6
    }

    /// `value.rounded(.down)`, without a call into the C library for values the layout uses (below 2⁵²).
    @inlinable static func floor(_ value: Double) -> Double {
        guard abs(value) < 0x1p52 else { return value.rounded(.down) }
        let truncated = Double(Int64(value))
        return truncated > value ? truncated - 1 : Double(signOf: value, magnitudeOf: truncated)
    }

    /// `value.rounded(.toNearestOrAwayFromZero)`, exactly, without a call into the C library (below 2⁵²).
    @inlinable static func round(_ value: Double) -> Double {
        guard abs(value) < 0x1p52 else { return value.rounded(.toNearestOrAwayFromZero) }
        let truncated = Double(Int64(value))
        let fraction = value - truncated  // exact below 2⁵²
        if fraction >= 0.5 { return truncated + 1 }
        if fraction <= -0.5 { return truncated - 1 }
        return Double(signOf: value, magnitudeOf: truncated)
    }
}
