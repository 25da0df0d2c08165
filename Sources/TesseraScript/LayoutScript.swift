// Running a layout script: the sandboxed state, the feed, and the layout the script returns.

import CLua
import Foundation
import TesseraJSON
import TesseraLayout

/// What running a layout script needs.
public struct ScriptOptions: Sendable {
    /// The script's path, as given (it names the script in error messages).
    public var script: String
    /// A JSON feed, given to the script as `L.feed`.
    public var feed: String?
    /// Extra folders `require` searches after the script's folder and `Scripts/lib`.
    public var luaPath: [String]
    public var limits: ScriptLimits
    /// The text size `L.font.preferred` follows and the scale text is rounded to.
    public var contentSizeCategory: ContentSizeCategory
    public var displayScale: Double
    /// Folders of font files `L.font.named` finds (`--font-dir`).
    public var fontDirectories: [String]
    /// Whether an unsatisfiable set of constraints in a cell is an error (`--strict-constraints`) rather than
    /// UIKit's log and recovery.
    public var strictConstraints = false
    /// Whether registrations' configures are watched for reuse mistakes (`--check-reuse`): a property set for one
    /// item and not for the next, views or constraints added to a built cell; each is warned about on standard error.
    public var checkReuse = false
    /// The script's text, when it is not read from `script` (which still names it in messages).
    public var source: String?
    /// What the script's warnings on standard error name in parentheses, when one run of many writes them (`tessera
    /// test` names the case: `warning (chat-thread · iphone-15-pro portrait · large): …`); nil: `warning: …`.
    public var warningContext: String?

    public init(script: String, feed: String? = nil, luaPath: [String] = [], limits: ScriptLimits = ScriptLimits(),
                contentSizeCategory: ContentSizeCategory = .large, displayScale: Double = 2,
                fontDirectories: [String] = []) {
        self.script = script
        self.feed = feed
        self.luaPath = luaPath
        self.limits = limits
        self.contentSizeCategory = contentSizeCategory
        self.displayScale = displayScale
        self.fontDirectories = fontDirectories
    }
}

/// A layout script, run: the layout it returned and the data its sections name.
///
/// It keeps the script's Lua state alive: section providers, custom item providers and handlers
/// call back into it while the layout is solved.
public final class LayoutScript {
    public let options: ScriptOptions
    public let state: LuaState
    /// The layout, its providers bound to the script's functions.
    public internal(set) var layout: CompositionalLayout
    /// Items per section (the length of a section's records, or its count).
    public internal(set) var itemCounts: [Int]
    /// Registry references of each section's records, when given as an array.
    var records: [Int32?]
    /// Registry references of each section's `data` (what its boundary views show).
    var sectionData: [Int32?] = []
    /// Where each section is described (its `L.section{…}`, or its provider) and where the layout is: errors the
    /// engine finds while solving name them.
    public internal(set) var sectionLocations: [String] = []
    var layoutLocation = "?"
    /// The sections' self-sizing functions, as last solved.
    let functions: SectionFunctionTable
    /// How long loading took, by phase.
    public private(set) var timings = ScriptTimings()
    /// What the layout's storage will take, checked against the memory limit before the layout is built.
    let memory = LayoutMemory()
    /// The registry reference of the `tessera` module table.
    private(set) var module: Int32 = 0
    /// The registry reference of views.lua's counters (`L._viewCounters`), once looked up (`pushViewCounters`).
    private var viewCounters: Int32?
    /// What Auto Layout said about cells' constraints (conflicts, ambiguity), each message once, in order.
    public internal(set) var constraintReports = ConstraintReports()
    /// The warnings written to standard error (each once): mistakes UIKit lets pass in silence (a self-sizing
    /// cell its constraints do not size, a constraint never activated). They never change a dump.
    public private(set) var warnings: [String] = []
    private var warned: Set<String> = []
    /// For each cell function checked (`checkChain`), whether its constraints leave the cell at its estimate.
    var brokenChains: [String: Bool] = [:]
    /// The subviews each measured cell's views had (`keepsSubviews`), for the dump.
    let subviewStore = SubviewStore()
    /// The cells registrations built, by registration and environment.
    let registrations = RegistrationStore()
    /// The registry reference of the view controller (or container) the script returned, when it returned a screen.
    var screenReference: Int32?

    /// Whether a warning was given for `key`.
    func hasWarned(_ key: String) -> Bool { warned.contains(key) }

    /// Writes `warning: <message>` to standard error, the first time `key` is given (held after `holdOutput()`).
    func warn(_ message: String, once key: String) {
        if heldOutput != nil { return heldOutput!.append(.warning(message, key: key)) }
        guard warned.insert(key).inserted else { return }
        warnings.append(message)
        let prefix = options.warningContext.map { "warning (\($0)): " } ?? "warning: "
        FileHandle.standardError.write(Data((prefix + message + "\n").utf8))
    }

    /// Writes what the script prints to standard error (held after `holdOutput()`).
    func write(_ text: String) {
        if heldOutput != nil { return heldOutput!.append(.text(text)) }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// What the script wrote while its output was held, in order.
    enum HeldOutput {
        case warning(String, key: String)
        case text(String)
    }

    /// Warnings and printed text held instead of written, in order (nil: written at once). A cell made while the
    /// previous cell's fit is still running on another thread holds its output until that fit's own warnings are
    /// given, so that the output comes in the order measuring the cells one by one gives.
    private var heldOutput: [HeldOutput]?

    /// Holds warnings and printed text from now on.
    func holdOutput() { heldOutput = heldOutput ?? [] }

    /// Stops holding; returns what was held.
    func takeHeldOutput() -> [HeldOutput] {
        defer { heldOutput = nil }
        return heldOutput ?? []
    }

    /// Gives held output now, as it would have been given (a warning's key taken now: the first one given wins).
    func give(_ held: [HeldOutput]) {
        for output in held {
            switch output {
            case .warning(let message, let key): warn(message, once: key)
            case .text(let text): write(text)
            }
        }
    }

    /// Runs the script in a fresh sandbox and reads the layout it returns.
    public init(_ options: ScriptOptions) throws {
        let start = ScriptTimings.now()
        self.options = options
        state = try LuaState(limits: options.limits)
        functions = SectionFunctionTable(state: state)
        state.context.scriptPath = options.script
        let folder = (options.script as NSString).deletingLastPathComponent
        state.context.scriptFolder = folder.isEmpty ? "." : folder
        state.context.luaPath = Self.libraryFolders(scriptFolder: state.context.scriptFolder) + options.luaPath
        layout = CompositionalLayout(section: LayoutSection(group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)), subitems: [])))
        itemCounts = []
        records = []
        state.context.contentSizeCategory = options.contentSizeCategory
        state.context.displayScale = options.displayScale
        for folder in options.fontDirectories {
            do {
                _ = try state.measurer().registry.registerFonts(inDirectory: folder)
            } catch {
                throw ScriptError(.input, "--font-dir \(folder): \(error)")
            }
        }
        let module = try state.installSandbox()
        self.module = module
        state.context.warn = { [weak self] message, key in self?.warn(message, once: key) }
        state.context.write = { [weak self] text in self?.write(text) }
        if let feed = options.feed { try setFeed(feed, module: module) }
        do {
            try run(module: module)
        } catch {
            throw withFeedHint(error)
        }
        timings.script = ScriptTimings.now() - start - timings.read - timings.parse
    }

    /// Takes a layout made elsewhere (a Swift layout, `TesseraSwift`) in place of the one the script returned: the
    /// script's sections keep their records and their cell, measure and estimate functions by index; `location`
    /// names the layout in the engine's errors.
    /// Throws when the layout's storage would pass the memory limit (`--max-memory`), as a script's layout does.
    public func adopt(layout: CompositionalLayout, itemCounts: [Int], location: String) throws {
        for (index, count) in itemCounts.enumerated() {
            memory.set(section: index, items: count, bytes: LayoutMemory.bytes(of: nil, items: count))
        }
        try checkMemory(at: location)
        self.layout = layout
        self.itemCounts = itemCounts
        records += Array(repeating: nil, count: max(0, itemCounts.count - records.count))
        sectionData += Array(repeating: nil, count: max(0, itemCounts.count - sectionData.count))
        sectionLocations = Array(repeating: location, count: itemCounts.count)
        layoutLocation = location
    }

    /// The traits the script's text follows from now on (`L.font.preferred`, the scale text rounds to).
    public func setTraits(_ traits: TraitCollection) {
        state.context.contentSizeCategory = traits.preferredContentSizeCategory
        state.context.displayScale = traits.displayScale
        memory.forgetMeasurements()
        subviewStore.forgetAll()
    }

    /// `error` with the file and line of the part of the description it is about, when the engine refused a section
    /// (`section 2 › group: …` becomes `Scripts/x.lua:14: section 2 › group: …`) or the configuration; any other
    /// error as it is (with the feed hint, when it applies).
    public func locating(_ error: Error) -> Error {
        guard let error = error as? LayoutError else { return withFeedHint(error) }
        guard let place = error.place, let location = location(of: place) else { return error }
        return ScriptError(.script, "\(location): \(error)")
    }

    /// The file and line that describe `place`: a section's `L.section{…}` or provider, or the `L.layout{…}`.
    public func location(of place: LayoutError.Place) -> String? {
        switch place {
        case .configuration: layoutLocation
        case .section(let index): sectionLocations.indices.contains(index) ? sectionLocations[index] : nil
        }
    }

    /// `error` with a hint when the script read `L.feed` and no `--feed` was given (it was nil); as it is otherwise.
    func withFeedHint(_ error: Error) -> Error {
        guard options.feed == nil, var scriptError = error as? ScriptError, scriptError.kind == .script,
              !scriptError.message.contains(Self.feedHint), readFeedWithoutOne else { return error }
        scriptError.message += "\n" + Self.feedHint
        return scriptError
    }

    static let feedHint = "hint: the script reads L.feed, and no --feed was given"

    /// Pushes views.lua's counters table (`L._viewCounters`: view serials, the structure and table-read counts, the
    /// constraints made, the changed set) and returns its type. It is looked up in the module once and kept in the
    /// registry: a registration's configure reads the counters several times.
    @discardableResult
    func pushViewCounters() -> Int32 {
        if let viewCounters {
            state.push(reference: viewCounters)
            return LUA_TTABLE
        }
        state.push(reference: module)
        let type = state.pushField("_viewCounters", of: -1)
        tessera_remove(state.L, -2)
        if type == LUA_TTABLE {
            lua_pushvalue(state.L, -1)
            viewCounters = state.reference()
        }
        return type
    }

    /// Whether the script looked up `L.feed` while there was none (the module's `__index` remembers it).
    var readFeedWithoutOne: Bool {
        state.withBalancedStack {
            state.push(reference: module)
            defer { state.pop() }
            guard lua_getmetatable(state.L, -1) != 0 else { return false }
            defer { state.pop() }
            state.pushField("feedRead", of: -1)
            defer { state.pop() }
            return state.boolean(at: -1) == true
        }
    }

    /// The bytes of the memory limit (`--max-memory`) the script's Lua state leaves, its garbage collected first
    /// when fewer than `needed` are left (`LuaState.memoryLeft(needing:)`).
    public func memoryLeft(needing needed: Int) -> Int { state.memoryLeft(needing: needed) }

    /// The memory limit (`--max-memory`) in bytes.
    public var memoryLimit: Int { state.memoryLimit }

    /// Throws when the layout's storage (`memory`) needs more than the memory the scripts have left.
    func checkMemory(at place: String) throws {
        try memory.check(available: state.memoryLeft(needing:), limit: state.memoryLimit, place: place)
    }

    /// Parses the feed and sets it as `L.feed` (read lazily: `LuaState.push(feedAt:)`).
    private func setFeed(_ path: String, module: Int32) throws {
        if let refusal = state.refusalToRead(path, what: "--feed") { throw ScriptError(.input, refusal) }
        try state.withBalancedStack {
            state.push(reference: module)
            defer { state.pop() }
            try state.push(feedAt: path, timings: &timings)
            state.setField("feed", of: -2)
        }
    }

    /// Runs the script and reads the layout table it returns.
    private func run(module: Int32) throws {
        if options.source == nil, let refusal = state.refusalToRead(options.script, what: "the script") {
            throw ScriptError(.input, refusal)
        }
        var isFolder: ObjCBool = false
        let folder = options.source == nil && FileManager.default.fileExists(atPath: options.script, isDirectory: &isFolder)
            && isFolder.boolValue
        guard !folder, let source = options.source.map({ Data($0.utf8) }) ?? FileManager.default.contents(atPath: options.script) else {
            throw ScriptError(.input, "\(options.script): cannot read the script: \(unreadableReason(options.script))")
        }
        try state.withBalancedStack {
            try state.load(Array(source), name: "@" + options.script)
            try state.call(arguments: 0, results: 1)
            defer { state.pop() }
            let reader = LayoutReader(state: state)
            if let kind = reader.kind(at: -1), Self.screenKinds.contains(kind) {
                lua_pushvalue(state.L, -1)
                screenReference = state.reference()
                return
            }
            guard reader.kind(at: -1) == "layout" else {
                throw ScriptError(.script, "\(options.script): the script must return L.layout{…} or a view controller "
                                  + "(L.viewController{…}, L.navigationController{…}, L.tabBarController{…}) "
                                  + "(it returned \(reader.kind(at: -1) ?? state.typeName(at: -1)))")
            }
            try read(layoutAt: -1, reader: reader)
        }
    }
}
