// Measures a script's cells and boundary views with its `cell` and `measure` functions.

import CLua
import TesseraJSON
import TesseraLayout
import TesseraText
import TesseraConstraints
import TesseraViews

/// Sizes a script's self-sizing elements: a section's `cell` function returns a view template (sized
/// as UIKit sizes a cell's content view), its `measure` function returns the size; without either,
/// an element keeps the size it is given (a cell whose content does not size it).
public final class ScriptMeasurer: ElementMeasuring {
    public let script: LayoutScript
    var state: LuaState { script.state }

    /// Whether cells measured together have their view trees fitted on `worker` while the next cell is made (the
    /// sizes, output and errors are the same either way; off, everything runs on the calling thread).
    public var overlapsFits = true
    /// Fits run on `worker` now (`measure(_:each:)`): a registration's natural metrics may be worked out here first.
    var fitsOnWorker = false
    /// How many fits must be waiting on the worker before a registration's natural metrics are worked out here: with
    /// fewer, the worker keeps up and this thread is the slower half, so the fit measures them itself (0: always here;
    /// `Int.max`: never; the metrics are the same either way).
    public var aheadNaturalsBacklog = 2
    /// How many trees' natural metrics were worked out here, ahead of their fits.
    public private(set) var naturalsMeasuredAhead = 0
    /// This thread's measurer for them (its own lock and caches, the script's fonts), made on first use.
    private var aheadMeasurer: TextMeasurer?
    /// The thread view trees are fitted on when cells are measured together.
    lazy var worker = SerialWorker()

    public init(script: LayoutScript) { self.script = script }

    public func measure(_ request: MeasureRequest) throws -> Size {
        try identified { try measureElement(request) }
    }

    /// `body`'s result; a cell's measurement error given the identifier of the cell's record.
    func identified<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var error as MeasurementError where error.key.category == .cell && error.identifier == nil {
            error.identifier = script.identifier(of: error.key.indexPath)
            throw error
        }
    }

    private func measureElement(_ request: MeasureRequest) throws -> Size {
        switch try prepareElement(request) {
        case .size(let size): return size
        case .fit(let cell): return try finish(cell, Result { try Self.fit(cell) })
        }
    }

    /// Measures `request` up to its fit: the size when no fit is needed (a template, a `measure` function, no
    /// function), else the cell's view tree made (its function or registration run) and read.
    func prepareElement(_ request: MeasureRequest) throws -> PreparedElement {
        guard let (cell, measure) = script.functions.sizing(of: request.key) else { return .size(request.proposedSize) }
        do {
            if let definition = cell?.definition ?? measure?.definition {
                script.memory.addMeasurement()
                try script.checkMemory(at: definition)
            }
            if let cell { return try prepare(cell: cell, request) }
            if let measure { return .size(try size(from: measure, request)) }
        } catch {
            throw Self.located(error, request, definition: cell?.definition ?? measure!.definition)
        }
        return .size(request.proposedSize)
    }

    /// An error of measuring `request` as its message gives it: a script's error as it is, any other after the
    /// definition of the function that was measuring.
    static func located(_ error: any Error, _ request: MeasureRequest, definition: String) -> any Error {
        switch error {
        case let error as ScriptError: MeasurementError(key: request.key, message: error.description)
        case let error as MeasurementError: error
        default: MeasurementError(key: request.key, message: "\(definition): \(error)")
        }
    }

    public func estimate(for indexPath: IndexPath) throws -> Size? {
        guard let function = script.functions[indexPath.section]?.estimate else { return nil }
        let key = ElementKey(category: .cell, elementKind: nil, indexPath: indexPath)
        do {
            return try state.withBalancedStack {
                try pushCall(function, data: key)
                try state.call(arguments: 1, results: 1)
                defer { state.pop() }
                return try readSize(function, key: key, proposed: Size(width: 0, height: 0), what: "estimate")
            }
        } catch let error as ScriptError {
            throw MeasurementError(key: key, message: error.description)
        }
    }

    /// `cell(record, environment)` → a view template or a view tree, sized with the estimated sides free: a
    /// template by its own rules now, a tree by `systemLayoutSizeFitting` (`fit`) with the fixed sides required and
    /// the estimated ones at `fittingSizeLevel`, its conflicts logged (or thrown with `strictConstraints`, `finish`).
    private func prepare(cell function: CellProvider, _ request: MeasureRequest) throws -> PreparedElement {
        let scale = request.environment.traitCollection.displayScale
        // A registration's cell keeps its solver from one item to the next.
        var built: RegistrationStore.BuiltCell?
        let content: CellContent
        if case .registration(let registration) = function {
            (content, built) = try configuredCell(registration, key: request.key, environment: request.environment)
        } else {
            content = try self.content(of: function, key: request.key, environment: request.environment)
        }
        switch content {
        case .template(let template):
            let size = try template.fittingSize(width: request.widthIsEstimated ? nil : request.proposedSize.width,
                                                height: request.heightIsEstimated ? nil : request.proposedSize.height,
                                                measurer: state.measurer(), scale: scale)
            if script.keepsSubviews {
                script.subviewStore.keep(try laidOut(.template(template), key: request.key, size: size,
                                                     environment: request.environment), for: request.key)
            }
            return .size(size)
        case .views(let tree):
            let naturals = fitsOnWorker && worker.pendingCount >= aheadNaturalsBacklog
                ? built.flatMap { aheadNaturals(of: tree, $0, request.environment) } : nil
            return .fit(PreparedFit(request: request, definition: function.definition, tree: tree,
                                    context: try layoutContext(request.environment), built: built,
                                    keepsSubviews: script.keepsSubviews, naturals: naturals))
        }
    }

    /// The views inside element `key` laid out at `size` (its frame's size): what its `cell` function returns, a
    /// template's labels and images or every view of a tree; nil for an element without a `cell` function. The views
    /// its measuring pass laid out at that size are used as they are (`keepsSubviews`); otherwise the function runs
    /// now. A tree's ambiguous views are reported (`hasAmbiguousLayout`); its conflicts were reported when it was
    /// measured.
    public func subviews(of key: ElementKey, size: Size, environment: LayoutEnvironment) throws -> [ElementSubview]? {
        guard let function = script.functions.sizing(of: key)?.cell else { return nil }
        do {
            let shown = try script.subviewStore.take(key, size: size, environment: environment)
                ?? laidOut(content(of: function, key: key, environment: environment), key: key, size: size,
                           environment: environment)
            for ambiguity in shown.ambiguities {
                script.constraintReports.add(.ambiguousLayout, ambiguity.text, signature: ambiguity.signature, element: key)
            }
            return shown.subviews
        } catch let error as ScriptError {
            throw MeasurementError(key: key, message: error.description,
                                   identifier: key.category == .cell ? script.identifier(of: key.indexPath) : nil)
        }
    }

    /// A cell's content laid out at `size`: its subviews, and the ambiguous views a dump of it reports.
    private func laidOut(_ content: CellContent, key: ElementKey, size: Size,
                         environment: LayoutEnvironment) throws -> MeasuredSubviews {
        switch content {
        case .template(let template):
            let subviews = try template.subviews(in: size, measurer: state.measurer(),
                                                 scale: environment.traitCollection.displayScale,
                                                 layoutDirection: environment.traitCollection.layoutDirection)
            return MeasuredSubviews(environment: environment, size: size, subviews: subviews, ambiguities: [])
        case .views(let tree):
            return try Self.laidOut(tree, size: size, context: layoutContext(environment), environment: environment)
        }
    }

    /// A view tree laid out at `size`: its subviews, and the ambiguous views a dump of it reports (it reads only the
    /// tree and measures text through `context`'s thread-safe measurer). `known`: that layout already (a registration's
    /// kept solvers give it).
    static func laidOut(_ tree: ViewHierarchy, size: Size, context: ViewLayoutContext, environment: LayoutEnvironment,
                        known: ViewLayout? = nil) throws -> MeasuredSubviews {
        let layout = try known ?? tree.layout(in: size, context: context)
        let subviews = try layout.subviews(of: tree, measurer: context.measurer, scale: environment.traitCollection.displayScale)
        let log = layout.ambiguities.isEmpty ? nil : ConstraintLog(hierarchy: tree)
        return MeasuredSubviews(environment: environment, size: size, subviews: subviews,
                                ambiguities: layout.ambiguities.map { (log!.text(of: $0), log!.signature(of: $0)) })
    }

    /// The natural metrics of a registration's configured tree, worked out on this thread with its own measurer while
    /// fits wait on the worker (`aheadNaturalsBacklog`: the worker is behind, and this takes measuring off it):
    /// those of the views that differ from the tree they were last worked out for here, the others kept (whichever
    /// thread measured the trees between). nil when they cannot be worked out here (the fit then measures, and
    /// reports what fails).
    private func aheadNaturals(of tree: ViewHierarchy, _ built: RegistrationStore.BuiltCell,
                               _ environment: LayoutEnvironment) -> [ViewMetrics]? {
        guard let measurer = try? aheadMeasurer ?? TextMeasurer(registry: state.measurer().registry,
                                                                layoutCacheCapacity: 1024) else { return nil }
        aheadMeasurer = measurer
        let context = ViewLayoutContext(measurer: measurer, scale: environment.traitCollection.displayScale,
                                        layoutDirection: environment.traitCollection.layoutDirection)
        // With none kept, `naturalMetrics(updating:of:)` measures every view.
        let kept = built.naturals
        let metrics = try? tree.naturalMetrics(updating: kept?.metrics ?? [], of: kept?.views ?? [], context: context)
        built.naturals = metrics.map { ($0, tree.views) }
        if metrics != nil { naturalsMeasuredAhead += 1 }
        return metrics
    }

    /// A cell function's result: a template, or a view tree for Auto Layout.
    enum CellContent {
        case template(CellTemplate)
        case views(ViewHierarchy)
    }

    /// The content of element `key`: its registration's cell configured for it, or what its cell function returns.
    func content(of provider: CellProvider, key: ElementKey, environment: LayoutEnvironment) throws -> CellContent {
        switch provider {
        case .function(let function): try content(of: function, key: key, environment: environment)
        case .registration(let registration): try registeredContent(registration, key: key, environment: environment)
        }
    }

    /// Calls `function` for the element `key` and reads what it returns (the views' serial numbers start again at
    /// 1, so a cell's views have the same addresses in every cell).
    func content(of function: ScriptFunction, key: ElementKey, environment: LayoutEnvironment) throws -> CellContent {
        script.subviewStore.calls += 1
        return try state.withBalancedStack {
            resetViewCounters()
            try pushCall(function, data: key)
            state.push(environment: environment)
            try state.call(arguments: 2, results: 1)
            defer { state.pop() }
            script.warnAboutInactiveConstraints()
            return try readContent(definedAt: function.definition)
        }
    }

    /// The value on top of the stack read as a cell's content: a view tree, else a template; an error that names no
    /// place is placed at `definition` (the cell function's or registration's line).
    func readContent(definedAt definition: String) throws -> CellContent {
        do {
            let reader = LayoutReader(state: state)
            if reader.isViewTree(at: -1) { return .views(try reader.viewHierarchy(at: -1)) }
            return .template(try reader.cellTemplate(at: -1))
        } catch let error as ScriptError where !Self.isLocated(error.message) {
            throw ScriptError(.script, "\(definition): \(error.message)")
        }
    }

    /// Whether a message starts with a location (`file:12: …`).
    static func isLocated(_ message: String) -> Bool {
        guard let colon = message.range(of: ": ") else { return false }
        let place = message[..<colon.lowerBound]
        guard let last = place.lastIndex(of: ":") else { return false }
        let line = place[place.index(after: last)...]
        return !line.isEmpty && line.allSatisfy(\.isNumber)
    }

    /// What laying out a view tree for `environment` needs.
    func layoutContext(_ environment: LayoutEnvironment) throws -> ViewLayoutContext {
        ViewLayoutContext(measurer: try state.measurer(), scale: environment.traitCollection.displayScale,
                          layoutDirection: environment.traitCollection.layoutDirection)
    }

    /// Records UIKit's log of each conflict and each ambiguity; with `strictConstraints` a conflict is an error.
    func report(_ conflicts: [UnsatisfiableConstraints], ambiguities: [AmbiguousLayout], in tree: ViewHierarchy,
                element: ElementKey) throws {
        guard !conflicts.isEmpty || !ambiguities.isEmpty else { return }
        let log = ConstraintLog(hierarchy: tree)
        if script.options.strictConstraints, let conflict = conflicts.first {
            throw MeasurementError(key: element, message: "unsatisfiable constraints (--strict-constraints):\n" + log.text(of: conflict))
        }
        for conflict in conflicts {
            script.constraintReports.add(.unsatisfiableConstraints, log.text(of: conflict), signature: log.signature(of: conflict),
                                         element: element)
        }
        for ambiguity in ambiguities {
            script.constraintReports.add(.ambiguousLayout, log.text(of: ambiguity), signature: log.signature(of: ambiguity),
                                         element: element)
        }
    }

    /// Sets the module's view serial numbers back to 0.
    func resetViewCounters() {
        if script.pushViewCounters() == LUA_TTABLE {
            state.push(0)
            state.setField("serial", of: -2)
        }
        state.pop()
    }

    /// `measure(record, fitting)` → `{width =, height =}` or a number (the length along the estimated side).
    private func size(from function: ScriptFunction, _ request: MeasureRequest) throws -> Size {
        try state.withBalancedStack {
            try pushCall(function, data: request.key)
            pushFitting(request)
            try state.call(arguments: 2, results: 1)
            defer { state.pop() }
            return try readSize(function, key: request.key, proposed: request.proposedSize, what: "measure")
        }
    }

    /// Pushes `function` and, after it, the data of `key` (nothing when reading the data fails).
    func pushCall(_ function: ScriptFunction, data key: ElementKey) throws {
        try pushData(for: key)
        state.push(reference: function.reference)
        lua_rotate(state.L, -2, 1)
    }

    /// The record of a cell (nil for a section given as a count), or a boundary view's section data; nothing when
    /// reading a lazy record fails.
    private func pushData(for key: ElementKey) throws {
        let section = key.indexPath.section
        let reference = key.category == .cell
            ? (script.records.indices.contains(section) ? script.records[section] : nil)
            : (script.sectionData.indices.contains(section) ? script.sectionData[section] : nil)
        guard let reference else {
            state.pushNil()
            return
        }
        state.push(reference: reference)
        if key.category == .cell {
            // A feed's records are read lazily: an element not read yet comes through the table's metamethods.
            if state.pushIndex(key.indexPath.item + 1, of: -1) == LUA_TNIL, lua_getmetatable(state.L, -2) != 0 {
                state.pop(2)
                do {
                    try state.pushElement(key.indexPath.item + 1, of: -1)
                } catch {
                    state.pop()
                    throw error
                }
            }
            lua_rotate(state.L, -2, 1)
            state.pop()
        }
    }

    /// `{width, height, widthIsEstimated, heightIsEstimated, indexPath = {section, item}, kind, environment}`.
    private func pushFitting(_ request: MeasureRequest) {
        state.newTable(record: 7)
        state.setField("width", of: -1, to: request.proposedSize.width)
        state.setField("height", of: -1, to: request.proposedSize.height)
        state.setField("widthIsEstimated", of: -1, to: request.widthIsEstimated)
        state.setField("heightIsEstimated", of: -1, to: request.heightIsEstimated)
        state.push(indexPath: request.indexPath); state.setField("indexPath", of: -2)
        if let kind = request.elementKind { state.push(kind); state.setField("elementKind", of: -2) }
        state.push(environment: request.environment); state.setField("environment", of: -2)
    }

    /// A number (the length along the estimated sides) or `{width =, height =}` (missing sides keep `proposed`).
    private func readSize(_ function: ScriptFunction, key: ElementKey, proposed: Size, what: String) throws -> Size {
        var size = proposed
        if let length = state.number(at: -1) {
            size = Size(width: length, height: length)
        } else if state.type(at: -1) == LUA_TTABLE {
            if let width = state.numberField("width") { size.width = width }
            if let height = state.numberField("height") { size.height = height }
        } else {
            throw MeasurementError(key: key, message: "\(function.definition): \(what) returned \(state.typeName(at: -1)) (a table {height = …} or a number expected)")
        }
        guard (0...LayoutLimits.length).contains(size.width), (0...LayoutLimits.length).contains(size.height) else {
            throw MeasurementError(key: key, message: "\(function.definition): \(what) returned \(luaText(size.width)) × \(luaText(size.height)) (sizes from 0 to \(LayoutLimits.lengthText) points expected)")
        }
        return size
    }
}

/// A number as Lua users read it in messages: integers without a fraction, NaN as `nan` whatever its sign bit,
/// infinity as `math.huge` (never `inf` or `-nan`, which no script can write).
func luaText(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "math.huge" : "-math.huge" }
    return JSONWriting.number(value)
}
