// The property that cell templates (`L.vstack`/`L.hstack`) and UIStackView view trees give the same frames.
import Testing
import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

extension TemplateAgreement {
    static let measurer = FixedAdvanceTextMeasurer()
    static let scale = 2.0
    static let context = ViewLayoutContext(measurer: measurer, scale: scale)

    /// What comparing a template with its tree at a width found.
    enum Outcome: Equatable {
        /// The fitting heights and every leaf's frame agree within a pixel (1 / scale).
        case agree
        /// UIKit's constraints do not decide the frames, so there is nothing to agree with (erratum C9): they
        /// cannot all hold (`conflict`), leave a frame free (`ambiguous`), or give a size below zero (`negative`).
        case undecided(String)
        /// What differs first.
        case differs(String)
    }

    /// Compares `template`'s fitting size at `width` (height free) and its leaves' frames at that size with
    /// the tree's `systemLayoutSizeFitting` and `layout(in:)`, the leaves matched depth first.
    static func compare(_ template: CellTemplate, width: Double) throws -> Outcome {
        let (tree, leaves) = try tree(of: template)
        let fitted = try template.fittingSize(width: width, height: nil, measurer: measurer, scale: scale)
        let fitting = try tree.systemLayoutSizeFitting(Size(width: width, height: 0),
                                                       horizontalFittingPriority: .required, context: context)
        let solved = try tree.layout(in: Size(width: width, height: fitting.size.height), context: context)
        if !fitting.conflicts.isEmpty || !solved.conflicts.isEmpty { return .undecided("conflict") }
        if !solved.ambiguities.isEmpty { return .undecided("ambiguous") }
        if solved.frames.contains(where: { $0.width < 0 || $0.height < 0 }) { return .undecided("negative") }
        let tolerance = 1 / scale + 1e-9
        if abs(fitted.height - fitting.size.height) > tolerance {
            return .differs("fitting height at \(width): template \(fitted.height), tree \(fitting.size.height)")
        }
        let frames = try template.layout(in: fitted, measurer: measurer, scale: scale).map(\.frame)
        let layout = try tree.layout(in: fitted, context: context)
        guard frames.count == leaves.count else { return .differs("\(frames.count) frames, \(leaves.count) leaves") }
        for (position, (frame, leaf)) in zip(frames, leaves).enumerated() {
            let other = layout.frames[leaf]
            let sides = [(frame.minX, other.minX), (frame.minY, other.minY), (frame.width, other.width),
                         (frame.height, other.height)]
            if sides.contains(where: { abs($0 - $1) > tolerance }) {
                return .differs("leaf \(position + 1) in \(fitted.width) × \(fitted.height): template \(frame), tree \(other)")
            }
        }
        return .agree
    }
}

@Suite("Cell templates · agreement with stack views")
struct TemplateStackAgreementTests {
    /// What comparing `cases` random templates (seed `seed`, each arranged label hidden with the chance `hiding`)
    /// at a random width and a narrow one found: the cases that differ, the undecided comparisons by reason (marked
    /// when the template hides a view), and how many templates hide one.
    static func compareRandomTemplates(seed: UInt64, hiding: Double = 0, cases: Int = 300) throws
        -> (failures: [String], undecided: [String: Int], hidden: Int) {
        var rng = AgreementRandom(seed: seed)
        var failures: [String] = []
        var undecided: [String: Int] = [:]
        var hidden = 0
        for number in 0..<cases {
            let template = TemplateAgreement.stack(&rng, hiding: hiding)
            let hides = TemplateAgreement.describe(template).contains("hidden")
            if hides { hidden += 1 }
            // A random width, and a narrow one (more wrapping and compressing).
            for width in [Double(rng.int(400...840)) / 2, Double(rng.int(400...520)) / 2] {
                switch try TemplateAgreement.compare(template, width: width) {
                case .agree: continue
                case .undecided(let reason): undecided[reason + (hides ? " (hidden)" : ""), default: 0] += 1
                case .differs(let difference):
                    failures.append("case \(number): \(TemplateAgreement.describe(template))\n    \(difference)")
                }
            }
        }
        return (failures, undecided, hidden)
    }

    @Test("300 random templates, each at a width of 200…420 and one of 200…260: fitting heights and leaf frames equal the UIStackView tree's within a pixel")
    func randomTemplatesAgree() throws {
        let (failures, undecided, _) = try Self.compareRandomTemplates(seed: 20)
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) of 300 differ:\n" + failures.joined(separator: "\n")))
        // The comparison must bite: today 586 of the 600 comparisons are decided by UIKit's constraints (the
        // other 14 are conflicts).
        #expect(undecided.values.reduce(0, +) <= 30, "undecided: \(undecided)")
    }

    @Test("300 random templates whose arranged labels are hidden at random (one view per stack always shown), at the same widths: fitting heights and leaf frames, hidden ones included, equal the tree's within a pixel")
    func randomTemplatesWithHiddenViewsAgree() throws {
        let (failures, undecided, hidden) = try Self.compareRandomTemplates(seed: 21, hiding: 0.6)
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) of 300 differ:\n" + failures.joined(separator: "\n")))
        // The hidden views must be there, and the comparison must bite: today 103 templates hide a label, and 558 of
        // the 600 comparisons are decided by UIKit's constraints (the other 42: 40 conflicts, 22 of them a
        // fixed-size view its hidden neighbour leaves alone in a wider row (C9), and 2 ambiguous).
        #expect(hidden >= 100, "\(hidden) templates with a hidden label")
        #expect(undecided.values.reduce(0, +) <= 60, "undecided: \(undecided)")
    }

    @Test("A hidden label in a column takes no room and no spacing, where the next one starts, as UIStackView's")
    func hiddenLabelInAColumn() throws {
        let template = CellTests.vstack(spacing: 8, CellTests.label("Title"), .hidden(CellTests.label("Note")),
                                        CellTests.label("42"))
        #expect(try TemplateAgreement.compare(template, width: 320) == .agree)
        let size = try template.fittingSize(width: 320, height: nil, measurer: TemplateAgreement.measurer,
                                            scale: TemplateAgreement.scale)
        let frames = try template.layout(in: size, measurer: TemplateAgreement.measurer, scale: TemplateAgreement.scale)
        #expect(frames.map(\.isHidden) == [false, true, false])
        #expect(frames[1].frame == CellTests.rect(0, frames[2].frame.minY, 320, 0))
        #expect(frames[2].frame.minY == frames[0].frame.maxY + 8)
        #expect(size.height == frames[2].frame.maxY)
    }

    @Test("The converter: a label row pinned in a content view, its leaves depth first")
    func converterBuildsTheTree() throws {
        let template = CellTests.vstack(spacing: 8, CellTests.label("Title"),
                                        CellTests.hstack(CellTests.box(width: 24, height: 24), CellTests.spacer(),
                                                         CellTests.label("42")))
        let (tree, leaves) = try TemplateAgreement.tree(of: template)
        #expect(tree.views.map(\.kind) == [.view, .stackView, .label, .stackView, .view, .view, .label])
        #expect(leaves == [2, 4, 5, 6])
        #expect(try TemplateAgreement.compare(template, width: 320) == .agree)
        let layout = try tree.layout(in: Size(width: 320, height: 52.5), context: TemplateAgreement.context)
        #expect(layout.frames[4] == CellTests.rect(0, 28.5, 24, 24))
        #expect(layout.frames[6] == CellTests.rect(303, 28.5, 17, 24))
    }
}
