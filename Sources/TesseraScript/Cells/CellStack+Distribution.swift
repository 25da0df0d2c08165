// How a cell stack shares its length among its arranged subviews (UIStackView.Distribution).

extension CellStack {
    /// `UIStackView.Distribution`, without `fillProportionally` and `equalCentering`.
    ///
    /// - `fill`: subviews keep their natural lengths; extra length goes to spacers, missing length is taken
    ///   from labels and stacks (see `StackDistribution`).
    /// - `fillEqually`: every subview gets the same length.
    /// - `equalSpacing`: subviews keep their natural lengths and extra length widens the gaps (`spacing` is the
    ///   minimum gap).
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, equalSpacing

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
