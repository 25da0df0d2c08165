// A Swift source file read for its layout: parsed, checked, its entries found, and one of them run.

import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import TesseraLayout

/// A Swift file holding compositional-layout code, parsed with swift-syntax.
///
/// `entries` are the functions, computed properties and closures typed as a layout or a section;
/// `load(entry:)` interprets one into a `CompositionalLayout`.
public final class SwiftLayoutFile {
    /// The path as given (it names the file in messages).
    public let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let program: SwiftProgram

    /// Reads and parses `path`; syntax errors are reported with swift-syntax's diagnostics.
    public convenience init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
            throw SwiftLayoutError(file: path, line: 0, column: 0, message: "cannot read the file")
        }
        try self.init(source: source, path: path)
    }

    public init(source: String, path: String) throws {
        self.path = path
        let parsed = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: parsed)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
        if let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) {
            let location = first.location(converter: converter)
            var message = first.message
            let more = diagnostics.filter { $0.diagMessage.severity == .error }.count - 1
            if more > 0 { message += " (and \(more) more syntax error\(more == 1 ? "" : "s"))" }
            throw SwiftLayoutError(file: path, line: location.line, column: location.column, message: message)
        }
        let folded = (try? OperatorTable.standardOperators.foldAll(parsed)) ?? Syntax(parsed)
        guard let tree = folded.as(SourceFileSyntax.self) else {
            throw SwiftLayoutError(file: path, line: 0, column: 0, message: "cannot fold the operators of the file")
        }
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        program = SwiftProgram(tree, converter: self.converter)
    }

    /// The layout entries, in file order.
    public var entries: [SwiftLayoutEntry] { program.entries.map(\.entry) }

    /// The entry `name` picks (by name or `Type.name`), or the only one: layouts are preferred to sections.
    public func entry(named name: String?) throws -> SwiftLayoutEntry {
        let all = entries
        if let name {
            let found = all.filter { $0.name == name || $0.qualifiedName == name }
            guard found.count == 1, let entry = found.first else {
                let list = all.map(\.qualifiedName).joined(separator: ", ")
                throw SwiftLayoutError(file: path, line: 0, column: 0, message: found.isEmpty
                    ? "no layout entry named '\(name)' (entries: \(list.isEmpty ? "none" : list))"
                    : "\(found.count) entries named '\(name)': use Type.name (\(found.map(\.qualifiedName).joined(separator: ", ")))")
            }
            return entry
        }
        let layouts = all.filter { $0.kind == .layout }
        let candidates = layouts.isEmpty ? all : layouts
        guard candidates.count == 1, let entry = candidates.first else {
            if candidates.isEmpty {
                throw SwiftLayoutError(file: path, line: 0, column: 0, message: "no layout entry: expected a function, "
                    + "computed property or closure of type UICollectionViewLayout, UICollectionViewCompositionalLayout "
                    + "or NSCollectionLayoutSection")
            }
            let list = candidates.map { "\($0.qualifiedName) (line \($0.line))" }.joined(separator: ", ")
            throw SwiftLayoutError(file: path, line: 0, column: 0,
                                   message: "\(candidates.count) layout entries: \(list); choose one with --entry NAME")
        }
        return entry
    }

    /// The file's error for an interpreter error: the position turned into line and column.
    func fileError(_ error: Error) -> Error {
        guard let error = error as? InterpreterError else { return error }
        let location = converter.location(for: AbsolutePosition(utf8Offset: error.position.offset))
        return SwiftLayoutError(file: path, line: location.line, column: location.column, message: error.message)
    }

    /// Interprets an entry into a layout.
    public func load(entry name: String? = nil, limits: SwiftLimits = SwiftLimits()) throws -> SwiftLayout {
        let entry = try self.entry(named: name)
        guard let found = program.entries.first(where: { $0.entry == entry }) else {
            throw SwiftLayoutError(file: path, line: 0, column: 0, message: "entry vanished")
        }
        // Each run starts afresh: stored properties another run evaluated (or changed) are evaluated again.
        program.clearCaches()
        let interpreter = Interpreter(program: program, limits: limits)
        do {
            let runner = EntryRunner(interpreter: interpreter, declaration: found.declaration, context: found.context,
                                     locate: fileError)
            let layout = try runner.layout(kind: entry.kind)
            return SwiftLayout(file: self, entry: entry, layout: layout, interpreter: interpreter)
        } catch {
            throw fileError(error)
        }
    }

    /// Item counts a comment in the file gives: `// tessera: items 12, 0, 30`.
    public var itemCountsComment: [Int]? {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for piece in token.leadingTrivia {
                guard case .lineComment(let text) = piece else { continue }
                let body = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
                guard body.hasPrefix("tessera: items") else { continue }
                let list = body.dropFirst("tessera: items".count).split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                let counts = list.compactMap { Int($0) }
                if !counts.isEmpty, counts.count == list.count, counts.allSatisfy({ $0 >= 0 }) { return counts }
            }
        }
        return nil
    }

    /// The number of cases of the file's `enum …: Int, CaseIterable`, when there is exactly one.
    public var caseIterableSectionCount: Int? {
        let candidates = program.enums.values.filter { e in e.cases.allSatisfy { if case .int = $0.raw { return true }; return false } }
        let iterable = candidates.filter { isCaseIterable($0.name) }
        guard iterable.count == 1, let only = iterable.first, !only.cases.isEmpty else { return nil }
        return only.cases.count
    }

    private func isCaseIterable(_ name: String) -> Bool {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == name {
            if let decl = token.parent?.as(EnumDeclSyntax.self),
               decl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "CaseIterable" }) == true {
                return true
            }
        }
        return false
    }
}
