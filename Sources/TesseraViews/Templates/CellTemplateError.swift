// The error an invalid cell template throws, naming the view at fault.

/// An invalid cell template or sizing argument: `label 'Title': numberOfLines must be ≥ 0`.
public struct CellTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The view at fault: `label 'Title'` (labels by their text), `image at 2.1` (others by their 1-based
    /// positions among arranged subviews, from the root), `vstack at root`; or the function (`fittingSize`).
    public var view: String
    /// What is wrong: `numberOfLines must be ≥ 0`.
    public var problem: String

    public init(view: String, problem: String) {
        self.view = view
        self.problem = problem
    }

    public var description: String { view + ": " + problem }
}

extension CellTemplateError {
    /// Throws unless `value` is finite and ≥ 0 (or > 0 when `positive`), naming `property` of `view`.
    static func check(_ value: Double, _ property: String, of view: @autoclosure () -> String,
                      positive: Bool = false) throws {
        if !value.isFinite {
            throw CellTemplateError(view: view(), problem: "\(property) must be finite")
        }
        if positive ? value <= 0 : value < 0 {
            throw CellTemplateError(view: view(), problem: "\(property) must be \(positive ? ">" : "≥") 0")
        }
    }

    /// Checks the arguments of `fittingSize` (or `layout`): sides finite and ≥ 0, scale finite and > 0.
    static func checkFitting(width: Double?, height: Double?, scale: Double,
                             function: String = "fittingSize") throws {
        if let width { try check(width, "width", of: function) }
        if let height { try check(height, "height", of: function) }
        try check(scale, "scale", of: function, positive: true)
    }
}
