// View controllers the Swift front end refuses (storyboards, nibs, network, dispatch, unknown UIKit API): each file, its line and column, and why.

import Foundation
import Testing
import TesseraRun
import TesseraSwift

@Suite struct RefusedScreenTests {
    static let folder = SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftScreens/RefusedScreens/"

    /// Each file of SwiftScreens/RefusedScreens/ and the message (after its path) it fails with.
    static let cases: [(file: String, message: String)] = [
        ("custom-spacing-not-arranged", "10:9: setCustomSpacing(_:after:): titleLabel is not an arranged subview of the stack "
            + "(UIKit ignores the spacing: add the view with addArrangedSubview first)"),
        ("dispatch-async-layout", "9:9: unsupported in layout code: call to 'DispatchQueue.main.async' (layout code runs synchronously)"),
        ("nib-owner-subview", "7:9: unsupported in layout code: call to 'UINib(nibName: \"RatingView\", bundle: nil).instantiate' (nibs are not read: build the views in code (loadView or viewDidLoad))"),
        ("settings-dependent-view", "6:23: unsupported in layout code: call to 'UserDefaults.standard.bool' (layout code cannot read stored settings)"),
        ("iboutlet-screen", "8:13: 'userField' is nil (an @IBOutlet is set by a storyboard or nib, which Tessera does not read: make the view in code)"),
        ("nib-loaded-view", "7:9: unsupported in layout code: call to 'Bundle.main.loadNibNamed' (layout code cannot read the app bundle)"),
        ("view-init-needs-arguments", "8:5: CardView has no init(frame:) or init() to make it with (its init(viewModel:) needs arguments a run cannot choose): add a convenience init() that calls it with sample values"),
        ("load-nib-named", "6:22: unsupported in layout code: 'Bundle.main.loadNibNamed(\"Header\", owner: self, options: nil)?.first' (layout code cannot read the app bundle)"),
        ("textview-exclusion-paths", "9:33: unsupported in layout code: setting 'exclusionPaths' on a UITextView's textContainer "
            + "(only lineFragmentPadding is modelled)"),
        ("textview-html", "9:40: unsupported in layout code: NSAttributedString(data:…) (importing HTML, RTF or Markdown needs "
            + "UIKit's document importers (HTML needs WebKit): set the text, or build the attributed string from runs with fonts)"),
        ("unknown-uikit-class", "4:23: unsupported in layout code: the name 'UIPageControl' (not declared in the Swift given; give the app's other files with --module or a folder)"),
        ("urlsession-in-viewdidload", "9:22: unsupported in layout code: 'URLSession.shared.configuration.timeoutIntervalForRequest' (layout code cannot reach the network)"),
    ]

    @Test("Every file of SwiftScreens/RefusedScreens/ has its message above, and every message its file")
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
