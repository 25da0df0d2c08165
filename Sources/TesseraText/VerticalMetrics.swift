// A font's vertical metrics in design units, and SF Pro's, which the system-font stand-in reports.

/// Ascender, descender and line gap in design units: what a line's height and baseline come from.
public struct VerticalMetrics: Hashable, Sendable {
    public var unitsPerEm: Int
    public var ascender: Int
    /// Negative below the baseline.
    public var descender: Int
    public var lineGap: Int

    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// iOS's system font, SF Pro: 2048 units per em, ascender 1950, descender −494, no line gap, so
    /// `UIFont.systemFont(ofSize: 17).lineHeight` = 2444 / 2048 × 17 = 20.287109375 and its `ascender` 16.1865234375.
    public static let sfPro = VerticalMetrics(unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0)

    /// The line height at `pointSize`: (ascender − descender + line gap) × size / units per em.
    public func lineHeight(atSize pointSize: Double) -> Double {
        Double(ascender - descender + lineGap) * pointSize / Double(unitsPerEm)
    }

    /// The ascender at `pointSize`, in points (the baseline's distance below a line's top).
    public func ascender(atSize pointSize: Double) -> Double {
        Double(ascender) * pointSize / Double(unitsPerEm)
    }

    /// The descender at `pointSize`, in points (negative).
    public func descender(atSize pointSize: Double) -> Double {
        Double(descender) * pointSize / Double(unitsPerEm)
    }
}

extension FontFace {
    /// The face's own vertical metrics (HarfBuzz's extents).
    public var verticalMetrics: VerticalMetrics {
        VerticalMetrics(unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap)
    }
}
