// The `tessera` binary the tests run (the one this build made, beside the test bundle) and how every suite runs it.

import Foundation

/// The `tessera` binary of this build: in the folder of the running test bundle (`.build/debug`, or the folder of a
/// `--scratch-path` or release build), where `swift build --build-tests` puts it beside the tests.
public enum TesseraExecutable {
    /// The package root: this file is `<root>/Tests/TesseraTestSupport/TesseraExecutable.swift`.
    public static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The folders the binary is looked for in: the test runner's and the test bundle's.
    public static let folders: [String] = {
        let runner = CommandLine.arguments.first.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        let bundle = (Bundle.main.bundlePath as NSString).deletingLastPathComponent
        return Array(NSOrderedSet(array: [runner, bundle].filter { !$0.isEmpty })) as? [String] ?? []
    }()

    /// The binary, or nil when this build made none.
    public static let path: String? = folders.map { $0 + "/tessera" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The binary; a missing one is an error saying how to build it (a test that needs it fails, never skips).
    public static func required() throws -> String {
        guard let path else { throw MissingTool.tesseraBinary(searched: folders) }
        return path
    }
}

extension TesseraExecutable {
    /// Starts the binary with `arguments` in `directory` (an absolute path), without `CI` or `TESSERA_RECORD` (they
    /// choose `tessera test`'s record mode) unless `environment` sets them; `input`, when given, is its standard
    /// input. A binary this build did not make fails the test with how to build it.
    public static func start(_ arguments: [String], in directory: String, environment: [String: String] = [:],
                             input: String? = nil) throws -> RunningProcess {
        var changes: [String: String?] = ["CI": nil, "TESSERA_RECORD": nil]
        for (key, value) in environment { changes[key] = value }
        return try RunningProcess.start(try required(), arguments, directory: directory, environment: changes,
                                        input: input)
    }

    /// Runs the binary to its end, as `start` starts it, in `directory` (the package root by default).
    public static func run(_ arguments: [String], in directory: String = root, environment: [String: String] = [:],
                           input: String? = nil) throws -> CommandRun {
        try start(arguments, in: directory, environment: environment, input: input).finish()
    }
}
