// Programs some tests need (Chromium, python3, tmux): required in CI, where a missing one fails with how to install it;
// a local run without `CI` set may skip, and says so.

import Foundation

/// A program from the system that some tests need.
public struct RequiredTool: Sendable {
    /// The names it is looked for under, in `PATH` order.
    public var names: [String]
    /// How to install it, for the message.
    public var install: String

    public static let chromium = RequiredTool(names: ["chromium", "chromium-browser", "google-chrome"],
                                              install: "bin/setup installs it (apt-get install chromium)")
    public static let python3 = RequiredTool(names: ["python3"], install: "apt-get install python3")
    public static let tmux = RequiredTool(names: ["tmux"], install: "bin/setup installs it (apt-get install tmux)")

    /// Whether this run is CI's (`CI` set to anything but empty, `0` or `false`), where nothing may be skipped.
    public static var isCI: Bool {
        let value = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// The program's path, or nil where it is missing.
    public var path: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }

    /// Whether the tests that need it run: where it is installed, and always in CI (where they then fail in
    /// `required()` with the install hint instead of skipping).
    public var runs: Bool { path != nil || Self.isCI }

    /// Why the tests that need it are skipped (a local run only).
    public var skipReason: String {
        "\(names[0]) is not installed, so this local run skips the tests that need it: \(install). CI never skips them."
    }

    /// The program's path; a missing one is an error with the install hint.
    public func required() throws -> String {
        guard let path else { throw MissingTool.program(names[0], install: install) }
        return path
    }
}

/// A program a test needs is missing.
public enum MissingTool: Error, CustomStringConvertible {
    case tesseraBinary(searched: [String])
    case program(String, install: String)

    public var description: String {
        switch self {
        case .tesseraBinary(let folders):
            return "the tessera binary of this build is missing (looked in \(folders.joined(separator: ", "))): "
                + "build it with `swift build --build-tests` before `swift test --skip-build`"
        case .program(let name, let install):
            return "\(name) is required for this test and is not installed: \(install)"
        }
    }
}
