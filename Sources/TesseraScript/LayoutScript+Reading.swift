// Reading the layout table a script returns: configuration, section entries, providers.

import CLua
import TesseraLayout

extension LayoutScript {
    /// Where one section comes from.
    private enum SectionSource {
        case fixed(LayoutSection)
        /// A provider of one section entry, called as `provider(environment, sectionIndex)`.
        case entryProvider(ScriptFunction)
        /// The layout's `sectionProvider(sectionIndex, environment)`.
        case layoutProvider(ScriptFunction)

        /// Where a provider is defined.
        var definition: String? {
            switch self {
            case .fixed: return nil
            case .entryProvider(let function), .layoutProvider(let function): return function.definition
            }
        }
    }

    func read(layoutAt index: Int32, reader: LayoutReader) throws {
        let table = lua_absindex(state.L, index)
        let configuration = try readConfiguration(of: table, reader: reader)
        let layoutProvider = reader.scriptFunction("sectionProvider", of: table)
        var sources: [SectionSource] = []
        var counts: [Int] = []
        var records: [Int32?] = []
        var data: [Int32?] = []
        var locations: [String] = []
        // The counts first: the layout's size is checked before the sections' descriptions are read (they take
        // memory too), then again with what each section holds.
        counts = try reader.array("sections", of: table) { _ in
            try reader.integer("count", of: -1, in: 0...LayoutLimits.itemsPerSection, default: 0, what: "a section entry")
        }
        for (index, count) in counts.enumerated() {
            memory.set(section: index, items: count, bytes: LayoutMemory.bytes(of: nil, items: count))
        }
        try checkMemory(at: reader.location(at: table))
        _ = try reader.array("sections", of: table) { entry in
            records.append(recordsReference(of: -1))
            data.append(reader.valueReference("data", of: -1))
            if state.pushField("section", of: -1) == LUA_TTABLE {
                defer { state.pop() }
                locations.append(reader.location(at: -1))
                sources.append(.fixed(try reader.section(at: -1)))
                functions.set(reader.sectionFunctions(at: -1), for: sources.count - 1)
            } else {
                state.pop()
                if let provider = reader.scriptFunction("provider", of: -1) {
                    locations.append(provider.definition)
                    sources.append(.entryProvider(provider))
                } else if let layoutProvider {
                    locations.append(layoutProvider.definition)
                    sources.append(.layoutProvider(layoutProvider))
                } else {
                    // The module checks this; a table changed after `L.layout` could still lack both.
                    throw ScriptError(.script, "\(reader.location(at: table)): sections[\(entry)] has neither "
                                        + "a section nor a provider")
                }
            }
        }
        itemCounts = counts
        self.records = records
        sectionData = data
        sectionLocations = locations
        layoutLocation = reader.location(at: table)
        for (index, source) in sources.enumerated() {
            let section: LayoutSection? = if case .fixed(let fixed) = source { fixed } else { nil }
            memory.set(section: index, items: counts[index], bytes: LayoutMemory.bytes(of: section, items: counts[index]))
        }
        try checkMemory(at: reader.location(at: table))
        layout = Self.layout(configuration, sources: sources, counts: counts, script: self)
    }

    /// A registry reference to the records of the section entry at `index`, if it has an array of them.
    private func recordsReference(of index: Int32) -> Int32? {
        state.pushField("items", of: index)
        if state.type(at: -1) == LUA_TTABLE { return state.reference() }
        state.pop()
        return nil
    }

    /// The layout whose section provider serves each section from its source.
    private static func layout(_ configuration: LayoutConfiguration, sources: [SectionSource], counts: [Int],
                               script: LayoutScript) -> CompositionalLayout {
        let (state, functions, memory) = (script.state, script.functions, script.memory)
        return CompositionalLayout(configuration: configuration) { index, environment in
            guard sources.indices.contains(index) else { return nil }
            let section: LayoutSection?
            switch sources[index] {
            case .fixed(let fixed):
                return fixed
            case .entryProvider(let function):
                section = try Self.callProvider(state, function, functions: functions, index: index, count: counts[index]) {
                    state.push(environment: environment)
                    state.push(index)
                }
            case .layoutProvider(let function):
                section = try Self.callProvider(state, function, functions: functions, index: index, count: counts[index]) {
                    state.push(index)
                    state.push(environment: environment)
                }
            }
            // The section's storage is checked against the memory limit before the layout builds it.
            memory.set(section: index, items: counts[index], bytes: LayoutMemory.bytes(of: section, items: counts[index]))
            try memory.check(available: state.memoryLeft(needing:), limit: state.memoryLimit,
                             place: sources[index].definition ?? "?")
            return section
        }
    }

    /// Calls a section provider with the two arguments `pushArguments` pushes, and reads its section; nil
    /// (an empty section) only when the section has no items, as UIKit requires.
    private static func callProvider(_ state: LuaState, _ function: ScriptFunction,
                                     functions: SectionFunctionTable, index: Int, count: Int,
                                     _ pushArguments: () -> Void) throws -> LayoutSection? {
        try state.withBalancedStack {
            state.push(reference: function.reference)
            pushArguments()
            try state.call(arguments: 2, results: 1)
            defer { state.pop() }
            if state.type(at: -1) == LUA_TNIL {
                guard count == 0 else {
                    throw ScriptError(.script, "\(function.definition): the section provider returned nil for section \(index), "
                                        + "which has \(count) item\(count == 1 ? "" : "s") (UIKit: Invalid section definition. "
                                        + "Please specify a valid section definition when content is to be rendered for a section.)")
                }
                return nil
            }
            let reader = LayoutReader(state: state)
            guard reader.kind(at: -1) == "section" else {
                throw ScriptError(.script, "\(function.definition): a section provider must return L.section{…} or nil (it returned \(reader.kind(at: -1) ?? state.typeName(at: -1)))")
            }
            let section = try reader.section(at: -1)
            functions.set(reader.sectionFunctions(at: -1), for: index)
            return section
        }
    }

    private func readConfiguration(of table: Int32, reader: LayoutReader) throws -> LayoutConfiguration {
        try reader.field("configuration", of: table) {
            let place = reader.location(at: table)
            let scrollDirection: Axis
            switch reader.string("scrollDirection", of: -1) {
            case "horizontal": scrollDirection = .horizontal
            case "vertical", nil: scrollDirection = .vertical
            case let other?:
                throw LayoutReader.unknown("scrollDirection", other, in: "configuration", expected: ["vertical", "horizontal"],
                                           place: place)
            }
            let configuration = LayoutConfiguration(
                scrollDirection: scrollDirection,
                interSectionSpacing: reader.number("interSectionSpacing", of: -1),
                boundarySupplementaryItems: try reader.boundaryItems("boundarySupplementaryItems", of: -1),
                contentInsetsReference: try reader.choice("contentInsetsReference", of: -1,
                                                          default: ContentInsetsReference.safeArea, in: "configuration",
                                                          place: place))
            do { try configuration.validate() } catch let error as LayoutError {
                throw ScriptError(.script, "\(reader.location(at: table)): \(error)")
            }
            return configuration
        }
    }
}
