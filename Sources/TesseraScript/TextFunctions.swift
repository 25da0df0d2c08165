// L.text.size and L.text.naturalSize: text measured as UILabel does, from Lua.

import CLua
import Foundation
import TesseraLayout
import TesseraText

/// The Swift side of the module's text functions.
enum TextFunctions {
    /// `L.text.size{ text, font, width = 0, numberOfLines = 0, lineBreakMode, lineBreakStrategy, lineSpacing,
    /// lineHeightMultiple, adjustsFontSizeToFitWidth, minimumScaleFactor, scale }`.
    static let size: SwiftFunction = { L in measure(L!, function: "text.size") { _ in } }

    /// `fontProblem(name)`: nil when `UIFont(name:size:)` would find `name`, else why not (never raises, so
    /// `L.font.named` can fail at its caller's line).
    static let fontProblem: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        let name = state.string(at: 1) ?? ""
        do {
            _ = try state.measurer().registry.font(named: name, size: 17)
            state.pushNil()
        } catch {
            let families = (try? state.measurer().registry.familyNames) ?? []
            state.push("no font is named '\(name)' (fonts come from the system font files and --font-dir; "
                + "families known: \(families.joined(separator: ", ")))")
        }
        return 1
    }

    /// `fontWarning(at, name, size)`: warns, once per name, that `L.font.named` was given a private name of the
    /// system font (".SFUI-Regular"), which iOS 13 and later answer with Times New Roman (`TimesSubstitution`).
    static let fontWarning: SwiftFunction = { L in
        let state = LuaState.owner(of: L!)
        let at = state.string(at: 1) ?? "?"
        let name = state.string(at: 2) ?? ""
        guard let substitution = TimesSubstitution(name: name) else { return 0 }
        let size = luaText(state.number(at: 3) ?? 0)
        let message = substitution.warning(size: size, call: "L.font.named(\"\(name)\", \(size))",
                                           advice: "L.font.system(\(size))")
        state.warn("\(at): " + message, once: "times " + name)
        return 0
    }

    /// `L.text.naturalSize{ text, font }`: the single-line size, as `size(withAttributes:)`.
    static let naturalSize: SwiftFunction = { L in
        measure(L!, function: "text.naturalSize") { request in
            request.width = 0
            request.numberOfLines = 1
        }
    }

    /// Reads the options table, lets `adjust` change the request, measures it and pushes the layout table;
    /// an error is raised by the trampoline after this returns.
    private static func measure(_ L: OpaquePointer, function: String,
                                adjust: (inout TextLayoutRequest) -> Void) -> Int32 {
        let state = LuaState.owner(of: L)
        do {
            // A label of a tracked registration cell keeps its properties in its shadow table (views.lua).
            if state.type(at: 1) == LUA_TTABLE {
                lua_copy(L, LayoutReader(state: state).pushProperties(of: 1), 1)
                state.pop()
            }
            var request = try state.textRequest(at: 1, function: function)
            adjust(&request)
            let layout = try state.measurer().measure(request)
            state.push(textLayout: layout, text: request.text, options: 1)
            return 1
        } catch {
            return state.raise("\(error)")
        }
    }
}

extension LuaState {
    /// Text layouts the state's measurer keeps per cache generation (two generations; texts up to
    /// `TextLayoutCache.maximumTextLength` bytes, layouts up to `maximumLineCount` lines): 16,384 layouts, under
    /// 50 MB even with every one at the limits.
    static let layoutCacheCapacity = TextMeasurer.runLayoutCacheCapacity

    /// Warns through the running script (`ScriptContext.warn`), or on standard error, the first time `key` is given.
    func warn(_ message: String, once key: String) {
        if let warn = context.warn { return warn(message, key) }
        guard context.warnedKeys.insert(key).inserted else { return }
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    /// The state's text measurer, made on first use. It keeps whole layouts by content (`layoutCacheCapacity`
    /// per generation): a feed's rows and a reused cell's labels repeat texts, and a kept layout is exactly what
    /// measuring again gives.
    func measurer() throws -> TextMeasurer {
        if let existing = context.textMeasurer { return existing }
        let made = try TextMeasurer(layoutCacheCapacity: Self.layoutCacheCapacity)
        context.textMeasurer = made
        return made
    }

    /// Reads `L.text.size`'s options table at `index`.
    func textRequest(at index: Int32, function: String) throws -> TextLayoutRequest {
        guard type(at: index) == LUA_TTABLE else {
            throw ScriptError(.script, "bad argument #1 to '\(function)' (table expected, got \(typeName(at: index)))")
        }
        let reader = LayoutReader(state: self)
        let fields = TextOptionFields(of: index, in: self)
        guard let text = fields.text else {
            throw ScriptError(.script, "bad field 'text' in \(function) (string expected)")
        }
        let font = try reader.field("font", of: index) { try self.font(at: -1, function: function) }
        let numberOfLines = fields.hasNumberOfLines
            ? try reader.integer("numberOfLines", of: index, in: 0...Int(Int32.max), default: 0, what: function) : 0
        var request = TextLayoutRequest(text: text, font: font, width: fields.width ?? 0, numberOfLines: numberOfLines,
                                        lineBreakMode: .byWordWrapping, scale: fields.scale ?? context.displayScale)
        if let mode = fields.lineBreakMode { request.lineBreakMode = try LineBreakMode(name: mode) }
        if let strategy = fields.lineBreakStrategy { request.lineBreakStrategy = try LineBreakStrategy(name: strategy) }
        request.lineSpacing = fields.lineSpacing ?? 0
        request.lineHeightMultiple = fields.lineHeightMultiple ?? 0
        request.adjustsFontSizeToFitWidth = fields.adjustsFontSizeToFitWidth ?? false
        request.minimumScaleFactor = fields.minimumScaleFactor ?? 0
        return request
    }

    /// The font table at `index` (`L.font.system(…)`, `L.font.preferred(…)`, `L.font.named(…)`), made afresh
    /// (`font(at:function:)` keeps the last one).
    func resolveFont(at index: Int32, function: String) throws -> Font {
        let reader = LayoutReader(state: self)
        guard reader.kind(at: index) == "font" else {
            throw ScriptError(.script, "bad field 'font' in \(function) (font expected: L.font.system(17), L.font.preferred(\"body\") …, got \(reader.kind(at: index) ?? typeName(at: index)))")
        }
        let size = reader.number("size", of: index)
        switch reader.string("kind", of: index) {
        case "preferred":
            let category = reader.string("category", of: index) ?? context.contentSizeCategory.rawValue
            return try Font.preferredFont(textStyleName: reader.string("textStyle", of: index) ?? "body",
                                          contentSizeCategoryName: category)
        case "named":
            return try measurer().registry.font(named: reader.string("name", of: index) ?? "", size: size)
        default:
            return try Font.systemFont(ofSize: size, weightName: reader.string("weight", of: index) ?? "regular")
        }
    }

    /// A text layout as the table `L.text.size` returns; its `lines` are made when first read (`options`: the
    /// index of the options table the text came from).
    func push(textLayout layout: TextLayout, text: String, options: Int32) {
        // Eight fields: a power of two, so no slot is wasted; a script that reads `lines` grows the table then.
        newTable(record: 8)
        setField("width", of: -1, to: layout.width)
        setField("height", of: -1, to: layout.height)
        setField("rawWidth", of: -1, to: layout.rawWidth)
        setField("rawHeight", of: -1, to: layout.rawHeight)
        setField("lineCount", of: -1, to: layout.lineCount)
        setField("isTruncated", of: -1, to: layout.isTruncated)
        setField("pointSize", of: -1, to: layout.pointSize)
        setField("scaleFactor", of: -1, to: layout.actualScaleFactor)
        keepLinesPending(layout, text: text, options: options)
    }
}
