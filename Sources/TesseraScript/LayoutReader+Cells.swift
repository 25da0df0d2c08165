// Reading cell templates (L.vstack, L.label, L.image …) from the module's tables.

import CLua
import TesseraLayout
import TesseraText
import TesseraViews

extension LayoutReader {
    /// The cell template at `index` (a table the module's view constructors built), `depth` stacks down; hidden
    /// when its `isHidden` is true.
    func cellTemplate(at index: Int32, depth: Int = 0) throws -> CellTemplate {
        let index = lua_absindex(state.L, index)
        let view = try shownCellTemplate(at: index, depth: depth)
        return bool("isHidden", of: index, default: false) ? .hidden(view) : view
    }

    /// The cell template at `index` as if shown.
    private func shownCellTemplate(at index: Int32, depth: Int) throws -> CellTemplate {
        let index = lua_absindex(state.L, index)
        guard kind(at: index) == "cellView" else {
            throw ScriptError(.script, "a cell function must return a view (L.vstack{…}, L.label{…} …), got \(kind(at: index) ?? state.typeName(at: index))")
        }
        guard depth < Self.maximumNesting else {
            throw ScriptError(.script, "stacks nested more than \(Self.maximumNesting) deep (does a stack contain itself?)")
        }
        state.reserveStack()
        switch string("kind", of: index) {
        case "stack":
            let axis: Axis = string("axis", of: index) == "horizontal" ? .horizontal : .vertical
            let children = try array("children", of: index) { _ in try cellTemplate(at: -1, depth: depth + 1) }
            return .stack(CellStack(axis: axis, spacing: number("spacing", of: index),
                                    alignment: try CellStack.Alignment(name: string("alignment", of: index) ?? "fill"),
                                    distribution: try CellStack.Distribution(name: string("distribution", of: index) ?? "fill"),
                                    layoutMargins: insets("layoutMargins", of: index), arrangedSubviews: children))
        case "label":
            return .label(try cellLabel(at: index, place: location(at: index)))
        case "image":
            let width = field("width", of: index) { state.number(at: -1) }
            if let ratio = field("aspectRatio", of: index, { state.number(at: -1) }) {
                return .image(CellImage(aspectRatio: ratio, width: width))
            }
            return .image(CellImage(size: Size(width: width ?? 0, height: number("height", of: index))))
        case "spacer":
            return .spacer(CellSpacer(minLength: number("minLength", of: index)))
        case let kind? where Self.viewTreeKinds.contains(kind):
            throw ScriptError(.script, "\(location(at: index)): L.\(kind == "stackView" ? "stack" : kind) is a view for Auto Layout; "
                              + "a template stack takes L.label{…}, L.image{…}, L.spacer(), L.box{…}, or return an L.view tree")
        default:
            return .box(CellBox(width: field("width", of: index) { state.number(at: -1) },
                                height: field("height", of: index) { state.number(at: -1) }))
        }
    }

    /// A `UILabel`'s text and properties, from a label table (templates and view trees alike); `place`, the label's
    /// constructor, is worked out only for an error.
    func cellLabel(at index: Int32, place: @autoclosure () -> String) throws -> CellLabel {
        let font = try field("font", of: index) { try state.font(at: -1, function: "label") }
        var label = CellLabel(
            text: try checkedText("text", of: index, in: "label", place: place()) ?? "", font: font,
            numberOfLines: try integer("numberOfLines", of: index, in: 0...Int(Int32.max), default: 1, what: "label"),
            lineBreakMode: try LineBreakMode(name: string("lineBreakMode", of: index) ?? "byTruncatingTail"),
            lineBreakStrategy: try LineBreakStrategy(name: string("lineBreakStrategy", of: index) ?? "standard"),
            lineSpacing: number("lineSpacing", of: index), lineHeightMultiple: number("lineHeightMultiple", of: index),
            adjustsFontSizeToFitWidth: bool("adjustsFontSizeToFitWidth", of: index, default: false),
            minimumScaleFactor: number("minimumScaleFactor", of: index))
        // `attributedText`'s runs (cells.lua checked them): each run's UTF-16 length and font, the label's when none.
        label.fontRuns = try array("runs", of: index) { _ in
            let text = string("text", of: -1) ?? ""
            let runFont = try field("font", of: -1) { state.type(at: -1) == LUA_TTABLE ? try state.font(at: -1, function: "label") : font }
            return TextLayoutRequest.FontRun(length: text.utf16.count, font: runFont)
        }
        if label.fontRuns.allSatisfy({ $0.font == font }) { label.fontRuns = [] }
        return label
    }
}
