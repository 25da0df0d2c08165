// The Lua functions a section sizes its cells and boundary views with: measure, cell (or a registration), estimate.

import CLua
import TesseraLayout

/// A Lua function kept in the registry, and where it is defined (for error messages).
struct ScriptFunction {
    let reference: Int32
    let definition: String
}

/// How a section's elements size themselves.
struct SectionFunctions {
    /// `measure = function(record, fitting) … end`: the cell's size.
    var measure: ScriptFunction?
    /// `cell = function(record, environment) return L.vstack{…} end`, or `cell = L.cellRegistration{…}`: the cell's
    /// content.
    var cell: CellProvider?
    /// `estimate = function(record) … end`: a guess before measuring (the `perItem` estimate model).
    var estimate: ScriptFunction?
    /// The same for boundary views, by element kind (`measure(data, fitting)`, `cell(data, environment)`).
    var boundaryMeasure: [String: ScriptFunction] = [:]
    var boundaryCell: [String: CellProvider] = [:]

    var references: [Int32] {
        ([measure, estimate] + boundaryMeasure.values.map { $0 }).compactMap { $0?.reference }
            + (cell?.references ?? []) + boundaryCell.values.flatMap(\.references)
    }
}

/// The sections' functions, by section index, as the layout was last solved (providers may return
/// new sections on each solve). A class: the section providers update it while the layout solves.
final class SectionFunctionTable {
    private unowned let state: LuaState
    /// Boxed, so that a look-up reads what it needs in place (a copy of a section's functions retained each of its
    /// references, at every measured element).
    private var table: [Int: Entry] = [:]

    private final class Entry {
        let functions: SectionFunctions

        init(_ functions: SectionFunctions) { self.functions = functions }
    }

    init(state: LuaState) { self.state = state }

    subscript(section: Int) -> SectionFunctions? { table[section]?.functions }

    /// The cell provider and `measure` function of element `key`: its section's cells', or its boundary views' of its
    /// kind; nil when the section has no functions.
    func sizing(of key: ElementKey) -> (cell: CellProvider?, measure: ScriptFunction?)? {
        guard let entry = table[key.indexPath.section] else { return nil }
        if key.category == .cell { return (entry.functions.cell, entry.functions.measure) }
        let kind = key.elementKind ?? ""
        return (entry.functions.boundaryCell[kind], entry.functions.boundaryMeasure[kind])
    }

    /// Records section `index`'s functions, releasing the ones it had.
    func set(_ functions: SectionFunctions, for index: Int) {
        for reference in table[index]?.functions.references ?? [] { state.release(reference: reference) }
        table[index] = Entry(functions)
    }
}

extension LayoutReader {
    /// The self-sizing functions of the section table at `index`.
    func sectionFunctions(at index: Int32) -> SectionFunctions {
        var functions = SectionFunctions()
        functions.measure = scriptFunction("measure", of: index)
        functions.cell = cellProvider("cell", of: index)
        functions.estimate = scriptFunction("estimate", of: index)
        _ = array("boundarySupplementaryItems", of: index) { _ in
            let kind = string("elementKind", of: -1) ?? ""
            if let measure = scriptFunction("measure", of: -1) { functions.boundaryMeasure[kind] = measure }
            if let cell = cellProvider("cell", of: -1) { functions.boundaryCell[kind] = cell }
        }
        return functions
    }
}
