// Errors from running a script: where (file:line), what, a short traceback, and who is to blame.

import Foundation

/// A script or its input failed.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Whose fault: the script or its input (exit code 2) or Tessera itself (exit code 1).
    public enum Kind: Hashable, Sendable {
        case script
        case input
        case `internal`
    }

    public var kind: Kind
    /// `Scripts/x.lua:12: bad argument #1 to 'item' (table expected, got nil)`.
    public var message: String
    /// The Lua frames that led there, innermost first (`Scripts/x.lua:30: in function 'photos'`).
    public var traceback: [String]

    public init(_ kind: Kind, _ message: String, traceback: [String] = []) {
        self.kind = kind
        self.message = message
        self.traceback = traceback
    }

    public var description: String {
        traceback.isEmpty ? message : message + "\nstack traceback:\n" + traceback.map { "  " + $0 }.joined(separator: "\n")
    }

    /// Splits what `luaL_traceback` produced into the message and a short list of script frames:
    /// frames in Tessera's own module and in C are dropped, and at most `limit` are kept.
    static func fromLua(_ text: String, limit: Int = 6) -> ScriptError {
        let parts = text.components(separatedBy: "\nstack traceback:\n")
        let message = parts[0]
        guard parts.count > 1 else { return ScriptError(.script, message) }
        let frames = parts[1].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("[C]") && !$0.hasPrefix("[tessera]") && !$0.contains("(...tail calls...)") }
        return ScriptError(.script, message, traceback: Array(frames.prefix(limit)))
    }
}
