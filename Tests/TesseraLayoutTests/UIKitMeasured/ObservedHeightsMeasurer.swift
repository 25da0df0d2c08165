// A measurer that answers with the sizes UIKit's cells measured in the self-sizing cases.

import TesseraLayout

/// Cells measured as the fixtures recorded them: the height for the cell's width and its text (item i shows text
/// i % 5). A width the layout holds stays as given. Where the README describes a cell's answer without text
/// (`intrinsic` 120 × 37, `override` height 77), that answer stands in for a missing recorded height, and an
/// estimated width of an `intrinsic` cell becomes its intrinsic 120. Headers, footers and other supplementary
/// views answer with the size of their recorded frame (the README: "their measured heights are the heights of
/// their frames"); one that was not recorded keeps its estimate.
final class ObservedHeightsMeasurer: ElementMeasuring {
    let heights: [String: [String: Double]]
    let textCount: Int
    let cellType: String?
    /// The recorded frames of supplementary views, by key.
    let supplementaryFrames: [ElementKey: Rect]
    private(set) var failures: [String] = []

    init(_ selfSizing: FixtureSelfSizing, recorded: [FixtureElement] = []) {
        heights = selfSizing.observedCellHeightsByWidthAndTextIndex ?? [:]
        textCount = max(1, selfSizing.texts?.count ?? 5)
        cellType = selfSizing.cellType
        var frames: [ElementKey: Rect] = [:]
        for element in recorded where element.key.category == .supplementaryView {
            if let rect = element.rect { frames[element.key] = rect }
        }
        supplementaryFrames = frames
    }

    func measure(_ request: MeasureRequest) throws -> Size {
        var size = request.proposedSize
        if request.category != .cell {
            guard let recorded = supplementaryFrames[request.key] else { return size }
            if request.widthIsEstimated { size.width = recorded.width }
            if request.heightIsEstimated { size.height = recorded.height }
            return size
        }
        if request.widthIsEstimated, let width = describedSize?.width { size.width = width }
        guard request.heightIsEstimated else { return size }
        let width = Self.format(size.width)
        let text = String(request.indexPath.item % textCount)
        if let height = heights[width]?[text] ?? describedSize?.height {
            size.height = height
        } else {
            failures.append("width \(width), text \(text)")
        }
        return size
    }

    /// What the README says a cell type answers whatever it shows (nil where it depends on the text).
    private var describedSize: (width: Double?, height: Double)? {
        switch cellType {
        case "intrinsic": (120, 37)
        case "override": (nil, 77)
        default: nil
        }
    }

    /// A width as the fixtures print it (%g): "157.5", "320".
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
