// Cell registrations (`L.cellRegistration{ build =, configure = }`): one cell built per environment, configured per item.

import CLua
import TesseraConstraints
import TesseraLayout
import TesseraViews

/// What gives a section's cells (or a boundary view) their content: a function called for every element, or a
/// registration whose cell is built once and configured for each element (`UICollectionView.CellRegistration`).
enum CellProvider {
    case function(ScriptFunction)
    case registration(ScriptRegistration)

    /// Where it is defined: the function, or the `L.cellRegistration{…}` call.
    var definition: String {
        switch self {
        case .function(let function): function.definition
        case .registration(let registration): registration.definition
        }
    }

    /// The registry references it holds.
    var references: [Int32] {
        switch self {
        case .function(let function): [function.reference]
        case .registration(let registration): [registration.reference, registration.build.reference]
            + [registration.configure, registration.prepareForReuse].compactMap { $0?.reference }
        }
    }
}

/// `L.cellRegistration{ build = function(environment) … end, configure = function(cell, record, environment) … end,
/// prepareForReuse = function(cell) … end }`. A class: a cell's provider is copied several times per measured cell,
/// and a copy of the registration's values retained each of its five references.
final class ScriptRegistration {
    /// The registration's table, kept in the registry.
    let reference: Int32
    /// The table itself: its built cells are found by it.
    let identity: UnsafeRawPointer
    /// Where `L.cellRegistration{…}` is called.
    let definition: String
    let build: ScriptFunction
    let configure: ScriptFunction?
    /// The cell class's `prepareForReuse()`: run on the built cell before each configure but its first.
    let prepareForReuse: ScriptFunction?

    init(reference: Int32, identity: UnsafeRawPointer, definition: String, build: ScriptFunction,
         configure: ScriptFunction?, prepareForReuse: ScriptFunction?) {
        (self.reference, self.identity, self.definition) = (reference, identity, definition)
        (self.build, self.configure, self.prepareForReuse) = (build, configure, prepareForReuse)
    }
}

/// The cells registrations have built, one per registration and environment, as their last configure left them.
final class RegistrationStore {
    struct Key: Hashable {
        var registration: UnsafeRawPointer
        var environment: LayoutEnvironment
    }

    /// A built cell's last fit: the tree, the size it was fitted to with its priorities, and the result. A class:
    /// it is read and replaced at every fit, where an optional tuple of the tree and the result was copied out and
    /// destroyed through the runtime's generic witnesses.
    final class LastFit {
        let tree: ViewHierarchy
        let size: Size
        let horizontal: Priority
        let vertical: Priority
        let result: ViewFitting

        init(tree: ViewHierarchy, size: Size, horizontal: Priority, vertical: Priority, result: ViewFitting) {
            (self.tree, self.size, self.result) = (tree, size, result)
            (self.horizontal, self.vertical) = (horizontal, vertical)
        }
    }

    /// A built cell's tree as last read in full and what reading it again needs (`BuiltCell.lastRead`). A class:
    /// every configure reads it, and a copy of its values retained the tree's arrays and the positions.
    final class LastRead {
        var hierarchy: ViewHierarchy
        let objects: Int32
        let structure: lua_Integer
        let positions: [UnsafeRawPointer: Int]?

        init(hierarchy: ViewHierarchy, objects: Int32, structure: lua_Integer, positions: [UnsafeRawPointer: Int]?) {
            (self.hierarchy, self.objects, self.structure, self.positions) = (hierarchy, objects, structure, positions)
        }
    }

    /// A built cell: what `build` returned (`cell`, given to configure) and its content view, in the registry.
    final class BuiltCell {
        let registration: Int32
        let cell: Int32
        let content: Int32
        /// The element the cell was last configured for, what that configure set (`--check-reuse`), and the registry
        /// set of the tables build made and configures added (views and constraints, active or not).
        var lastElement: ElementKey?
        var lastSets: [(property: String, at: String)] = []
        var known: Int32?
        /// The cell's solver, kept from one fit to the next (`ViewRefitting`), and the one its subviews are laid out
        /// with for a dump (their targets' priorities differ).
        let refitting = ViewRefitting()
        let layoutRefitting = ViewRefitting()
        /// The last fit. The same tree fitted to the same target (configure changed nothing a fit reads) fits to the
        /// same size: it is not fitted again (the cell's environment, hence its scale and layout direction, is the same
        /// for every fit).
        var lastFit: LastFit?
        /// The tree as last read in full, the registry table listing its views', guides' and constraints' tables in
        /// its order, and the module's `structure` count then: while the count stays, the next read takes the values
        /// from those tables and keeps the shape (`LayoutReader.refreshedViewHierarchy`). With `positions` (each
        /// table's position in that list, by address), the cell is tracked: only the views and constraints views.lua
        /// noted changed are read again, while its `tableReads` count stays as at the last read (`tableReads`).
        var lastRead: LastRead?
        var tableReads: lua_Integer = 0
        /// The natural metrics last worked out while fits overlap (`ScriptMeasurer.aheadNaturals`), and the views of
        /// the tree they are of.
        var naturals: (metrics: [ViewMetrics], views: [View])?
        /// Whether `cell` is a table holding the content view (build returned `{ contentView = …, … }`), not the view
        /// itself; nil until the first configure looks.
        var holdsContent: Bool?

        init(registration: Int32, cell: Int32, content: Int32) {
            self.registration = registration
            self.cell = cell
            self.content = content
        }
    }

    private(set) var cells: [Key: BuiltCell] = [:]
    /// The cell found last: rows ask for the same one in turn, and comparing an environment is cheaper than hashing it.
    /// A class, read without copying its key's environment out.
    private var last: Found?

    private final class Found {
        let key: Key
        let cell: BuiltCell

        init(_ key: Key, _ cell: BuiltCell) { (self.key, self.cell) = (key, cell) }
    }

    /// Keeps the cell built for `key` (the first for it).
    func keep(_ cell: BuiltCell, for key: Key) {
        cells[key] = cell
        last = Found(key, cell)
    }

    /// The cell built for `key`, if any.
    func cell(for key: Key) -> BuiltCell? {
        if let last, last.key.registration == key.registration, last.key.environment.isSame(as: key.environment) {
            return last.cell
        }
        guard let found = cells[key] else { return nil }
        last = Found(key, found)
        return found
    }

    /// How many of the registrations' fits changed the kept solver, and how many built a new one.
    var fits: (incremental: Int, fresh: Int) {
        cells.values.reduce((0, 0)) { ($0.0 + $1.refitting.incrementalFits, $0.1 + $1.refitting.freshFits) }
    }
    /// How many times a registration's `build`, `configure` and `prepareForReuse` ran.
    var builds = 0
    var configures = 0
    var preparations = 0
    /// How many configures added views or constraints to their cell (`--check-reuse` counts them).
    var additions = 0
    /// How many fits gave the cell's last size again (the same tree and target).
    var repeatedFits = 0
    /// How many times a configured cell was read in full, and how many times only its values were read again.
    var reads = (full: 0, refreshed: 0)
    /// How many views and constraints the reads of only values read: all of a cell's, or only those configure
    /// changed when the cell is tracked.
    var refreshedObjects = 0
    /// The registry reference of views.lua's `changed` set, once looked up.
    var changedSet: Int32?
}

extension LayoutScript {
    /// How many cells registrations built (one per registration and environment) and how many times they were
    /// configured.
    public var registrationCalls: (builds: Int, configures: Int) { (registrations.builds, registrations.configures) }

    /// How many times registrations' `prepareForReuse` ran: once per configure of a cell configured before.
    public var registrationPreparations: Int { registrations.preparations }

    /// How many configures added views or constraints their cell's build did not make (counted with `checkReuse`).
    public var reuseAdditions: Int { registrations.additions }

    /// How many registration cells' fits were made by changing the cell's kept solver, and how many from scratch.
    public var registrationFits: (incremental: Int, fresh: Int) { registrations.fits }

    /// How many registration cells' fits gave the last size again: configure left the tree as the last fit had it.
    public var registrationRepeatedFits: Int { registrations.repeatedFits }

    /// How many times a registration's cell was read in full after configure (the first time, or after a change to
    /// its tree's shape), and how many times only its values were read again.
    public var registrationReads: (full: Int, refreshed: Int) { registrations.reads }

    /// How many views and constraints those reads of values read again: only what configure changed in a tracked
    /// cell (views.lua), every one in a cell that is not.
    public var registrationRefreshedObjects: Int { registrations.refreshedObjects }
}

extension LayoutReader {
    /// The cell function or registration in field `name` of the table at `table`, kept in the registry.
    func cellProvider(_ name: StaticString, of table: Int32) -> CellProvider? {
        if let function = scriptFunction(name, of: table) { return .function(function) }
        state.pushField(name, of: table)
        guard kind(at: -1) == "cellRegistration", let build = scriptFunction("build", of: -1) else {
            state.pop()
            return nil
        }
        let identity = lua_topointer(state.L, -1)!
        let definition = location(at: -1)
        let configure = scriptFunction("configure", of: -1)
        let prepareForReuse = scriptFunction("prepareForReuse", of: -1)
        return .registration(ScriptRegistration(reference: state.reference(), identity: identity, definition: definition,
                                                build: build, configure: configure, prepareForReuse: prepareForReuse))
    }
}

extension ScriptMeasurer {
    /// `tree` (the built cell configured) fitted to `size` in the cell's kept solver; the last fit's result again
    /// (`repeated`) when the tree and the target are the last fit's. It touches only the built cell's `refitting` and
    /// `lastFit`, so it may run on the thread cells are fitted on.
    static func refit(_ built: RegistrationStore.BuiltCell, _ tree: ViewHierarchy, _ size: Size, _ horizontal: Priority,
                      _ vertical: Priority, context: ViewLayoutContext,
                      naturals: [ViewMetrics]? = nil) throws -> (fitting: ViewFitting, repeated: Bool) {
        if let last = built.lastFit, last.size == size, last.horizontal == horizontal, last.vertical == vertical,
           last.tree == tree {
            return (last.result, true)
        }
        let result = try built.refitting.systemLayoutSizeFitting(tree, size, horizontalFittingPriority: horizontal,
                                                                 verticalFittingPriority: vertical, context: context,
                                                                 naturals: naturals)
        built.lastFit = RegistrationStore.LastFit(tree: tree, size: size, horizontal: horizontal, vertical: vertical,
                                                  result: result)
        return (result, false)
    }

    /// The content of element `key` from `registration`: its cell for `environment` (built the first time), configured
    /// for the element's record as the previous configure left it, read again.
    func registeredContent(_ registration: ScriptRegistration, key: ElementKey,
                           environment: LayoutEnvironment) throws -> CellContent {
        try configuredCell(registration, key: key, environment: environment).content
    }

    /// `registeredContent`, with the built cell it configured (the one a fit of its tree keeps its solver in).
    func configuredCell(_ registration: ScriptRegistration, key: ElementKey, environment: LayoutEnvironment) throws
        -> (content: CellContent, built: RegistrationStore.BuiltCell) {
        let checks = script.options.checkReuse
        let built = try builtCell(registration, environment: environment)
        // A cell configured before is dequeued for reuse: its class's prepareForReuse runs first (RU3).
        let prepare = built.lastElement == nil ? nil : registration.prepareForReuse
        if registration.configure != nil || prepare != nil {
            try state.withBalancedStack {
                let top = state.top
                defer { lua_settop(state.L, top) }
                let watching: Int32? = checks ? try watch(built) : nil
                if let prepare {
                    script.registrations.preparations += 1
                    state.push(reference: prepare.reference)
                    state.push(reference: built.cell)
                    try state.call(arguments: 1, results: 0)
                }
                if let configure = registration.configure {
                    script.registrations.configures += 1
                    script.subviewStore.calls += 1
                    try pushCall(configure, data: key)
                    state.push(reference: built.cell)
                    lua_rotate(state.L, -2, 1)
                    state.push(environment: environment)
                    try state.call(arguments: 3, results: 1)
                    try checkConfigured(built, configure: configure)
                }
                script.warnAboutInactiveConstraints()
                if let watching { try compareSets(built, registration: registration, element: key, watching: watching) }
            }
        }
        let content = try readContent(built, definition: registration.build.definition)
        if checks, case .views = content, let known = built.known {
            let added = takeAdded(built, known: known)
            if added.views > 0 || added.constraints > 0 {
                script.registrations.additions += 1
                warnAdded(added, registration: registration, element: key)
            }
        }
        built.lastElement = key
        return (content, built)
    }

    /// The cell `registration` built for `environment`, building it now the first time (its views numbered from 1,
    /// as a cell function's are).
    private func builtCell(_ registration: ScriptRegistration,
                           environment: LayoutEnvironment) throws -> RegistrationStore.BuiltCell {
        let storeKey = RegistrationStore.Key(registration: registration.identity, environment: environment)
        if let built = script.registrations.cell(for: storeKey) { return built }
        script.registrations.builds += 1
        if registration.configure == nil { script.subviewStore.calls += 1 }
        let built = try state.withBalancedStack { () -> RegistrationStore.BuiltCell in
            let top = state.top
            defer { lua_settop(state.L, top) }
            resetViewCounters()
            state.push(reference: registration.build.reference)
            state.push(environment: environment)
            try state.call(arguments: 1, results: 1)
            let reader = LayoutReader(state: state)
            let isTable = state.type(at: -1) == LUA_TTABLE && reader.kind(at: -1) == nil
            let got = isTable ? "a table without contentView = view" : reader.kind(at: -1) ?? state.typeName(at: -1)
            if reader.kind(at: -1) == "cellView" {
                lua_pushvalue(state.L, -1)
            } else if !isTable || state.pushField("contentView", of: -1) != LUA_TTABLE || reader.kind(at: -1) != "cellView" {
                throw ScriptError(.script, "\(registration.build.definition): build returned \(got) (the cell's content view "
                                  + "expected, L.view{…} …, or a table holding it as contentView)")
            }
            let content = state.reference()
            let cell = state.reference()
            state.push(reference: registration.reference)
            return RegistrationStore.BuiltCell(registration: state.reference(), cell: cell, content: content)
        }
        // Constraints build made and left inactive are the ones configure activates: none is warned about, and none
        // counts as added when configure activates it.
        let made = script.options.checkReuse ? madeConstraints() : nil
        forgetMadeConstraints()
        if let made, case .views = try readContent(built, definition: registration.build.definition) {
            built.known = knownObjects(built, made: made)
        }
        if let made { state.release(reference: made) }
        script.registrations.keep(built, for: storeKey)
        return built
    }

    /// Checks what configure returned (on top of the stack): nothing, or the cell it was given; and that the cell
    /// still holds the content view build made.
    private func checkConfigured(_ built: RegistrationStore.BuiltCell, configure: ScriptFunction) throws {
        let advice = "configure sets the properties of the cell it is given, which build made once, and returns nothing"
        let returned = lua_absindex(state.L, -1)
        if state.type(at: returned) != LUA_TNIL {
            state.push(reference: built.cell)
            state.push(reference: built.content)
            let same = lua_rawequal(state.L, returned, -2) != 0 || lua_rawequal(state.L, returned, -1) != 0
            state.pop(2)
            if !same {
                let got = LayoutReader(state: state).kind(at: returned) == "cellView"
                    ? "a view tree build did not make" : state.typeName(at: returned)
                throw ScriptError(.script, "\(configure.definition): configure returned \(got) (\(advice); a function "
                                  + "making a new tree for each item is a cell function: cell = function(record, environment) … end)")
            }
        }
        // Whether build returned a table holding the content view (not the view itself) is looked up once.
        let holdsContent = built.holdsContent ?? state.withBalancedStack {
            state.push(reference: built.cell)
            defer { state.pop() }
            return state.type(at: -1) == LUA_TTABLE && LayoutReader(state: state).kind(at: -1) == nil
        }
        built.holdsContent = holdsContent
        guard holdsContent else { return }
        state.push(reference: built.cell)
        state.pushField("contentView", of: -1)
        state.push(reference: built.content)
        let same = lua_rawequal(state.L, -1, -2) != 0
        state.pop(3)
        if !same {
            throw ScriptError(.script, "\(configure.definition): configure replaced the cell's contentView (\(advice))")
        }
    }

    /// The built cell's content view read as a view tree (or a template): when nothing changed the tree's shape since
    /// it was last read in full, its values only, from the tables listed then (what a configure sets: texts, hidden
    /// flags, constants …); else in full, listing the tables for next time.
    private func readContent(_ built: RegistrationStore.BuiltCell, definition: String) throws -> CellContent {
        try state.withBalancedStack {
            let top = state.top
            defer { lua_settop(state.L, top) }
            let (structure, tableReads) = viewCounts()
            if let last = built.lastRead, last.structure == structure {
                // A table read through a tracked view may have been changed in place, and other views may hold it:
                // then every value is read again.
                let taken = last.positions.map { takeChanged(of: $0) }
                let changed = tableReads == built.tableReads ? taken : nil
                built.tableReads = tableReads
                state.push(reference: last.objects)
                if let tree = try? LayoutReader(state: state).refreshedViewHierarchy(last.hierarchy, objects: -1,
                                                                                     changed: changed) {
                    script.registrations.reads.refreshed += 1
                    script.registrations.refreshedObjects += changed?.count
                        ?? (last.hierarchy.views.count + last.hierarchy.constraints.count)
                    last.hierarchy = tree
                    return .views(tree)
                }
                state.pop()
            }
            if let last = built.lastRead { state.release(reference: last.objects) }
            built.lastRead = nil
            state.push(reference: built.content)
            let reader = LayoutReader(state: state)
            guard reader.isViewTree(at: -1) else { return try readContent(definedAt: definition) }
            lua_createtable(state.L, 0, 0)
            let tree: ViewHierarchy
            do {
                tree = try reader.indexedViewHierarchy(at: -2, objects: -1).hierarchy
            } catch let error as ScriptError where !Self.isLocated(error.message) {
                throw ScriptError(.script, "\(definition): \(error.message)")
            }
            let positions = try track(objects: -1, count: tree.views.count + tree.layoutGuides.count + tree.constraints.count,
                                      owner: built.content)
            built.lastRead = RegistrationStore.LastRead(hierarchy: tree, objects: state.reference(),
                                                        structure: structure, positions: positions)
            built.tableReads = tableReads
            script.registrations.reads.full += 1
            return .views(tree)
        }
    }

    /// Empties the module's list of constraints made since it was last looked at, warning about none.
    private func forgetMadeConstraints() {
        state.withBalancedStack {
            if script.pushViewCounters() == LUA_TTABLE {
                state.newTable(record: 0)
                state.setField("made", of: -2)
            }
            state.pop()
        }
    }
}
