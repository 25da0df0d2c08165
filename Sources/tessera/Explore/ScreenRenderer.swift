// `show` for a screen: the device drawn in the terminal, its bars, guides and views as labelled boxes.

import TesseraDump
import TesseraLayout

/// Draws a screen's dump in text, scaled to `columns` × `rows` like `ViewportRenderer`.
///
/// The device's outline is the frame around the picture. Bars (status, navigation, toolbar, tab bar, keyboard) are
/// rows filled with `#`, the navigation bar's title and the tab bar's titles written in them; the root view's safe
/// area is a box of `.`, its layout margins guide one of `'`; each view that shows (not hidden, on screen) is a box
/// of `+`, `-` and `|` labelled with its identifier or class and its text; a collection view's elements on screen are
/// boxes of `.` and `:` labelled with their item. Later views draw over earlier ones, subviews over their superviews,
/// bars over everything.
struct ScreenRenderer {
    let columns: Int
    let rows: Int

    static let legend = "bars #, safe area ., layout margins ', views +-| (subviews over superviews), collection view cells .:"

    func render(_ dump: ScreenDump) -> String {
        var canvas = Canvas(columns: columns, rows: rows, scaleX: dump.size.width / Double(columns),
                            scaleY: dump.size.height / Double(rows))
        for guide in dump.guides {
            switch guide.name {
            case "safeAreaLayoutGuide": canvas.box(guide.frame, style: Canvas.Style(horizontal: ".", vertical: ".", corner: "."))
            case "layoutMarginsGuide": canvas.box(guide.frame, style: Canvas.Style(horizontal: "'", vertical: "'", corner: "'"))
            default: break
            }
        }
        for view in dump.views.dropFirst() where view.isVisible && !view.isHidden {
            canvas.box(view.windowFrame, style: Canvas.Style(horizontal: "-", vertical: "|", corner: "+"),
                       labels: Self.labels(of: view))
            if let collection = view.collection, let scroll = view.scroll { drawElements(of: collection, in: view, scroll, on: &canvas) }
        }
        for bar in dump.bars { canvas.fill(bar, screen: dump.size) }
        var lines = ["+" + String(repeating: "-", count: columns) + "+"]
        lines += canvas.grid.map { "|" + String($0) + "|" }
        lines.append("+" + String(repeating: "-", count: columns) + "+")
        return lines.joined(separator: "\n")
    }

    /// A collection view's elements where they show: content coordinates moved by the view's window origin and its
    /// content offset, cut to the view's frame.
    private func drawElements(of collection: FrameDump, in view: ScreenDump.View, _ scroll: ScreenDump.Scroll,
                              on canvas: inout Canvas) {
        let shift = Point(x: view.windowFrame.minX - scroll.contentOffset.x, y: view.windowFrame.minY - scroll.contentOffset.y)
        for element in collection.elements where element.category != .decorationView && !element.isHidden {
            let frame = element.frame.offsetBy(shift)
            guard let shown = frame.intersection(view.windowFrame), shown.width > 0, shown.height > 0 else { continue }
            let label = element.category == .cell ? (element.section == 0 ? "\(element.item)" : "\(element.section).\(element.item)")
                : (element.kind ?? "?").prefix(1).uppercased() + "\(element.section)"
            canvas.box(shown, style: Canvas.Style(horizontal: ".", vertical: ":", corner: "."), labels: [label])
        }
    }

    /// What a view's box may say, longest first: its identifier or class and its text, then its text alone, then
    /// its identifier or class (the first that fits is written, else the first cut).
    static func labels(of view: ScreenDump.View) -> [String] {
        let name = view.name ?? view.className
        guard let text = view.text?.split(separator: "\n").first.map(String.init), !text.isEmpty else { return [name] }
        return ["\(name) '\(text)'", "'\(text)'", name]
    }
}

/// A grid of characters a screen or a viewport is drawn on, and the scale from points to cells.
struct Canvas {
    struct Style {
        let horizontal: Character
        let vertical: Character
        let corner: Character
    }

    let columns: Int
    let rows: Int
    let scaleX: Double
    let scaleY: Double
    var grid: [[Character]]

    init(columns: Int, rows: Int, scaleX: Double, scaleY: Double) {
        (self.columns, self.rows, self.scaleX, self.scaleY) = (columns, rows, scaleX, scaleY)
        grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
    }

    /// The cells a rectangle covers: its first and last column and row, kept just outside the grid at most (a NaN
    /// draws nothing).
    func cells(_ rect: Rect) -> (x0: Int, x1: Int, y0: Int, y1: Int) {
        func position(_ value: Double, _ count: Int) -> Int { value.isNaN ? -2 : Int(min(max(value, -2), Double(count + 1))) }
        let x0 = position((rect.minX / scaleX).rounded(.down), columns)
        let y0 = position((rect.minY / scaleY).rounded(.down), rows)
        let x1 = max(x0, position((rect.maxX / scaleX).rounded(.up) - 1, columns))
        let y1 = max(y0, position((rect.maxY / scaleY).rounded(.up) - 1, rows))
        return (x0, x1, y0, y1)
    }

    mutating func put(_ x: Int, _ y: Int, _ character: Character) {
        guard x >= 0, x < columns, y >= 0, y < rows else { return }
        grid[y][x] = character
    }

    /// The outline of the cells from column `x0` to `x1` and row `y0` to `y1` (clipped to the grid).
    mutating func outline(x0: Int, x1: Int, y0: Int, y1: Int, style: Style) {
        for x in x0...x1 {
            put(x, y0, style.horizontal)
            put(x, y1, style.horizontal)
        }
        for y in y0...y1 {
            put(x0, y, style.vertical)
            put(x1, y, style.vertical)
        }
        for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] { put(x, y, style.corner) }
    }

    /// A rectangle's outline, and the first label that fits inside its top-left corner (the first, cut, if none does).
    mutating func box(_ rect: Rect, style: Style, labels: [String] = []) {
        let (x0, x1, y0, y1) = cells(rect)
        outline(x0: x0, x1: x1, y0: y0, y1: y1, style: style)
        let room = x1 - x0 - 1
        guard room > 0, let first = labels.first else { return }
        let label = labels.first { $0.count <= room } ?? first
        let row = y1 > y0 + 1 ? y0 + 1 : y0
        for (offset, character) in label.prefix(room).enumerated() { put(x0 + 1 + offset, row, character) }
    }

    /// A bar: the rows it covers most of filled with `#` (the home indicator: a short line), its title in the middle.
    mutating func fill(_ bar: ScreenDump.Bar, screen: Size) {
        let (x0, x1, _, _) = cells(bar.frame)
        let y0 = Int((bar.frame.minY / scaleY).rounded()), y1 = max(y0, Int((bar.frame.maxY / scaleY).rounded()) - 1)
        guard bar.name != "homeIndicator" else {
            let middle = (x0 + x1) / 2, half = max(1, (x1 - x0) / 6)
            for x in (middle - half)...(middle + half) { put(x, (y0 + y1 + 1) / 2, "=") }
            return
        }
        for y in y0...y1 { for x in x0...x1 { put(x, y, "#") } }
        let title: String = switch bar.name {
        case "navigationBar": (bar.title ?? "").isEmpty ? "navigation bar" : bar.title! + (bar.isLarge ? " (large title)" : "")
        case "tabBar": bar.title ?? "tab bar"
        case "statusBar": "status bar"
        default: bar.name
        }
        let text = " \(title) "
        let width = x1 - x0 + 1
        guard width > 2 else { return }
        let shown = String(text.prefix(width))
        // The navigation bar's large title sits on its last row, as the large title does; other bars' in the middle.
        let row = bar.isLarge ? y1 : (y0 + y1) / 2
        let start = bar.isLarge ? x0 + 1 : x0 + (width - shown.count) / 2
        for (offset, character) in shown.enumerated() { put(start + offset, row, character) }
    }
}
