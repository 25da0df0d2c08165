// Why a view is where it is: which constraints fix each frame value, which optional ones won or lost, in a paragraph.
import TesseraConstraints
import TesseraLayout

/// The reasons behind one view's frame, read from a `LayoutReport` (`LayoutReport.explanation(of:in:)`).
public struct FrameExplanation: Hashable, Sendable {
    /// An optional constraint the value depends on, and the lower-priority ones not met whose values depend on it.
    public struct Win: Hashable, Sendable {
        public var number: Int
        public var against: [Int]

        public init(number: Int, against: [Int]) {
            self.number = number
            self.against = against
        }
    }

    /// An optional constraint on the value not met, by how much, and the higher-priority constraints the value depends
    /// on, which it lost against.
    public struct Loss: Hashable, Sendable {
        public var number: Int
        public var miss: Double
        public var against: [Int]

        public init(number: Int, miss: Double, against: [Int]) {
            (self.number, self.miss, self.against) = (number, miss, against)
        }
    }

    /// One frame value (`x`, `y`, `width`, `height`) and what placed it.
    public struct Part: Hashable, Sendable {
        public var part: FramePart
        public var value: Double
        /// The required constraints on the view that the value depends on (`LayoutReport.dependencies`).
        public var fixedBy: [Int]
        /// The required constraints on other views that it depends on too (the root's size, a superview's place).
        public var throughOthers: [Int]
        public var won: [Win]
        public var lost: [Loss]
        /// The view's intrinsic width or height when one of its content-size constraints (hugging or compression
        /// resistance) is at its bound: the intrinsic size decided the value.
        public var intrinsic: Double?
        /// The range the value could take when the constraints leave it free.
        public var ambiguity: ClosedRange<Double>?
    }

    /// A broken constraint that involves the view, and the constraints it conflicted with.
    public struct Break: Hashable, Sendable {
        public var number: Int
        public var conflictingWith: [Int]

        public init(number: Int, conflictingWith: [Int]) {
            self.number = number
            self.conflictingWith = conflictingWith
        }
    }

    public var view: Int
    /// The frame in the root's coordinates, as solved.
    public var frame: Rect
    public var parts: [Part]
    public var broken: [Break]
    /// The explanation in one paragraph, each constraint described the first time it is named.
    public var text: String
}

extension LayoutReport {
    /// Why `view` of `hierarchy` (the tree this report is of) has its frame.
    public func explanation(of view: Int, in hierarchy: ViewHierarchy) -> FrameExplanation {
        let parts = FramePart.allCases.map { explain(view, $0) }
        let broken = entries.filter { $0.isBroken && $0.involves.contains { $0.view == view } }.map { entry in
            let conflict = conflicts.first { $0.broken == entry.constraint && $0.numbers.last == entry.number }
            return FrameExplanation.Break(number: entry.number, conflictingWith: conflict.map { Array($0.numbers.dropLast()) } ?? [])
        }
        var explanation = FrameExplanation(view: view, frame: frames[view], parts: parts, broken: broken, text: "")
        explanation.text = ExplanationWriter(report: self, hierarchy: hierarchy).paragraph(explanation)
        return explanation
    }

    private func explain(_ view: Int, _ part: FramePart) -> FrameExplanation.Part {
        let value = FrameValue(view: view, part: part)
        let depends = Set(dependencies[value] ?? [])
        let deciding = entries.filter { depends.contains($0.number) && !$0.isBroken && !$0.isUnmet }
        let fixed = deciding.filter { $0.priority.isRequired }
        // The optional constraints the value depends on, and those at their bound on it that the solver's basis did
        // not pick (a label at its intrinsic width meets both its hugging and its compression resistance).
        let involved = constraints(involving: view, part)
        let partners = involved.filter {
            !$0.priority.isRequired && $0.isTight && $0.state == .satisfied && !depends.contains($0.number)
        }
        let wins = (deciding.filter { !$0.priority.isRequired } + partners).sorted { $0.number < $1.number }
        let losses = involved.filter(\.isUnmet)
        // A win is against each lower-priority constraint not met whose values depend on one of these optional ones.
        let optional = Set(wins.map(\.number))
        let unmet = entries.filter(\.isUnmet)
        let won = wins.map { win in
            FrameExplanation.Win(number: win.number, against: unmet.filter { loss in
                loss.priority < win.priority && loss.involves.contains { !optional.isDisjoint(with: dependencies[$0] ?? []) }
            }.map(\.number))
        }
        let lost = losses.map { loss -> FrameExplanation.Loss in
            guard case .unmet(let miss) = loss.state else { preconditionFailure("a loss is unmet") }
            return FrameExplanation.Loss(number: loss.number, miss: miss,
                                         against: deciding.filter { $0.priority > loss.priority }.map(\.number))
        }
        var intrinsic: Double?
        if part.isSize, wins.contains(where: { $0.constraint.origin == .contentSize && $0.constraint.first.item == .view(view) }) {
            intrinsic = part == .width ? metrics[view].intrinsicWidth : metrics[view].intrinsicHeight
        }
        let ambiguity = ambiguities.first { $0.view == view && $0.axis == part.axis && $0.isSize == part.isSize }?.range
        return FrameExplanation.Part(part: part, value: part.value(in: frames[view]),
                                     fixedBy: fixed.filter { $0.involves.contains { $0.view == view } }.map(\.number),
                                     throughOthers: fixed.filter { !$0.involves.contains { $0.view == view } }.map(\.number),
                                     won: won, lost: lost, intrinsic: intrinsic, ambiguity: ambiguity)
    }
}

/// Writes a `FrameExplanation` as a paragraph.
private struct ExplanationWriter {
    let report: LayoutReport
    let hierarchy: ViewHierarchy

    func paragraph(_ explanation: FrameExplanation) -> String {
        let describer = ConstraintDescriber(hierarchy: hierarchy)
        var named: Set<Int> = []
        // `c12 (title.width >= 52 @750)` the first time, `c12` after.
        func name(_ number: Int) -> String {
            guard let entry = report.entries.first(where: { $0.number == number }) else { return "c\(number)" }
            defer { named.insert(number) }
            return named.contains(number) ? "c\(number)" : "c\(number) (\(entry.summary))"
        }
        func list(_ numbers: [Int]) -> String { Self.joined(numbers.map(name)) }
        let frame = explanation.frame
        var sentences = ["\(describer.item(explanation.view)) is at (\(Self.number(frame.minX)) \(Self.number(frame.minY)); "
                         + "\(Self.number(frame.width)) \(Self.number(frame.height))) in the root view's coordinates."]
        for part in explanation.parts {
            var clauses: [String] = []
            if let intrinsic = part.intrinsic { clauses.append("its intrinsic \(part.part) \(Self.number(intrinsic)) decided it") }
            if !part.fixedBy.isEmpty { clauses.append("set by required " + list(part.fixedBy)) }
            if !part.throughOthers.isEmpty {
                clauses.append((part.fixedBy.isEmpty ? "set " : "") + "through other views by " + list(part.throughOthers))
            }
            for win in part.won {
                var clause = "optional \(name(win.number)) won"
                if !win.against.isEmpty { clause += " against " + list(win.against) }
                clauses.append(clause)
            }
            for loss in part.lost {
                var clause = "optional \(name(loss.number)) lost by \(Self.number(loss.miss))"
                clause += loss.against.isEmpty ? " (to constraints on other values)" : " against " + list(loss.against)
                clauses.append(clause)
            }
            if let range = part.ambiguity {
                clauses.append("AMBIGUOUS: it could be anything from \(Self.bound(range.lowerBound)) to \(Self.bound(range.upperBound))")
            }
            if clauses.isEmpty { clauses.append("no constraint decides it") }
            sentences.append("\(part.part.description.capitalizedFirst) \(Self.number(part.value)): " + clauses.joined(separator: "; ") + ".")
        }
        if explanation.broken.isEmpty {
            sentences.append("No constraint on it was broken.")
        }
        for broken in explanation.broken {
            let with = broken.conflictingWith.isEmpty ? "" : ": it conflicted with " + list(broken.conflictingWith)
            sentences.append("CONFLICT: \(name(broken.number)) was broken (left out)\(with).")
        }
        return sentences.joined(separator: " ")
    }

    /// `a`, `a and b`, `a, b and c`.
    static func joined(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return ConstraintDescriber.number(rounded == 0 ? 0 : rounded)
    }

    static func bound(_ value: Double) -> String {
        value == -.infinity ? "-infinity" : value == .infinity ? "infinity" : number(value)
    }
}

extension String {
    /// The string with its first letter upper-cased (`width` → `Width`).
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
