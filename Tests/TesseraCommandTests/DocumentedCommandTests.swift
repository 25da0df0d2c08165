// The docs match the tool: every command shown in README.md and docs/*.md runs as documented, and the README's
// benchmark figures are those of the benchmark document kept in the repository.

import Foundation
import Testing

/// A command shown in a fenced block of a Markdown file, with what the block says it prints and how it exits.
struct DocumentedCommand: CustomStringConvertible, Sendable {
    var file: String
    var line: Int
    /// The words after `tessera` (or `bin/tessera`).
    var arguments: [String]
    /// `NAME=value` words before it: the command's environment.
    var environment: [String: String] = [:]
    /// The exit status a trailing `# exit N` gives; 0 without one.
    var status: Int32
    /// The lines the block shows under a `$ ` command, each expected in what it prints ("…" lines stand for more).
    var output: [String]

    var description: String { "\(file):\(line): tessera \(arguments.joined(separator: " "))" }

    /// Every command of the fenced blocks of README.md and docs/*.md.
    static func all(root: String) throws -> [DocumentedCommand] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root + "/docs")
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return try (["README.md"] + docs).flatMap { file in
            commands(in: try String(contentsOfFile: root + "/" + file, encoding: .utf8), file: file)
        }
    }

    /// The commands of one Markdown text: lines of fenced blocks that begin with `tessera`, `bin/tessera` or
    /// `$ ` and one of those.
    static func commands(in text: String, file: String) -> [DocumentedCommand] {
        var found: [DocumentedCommand] = []
        var inBlock = false
        var current: DocumentedCommand?
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                inBlock.toggle()
                if let command = current { found.append(command) }
                current = nil
                continue
            }
            guard inBlock else { continue }
            let prompted = line.hasPrefix("$ ")
            let words = prompted ? String(line.dropFirst(2)) : line
            if let command = parse(words, file: file, line: index + 1) {
                if let previous = current { found.append(previous) }
                current = command
                if !prompted { found.append(command); current = nil }
            } else if current != nil, !line.isEmpty, !line.contains("…") {
                current!.output.append(line)
            }
        }
        return found
    }

    /// `tessera run x.lua --device d   # exit 2` as a command, or nil for a line that is not one.
    static func parse(_ text: String, file: String, line: Int) -> DocumentedCommand? {
        var body = text, status: Int32 = 0
        if let hash = text.range(of: "# exit ") {
            status = Int32(text[hash.upperBound...].trimmingCharacters(in: .whitespaces)) ?? -1
            body = String(text[..<hash.lowerBound])
        }
        var words = split(body)
        var environment: [String: String] = [:]
        while let first = words.first, let equals = first.firstIndex(of: "="), first.first?.isUppercase == true {
            environment[String(first[..<equals])] = String(first[first.index(after: equals)...])
            words.removeFirst()
        }
        guard let first = words.first, first == "tessera" || first == "bin/tessera" else { return nil }
        words.removeFirst()
        return DocumentedCommand(file: file, line: line, arguments: words, environment: environment, status: status,
                                 output: [])
    }

    /// Shell words: spaces separate them, single and double quotes group them.
    static func split(_ text: String) -> [String] {
        var words: [String] = [], word = "", quote: Character?, inWord = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

@Suite("The docs match the tool")
struct DocumentedCommandTests {
    static let root = TesseraExecutable.root
    static let commands = try! DocumentedCommand.all(root: root)

    @Test("The docs show commands to check (README's run among them)")
    func docsShowCommands() throws {
        let commands = try DocumentedCommand.all(root: Self.root)
        #expect(commands.count >= 8, "\(commands)")
        #expect(commands.contains { $0.file == "README.md" && $0.arguments.first == "run" })
        #expect(commands.allSatisfy { $0.status >= 0 }, "a '# exit' comment without a number")
    }

    @Test("Every command shown in README.md and docs/*.md exits as documented and prints what the block shows",
          arguments: commands)
    func documentedCommand(_ command: DocumentedCommand) throws {
        // In a folder of its own whose entries are the repository's, so the files a command writes land there.
        let workspace = try Workspace()
        for entry in try FileManager.default.contentsOfDirectory(atPath: Self.root) where !entry.hasPrefix(".") {
            try FileManager.default.createSymbolicLink(atPath: workspace.path + "/" + entry,
                                                       withDestinationPath: Self.root + "/" + entry)
        }
        let run = try workspace.tessera(command.arguments, environment: command.environment)
        #expect(run.status == command.status, "\(command) exited \(run.status):\n\(run.stderr.prefix(2000))")
        let printed = (run.stdout + "\n" + run.stderr).components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        for line in command.output {
            #expect(printed.contains(line), "\(command) did not print '\(line)'; it printed:\n\(printed.prefix(40).joined(separator: "\n"))")
        }
    }

    @Test("The README's benchmark figures are those of docs/bench/latest.json, which says its date and machine")
    func readmeQuotesTheBenchmarkDocument() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/docs/bench/latest.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((document["date"] as? String)?.hasPrefix("20") == true)
        #expect(document["build"] as? String == "release")
        #expect((document["machine"] as? String)?.isEmpty == false)
        let metrics = try #require(document["metrics"] as? [[String: Any]])
        let figures = metrics.compactMap { metric -> (Double, String)? in
            guard let value = metric["value"] as? Double, let unit = metric["unit"] as? String else { return nil }
            return (value, unit)
        }
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let bullet = try #require(readme.components(separatedBy: "\n- ").first { $0.hasPrefix("`bin/tessera bench`") })
        #expect(bullet.contains("docs/bench/latest.json"))
        let quoted = Self.quotedFigures(bullet)
        #expect(quoted.count >= 6, "\(quoted)")
        for (text, value, unit) in quoted {
            let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
            let scale = pow(10, Double(decimals))
            let matches = figures.contains { figure in
                let converted = Self.convert(figure.0, from: figure.1, to: unit)
                return converted.map { ($0 * scale).rounded() / scale == value } ?? false
            }
            #expect(matches, "the README quotes \(text) \(unit), which docs/bench/latest.json does not give")
        }
    }

    /// The figures of a text: `22–65 ms` is 22 ms and 65 ms; `0.7 s`, `283 MiB`, `4.6 µs`.
    static func quotedFigures(_ text: String) -> [(text: String, value: Double, unit: String)] {
        let pattern = try! NSRegularExpression(pattern: #"(\d[\d,.]*)(?:–(\d[\d,.]*))? (ms|µs|s|MiB)\b"#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).flatMap { match -> [(String, Double, String)] in
            let unit = String(text[Range(match.range(at: 3), in: text)!])
            return [1, 2].compactMap { group -> (String, Double, String)? in
                guard let range = Range(match.range(at: group), in: text) else { return nil }
                let number = text[range].replacingOccurrences(of: ",", with: "")
                return Double(number).map { (number, $0, unit) }
            }
        }
    }

    /// A figure in another unit of time or memory, or nil when the units do not compare.
    static func convert(_ value: Double, from unit: String, to target: String) -> Double? {
        let seconds: [String: Double] = ["s": 1, "ms": 1e-3, "µs": 1e-6, "ns": 1e-9]
        if let from = seconds[unit], let to = seconds[target] { return value * from / to }
        let bytes: [String: Double] = ["MiB": 1, "KiB": 1.0 / 1024, "GiB": 1024]
        if let from = bytes[unit], let to = bytes[target] { return value * from / to }
        return nil
    }
}
