// What Auto Layout reported while a script's cells were measured and laid out: each message once, with a count.
import TesseraLayout

/// UIKit's constraint logs (conflicts) and `hasAmbiguousLayout` findings for a run's cells. A cell type logs the
/// same conflict in every cell it fills (its views are numbered alike in each; only the texts differ), so each
/// distinct conflict or ambiguous view is kept once, as the first cell gave it, with how many cells gave it.
public struct ConstraintReports: Sendable {
    /// One distinct message.
    public struct Report: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case unsatisfiableConstraints, ambiguousLayout
        }

        public var kind: Kind
        public var message: String
        /// The first element that gave it.
        public var element: ElementKey
        /// How many times it was given (once per cell, per measurement).
        public var count: Int
    }

    public private(set) var reports: [Report] = []
    private var positions: [String: Int] = [:]

    public init() {}

    public var isEmpty: Bool { reports.isEmpty }

    /// Records `message` for `element`; messages of one `signature` (the same constraints or view, whatever texts
    /// the cell shows) count as one, kept as first given.
    public mutating func add(_ kind: Report.Kind, _ message: String, signature: String, element: ElementKey) {
        let key = kind.rawValue + "\n" + signature
        if let position = positions[key] {
            reports[position].count += 1
        } else {
            positions[key] = reports.count
            reports.append(Report(kind: kind, message: message, element: element, count: 1))
        }
    }

    /// The reports as the console shows them: each message, then which element gave it first and how many more did.
    public var text: String {
        reports.map { report in
            let more = report.count > 1 ? "; the same in \(report.count - 1) more" : ""
            return report.message + "\n(\(Self.name(of: report.element))\(more))\n"
        }.joined(separator: "\n")
    }

    /// `cell [0, 3]`, `supplementary view "header" [1, 0]`.
    public static func name(of key: ElementKey) -> String {
        switch key.category {
        case .cell: "cell \(key.indexPath)"
        case .supplementaryView: "supplementary view \"\(key.elementKind ?? "")\" \(key.indexPath)"
        case .decorationView: "decoration view \"\(key.elementKind ?? "")\" \(key.indexPath)"
        }
    }
}
