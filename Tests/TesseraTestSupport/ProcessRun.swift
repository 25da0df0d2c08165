// Running a program to completion and keeping what it printed: the one way the tests run the `tessera` binary.

import Foundation

/// What one run of a program printed and returned.
public struct CommandRun: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The lines of standard output.
    public var lines: [String] { stdout.split(separator: "\n").map(String.init) }
}

/// A started program whose output goes to files, so that large outputs never fill a pipe.
public struct RunningProcess {
    public var process: Process
    var stdout: String
    var stderr: String

    /// Starts `executable` with `arguments` in `directory`; `environment` changes the inherited one (a nil value
    /// removes a variable); `input`, when given, is written to its standard input, else it reads nothing.
    public static func start(_ executable: String, _ arguments: [String], directory: String,
                             environment: [String: String?] = [:], input: String? = nil) throws -> RunningProcess {
        let id = UUID().uuidString
        let out = NSTemporaryDirectory() + "tessera-out-" + id, err = NSTemporaryDirectory() + "tessera-err-" + id
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var inherited = ProcessInfo.processInfo.environment
        for (key, value) in environment { inherited[key] = value }
        process.environment = inherited
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        if let input {
            let pipe = Pipe()
            process.standardInput = pipe
            try process.run()
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try pipe.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }
        return RunningProcess(process: process, stdout: out, stderr: err)
    }

    /// Waits for the end and returns what it printed (the output files are removed).
    public func finish() -> CommandRun {
        process.waitUntilExit()
        let read = { (file: String) in String(decoding: FileManager.default.contents(atPath: file) ?? Data(), as: UTF8.self) }
        defer {
            try? FileManager.default.removeItem(atPath: stdout)
            try? FileManager.default.removeItem(atPath: stderr)
        }
        return CommandRun(status: process.terminationStatus, stdout: read(stdout), stderr: read(stderr))
    }

    /// Runs `executable` to its end.
    public static func run(_ executable: String, _ arguments: [String], directory: String,
                           environment: [String: String?] = [:], input: String? = nil) throws -> CommandRun {
        try start(executable, arguments, directory: directory, environment: environment, input: input).finish()
    }
}
