// Item identities: a feed record's `id`, or what `L.identifier(record, section, item)` returns, per section.

import CLua
import TesseraLayout

extension LayoutScript {
    /// Reads every section's item identifiers in Lua (protected: a record read lazily from a feed, or the script's
    /// function, may raise), and leaves the list on the stack.
    private static let identifierChunk = Array("""
        local L, records, count, section, fieldOf = ...
        local identifier = rawget(L, "identifier")
        if identifier ~= nil and type(identifier) ~= "function" then
          error("L.identifier must be a function(record, section, item) returning a string or a whole number, got "
                .. type(identifier), 0)
        end
        if identifier == nil and records == nil then return nil end
        if identifier == nil and type(records) == "table" then
          local ids = fieldOf(records, "id", count) -- a feed's records, read without a table for each
          if ids then return ids end
        end
        local ids = {}
        for i = 1, count do
          local record = records and records[i]
          local id
          if identifier then id = identifier(record, section, i - 1)
          elseif type(record) == "table" then id = record.id end
          ids[i] = id
        end
        return ids
        """.utf8)

    /// Each section's item identifiers, as a diffable data source's item identifiers: `L.identifier(record,
    /// section, item)` when the script sets it (indices from 0, as UIKit counts), else each record's `id` field (a
    /// string or a whole number). A section without either has none (an empty list); an item without one is nil.
    ///
    /// - Throws: a `ScriptError` naming the section's description when an identifier is neither a string nor a
    ///   whole number, or repeats within its section.
    public func itemIdentifiers() throws -> [[String?]] {
        var result: [[String?]] = []
        for section in itemCounts.indices {
            let ids = try identifiers(ofSection: section)
            try checkUnique(ids, section: section)
            result.append(ids)
        }
        return result
    }

    /// The identifier of one item (a feed record's `id`, or what `L.identifier` gives), for messages about it; nil
    /// when it has none or reading it fails.
    func identifier(of indexPath: IndexPath) -> String? {
        guard itemCounts.indices.contains(indexPath.section),
              let ids = try? identifiers(ofSection: indexPath.section), ids.indices.contains(indexPath.item) else { return nil }
        return ids[indexPath.item]
    }

    /// One section's item identifiers, unchecked for repeats.
    private func identifiers(ofSection section: Int) throws -> [String?] {
        try state.withBalancedStack { () -> [String?] in
            try state.load(Self.identifierChunk, name: "=[tessera identifiers]")
            state.push(reference: module)
            if records.indices.contains(section), let reference = records[section] {
                state.push(reference: reference)
            } else {
                state.pushNil()
            }
            state.push(itemCounts[section])
            state.push(section)
            state.pushFieldReader()
            try state.call(arguments: 5, results: 1)
            defer { state.pop() }
            guard state.type(at: -1) == LUA_TTABLE else { return [] }
            return try (0..<itemCounts[section]).map { item in
                state.pushIndex(item + 1, of: -1)
                defer { state.pop() }
                return try identifier(at: -1, section: section, item: item)
            }
        }
    }

    /// The identifier at `index`: a string, a whole number written as one, or nil.
    private func identifier(at index: Int32, section: Int, item: Int) throws -> String? {
        if let string = state.string(at: index) { return string }
        if let number = state.number(at: index), number == number.rounded(), abs(number) < 1e15 {
            return String(Int(number))
        }
        guard state.type(at: index) == LUA_TNIL else {
            let value = state.number(at: index).map { luaText($0) } ?? state.typeName(at: index)
            throw ScriptError(.script, "\(place(of: section)): the id of item \(item) must be a string or a whole number "
                              + "(got \(value))")
        }
        return nil
    }

    private func checkUnique(_ ids: [String?], section: Int) throws {
        var seen: [String: Int] = [:]
        for (item, id) in ids.enumerated() {
            guard let id else { continue }
            if let first = seen[id] {
                throw ScriptError(.script, "\(place(of: section)): section \(section): id \"\(id)\" is repeated (items \(first) "
                                  + "and \(item)); identifiers must be unique within a section, as a diffable data source's are")
            }
            seen[id] = item
        }
    }

    private func place(of section: Int) -> String {
        sectionLocations.indices.contains(section) ? sectionLocations[section] : options.script
    }
}
