// How a cell stack shares its length among its arranged subviews (UIStackView.Distribution).

extension CellStack {
    /// `UIStackView.Distribution`.
    ///
    /// - `fill`: subviews keep their natural lengths; extra length goes to spacers, missing length is taken
    ///   from labels and stacks (see `StackDistribution`).
    /// - `fillEqually`: every subview gets the same length.
    /// - `fillProportionally`: every subview's length is its natural length scaled by the same factor.
    /// - `equalSpacing`: subviews keep their natural lengths and extra length widens the gaps (`spacing` is the
    ///   minimum gap).
    /// - `equalCentering`: subviews keep their natural lengths and their centres are spaced equally (no gap
    ///   below `spacing`).
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering

        /// Reads a UIKit name (`"fillEqually"`), throwing the list of names otherwise.
        public init(name: String) throws {
            guard let distribution = Distribution(rawValue: name) else {
                throw CellTemplateError(view: "stack", problem: "unknown distribution '\(name)'; expected one of: "
                                            + Self.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self = distribution
        }
    }
}
