// Reads the tables the `tessera` module builds into the engine's layout values.

import CLua
import TesseraLayout

/// Reads the normalised tables of the `tessera` module (tagged `__tessera`, located by `__where`)
/// into layout values. Every read is raw and cannot raise; a malformed table is a `ScriptError`
/// at the location of the constructor that built it.
struct LayoutReader {
    let state: LuaState

    /// The kind tag of the table at `index` (`item`, `group` …), or nil.
    func kind(at index: Int32) -> String? {
        guard state.type(at: index) == LUA_TTABLE else { return nil }
        return field("__tessera", of: index) { state.string(at: -1) }
    }

    /// How deep groups in groups, or stacks in stacks, may go: far beyond real layouts, well within the
    /// Swift and Lua stacks (a table that contains itself would otherwise recurse until they overflow).
    static let maximumNesting = 64

    /// Where the table at `index` was built (`Scripts/grid.lua:12`).
    func location(at index: Int32) -> String {
        field("__where", of: index) { state.string(at: -1) } ?? "?"
    }

    /// Reads field `name` of the table at `table` with `read` (the value on top of the stack).
    func field<T>(_ name: String, of table: Int32, _ read: () throws -> T) rethrows -> T {
        state.pushField(name, of: table)
        defer { state.pop() }
        return try read()
    }

    /// Calls `read` for each element of the array field `name` of the table at `table`.
    func array<T>(_ name: String, of table: Int32, _ read: (Int) throws -> T) rethrows -> [T] {
        try field(name, of: table) {
            guard state.type(at: -1) == LUA_TTABLE else { return [] }
            let count = state.length(at: -1)
            var values: [T] = []
            values.reserveCapacity(count)
            for index in 1...max(1, count) where count > 0 {
                state.pushIndex(index, of: -1)
                defer { state.pop() }
                values.append(try read(index))
            }
            return values
        }
    }

    func number(_ name: String, of table: Int32, default value: Double = 0) -> Double {
        field(name, of: table) { state.number(at: -1) } ?? value
    }

    /// The whole-number field `name` of `what` (`default` when absent); anything else — a fraction, NaN,
    /// infinity, a value outside `range` — is an error, never a trap.
    func integer(_ name: String, of table: Int32, in range: ClosedRange<Int>, default value: Int,
                 what: String) throws -> Int {
        guard let number = field(name, of: table, { state.number(at: -1) }) else { return value }
        guard let whole = Int(exactly: number), range.contains(whole) else {
            let place = location(at: table)
            throw ScriptError(.script, (place == "?" ? "" : "\(place): ") + "bad field '\(name)' in \(what) (integer from "
                                + "\(range.lowerBound) to \(range.upperBound) expected, got \(luaText(number)))")
        }
        return whole
    }

    /// zIndex values: UIKit's NSInteger, kept to 32 bits.
    static let zIndexRange = Int(Int32.min)...Int(Int32.max)

    func bool(_ name: String, of table: Int32, default value: Bool) -> Bool {
        field(name, of: table) { state.boolean(at: -1) } ?? value
    }

    func string(_ name: String, of table: Int32) -> String? {
        field(name, of: table) { state.string(at: -1) }
    }

    /// `{kind = "fractionalWidth", value = 0.5}`.
    func dimension(at index: Int32) -> LayoutDimension {
        let value = number("value", of: index)
        switch string("kind", of: index) {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "estimated": return .estimated(value)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: value)
        default: return .absolute(value)
        }
    }

    /// `{width = dimension, height = dimension}`.
    func size(_ name: String, of table: Int32) -> LayoutSize {
        field(name, of: table) {
            LayoutSize(widthDimension: field("width", of: -1) { dimension(at: -1) },
                       heightDimension: field("height", of: -1) { dimension(at: -1) })
        }
    }

    /// `{top, leading, bottom, trailing}`.
    func insets(_ name: String, of table: Int32) -> DirectionalEdgeInsets {
        field(name, of: table) {
            guard state.type(at: -1) == LUA_TTABLE else { return .zero }
            return DirectionalEdgeInsets(top: number("top", of: -1), leading: number("leading", of: -1),
                                         bottom: number("bottom", of: -1), trailing: number("trailing", of: -1))
        }
    }

    /// `{kind = "fixed" | "flexible", value}` or nil.
    func spacing(_ name: String, of table: Int32) -> LayoutSpacing? {
        field(name, of: table) {
            guard state.type(at: -1) == LUA_TTABLE else { return nil }
            let value = number("value", of: -1)
            return string("kind", of: -1) == "flexible" ? .flexible(value) : .fixed(value)
        }
    }

    func edgeSpacing(_ name: String, of table: Int32) -> EdgeSpacing {
        field(name, of: table) {
            guard state.type(at: -1) == LUA_TTABLE else { return .none }
            return EdgeSpacing(leading: spacing("leading", of: -1), top: spacing("top", of: -1),
                               trailing: spacing("trailing", of: -1), bottom: spacing("bottom", of: -1))
        }
    }

    func point(_ name: String, of table: Int32) -> Point {
        field(name, of: table) {
            guard state.type(at: -1) == LUA_TTABLE else { return .zero }
            return Point(x: number("x", of: -1), y: number("y", of: -1))
        }
    }

    /// Runs a validation of the engine and reports its error at the Lua location of `table`.
    func validate(at table: Int32, _ check: () throws -> Void) throws {
        do { try check() } catch let error as LayoutError {
            throw ScriptError(.script, "\(location(at: table)): \(error.reason)")
        }
    }
}
