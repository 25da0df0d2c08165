// The visual format language (`NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`) parsed to constraints.
import TesseraConstraints

/// The visual format language: `H:|-[name(==50)]-8-[field(>=120@750)]-|` read into `LayoutConstraint`s.
///
/// Grammar (Apple's Auto Layout Guide, "Visual Format Language"): an optional `H:` or `V:`, an optional `|` and
/// connection, views in brackets with an optional predicate list, connections between them (none: adjacent, `-`:
/// the standard space, `-8-`, `-name-`, `-(>=8@750,<=20)-`), an optional connection and `|`. Predicates are
/// `(==|<=|>=)?(number|metric|view)(@(number|metric))?`. Spaces are skipped.
public enum VisualFormat {
    /// The standard space between two sibling views: 8 (`H:[a]-(NSSpace(8))-[b]`, uikit-autolayout.md §6).
    public static let siblingSpacing = 8.0
    /// The standard space between a view and its superview's edge: 20 (Apple's Auto Layout Guide, not in the
    /// reference folder: it is the documented value, not a measured one).
    public static let superviewSpacing = 20.0

    /// `NSLayoutConstraint.FormatOptions`: the attribute every view of the format is aligned on (`.alignAllCenterY`),
    /// and the direction a horizontal format runs in.
    public struct Options: Hashable, Sendable {
        public enum Direction: Hashable, Sendable { case leadingToTrailing, leftToRight, rightToLeft }
        public var alignment: [LayoutAttribute]
        public var direction: Direction

        public init(alignment: [LayoutAttribute] = [], direction: Direction = .leadingToTrailing) {
            self.alignment = alignment
            self.direction = direction
        }
    }

    /// A format that cannot be read: UIKit's exception text, with the format and a caret under the offending place.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var reason: String
        public var format: String
        /// Where in the format (in characters).
        public var offset: Int

        public var description: String {
            "Unable to parse constraint format: \n\(reason) \n\(format) \n"
                + String(repeating: " ", count: offset) + "^"
        }
    }

    /// The constraints a format gives, in UIKit's order: each view's own predicates, then the connections from
    /// left to right, then the alignment options. `views` gives each name's item; `superviews[item]` the item `|`
    /// stands for next to a view (none when it has no superview).
    public static func parse(_ format: String, metrics: [String: Double] = [:], views: [String: AnchorItem],
                             superviews: [AnchorItem: AnchorItem], options: Options = Options()) throws -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let parsed = try parser.parse()
        let builder = VisualFormatBuilder(parsed: parsed, format: format, views: views, superviews: superviews, options: options)
        return try builder.constraints()
    }
}

/// A predicate: `>=8@750`, `==button`.
struct VisualPredicate: Equatable {
    enum Object: Equatable { case constant(Double), view(String) }
    var relation: Relation
    var object: Object
    var priority: Float
}

/// How two neighbours are joined.
enum VisualConnection: Equatable {
    /// `[a][b]`, `|[a]`: touching.
    case adjacent
    /// `[a]-[b]`: the standard space.
    case standard
    case predicates([VisualPredicate])
}

/// A format read: its orientation, views (name, predicates, where) and the connections around them.
struct ParsedVisualFormat {
    var vertical: Bool
    var views: [(name: String, predicates: [VisualPredicate], offset: Int)]
    /// The connection to the leading `|` (nil when the format does not start with one), with the `|`'s offset.
    var leading: (VisualConnection, Int)?
    /// `between[i]` joins `views[i]` and `views[i + 1]`.
    var between: [VisualConnection]
    var trailing: (VisualConnection, Int)?
}

/// A recursive-descent reader of one format.
struct VisualFormatParser {
    let characters: [Character]
    let format: String
    let metrics: [String: Double]
    let views: [String: AnchorItem]
    var index = 0

    init(format: String, metrics: [String: Double], views: [String: AnchorItem]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    func error(_ reason: String, at offset: Int? = nil) -> VisualFormat.ParseError {
        VisualFormat.ParseError(reason: reason, format: format, offset: min(offset ?? index, characters.count))
    }

    mutating func skipSpaces() { while index < characters.count, characters[index] == " " { index += 1 } }

    mutating func peek() -> Character? {
        skipSpaces()
        return index < characters.count ? characters[index] : nil
    }

    mutating func take(_ character: Character) -> Bool {
        guard peek() == character else { return false }
        index += 1
        return true
    }

    mutating func parse() throws -> ParsedVisualFormat {
        var vertical = false
        skipSpaces()
        if index + 1 < characters.count, characters[index + 1] == ":" {
            guard characters[index] == "H" || characters[index] == "V" else {
                throw error("Expected 'H:' or 'V:' as the orientation")
            }
            vertical = characters[index] == "V"
            index += 2
        }
        var result = ParsedVisualFormat(vertical: vertical, views: [], leading: nil, between: [], trailing: nil)
        if peek() == "|" {
            let offset = index
            index += 1
            result.leading = (try connection(), offset)
        }
        guard peek() == "[" else { throw error("Expected a view") }
        result.views.append(try view())
        while peek() != nil {
            let join = try connection()
            if peek() == "[" {
                result.between.append(join)
                result.views.append(try view())
            } else if peek() == "|" {
                result.trailing = (join, index)
                index += 1
                guard peek() == nil else { throw error("Expected the end of the format after '|'") }
            } else {
                throw error("Expected a view or '|'")
            }
        }
        return result
    }

    /// `[name]`, `[name(==50)]`.
    private mutating func view() throws -> (name: String, predicates: [VisualPredicate], offset: Int) {
        _ = take("[")
        skipSpaces()
        let offset = index
        let name = identifier()
        guard !name.isEmpty else { throw error("Expected a view name") }
        guard views[name] != nil else { throw error("\(name) is not a key in the views dictionary.", at: offset) }
        var predicates: [VisualPredicate] = []
        if peek() == "(" { predicates = try predicateList(allowViews: true) }
        guard take("]") else { throw error("Expected ']'") }
        return (name, predicates, offset)
    }

    /// What joins two neighbours: nothing, `-`, `-8-`, `-name-`, `-(…)-`.
    private mutating func connection() throws -> VisualConnection {
        guard take("-") else { return .adjacent }
        if peek() == "[" || peek() == "|" { return .standard }
        let predicates: [VisualPredicate]
        if peek() == "(" {
            predicates = try predicateList(allowViews: false)
        } else {
            predicates = [VisualPredicate(relation: .equal, object: .constant(try constant()), priority: 1000)]
        }
        guard take("-") else { throw error("Expected '-' after a connection's predicate") }
        return .predicates(predicates)
    }

    /// `(>=8@750,<=20)`.
    private mutating func predicateList(allowViews: Bool) throws -> [VisualPredicate] {
        _ = take("(")
        var predicates: [VisualPredicate] = []
        repeat {
            predicates.append(try predicate(allowViews: allowViews))
        } while take(",")
        guard take(")") else { throw error("Expected ')' or ','") }
        return predicates
    }

    private mutating func predicate(allowViews: Bool) throws -> VisualPredicate {
        var relation = Relation.equal
        skipSpaces()
        if index + 1 < characters.count, characters[index + 1] == "=", "=<>".contains(characters[index]) {
            relation = characters[index] == "<" ? .lessThanOrEqual : characters[index] == ">" ? .greaterThanOrEqual : .equal
            index += 2
        } else if let c = peek(), "=<>".contains(c) {
            throw error("Unknown relation. Must be ==, >=, or <=")
        }
        skipSpaces()
        let offset = index
        let object: VisualPredicate.Object
        if let c = peek(), c.isLetter || c == "_" {
            let name = identifier()
            if let value = metrics[name] {
                object = .constant(value)
            } else if views[name] != nil {
                guard allowViews else { throw error("A connection's predicate cannot name a view (\(name))", at: offset) }
                object = .view(name)
            } else {
                throw error("\(name) is not a key in the metrics or views dictionaries.", at: offset)
            }
        } else {
            object = .constant(try number())
        }
        var priority: Float = 1000
        if take("@") {
            skipSpaces()
            let at = index
            let value = try constant()
            guard value > 0, value <= 1000 else { throw error("A priority must be greater than 0 and at most 1000", at: at) }
            priority = Float(value)
        }
        return VisualPredicate(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric's name.
    private mutating func constant() throws -> Double {
        skipSpaces()
        let offset = index
        if let c = peek(), c.isLetter || c == "_" {
            let name = identifier()
            guard let value = metrics[name] else { throw error("\(name) is not a key in the metrics dictionary.", at: offset) }
            return value
        }
        return try number()
    }

    private mutating func number() throws -> Double {
        skipSpaces()
        let start = index
        if index < characters.count, characters[index] == "-" || characters[index] == "+" { index += 1 }
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])) else {
            index = start
            throw error("Expected a number or a key from the metrics dictionary")
        }
        return value
    }

    private mutating func identifier() -> String {
        skipSpaces()
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
            if index == start, characters[index].isNumber { break }
            index += 1
        }
        return String(characters[start..<index])
    }
}
