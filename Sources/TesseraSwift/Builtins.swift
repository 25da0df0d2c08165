// The standard library layout code uses: min, max, floor, ceil, round, abs, and methods of arrays and ranges.

import Foundation

/// Free functions and methods of numbers, arrays and ranges.
enum Builtins {
    static func function(_ name: String) -> SwiftFunction? {
        switch name {
        case "min", "max":
            return SwiftFunction(native: name) { arguments, at in
                guard arguments.count >= 2 else {
                    throw InterpreterError(position: at, message: "\(name) needs at least two arguments")
                }
                var best = arguments[0].value
                for argument in arguments.dropFirst() {
                    let v = argument.value
                    guard let a = best.number, let b = v.number else {
                        throw InterpreterError(position: at, message: "\(name) needs numbers, got \(v.typeName)")
                    }
                    if case .int(let x) = best, case .int(let y) = v {
                        best = .int(name == "min" ? Swift.min(x, y) : Swift.max(x, y))
                    } else {
                        best = .double(name == "min" ? Swift.min(a, b) : Swift.max(a, b))
                    }
                }
                return best
            }
        case "floor", "ceil", "round", "abs", "sqrt", "trunc", "sin", "cos", "fabs":
            return SwiftFunction(native: name) { arguments, at in
                guard arguments.count == 1, let x = arguments[0].value.number else {
                    throw InterpreterError(position: at, message: "\(name)(_:) needs one number")
                }
                if name == "abs", case .int(let i) = arguments[0].value {
                    guard i != .min else { throw InterpreterError(position: at, message: "arithmetic overflow in abs") }
                    return .int(Swift.abs(i))
                }
                switch name {
                case "floor": return .double(Foundation.floor(x))
                case "ceil": return .double(Foundation.ceil(x))
                case "round": return .double(Foundation.round(x))
                case "abs", "fabs": return .double(Swift.abs(x))
                case "sqrt": return .double(x.squareRoot())
                case "trunc": return .double(Foundation.trunc(x))
                case "sin": return .double(Foundation.sin(x))
                default: return .double(Foundation.cos(x))
                }
            }
        case "pow":
            return SwiftFunction(native: name) { arguments, at in
                guard arguments.count == 2, let x = arguments[0].value.number, let y = arguments[1].value.number else {
                    throw InterpreterError(position: at, message: "pow(_:_:) needs two numbers")
                }
                return .double(Foundation.pow(x, y))
            }
        case "print", "debugPrint", "assert", "precondition":
            return SwiftFunction(native: name) { _, _ in .void }
        case "fatalError", "preconditionFailure", "assertionFailure":
            return SwiftFunction(native: name) { arguments, at in
                let text: String
                if case .string(let s)? = arguments.first?.value { text = s } else { text = "" }
                throw InterpreterError(position: at, message: "\(name) reached" + (text.isEmpty ? "" : ": \(text)"))
            }
        default:
            return nil
        }
    }

    /// `base.name` for arrays, ranges, strings and numbers.
    static func property(_ name: String, of base: SwiftValue, interpreter: Interpreter,
                         at: SourcePosition) throws -> SwiftValue? {
        switch (base, name) {
        case (.array(let a), "count"): return .int(a.count)
        case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
        case (.array(let a), "first"): return a.first ?? .null
        case (.array(let a), "last"): return a.last ?? .null
        case (.range(let l, let h), "count"): return .int(h - l)
        case (.range(let l, let h), "isEmpty"): return .bool(h <= l)
        case (.range(let l, _), "lowerBound"): return .int(l)
        case (.range(_, let h), "upperBound"): return .int(h)
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? .null   // a Character, as text
        case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? .null
        case (.double(let v), "magnitude"): return .double(abs(v))
        case (.int(let v), "intValue"): return .int(v)   // an NSNumber
        case (.double(let v), "doubleValue"), (.double(let v), "floatValue"): return .double(v)
        case (.int(let v), "doubleValue"), (.int(let v), "floatValue"): return .double(Double(v))
        case (.int(let v), "magnitude") where v != .min: return .int(abs(v))
        case (.tuple(let values), _):
            if let index = Int(name), values.indices.contains(index) { return values[index] }
            if name == "offset" || name == "element", values.count == 2 { return values[name == "offset" ? 0 : 1] }
            if name == "key" || name == "value", values.count == 2 { return values[name == "key" ? 0 : 1] }
            // An index path (a visible item's): section and item.
            if name == "section" || name == "item" || name == "row", values.count == 2 { return values[name == "section" ? 0 : 1] }
            return nil
        default: return nil
        }
    }

    /// `base.name(arguments)` for arrays, ranges and numbers.
    static func method(_ name: String, on base: SwiftValue, _ arguments: [Argument], interpreter: Interpreter,
                       at: SourcePosition) throws -> SwiftValue {
        switch base {
        case .array, .range:
            let elements = try interpreter.elements(of: base, at: at)
            return try sequenceMethod(name, elements, arguments, interpreter: interpreter, at: at)
        case .double(let v):
            switch (name, arguments.count) {
            case ("rounded", 0): return .double(v.rounded())
            case ("squareRoot", 0): return .double(v.squareRoot())
            case ("truncatingRemainder", 1):
                guard let d = arguments[0].value.number else { break }
                return .double(v.truncatingRemainder(dividingBy: d))
            default: break
            }
        case .string(let s) where arguments.isEmpty && ["lowercased", "uppercased", "capitalized"].contains(name):
            // What an action does with a field's text (`text.lowercased() == "error"`).
            return .string(name == "lowercased" ? s.lowercased() : name == "uppercased" ? s.uppercased() : s.capitalized)
        case .string(let s):
            if let value = try stringMethod(name, s, arguments, at: at) { return value }
        case .int(let v):
            if name == "isMultiple", arguments.count == 1, case .int(let d) = arguments[0].value {
                return .bool(d == 0 ? v == 0 : v.remainderReportingOverflow(dividingBy: d).partialValue == 0)
            }
        default:
            break
        }
        throw InterpreterError.unsupported("the method '\(name)' of \(base.typeName)", at: at)
    }

    private static func sequenceMethod(_ name: String, _ elements: [SwiftValue], _ arguments: [Argument],
                                       interpreter: Interpreter, at: SourcePosition) throws -> SwiftValue {
        func closure() throws -> SwiftValue {
            guard arguments.count == 1 else {
                throw InterpreterError(position: at, message: "\(name) needs one closure")
            }
            return arguments[0].value
        }
        switch name {
        case "map":
            let call = interpreter.elementCall(try closure(), at: at)
            return .array(try elements.map(call))
        case "compactMap":
            let call = interpreter.elementCall(try closure(), at: at)
            return .array(try elements.map(call).filter { if case .null = $0 { return false }; return true })
        case "forEach":
            let call = interpreter.elementCall(try closure(), at: at)
            for element in elements { _ = try call(element) }
            return .void
        case "filter":
            let call = interpreter.elementCall(try closure(), at: at)
            return .array(try elements.filter { try interpreter.truth(call($0), at: at) })
        case "contains":
            guard arguments.count == 1 else { break }
            if case .function = arguments[0].value {
                let call = interpreter.elementCall(arguments[0].value, at: at)
                return .bool(try elements.contains { try interpreter.truth(call($0), at: at) })
            }
            return .bool(try elements.contains { try interpreter.equal($0, arguments[0].value, at: at) })
        case "reduce":
            guard arguments.count == 2 else { break }
            var result = arguments[0].value
            for element in elements {
                result = try interpreter.invoke(arguments[1].value, [Argument(label: nil, value: result, location: at),
                                                                     Argument(label: nil, value: element, location: at)], at: at)
            }
            return result
        case "enumerated":
            return .array(elements.enumerated().map { .tuple([.int($0.offset), $0.element]) })
        case "reversed":
            return .array(elements.reversed())
        case "prefix", "suffix", "dropFirst", "dropLast":
            var count = 1
            if let first = arguments.first {
                guard case .int(let n) = first.value, n >= 0 else {
                    throw InterpreterError(position: at, message: "\(name) needs a count of 0 or more")
                }
                count = n
            } else if name == "prefix" || name == "suffix" {
                break
            }
            let n = min(count, elements.count)
            switch name {
            case "prefix": return .array(Array(elements.prefix(n)))
            case "suffix": return .array(Array(elements.suffix(n)))
            case "dropFirst": return .array(Array(elements.dropFirst(n)))
            default: return .array(Array(elements.dropLast(n)))
            }
        case "sorted" where arguments.isEmpty:
            // Numbers or strings in ascending order (a stable insertion sort: layout arrays are short).
            var sorted: [SwiftValue] = []
            for element in elements {
                let index = try sorted.firstIndex { try interpreter.binary(">", $0, element, at: at).isTrue } ?? sorted.count
                sorted.insert(element, at: index)
            }
            return .array(sorted)
        case "sorted" where arguments.count == 1 && arguments[0].label == "by" || arguments.first?.label == UIKitAPI.trailing:
            var sorted: [SwiftValue] = []
            for element in elements {
                let index = try sorted.firstIndex { placed in
                    try interpreter.truth(interpreter.invoke(arguments[0].value, [Argument(label: nil, value: element, location: at),
                                                                                  Argument(label: nil, value: placed, location: at)], at: at), at: at)
                } ?? sorted.count
                sorted.insert(element, at: index)
            }
            return .array(sorted)
        default:
            break
        }
        throw InterpreterError.unsupported("the method '\(name)' of an array", at: at)
    }

    /// `hasPrefix`, `hasSuffix`, `contains` (a text), `split(separator:)` (into texts) and
    /// `trimmingCharacters(in: .whitespaces | .whitespacesAndNewlines)` of a string; nil for other methods.
    private static func stringMethod(_ name: String, _ s: String, _ arguments: [Argument],
                                     at: SourcePosition) throws -> SwiftValue? {
        guard arguments.count == 1 else { return nil }
        let argument = arguments[0]
        switch (name, argument.label, argument.value) {
        case ("hasPrefix", nil, .string(let prefix)): return .bool(s.hasPrefix(prefix))
        case ("hasSuffix", nil, .string(let suffix)): return .bool(s.hasSuffix(suffix))
        case ("contains", nil, .string(let part)): return .bool(part.isEmpty || s.contains(part))
        case ("split", "separator", .string(let separator)) where separator.count == 1:
            return .array(s.split(separator: separator.first!).map { .string(String($0)) })
        case ("trimmingCharacters", "in", .member(let set)) where set == "whitespaces" || set == "whitespacesAndNewlines":
            let trimmed = s.trimmingCharacters(in: set == "whitespaces" ? .whitespaces : .whitespacesAndNewlines)
            return .string(trimmed)
        default: return nil
        }
    }
}
