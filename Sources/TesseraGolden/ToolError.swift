// The errors the tool and its golden machinery make themselves, and the exit code each means.

/// An error `tessera` finds itself, not one a library reports (a Lua script's `ScriptError`, a `SwiftLayoutError`, a
/// `LayoutError`): a file it cannot read or write, a manifest that is wrong, a path with no sample, arguments that
/// do not fit the input. `tessera`'s `main` prints `description` to standard error and exits with `exitCode`.
public struct ToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Whose fault: the input, the command line or the layout (exit 2), or Tessera itself (exit 1).
    public enum Kind: Hashable, Sendable {
        /// A file, folder, manifest or environment variable that is not what the tool expects.
        case input
        /// Arguments that do not fit what they name (`--list-entries` of a Lua script).
        case usage
        /// A layout the tool cannot do what it was asked with (`convert` of a layout it cannot write out).
        case script
        /// Tessera's own failure.
        case `internal`
    }

    /// Whose fault it is, which says the exit code.
    public var kind: Kind
    /// The whole message, as printed: `Samples/x/sample.json:3: unknown field 'devise' …`.
    public var message: String

    /// An error of `kind` printed as `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, as `tessera` prints it.
    public var description: String { message }

    /// The exit status the error means: 1 for an internal failure, 2 for everything else.
    public var exitCode: Int32 { kind == .internal ? 1 : 2 }
}
