// The `tessera` binary the tests run: the one this build made, beside the running test bundle, never a stale one.

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
