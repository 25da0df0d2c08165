// `--check-reuse`: what a registration's configure set for one item and not for the next, and what it added.

import CLua
import TesseraLayout

extension ScriptMeasurer {
    /// Starts watching the built cell's views and constraints (`L._watchReuse`); returns the registry reference of
    /// what is watched.
    func watch(_ built: RegistrationStore.BuiltCell) throws -> Int32 {
        state.push(reference: script.module)
        state.pushField("_watchReuse", of: -1)
        tessera_remove(state.L, -2)
        state.push(reference: built.cell)
        state.push(reference: built.content)
        try state.call(arguments: 2, results: 1)
        return state.reference()
    }

    /// Ends watching (`L._unwatchReuse`) and warns, once per registration and property, about each property the
    /// previous configure of this cell set and this one did not: the item shows the value left from the previous one.
    func compareSets(_ built: RegistrationStore.BuiltCell, registration: ScriptRegistration, element: ElementKey,
                     watching: Int32) throws {
        state.push(reference: script.module)
        state.pushField("_unwatchReuse", of: -1)
        tessera_remove(state.L, -2)
        state.push(reference: watching)
        state.release(reference: watching)
        try state.call(arguments: 1, results: 1)
        defer { state.pop() }
        let sets = readSets()
        let now = Set(sets.map(\.property))
        if let last = built.lastElement {
            for set in built.lastSets where !now.contains(set.property) {
                script.warn("\(set.at): reuse: configure set \(set.property) for \(name(of: last)) but not for "
                            + "\(name(of: element)), which shows the value \(name(of: last)) left (a reused cell keeps "
                            + "what its last configure set: set \(set.property) for every item)",
                            once: "reuse \(registration.definition) \(set.property)")
            }
        }
        built.lastSets = sets
    }

    /// The list `_unwatchReuse` returned (on top of the stack): `{ {property =, at =}, … }`.
    private func readSets() -> [(property: String, at: String)] {
        (0..<state.length(at: -1)).map { index in
            state.pushIndex(index + 1, of: -1)
            defer { state.pop() }
            let reader = LayoutReader(state: state)
            return (reader.string("property", of: -1) ?? "?", reader.string("at", of: -1) ?? "?")
        }
    }

    /// The registry reference of the module's list of constraints made since it was last emptied.
    func madeConstraints() -> Int32 {
        script.pushViewCounters()
        state.pushField("made", of: -1)
        tessera_remove(state.L, -2)
        return state.reference()
    }

    /// A registry set of the tables build made: its tree's views, guides and constraints as last read, and every
    /// constraint in `made` (those it left inactive among them). Returns its reference.
    func knownObjects(_ built: RegistrationStore.BuiltCell, made: Int32) -> Int32 {
        state.newTable(record: 0)
        for list in [built.lastRead?.objects, made].compactMap({ $0 }) {
            state.push(reference: list)
            for index in 0..<state.length(at: -1) {
                state.pushIndex(index + 1, of: -1)
                lua_pushboolean(state.L, 1)
                lua_rawset(state.L, -4)
            }
            state.pop()
        }
        return state.reference()
    }

    /// How many of the views and constraints of the cell's tree as last read are not in `known` (configure added
    /// them: made them, or activated a constraint it made), now noted in it, so that each is counted once.
    /// - Complexity: O(views + guides + constraints).
    func takeAdded(_ built: RegistrationStore.BuiltCell, known: Int32) -> (views: Int, constraints: Int) {
        guard let read = built.lastRead else { return (0, 0) }
        let views = read.hierarchy.views.count, guides = read.hierarchy.layoutGuides.count
        var added = (views: 0, constraints: 0)
        state.push(reference: known)
        state.push(reference: read.objects)
        defer { state.pop(2) }
        for position in 0..<(views + guides + read.hierarchy.constraints.count) {
            state.pushIndex(position + 1, of: -1)
            lua_pushvalue(state.L, -1)
            let isKnown = lua_rawget(state.L, -4) != LUA_TNIL
            state.pop()
            if isKnown {
                state.pop()
                continue
            }
            if position < views { added.views += 1 } else if position >= views + guides { added.constraints += 1 }
            lua_pushboolean(state.L, 1)
            lua_rawset(state.L, -4)
        }
        return added
    }

    /// Warns, once per registration, that a configure added views or constraints its build did not make.
    func warnAdded(_ added: (views: Int, constraints: Int), registration: ScriptRegistration, element: ElementKey) {
        func count(_ number: Int, _ noun: String) -> String? {
            number > 0 ? "\(number) \(noun)\(number == 1 ? "" : "s")" : nil
        }
        let what = [count(added.views, "view"), count(added.constraints, "constraint")].compactMap { $0 }
            .joined(separator: " and ")
        let definition = registration.configure?.definition ?? registration.definition
        script.warn("\(definition): reuse: configure added \(what) that build did not make, in \(name(of: element)) "
                    + "(UIKit allows it, but the reused cell keeps them for the items after it)",
                    once: "reuse added \(registration.definition)")
    }

    /// An element as reuse warnings name it: `cell [0, 2]`, with its item identifier when it has one.
    func name(of key: ElementKey) -> String {
        let name = ConstraintReports.name(of: key)
        guard key.category == .cell, let identifier = script.identifier(of: key.indexPath) else { return name }
        return "\(name) (id \"\(identifier)\")"
    }
}
