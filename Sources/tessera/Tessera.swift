// The `tessera` command: run layout scripts, explore self-sizing, test samples, benchmark.

import ArgumentParser
import Foundation
import TesseraGolden
import TesseraLayout
import TesseraScript
import TesseraSwift

@main
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Lays out UICollectionViewCompositionalLayout scripts without a device.",
        discussion: "Exit status: 0 success, 1 an internal failure, 2 a script, input or usage error.",
        version: Tessera.version,
        subcommands: [RunCommand.self, ExploreCommand.self, ConvertCommand.self, TestCommand.self, ReviewCommand.self, AcceptCommand.self, RejectCommand.self, DevicesCommand.self, BenchCommand.self, FuzzCommand.self])

    /// The tool's version (`tessera --version`).
    static let version = "tessera 0.12.0"

    /// Runs the command; script and input errors exit with 2, usage errors too, internal ones with 1: the tool's own
    /// errors (`ToolError`) with their exit code, the libraries' (a Lua script's, a Swift layout's, the engine's, a
    /// cell's measurement) as they come.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as ToolError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            Foundation.exit(error.exitCode)
        } catch let error as ScriptError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            Foundation.exit(error.kind == .internal ? 1 : 2)
        } catch let error as SubcommandUsageError {
            FileHandle.standardError.write(Data((error.fullMessage + "\n").utf8))
            Foundation.exit(2)
        } catch let error as SwiftLayoutError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            Foundation.exit(2)
        } catch let error as LayoutError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            Foundation.exit(2)
        } catch let error as MeasurementError {
            // A cell's measure or cell function failed: the script's error, with the cell it was measuring.
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .success || code.rawValue != ExitCode.validationFailure.rawValue {
                exit(withError: error)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
