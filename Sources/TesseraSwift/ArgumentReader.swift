// Reading a call's arguments against one of UIKit's signatures: labels in order, defaults, types.

/// Arguments of a call to UIKit's API, read label by label in the order the signature gives them.
struct ArgumentReader {
    let arguments: [Argument]
    let callee: String
    let position: SourcePosition
    unowned let interpreter: Interpreter
    private var index = 0

    init(_ arguments: [Argument], callee: String, at position: SourcePosition, interpreter: Interpreter) {
        self.arguments = arguments
        self.callee = callee
        self.position = position
        self.interpreter = interpreter
    }

    /// The labels as Swift would write the call (`horizontal(layoutSize:subitems:)`).
    static func signature(_ callee: String, _ arguments: [Argument]) -> String {
        callee + "(" + arguments.map { ($0.label == UIKitAPI.trailing ? "{…}" : ($0.label ?? "_")) + ":" }.joined() + ")"
    }

    /// Whether the arguments' labels are exactly these (a trailing closure counts as the last label).
    func labels(are labels: [String?]) -> Bool {
        guard arguments.count == labels.count else { return false }
        return zip(arguments, labels).allSatisfy { $0.label == $1 || $0.label == UIKitAPI.trailing }
    }

    /// The next argument, if it has `label`; read as `type`.
    mutating func optional(_ label: String?, _ type: ValueType) throws -> SwiftValue? {
        guard index < arguments.count,
              arguments[index].label == label
                || (label != nil && type == .function && arguments[index].label == UIKitAPI.trailing)
        else { return nil }
        defer { index += 1 }
        if case .null = arguments[index].value { return .null }
        return try interpreter.coerce(arguments[index].value, to: type, at: arguments[index].location)
    }

    /// The next argument, which must have `label`.
    mutating func required(_ label: String?, _ type: ValueType) throws -> SwiftValue {
        guard let value = try optional(label, type) else {
            throw InterpreterError(position: position, message: "missing argument '\(label ?? "_"):' in "
                                    + "\(Self.signature(callee, arguments)) (unknown call to UIKit's API?)")
        }
        return value
    }

    /// The next argument, an instance of one of UIKit's classes (`.vertical(…)` and `.init(…)` read on it).
    mutating func object(_ label: String?, _ typeName: String, optional: Bool = false) throws -> SwiftValue? {
        guard let value = optional ? try self.optional(label, .ignored) : try required(label, .ignored) else { return nil }
        let object = try interpreter.coerce(value, toTypeNamed: typeName, at: position)
        guard case .object = object else {
            throw InterpreterError(position: position, message: "'\(label ?? "_")' of \(callee) needs \(typeName), got \(object.typeName)")
        }
        return object
    }

    mutating func number(_ label: String?) throws -> Double {
        guard case .double(let v) = try required(label, .number) else { return 0 }
        return v
    }

    mutating func int(_ label: String?) throws -> Int {
        guard case .int(let v) = try required(label, .int) else { return 0 }
        return v
    }

    mutating func string(_ label: String?) throws -> String {
        let value = try required(label, .ignored)
        if case .opaque = value { return try interpreter.identifier(value) }
        guard case .string(let s) = value else {
            throw InterpreterError(position: position, message: "'\(label ?? "_")' of \(callee) needs a String, got \(value.typeName)")
        }
        return s
    }

    /// Throws if arguments are left over.
    func finish() throws {
        guard index == arguments.count else {
            let extra = arguments[index]
            throw InterpreterError.unsupported("the call \(Self.signature(callee, arguments))",
                                               hint: "unexpected argument '\(extra.label ?? "_")'", at: extra.location)
        }
    }
}
