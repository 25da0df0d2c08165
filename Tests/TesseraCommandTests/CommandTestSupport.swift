// Helpers for running the tessera binary against throwaway samples in a temporary folder.

import Foundation
import Testing
@_exported import TesseraTestSupport

// `CommandRun`, `TesseraExecutable` and `RunningProcess` come from TesseraTestSupport, shared with the other suites
// that run the binary.

/// A temporary folder of samples, deleted at the end of the test.
final class Workspace {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "tessera-command-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A layout script: two columns of cells `height` points tall, `items` of them.
    static func script(height: Double = 40, items: Int = 4) -> String {
        """
        local L = require "tessera"
        local item = L.item { size = { width = L.fractionalWidth(0.5), height = L.fractionalHeight(1) } }
        local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(\(height)) },
                                           subitems = { item } }
        return L.layout { sections = { { section = L.section { group = group }, items = \(items) } } }

        """
    }

    /// Writes `samples/<name>/sample.json` and its `layout.lua`: one case per orientation, plus explorations.
    func sample(_ name: String, script: String = Workspace.script(), orientations: [String] = ["portrait"],
                explorations: [String] = []) throws {
        let list = orientations.map { "\"\($0)\"" }.joined(separator: ", ")
        var manifest = """
            { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"], "orientations": [\(list)],
              "contentSizeCategories": ["large"]
            """
        if !explorations.isEmpty {
            let entries = explorations.map { "{ \"name\": \"\($0)\", \"commands\": [\"scroll 10\", \"where\"] }" }
            manifest += ", \"explorations\": [\(entries.joined(separator: ", "))]"
        }
        try write("samples/\(name)/sample.json", manifest + " }\n")
        try write("samples/\(name)/layout.lua", script)
    }

    func write(_ relative: String, _ text: String) throws {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + relative) }

    /// The files of a folder, sorted (hidden ones included, to catch leftover temporary files).
    func files(_ relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + relative)) ?? []).sorted()
    }

    func modificationDate(_ relative: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path + "/" + relative))?[.modificationDate] as? Date
    }

    /// Backdates a file, so that a rewrite within the same second is still seen.
    func backdate(_ relative: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_600_000_000)],
                                              ofItemAtPath: path + "/" + relative)
    }

    /// Runs `tessera arguments` in the workspace (or in `directory`: a folder of it, or an absolute path such as the
    /// repository's root), without CI or TESSERA_RECORD unless `environment` sets them.
    func tessera(_ arguments: [String], environment: [String: String] = [:], input: String? = nil,
                 in directory: String? = nil) throws -> CommandRun {
        try start(arguments, environment: environment, input: input, in: directory).finish()
    }

    /// Starts `tessera arguments` in the workspace, or in its folder `directory` (`TesseraExecutable.start`: the
    /// binary of this build, a missing one failing the test).
    func start(_ arguments: [String], environment: [String: String] = [:], input: String? = nil,
               in directory: String? = nil) throws -> RunningProcess {
        try TesseraExecutable.start(arguments, in: directory.map { $0.hasPrefix("/") ? $0 : path + "/" + $0 } ?? path,
                                    environment: environment, input: input)
    }
}
