// An expression's terms: the first four kept in place, the rest in an array, so most expressions allocate nothing.

extension Expression {
    /// The terms of an expression, in the order they were written.
    ///
    /// Most constraints join two to four anchors, so the first four terms are kept in the value itself and only
    /// a fifth and later ones go to an array: building `a.x + a.width == b.x - 8` allocates nothing, where an array
    /// of terms cost one allocation per expression written (and one more where two sides were joined).
    public struct Terms: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Sendable {
        public typealias Index = Int
        public typealias Indices = Range<Int>

        /// How many terms are kept in place.
        static let inPlaceCapacity = 4
        private static let unused = Term(Variable(id: -1), 0)

        private var inPlace: (Term, Term, Term, Term) = (unused, unused, unused, unused)
        private var rest: [Term] = []
        public private(set) var count = 0

        public init() {}

        public init<S: Sequence>(_ terms: S) where S.Element == Term {
            append(contentsOf: terms)
        }

        public init(arrayLiteral terms: Term...) {
            self.init(terms)
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> Term {
            get {
                precondition(position >= 0 && position < count, "term index out of range")
                switch position {
                case 0: return inPlace.0
                case 1: return inPlace.1
                case 2: return inPlace.2
                case 3: return inPlace.3
                default: return rest[position - Self.inPlaceCapacity]
                }
            }
            set {
                precondition(position >= 0 && position < count, "term index out of range")
                switch position {
                case 0: inPlace.0 = newValue
                case 1: inPlace.1 = newValue
                case 2: inPlace.2 = newValue
                case 3: inPlace.3 = newValue
                default: rest[position - Self.inPlaceCapacity] = newValue
                }
            }
        }

        /// Adds a term after the last one.
        ///
        /// - Complexity: O(1) (amortised past the fourth term).
        public mutating func append(_ term: Term) {
            count += 1
            if count <= Self.inPlaceCapacity {
                self[count - 1] = term
            } else {
                rest.append(term)
            }
        }

        /// Adds the terms after the last one, in order.
        ///
        /// - Complexity: O(terms added).
        public mutating func append<S: Sequence>(contentsOf terms: S) where S.Element == Term {
            for term in terms { append(term) }
        }

        /// Puts a term at `index`, moving the terms from there one place on.
        ///
        /// - Complexity: O(count).
        public mutating func insert(_ term: Term, at index: Int) {
            precondition(index >= 0 && index <= count, "term index out of range")
            append(term)
            var position = count - 1
            while position > index {
                swapAt(position, position - 1)
                position -= 1
            }
        }

        /// Calls `body` with each term in order, reading them in place, where a `for` loop copies the terms into
        /// its iterator first.
        ///
        /// - Complexity: O(count).
        func forEachInPlace(_ body: (Term) throws -> Void) rethrows {
            var index = 0
            while index < count {
                try body(self[index])
                index += 1
            }
        }

        /// Makes room for `capacity` terms in all (only terms past the fourth need any).
        public mutating func reserveCapacity(_ capacity: Int) {
            if capacity > Self.inPlaceCapacity { rest.reserveCapacity(capacity - Self.inPlaceCapacity) }
        }
    }
}
