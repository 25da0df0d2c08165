// Writing coordinates as short, exact, locale-free numbers ("96", "106.5", "-2").

import TesseraJSON

/// Formats a coordinate the shortest way that reads back to the same value.
@inlinable func formatNumber(_ value: Double) -> String { JSONWriting.number(value) }

/// Formats a coordinate for reading: to the thousandth of a point (enough to tell every pixel at
/// scale 3 apart), then as `formatNumber` does.
@inlinable public func formatRounded(_ value: Double) -> String {
    JSONWriting.number((value * 1000).rounded() / 1000)
}
