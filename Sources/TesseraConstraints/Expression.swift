// A linear expression: variables times coefficients, plus a constant.

/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`, built with the operators in `Expression+Operators.swift`
/// (`x + 2 * y - 10`).
///
/// The terms are kept as written: a variable may appear twice, and coefficients may be zero; the solver adds them
/// up when it takes the expression in.
public struct Expression: Sendable, CustomStringConvertible {
    /// One variable times its coefficient.
    public struct Term: Sendable {
        public var variable: Variable
        public var coefficient: Double

        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: Terms
    public var constant: Double

    /// The expression `Σ terms + constant`, its terms kept as given.
    public init(terms: Terms = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `Σ terms + constant` from an array of terms.
    public init(terms: [Term], constant: Double = 0) {
        self.init(terms: Terms(terms), constant: constant)
    }

    /// The expression `coefficient·variable + constant`.
    public init(_ variable: Variable, coefficient: Double = 1, constant: Double = 0) {
        self.init(terms: Terms(), constant: constant)
        terms.append(Term(variable, coefficient))
    }

    /// The expression with no terms.
    public init(_ constant: Double) {
        self.terms = Terms()
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        var finite = constant.isFinite
        terms.forEachInPlace { finite = finite && $0.coefficient.isFinite }
        return finite
    }

    /// The expression written with the given variable names, e.g. `x + 2*y - 10`.
    ///
    /// - Complexity: O(terms).
    public func description(naming name: (Variable) -> String) -> String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : Self.number(magnitude) + "*"
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + name(term.variable)
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + name(term.variable)
            }
        }
        if text.isEmpty { return Self.number(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + Self.number(abs(constant)) }
        return text
    }

    /// The expression with variables printed as `v0`, `v1`…
    public var description: String { description(naming: \.description) }

    /// A number with up to 6 significant digits, as UIKit prints constants (`20.5`, `0.571429`, `406.667`).
    /// Integral values print without a fraction; huge, tiny and non-finite values as Swift prints them.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12, abs(value) >= 1e-6 else { return value == 0 ? "0" : String(value) }
        var decimals = 5
        var magnitude = abs(value)
        while magnitude >= 10, decimals > 0 { magnitude /= 10; decimals -= 1 }
        while magnitude < 1, decimals < 11 { magnitude *= 10; decimals += 1 }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        // Rounds half away from zero without libm: the scaled value is below 1e12 × 1e11, within Int64's range.
        let scaled = value * scale
        let rounded = Double(Int64(scaled + (scaled < 0 ? -0.5 : 0.5))) / scale
        if rounded == Double(Int64(rounded)) { return String(Int64(rounded)) }
        return String(rounded)
    }
}
