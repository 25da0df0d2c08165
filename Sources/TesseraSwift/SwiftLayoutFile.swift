// A Swift source file read for its layout: parsed, checked, its entries found, and one of them run.

import Foundation
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import TesseraLayout

/// Swift files holding compositional-layout code (one, or the several files of a module), parsed with swift-syntax.
///
/// `entries` are the functions, computed properties and closures typed as a layout or a section;
/// `load(entry:)` interprets one into a `CompositionalLayout`. Several files are read as one Swift module: their
/// declarations are visible across them, and messages name the file a position is in.
public final class SwiftLayoutFile {
    /// The path as given (a file, or the folder or first file of a module); it names the input in messages.
    public let path: String
    /// The files read, in order, each with where its text starts in the module's combined text.
    let files: [(path: String, start: Int, length: Int, converter: SourceLocationConverter)]
    let tree: SourceFileSyntax
    let program: SwiftProgram
    /// Called with each note for the user (`File.swift:3:9: note: …`): an undeclared identifier taken as a string.
    public var onNote: ((String) -> Void)?
    /// Whether `load` gave the file's font name warnings (`FontNameWarnings`) yet: once per file.
    private var fontWarningsGiven = false
    /// The notes given so far: a file that runs again (a screen loaded for each environment) says each once.
    var notesGiven: Set<String> = []

    /// Reads and parses `path`; syntax errors are reported with swift-syntax's diagnostics.
    public convenience init(path: String) throws {
        try self.init(paths: [path], name: path)
    }

    /// Reads the files of one module (`paths`, in order); `name` names the module in messages without a position.
    public convenience init(paths: [String], name: String? = nil) throws {
        var sources: [(source: String, path: String)] = []
        if let objectiveC = paths.first(where: { $0.hasSuffix(".m") || $0.hasSuffix(".mm") || $0.hasSuffix(".h") }) {
            throw SwiftLayoutError(file: objectiveC, line: 1, column: 1, message: "Objective-C is not read: translate the "
                + "view controller to Swift — UIKit's calls keep their names, Masonry's mas_makeConstraints becomes "
                + "NSLayoutAnchor constraints (view.topAnchor.constraint(equalTo: …)) — and run the .swift file")
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
                throw SwiftLayoutError(file: path, line: 0, column: 0, message: "cannot read the file")
            }
            sources.append((source, path))
        }
        try self.init(sources: sources, name: name ?? paths.first ?? "")
    }

    public convenience init(source: String, path: String) throws {
        try self.init(sources: [(source, path)], name: path)
    }

    /// Parses each file (syntax errors name their file), then the module as one tree.
    public init(sources: [(source: String, path: String)], name: String) throws {
        guard !sources.isEmpty else {
            throw SwiftLayoutError(file: name, line: 0, column: 0, message: "no Swift files")
        }
        path = name
        var files: [(path: String, start: Int, length: Int, converter: SourceLocationConverter)] = []
        var combined = ""
        var single: SourceFileSyntax?
        for (source, path) in sources {
            let parsed = Parser.parse(source: source)
            single = parsed
            let converter = SourceLocationConverter(fileName: path, tree: parsed)
            try Self.checkSyntax(parsed, converter: converter, path: path)
            files.append((path, combined.utf8.count, source.utf8.count, converter))
            combined += source + "\n"
        }
        self.files = files
        // One file is parsed once; several are parsed again together, as one text.
        let parsed = sources.count == 1 ? single ?? Parser.parse(source: combined) : Parser.parse(source: combined)
        if sources.count > 1 {
            // The files parse alone; together they must too (a construct left open at the end of a file).
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
            if let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) {
                let (file, line, column) = Self.locate(first.position.utf8Offset, in: files)
                throw SwiftLayoutError(file: file, line: line, column: column, message: first.message)
            }
        }
        let folded = (try? OperatorTable.standardOperators.foldAll(parsed)) ?? Syntax(parsed)
        guard let tree = folded.as(SourceFileSyntax.self) else {
            throw SwiftLayoutError(file: name, line: 0, column: 0, message: "cannot fold the operators of the file")
        }
        self.tree = tree
        program = SwiftProgram(tree) { node in
            let located = Self.locate(node.positionAfterSkippingLeadingTrivia.utf8Offset, in: files)
            return (located.file, located.line)
        }
    }

    /// Throws swift-syntax's first error of a parsed file.
    private static func checkSyntax(_ parsed: SourceFileSyntax, converter: SourceLocationConverter, path: String) throws {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
        if let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) {
            let location = first.location(converter: converter)
            var message = first.message
            let more = diagnostics.filter { $0.diagMessage.severity == .error }.count - 1
            if more > 0 { message += " (and \(more) more syntax error\(more == 1 ? "" : "s"))" }
            throw SwiftLayoutError(file: path, line: location.line, column: location.column, message: message)
        }
    }

    /// The file, line and column of an offset in the module's combined text.
    static func locate(_ offset: Int, in files: [(path: String, start: Int, length: Int, converter: SourceLocationConverter)])
        -> (file: String, line: Int, column: Int) {
        let file = files.last { $0.start <= offset } ?? files[0]
        let local = min(max(0, offset - file.start), file.length)
        let location = file.converter.location(for: AbsolutePosition(utf8Offset: local))
        return (file.path, location.line, location.column)
    }

    /// The files read, in order.
    public var paths: [String] { files.map(\.path) }

    /// The layout entries, in file order.
    public var entries: [SwiftLayoutEntry] { program.entries.map(\.entry) }

    /// The entry `name` picks (by name or `Type.name`), or the only one: layouts are preferred to sections.
    public func entry(named name: String?) throws -> SwiftLayoutEntry {
        let all = entries
        if let name {
            let found = all.filter { $0.name == name || $0.qualifiedName == name }
            if found.isEmpty, let host = program.screenHosts.first(where: { $0.entry.name == name }) { return host.entry }
            guard found.count == 1, let entry = found.first else {
                // View controllers that also declare a layout run as screens when named: they are entries too.
                let list = (all + program.screenHosts.map(\.entry)).map(\.qualifiedName).joined(separator: ", ")
                throw SwiftLayoutError(file: path, line: 0, column: 0, message: found.isEmpty
                    ? "no layout entry named '\(name)' (entries: \(list.isEmpty ? "none" : list))"
                    : "\(found.count) entries named '\(name)': use Type.name (\(found.map(\.qualifiedName).joined(separator: ", ")))")
            }
            return entry
        }
        // Layouts first, then sections, then view controllers, then views.
        let candidates = [SwiftLayoutEntry.Kind.layout, .section, .viewController, .view].lazy
            .map { kind in all.filter { $0.kind == kind } }.first { !$0.isEmpty } ?? []
        guard candidates.count == 1, let entry = candidates.first else {
            if candidates.isEmpty {
                throw SwiftLayoutError(file: path, line: 0, column: 0, message: "no layout entry: expected a function, "
                    + "computed property or closure of type UICollectionViewLayout, UICollectionViewCompositionalLayout "
                    + "or NSCollectionLayoutSection, a UIViewController subclass or a UIView subclass")
            }
            throw severalEntries(candidates)
        }
        return entry
    }

    /// The error for entries of one kind without `--entry`: at the first one's file and line, each listed.
    private func severalEntries(_ candidates: [SwiftLayoutEntry]) -> SwiftLayoutError {
        let kinds: [SwiftLayoutEntry.Kind: String] = [.layout: "layout", .section: "section",
                                                      .viewController: "view controller", .view: "view"]
        let several = Set(candidates.map(\.file)).count > 1
        let list = candidates.map { "\($0.qualifiedName) (" + (several ? "\($0.file):\($0.line)" : "line \($0.line)") + ")" }
        let first = candidates[0]
        return SwiftLayoutError(file: first.file.isEmpty ? path : first.file, line: first.line, column: 1,
                                message: "the file has \(candidates.count) \(kinds[first.kind] ?? "") entries: "
                                    + list.joined(separator: ", ") + "; choose one with --entry NAME (e.g. --entry "
                                    + "\(first.qualifiedName)), or list them with --list-entries")
    }

    /// The file's error for an interpreter error: the position turned into line and column.
    func fileError(_ error: Error) -> Error {
        guard let error = error as? InterpreterError else { return error }
        let location = Self.locate(error.position.offset, in: files)
        return SwiftLayoutError(file: location.file, line: location.line, column: location.column, message: error.message)
    }

    /// A new interpreter for a run, its notes given to `onNote` as `file:line:column: note: …`.
    func makeInterpreter(limits: SwiftLimits) -> Interpreter {
        let interpreter = Interpreter(program: program, limits: limits)
        if let onNote {
            let files = self.files
            interpreter.onNote = { [weak self] position, message in
                let location = Self.locate(position.offset, in: files)
                let note = "\(location.file):\(location.line):\(location.column): note: \(message)"
                if self?.notesGiven.insert(note).inserted ?? true { onNote(note) }
            }
        }
        return interpreter
    }

    /// Interprets an entry into a layout.
    public func load(entry name: String? = nil, limits: SwiftLimits = SwiftLimits()) throws -> SwiftLayout {
        giveFontWarnings()
        let entry = try self.entry(named: name)
        guard let found = program.entries.first(where: { $0.entry == entry }) else {
            throw SwiftLayoutError(file: path, line: 0, column: 0, message: "entry vanished")
        }
        if entry.kind == .viewController {
            throw SwiftLayoutError(file: entry.file.isEmpty ? path : entry.file, line: entry.line, column: 1,
                                   message: "\(entry.name) is a view controller: it runs as a screen (loadScreen), not as a layout")
        }
        if entry.kind == .view {
            throw SwiftLayoutError(file: entry.file.isEmpty ? path : entry.file, line: entry.line, column: 1,
                                   message: "\(entry.name) is a UIView subclass: it runs as a view shown alone (loadView), "
                                       + "not as a layout")
        }
        // Each run starts afresh: stored properties another run evaluated (or changed) are evaluated again.
        program.clearCaches()
        let interpreter = Interpreter(program: program, limits: limits)
        if let onNote {
            let files = self.files
            interpreter.onNote = { position, message in
                let location = Self.locate(position.offset, in: files)
                onNote("\(location.file):\(location.line):\(location.column): note: \(message)")
            }
        }
        do {
            let runner = EntryRunner(interpreter: interpreter, declaration: found.declaration, context: found.context,
                                     locate: fileError)
            let layout: CompositionalLayout
            do {
                // viewDidLoad first, as in UIKit; a read of the screen there or in the entry's body runs both again
                // for each environment.
                try interpreter.runSetup(of: found.context)
                layout = try runner.layout(kind: entry.kind)
            } catch is ScreenNeeded {
                layout = try screenLayout(found.declaration, found.context, kind: entry.kind, interpreter: interpreter)
            }
            let swiftLayout = SwiftLayout(file: self, entry: entry, layout: layout, interpreter: interpreter)
            if let snapshot = interpreter.appliedSnapshot(of: found.context), itemCountsComment == nil {
                swiftLayout.snapshotCounts = snapshot.items.map(\.count)
                let declaration = found.context.functions["viewDidLoad"]?.first.map { interpreter.position($0) }
                interpreter.notes.append((declaration ?? interpreter.position(found.declaration),
                    "item counts \(snapshot.items.map { String($0.count) }.joined(separator: ", ")) come from the snapshot "
                    + "viewDidLoad applies to the data source, unless --items or --data give others"))
            }
            return swiftLayout
        } catch is ScreenNeeded {
            throw SwiftLayoutError(file: path, line: 0, column: 0, message: "the layout code reads the screen where no "
                                   + "environment is known")
        } catch {
            throw fileError(error)
        }
    }

    /// Gives, once and before anything can fail, a warning for each `UIFont(name:size:)` that iOS 13 and later answer
    /// with Times New Roman (`File.swift:3:9: warning: …`), through `onNote`.
    private func giveFontWarnings() {
        guard !fontWarningsGiven, let onNote else { return }
        fontWarningsGiven = true
        for warning in FontNameWarnings.warnings(in: tree) {
            let location = Self.locate(warning.offset, in: files)
            onNote("\(location.file):\(location.line):\(location.column): warning: \(warning.message)")
        }
    }

    /// A layout whose entry reads the screen (`view.bounds.width` in its body): its configuration from a run on
    /// the default iPhone, its sections from the entry run again for each environment the layout is solved in.
    private func screenLayout(_ declaration: Syntax, _ context: SwiftTypeContext, kind: SwiftLayoutEntry.Kind,
                              interpreter: Interpreter) throws -> CompositionalLayout {
        let probe = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 393, height: 852)),
                                      traitCollection: TraitCollection(displayScale: 3))
        func run(_ environment: LayoutEnvironment) throws -> CompositionalLayout {
            program.clearCaches()
            interpreter.environment = environment
            defer { interpreter.environment = nil }
            try interpreter.runSetup(of: context)
            return try EntryRunner(interpreter: interpreter, declaration: declaration, context: context, locate: fileError)
                .layout(kind: kind)
        }
        let configuration = try run(probe).configuration
        final class Last { var environment: LayoutEnvironment?; var layout: CompositionalLayout? }
        let last = Last()
        return CompositionalLayout(configuration: configuration) { [fileError] index, environment in
            do {
                if last.environment != environment || last.layout == nil {
                    last.layout = try run(environment)
                    last.environment = environment
                }
                guard let layout = last.layout else { return nil }
                switch layout.sections {
                case .uniform(let section): return section
                case .provider(let provider): return try provider(index, environment)
                }
            } catch {
                throw fileError(error)
            }
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
