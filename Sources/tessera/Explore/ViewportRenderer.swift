// `show`: the viewport drawn in the terminal, every element a labelled box, and the scroll indicator.

import TesseraLayout

/// Draws what the collection view shows at its content offset, in text.
///
/// Measured cells are drawn with `+`, `-` and `|`; cells still at their estimate with `.` and `:`;
/// boundary views (headers, footers) with `#` and `=`; anchored views (badges) with `*`. Each box is
/// labelled with its index path (`12` for item 12 of section 0, `1.3` elsewhere; `H0` for section
/// 0's header), at its top-left corner or where it enters the view. The scroll indicator runs along the right
/// column (vertical scrolling) or the bottom row (horizontal).
struct ViewportRenderer {
    let columns: Int
    let rows: Int

    /// The viewport with each orthogonal section at its offset in `orthogonalOffsets` (0 when absent) and its
    /// `visibleItemsInvalidationHandler` applied, as the collection view shows it.
    func render(_ simulation: CollectionViewSimulation, orthogonalOffsets: [Int: Double] = [:]) -> String {
        let bounds = simulation.bounds
        let solved = simulation.solved
        let scaleX = bounds.width / Double(columns)
        let scaleY = bounds.height / Double(rows)
        var canvas = Canvas(columns: columns, rows: rows, scaleX: scaleX, scaleY: scaleY)
        // A handler that fails draws the unscrolled sections (its error shows with `dump`).
        let shown = (try? solved.visibleElements(in: bounds, orthogonalOffsets: orthogonalOffsets))
            ?? solved.layoutAttributesForElements(in: bounds, contentOffset: bounds.origin)
        let elements = shown
            .filter { $0.category != .decorationView && !$0.isHidden }
            .sorted { ($0.zIndex, $0.category == .cell ? 0 : 1) < ($1.zIndex, $1.category == .cell ? 0 : 1) }
        // Grid positions, kept just outside the grid at most: a box far larger than the view draws its
        // visible part only, and a NaN draws nothing.
        func gridPosition(_ value: Double, _ count: Int) -> Int { value.isNaN ? -2 : Int(min(max(value, -2), Double(count + 1))) }
        for element in elements {
            let x0 = gridPosition(((element.frame.minX - bounds.minX) / scaleX).rounded(.down), columns)
            let x1 = gridPosition(((element.frame.maxX - bounds.minX) / scaleX).rounded(.up) - 1, columns)
            let y0 = gridPosition(((element.frame.minY - bounds.minY) / scaleY).rounded(.down), rows)
            let y1 = gridPosition(((element.frame.maxY - bounds.minY) / scaleY).rounded(.up) - 1, rows)
            let style = Self.style(of: element, in: simulation)
            Self.draw(&canvas, x0: x0, x1: max(x0, x1), y0: y0, y1: max(y0, y1), style: style, label: Self.label(of: element))
        }
        // The scroll indicator runs along the scroll axis: the right column, or the bottom row when scrolling sideways.
        let indicator = simulation.indicator()
        let vertical = simulation.axis == .vertical
        let track = vertical ? rows : columns
        let viewport = bounds.size[simulation.axis]
        let thumbStart = gridPosition((indicator.position / viewport * Double(track)).rounded(.down), track)
        let thumbEnd = max(thumbStart, gridPosition(((indicator.position + indicator.length) / viewport * Double(track)).rounded(.up) - 1, track))
        let thumb = thumbStart...thumbEnd
        var lines: [String] = []
        lines.append("+" + String(repeating: "-", count: columns) + "+")
        for (row, characters) in canvas.grid.enumerated() {
            lines.append("|" + String(characters) + (vertical && thumb.contains(row) ? "#" : "|"))
        }
        let bottom = (0..<columns).map { !vertical && thumb.contains($0) ? "#" : "-" }.joined()
        lines.append("+" + bottom + "+")
        return lines.joined(separator: "\n")
    }

    /// Border characters: horizontal edge, vertical edge, corner.
    typealias Style = Canvas.Style

    static func style(of element: LayoutAttributes, in simulation: CollectionViewSimulation) -> Style {
        switch element.category {
        case .supplementaryView:
            guard simulation.solved.isBoundarySupplementary(element.key) else {
                return Style(horizontal: "*", vertical: "*", corner: "*")
            }
            return Style(horizontal: "=", vertical: "#", corner: "#")
        default:
            return simulation.isAtEstimate(element.key) ? Style(horizontal: ".", vertical: ":", corner: ".") : Style(horizontal: "-", vertical: "|", corner: "+")
        }
    }

    static func label(of element: LayoutAttributes) -> String {
        let path = element.indexPath
        let section = path.section
        switch element.category {
        case .cell: return section == 0 ? "\(path.item)" : "\(section).\(path.item)"
        case .supplementaryView:
            let kind = (element.elementKind ?? "?").prefix(1).uppercased()
            return path.item == IndexPath.layoutBoundaryItem ? "\(kind)*" : "\(kind)\(section)"
        case .decorationView: return ""
        }
    }

    /// An element's outline and its label, inside the top-left corner, or at the left edge of the view when the box
    /// starts off it.
    private static func draw(_ canvas: inout Canvas, x0: Int, x1: Int, y0: Int, y1: Int, style: Style, label: String) {
        canvas.outline(x0: x0, x1: x1, y0: y0, y1: y1, style: style)
        let labelRow = y0 >= 0 ? (y1 > y0 + 1 ? y0 + 1 : y0) : 0
        let labelStart = x0 >= 0 ? x0 + 1 : 0
        for (offset, character) in label.enumerated() where labelStart + offset < x1 {
            canvas.put(labelStart + offset, labelRow, character)
        }
    }
}
