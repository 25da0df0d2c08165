// View controllers whose SnapKit or visual format code is refused: each file, its line and column, and UIKit's or SnapKit's message.

import Foundation
import Testing
import TesseraRun
import TesseraSwift

@Suite struct RejectedLayoutDSLTests {
    static let folder = SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftScreens/Refused/"

    /// Each file of SwiftScreens/Refused/ and the message (after its path) it fails with.
    static let cases: [(file: String, message: String)] = [
        ("snapkit-equal-to-anchor", "9:13: unsupported in layout code: equalTo(NSLayoutYAxisAnchor) (SnapKit's equalTo takes a view, a layout guide, view.snp.<attribute>, or a constant (a number, CGSize, CGPoint or UIEdgeInsets))"),
        ("snapkit-multiple-attributes", "11:18: shadow.leadingAnchor (NSLayoutXAxisAnchor) cannot be constrained to card.bottomAnchor (NSLayoutYAxisAnchor)"),
        ("snapkit-no-superview", "9:13: equalToSuperview(): badge has no superview (SnapKit: Expected superview but found nil when attempting make constraint `equalToSuperview`): add it to its superview first"),
        ("snapkit-update-without-match", "13:18: updateConstraints could not find an existing matching constraint to update: header.height == 64.0 (SnapKit's error: only constants change; make or remake constraints with other items, attributes, relations, multipliers or priorities)"),
        ("vfl-align-along-format", "10:29: Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal. (leading) \nH:|-[a]-[b]-| \n^"),
        ("vfl-missing-bracket", "10:29: Unable to parse constraint format: \nExpected ')' or ',' \nH:|-[a(==50]-[b]-| \n           ^"),
        ("vfl-unknown-metric", "8:29: Unable to parse constraint format: \npadding is not a key in the metrics dictionary. \nV:|-padding-[a] \n    ^"),
        ("vfl-unknown-view", "8:37: Unable to parse constraint format: \nusr is not a key in the views dictionary. \nH:|-[usr]-| \n     ^"),
    ]

    @Test("Every file of SwiftScreens/Refused/ has its message above, and every message its file")
    func everyFileIsChecked() throws {
        let files = try RefusedFiles.names(in: Self.folder)
        #expect(Set(files) == Set(Self.cases.map(\.file)))
        #expect(files.count >= 5)
    }

    @Test(arguments: cases.indices)
    func refusedWithItsMessage(index: Int) throws {
        let (file, message) = Self.cases[index]
        let error = try #require(RefusedFiles.refusal(of: file, in: Self.folder), "\(file) was not refused")
        #expect(error == Self.folder + file + ".swift:" + message)
    }
}
