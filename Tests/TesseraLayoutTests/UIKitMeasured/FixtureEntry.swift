// Loads case files of the UIKit-measured format, case by case: one unreadable case fails alone, by name and field.

import Foundation

/// One case of a case file: read, or why it could not be (its name and the field that failed).
enum FixtureEntry: Sendable, CustomStringConvertible {
    case loaded(FixtureCase, file: String)
    case broken(name: String, file: String, problem: String)

    var description: String {
        switch self {
        case .loaded(let fixture, let file): "\(fixture.name) [\(fixture.family ?? "?")] (\(file))"
        case .broken(let name, let file, _): "\(name) (\(file), unreadable)"
        }
    }

    /// The case, or a test failure naming the case and what could not be read.
    func fixture() throws -> FixtureCase {
        switch self {
        case .loaded(let fixture, _): return fixture
        case .broken(let name, let file, let problem):
            throw FixtureError("case '\(name)' in \(file): \(problem)")
        }
    }

    var isSelfSizing: Bool {
        if case .loaded(let fixture, _) = self { return fixture.isSelfSizing }
        return false
    }
}

/// A case that cannot be read or built: names the case and the field.
struct FixtureError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Decodes one array element as a case, keeping a failure to itself.
private struct LenientCase: Decodable {
    let entry: Result<FixtureCase, FixtureError>
    let name: String

    private enum NameKey: String, CodingKey { case name }

    init(from decoder: Decoder) throws {
        name = (try? decoder.container(keyedBy: NameKey.self).decode(String.self, forKey: .name))
            ?? "case \(decoder.codingPath.last?.intValue.map(String.init) ?? "?")"
        do {
            entry = .success(try FixtureCase(from: decoder))
        } catch {
            entry = .failure(FixtureError(Self.explain(error, below: decoder.codingPath.count)))
        }
    }

    /// A decoding error as "field 'section.group.size.width': …".
    static func explain(_ error: Error, below depth: Int) -> String {
        func path(_ codingPath: [CodingKey]) -> String {
            codingPath.dropFirst(depth).map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                .trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "field '\(path(context.codingPath + [key]))' is missing"
        case .typeMismatch(let type, let context)?:
            return "field '\(path(context.codingPath))': expected \(type)"
        case .valueNotFound(let type, let context)?:
            return "field '\(path(context.codingPath))': expected \(type), found null"
        case .dataCorrupted(let context)?:
            return "field '\(path(context.codingPath))': \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}

extension FixtureEntry {
    /// The cases of the case file at `path`; a file that is not a JSON array of objects is one broken entry.
    static func load(path: String) -> [FixtureEntry] {
        let file = URL(fileURLWithPath: path).lastPathComponent
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try JSONDecoder().decode([LenientCase].self, from: data).map {
                switch $0.entry {
                case .success(let fixture): .loaded(fixture, file: file)
                case .failure(let error): .broken(name: $0.name, file: file, problem: error.description)
                }
            }
        } catch {
            return [.broken(name: "(the whole file)", file: path, problem: "not a JSON array of cases: \(error)")]
        }
    }

    /// The measured cases: `TESSERA_UIKIT_FIXTURES` (one file, or several separated by ':') if set, else the
    /// shared folder's `fixtures/uikit-measured/cases.json`.
    static let measured: Result<[FixtureEntry], FixtureLoadError> = {
        if let given = ProcessInfo.processInfo.environment["TESSERA_UIKIT_FIXTURES"] {
            return .success(given.split(separator: ":").flatMap { load(path: String($0)) })
        }
        switch SharedFolder.path("fixtures/uikit-measured/cases.json") {
        case .success(let found):
            guard FileManager.default.fileExists(atPath: found) else {
                return .failure(FixtureLoadError(description: "no UIKit-measured fixtures at \(found)"))
            }
            return .success(load(path: found))
        case .failure(let missing):
            return .failure(FixtureLoadError(description: missing.description))
        }
    }()

    /// The hand-written cases of the test target (`UIKitMeasured/HandWritten/*.json`): the format's fields the
    /// measured cases leave out, with frames worked out by hand from the rules.
    static let handWritten: [FixtureEntry] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HandWritten")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().flatMap { load(path: folder.appendingPathComponent($0).path) }
    }()
}

/// Why the measured fixtures could not be found.
struct FixtureLoadError: Error, CustomStringConvertible {
    let description: String
}
