// The user interface's layout direction (UITraitEnvironmentLayoutDirection): left to right or right to left.

/// Which way leading runs (`UITraitEnvironmentLayoutDirection`): left to right (English) or right to left
/// (Arabic, Hebrew). A compositional layout is solved with leading on the left and flipped horizontally about its
/// content width in the right-to-left direction, as `flipsHorizontallyInOppositeLayoutDirection` does (R35).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
