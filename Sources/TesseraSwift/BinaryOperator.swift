// The infix operators the interpreter computes, told apart once per node instead of by their text at each use.

/// An infix operator of Swift's arithmetic, comparisons and ranges (`Interpreter.binary`); `other` for one the
/// interpreter does not compute (refused with its text).
enum BinaryOperator: Equatable {
    case equal, notEqual, halfOpenRange, closedRange, less, lessOrEqual, greater, greaterOrEqual
    case plus, minus, times, divide, remainder, bitAnd, bitOr, bitXor, shiftRight, shiftLeft
    case other(String)

    init(_ text: String) {
        self = Self.byText[text] ?? .other(text)
    }

    /// The operator as written.
    var text: String {
        switch self {
        case .equal: "=="
        case .notEqual: "!="
        case .halfOpenRange: "..<"
        case .closedRange: "..."
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        case .plus: "+"
        case .minus: "-"
        case .times: "*"
        case .divide: "/"
        case .remainder: "%"
        case .bitAnd: "&"
        case .bitOr: "|"
        case .bitXor: "^"
        case .shiftRight: ">>"
        case .shiftLeft: "<<"
        case .other(let text): text
        }
    }

    private static let byText: [String: BinaryOperator] = Dictionary(uniqueKeysWithValues: [
        BinaryOperator.equal, .notEqual, .halfOpenRange, .closedRange, .less, .lessOrEqual, .greater, .greaterOrEqual,
        .plus, .minus, .times, .divide, .remainder, .bitAnd, .bitOr, .bitXor, .shiftRight, .shiftLeft,
    ].map { ($0.text, $0) })
}
