// NSAttributedString in a view controller: a label's runs of different fonts, seed 004's rows, and refusals.

import Testing
import TesseraLayout
import TesseraRun
import TesseraSwift
import TesseraText
import TesseraViews

@Suite struct AttributedTextTests {
    static func label(_ body: String) throws -> CellLabel {
        let screen = try ViewControllerTests.screen("""
            import UIKit
            class AttributedViewController: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(label)
            \(body)
                }
            }
            """)
        guard case .label(let label, _) = screen.hierarchy.views[1].content else { throw CancellationError() }
        return label
    }

    @Test func appendedStringsKeepTheirFontsAndTheLabelTakesTheFirst() throws {
        let label = try Self.label("""
                    let value = NSMutableAttributedString(string: "50", attributes: [
                        NSAttributedString.Key.font: UIFont.systemFont(ofSize: 25.0),
                        NSAttributedString.Key.foregroundColor: UIColor.red])
                    value.append(NSAttributedString(string: "회", attributes: [.font: UIFont.systemFont(ofSize: 14)]))
                    value.append(NSAttributedString(string: "!"))
                    label.attributedText = value
            """)
        #expect(label.text == "50회!")
        #expect(label.font == .systemFont(ofSize: 25))
        // A run without a font takes the label's own (17 pt, its default before attributedText was set).
        let expected: [TextLayoutRequest.FontRun] = [
            TextLayoutRequest.FontRun(length: 2, font: Font.systemFont(ofSize: 25)),
            TextLayoutRequest.FontRun(length: 1, font: Font.systemFont(ofSize: 14)),
            TextLayoutRequest.FontRun(length: 1, font: Font.systemFont(ofSize: 17)),
        ]
        #expect(label.fontRuns == expected)
    }

    @Test func addAttributeSplitsRunsAtTheRangesEnds() throws {
        let label = try Self.label("""
                    let text = NSMutableAttributedString(string: "abcdef")
                    text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 20), range: NSRange(location: 2, length: 2))
                    label.font = UIFont.systemFont(ofSize: 12)
                    label.attributedText = text
            """)
        #expect(label.text == "abcdef")
        #expect(label.fontRuns.map(\.length) == [2, 2, 2])
        let fonts: [Font] = [Font.systemFont(ofSize: 12), Font.systemFont(ofSize: 20, weight: .bold), Font.systemFont(ofSize: 12)]
        #expect(label.fontRuns.map(\.font) == fonts)
        #expect(label.font == .systemFont(ofSize: 12))
    }

    @Test func plainTextOrAFontSetAfterwardsIsOneFontAgain() throws {
        let label = try Self.label("""
                    label.attributedText = NSAttributedString(string: "x", attributes: [.font: UIFont.systemFont(ofSize: 30)])
                    label.text = "plain"
            """)
        #expect(label.fontRuns.isEmpty)
        #expect(label.text == "plain")
    }

    @Test func mistakesAreRefusedWithTheirLine() {
        #expect(ViewControllerTests.error("""
            import UIKit
            class A: UIViewController {
                override func viewDidLoad() {
                    let text = NSAttributedString(string: "a")
                    text.append(NSAttributedString(string: "b"))
                }
            }
            """) == "Screen.swift:5:9: 'append' changes an attributed string: make it an NSMutableAttributedString")
        #expect(ViewControllerTests.error("""
            import UIKit
            class A: UIViewController {
                override func viewDidLoad() {
                    let text = NSAttributedString(string: "a", attributes: [.kern: 2])
                }
            }
            """) == "Screen.swift:4:20: unsupported in layout code: the text attribute '.kern' (only .font changes a label's "
                + "size in Tessera; colours and other drawn attributes are ignored)")
        #expect(ViewControllerTests.error("""
            import UIKit
            class A: UIViewController {
                override func viewDidLoad() {
                    let text = NSMutableAttributedString(string: "ab")
                    text.addAttribute(.font, value: UIFont.systemFont(ofSize: 9), range: NSRange(location: 1, length: 5))
                }
            }
            """)?.hasPrefix("Screen.swift:5:9: addAttribute: the range ") == true)
    }

    @Test func seed004sCountLabelsAreTheirDigitsAt25PointsAndTheirUnitAt14() throws {
        let run = try ViewControllerTests.run(ViewControllerTests.samples + "pattern-detail-list.swift")
        let views = run.screen.hierarchy.views
        let counts = views.indices.filter { views[$0].identifier == "countLabel" }
        #expect(counts.map { ViewControllerTests.text(views[$0]) } == ["50회", "12회", "3회"])
        // 30 tall (25-pt SF Pro's 29.834 at @3x), right-aligned in rows of 30 (361 wide on an iPhone 15 Pro), 16 in.
        for index in counts {
            #expect(run.layout.views.frames[index].height == 30)
            #expect(run.layout.views.frames[index].maxX == 377)
        }
        #expect(counts.map { run.layout.views.frames[$0].minY } == [232, 262, 292])
    }
}
