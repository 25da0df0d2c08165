// UIFont(name:size:) given the system font's private name warns that iOS 13 and later give Times New Roman.

import Foundation
import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct FontNameWarningTests {
    /// The seed's createLabel (shared/seeds-swift/000-conversion-view-controller.swift) beside a layout of 40-pt rows.
    static let source = """
        import UIKit

        class ConversionViewController: UIViewController {
            func createLabel(_ text: String, fontSize: CGFloat) -> UILabel {
                let label = UILabel(frame: CGRect())
                label.font = UIFont(name: label.font!.fontName, size: fontSize)
                return label
            }
            func createTitle() -> UILabel {
                let title = UILabel()
                title.font = UIFont(name: ".SFUIDisplay-Bold", size: 36)
                title.font = UIFont(name: ".SFUIDisplay-Bold", size: 20)
                title.font = UIFont(name: "Times New Roman", size: 36)
                title.font = UIFont.systemFont(ofSize: 36)
                return title
            }
        }

        func createLayout() -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            return UICollectionViewCompositionalLayout(section: section)
        }
        """

    @Test func privateSystemFontNamesWarnOncePerNameWhenTheFileIsLoaded() throws {
        let file = try SwiftLayoutFile(source: Self.source, path: "Conversion.swift")
        var notes: [String] = []
        file.onNote = { notes.append($0) }
        let solved = try SwiftTests.solve(file.load(), counts: [2])
        #expect(notes == [
            "Conversion.swift:6:22: warning: UIFont(name: label.font!.fontName, size: fontSize) gives Times New Roman on "
                + "iOS 13 and later when label.font is the system font, whose fontName is \".SFUI-Regular\" (CoreText: "
                + "\"Client requested name .SFUI-Regular, it will get TimesNewRomanPSMT\"); use UIFont.systemFont(ofSize:) "
                + "for the system font",
            "Conversion.swift:11:22: warning: UIFont(name: \".SFUIDisplay-Bold\", size: 36) gives Times New Roman on iOS 13 "
                + "and later (CoreText: \"Client requested name .SFUIDisplay-Bold, it will get TimesNewRomanPS-BoldMT\"); "
                + "use UIFont.systemFont(ofSize:) for the system font",
        ])
        // The layout is unchanged by them, and loading again does not repeat them.
        #expect(solved.cell(0, 1) == Rect(x: 0, y: 40, width: 393, height: 40))
        _ = try file.load()
        #expect(notes.count == 2)
    }

    @Test func theWarningComesBeforeAFileWithoutALayoutFails() throws {
        let file = try SwiftLayoutFile(source: """
            class C: UIViewController {
                func make() { let label = UILabel(); label.font = UIFont(name: ".SFUI-Regular", size: 36) }
            }
            """, path: "NoLayout.swift")
        var notes: [String] = []
        file.onNote = { notes.append($0) }
        #expect(throws: SwiftLayoutError.self) { try file.load() }
        #expect(notes == [
            "NoLayout.swift:2:55: warning: UIFont(name: \".SFUI-Regular\", size: 36) gives Times New Roman on iOS 13 and "
                + "later (CoreText: \"Client requested name .SFUI-Regular, it will get TimesNewRomanPSMT\"); use "
                + "UIFont.systemFont(ofSize:) for the system font",
        ])
    }
}
