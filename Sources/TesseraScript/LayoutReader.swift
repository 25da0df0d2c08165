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
    func field<T>(_ name: StaticString, of table: Int32, _ read: () throws -> T) rethrows -> T {
        state.pushField(name, of: table)
        defer { state.pop() }
        return try read()
    }

    /// Calls `read` for each element of the array field `name` of the table at `table`.
    func array<T>(_ name: StaticString, of table: Int32, _ read: (Int) throws -> T) rethrows -> [T] {
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

    func number(_ name: StaticString, of table: Int32, default value: Double = 0) -> Double {
        field(name, of: table) { state.number(at: -1) } ?? value
    }

    /// The whole-number field `name` of `what` (`default` when absent); anything else — a fraction, NaN,
    /// infinity, a value outside `range` — is an error, never a trap.
    func integer(_ name: StaticString, of table: Int32, in range: ClosedRange<Int>, default value: Int,
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

    func bool(_ name: StaticString, of table: Int32, default value: Bool) -> Bool {
        field(name, of: table) { state.boolean(at: -1) } ?? value
    }

    func string(_ name: StaticString, of table: Int32) -> String? {
        field(name, of: table) { state.string(at: -1) }
    }

    /// The enumeration field `name` of the table at `table` (by its raw value): `fallback` when absent; a value
    /// it does not know (a table changed after its constructor made it) is an error at `place`.
    func choice<T: RawRepresentable & CaseIterable>(_ name: StaticString, of table: Int32, default fallback: T,
                                                    in what: String, place: String) throws -> T where T.RawValue == String {
        guard let text = string(name, of: table) else { return fallback }
        guard let value = T(rawValue: text) else {
            throw Self.unknown("\(name)", text, in: what, expected: T.allCases.map(\.rawValue), place: place)
        }
        return value
    }

    /// `place: unknown kind 'x' in size.width (expected one of: …)`.
    static func unknown(_ name: String, _ value: String, in what: String, expected: [String], place: String) -> ScriptError {
        ScriptError(.script, "\(place): unknown \(name) '\(value)' in \(what) (expected one of: "
                    + expected.joined(separator: ", ") + ")")
    }

    static let dimensionKinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]

    /// `{kind = "fractionalWidth", value = 0.5}`; an unknown kind is an error at `place`.
    func dimension(at index: Int32, what: String, place: String) throws -> LayoutDimension {
        let value = number("value", of: index)
        switch string("kind", of: index) {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "estimated": return .estimated(value)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: value)
        case "absolute", nil: return .absolute(value)
        case let kind?: throw Self.unknown("dimension kind", kind, in: what, expected: Self.dimensionKinds, place: place)
        }
    }

    /// `{width = dimension, height = dimension}` of the element at `table`.
    func size(_ name: StaticString, of table: Int32) throws -> LayoutSize {
        let place = location(at: table)
        return try field(name, of: table) {
            LayoutSize(widthDimension: try field("width", of: -1) { try dimension(at: -1, what: "\(name).width", place: place) },
                       heightDimension: try field("height", of: -1) { try dimension(at: -1, what: "\(name).height", place: place) })
        }
    }

    /// `{top, leading, bottom, trailing}`.
    func insets(_ name: StaticString, of table: Int32) -> DirectionalEdgeInsets {
        field(name, of: table) {
            guard state.type(at: -1) == LUA_TTABLE else { return .zero }
            return DirectionalEdgeInsets(top: number("top", of: -1), leading: number("leading", of: -1),
                                         bottom: number("bottom", of: -1), trailing: number("trailing", of: -1))
        }
    }

    /// `{kind = "fixed" | "flexible", value}` or nil; another kind is an error at `place`.
    func spacing(_ name: StaticString, of table: Int32, place: String) throws -> LayoutSpacing? {
        try field(name, of: table) {
            guard state.type(at: -1) == LUA_TTABLE else { return nil }
            let value = number("value", of: -1)
            switch string("kind", of: -1) {
            case "flexible": return .flexible(value)
            case "fixed", nil: return .fixed(value)
            case let kind?: throw Self.unknown("spacing kind", kind, in: "\(name)", expected: ["fixed", "flexible"], place: place)
            }
        }
    }

    func edgeSpacing(_ name: StaticString, of table: Int32) throws -> EdgeSpacing {
        let place = location(at: table)
        return try field(name, of: table) {
            guard state.type(at: -1) == LUA_TTABLE else { return .none }
            return EdgeSpacing(leading: try spacing("leading", of: -1, place: place), top: try spacing("top", of: -1, place: place),
                               trailing: try spacing("trailing", of: -1, place: place),
                               bottom: try spacing("bottom", of: -1, place: place))
        }
    }

    func point(_ name: StaticString, of table: Int32) -> Point {
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
