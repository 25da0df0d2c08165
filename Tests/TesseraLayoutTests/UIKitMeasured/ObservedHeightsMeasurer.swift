// A measurer that answers with the heights UIKit's cells measured in the self-sizing cases.

import TesseraLayout

/// Cells measured as the fixtures recorded them: the height for the cell's width and its text
/// (item i shows text i % 5); widths stay as the layout gives them.
final class ObservedHeightsMeasurer: ElementMeasuring {
    let heights: [String: [String: Double]]
    let textCount: Int
    private(set) var failures: [String] = []

    init(_ selfSizing: FixtureSelfSizing) {
        heights = selfSizing.observedCellHeightsByWidthAndTextIndex ?? [:]
        textCount = max(1, selfSizing.texts?.count ?? 5)
    }

    func measure(_ request: MeasureRequest) throws -> Size {
        let width = Self.format(request.proposedSize.width)
        let text = String(request.indexPath.item % textCount)
        guard let height = heights[width]?[text] else {
            failures.append("width \(width), text \(text)")
            return request.proposedSize
        }
        return Size(width: request.proposedSize.width, height: height)
    }

    /// A width as the fixtures print it (%g): "157.5", "320".
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
