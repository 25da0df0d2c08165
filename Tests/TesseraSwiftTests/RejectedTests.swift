// Code outside the layout subset is refused with the file, line, column and what it is; so are bad files.

import Foundation
import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct RejectedTests {
    /// Each file of Rejected/ and the message it fails with (the path before it relative to Rejected/).
    static let cases: [(file: String, message: String)] = [
        ("uiscreen-bounds", "5:17: unsupported in layout code: 'UIScreen.main.bounds.width' (Tessera runs layouts without a screen; use layoutEnvironment.container)"),
        ("urlsession", "5:5: unsupported in layout code: call to 'URLSession.shared.dataTask(with: URL(string: \"https://example.com/columns\")!).resume' (layout code cannot reach the network)"),
        ("data-source-force-unwrap", "10:27: unsupported in layout code: 'self.dataSource.snapshot().sectionIdentifiers' (layout code cannot read a data source; give item counts with --items)"),
        ("item-identifier-force-unwrap", "9:25: unsupported in layout code: call to 'dataSource.itemIdentifier' (layout code cannot read a data source; give item counts with --items)"),
        ("unknown-group-api", "6:17: unsupported in layout code: a call to 'NSCollectionLayoutGroup.grid'"),
        ("unknown-section-property", "9:13: unsupported in layout code: setting 'scrollsToTop' on NSCollectionLayoutSection"),
        ("dispatch-queue", "6:5: unsupported in layout code: call to 'DispatchQueue.main.async' (layout code runs synchronously)"),
        ("random-columns", "5:19: unsupported in layout code: a call to 'Int.random' (layout code must give the same layout each run)"),
        ("uidevice-idiom", "5:19: unsupported in layout code: 'UIDevice.current.userInterfaceIdiom' (Tessera runs layouts without a device; use layoutEnvironment.traitCollection)"),
        ("flow-layout", "5:18: unsupported in layout code: the name 'UICollectionViewFlowLayout' (Tessera simulates compositional layouts only)"),
        ("user-defaults", "5:19: unsupported in layout code: call to 'UserDefaults.standard.integer' (layout code cannot read stored settings)"),
        ("font-line-height", "5:21: unsupported in layout code: 'UIFont.preferredFont(forTextStyle: .body).lineHeight' (fonts belong to cells; give sizes with estimated dimensions)"),
        ("endless-recursion", "5:5: calls nested deeper than 200 (a function that calls itself without end?)"),
        ("endless-loop", "6:5: the layout code ran past its budget of 1000000 steps (a loop that does not end?)"),
        ("raw-value-unwrap-nil", "9:20: 'Section(rawValue: sectionIndex)!' unwrapped nil"),
        ("string-dimension", "5:90: expected CGFloat, got String"),
        ("syntax-error", "5:132: expected ')' to end function call"),
        ("no-entry", " no layout entry: expected a function, computed property or closure of type UICollectionViewLayout, UICollectionViewCompositionalLayout or NSCollectionLayoutSection, a UIViewController subclass or a UIView subclass"),
        ("storyboard-layout", "8:22: unsupported in layout code: the property 'flowLayout', which has no initial value (an @IBOutlet is set by a storyboard or nib, which Tessera does not read)"),
        ("fetched-sections", "16:24: unsupported in layout code: 'self.dataSource.snapshot().sectionIdentifiers' (layout code cannot read a data source; give item counts with --items)"),
        ("two-entries", "4:1: the file has 2 layout entries: listLayout (line 4), gridLayout (line 8); choose one with --entry NAME (e.g. --entry listLayout), or list them with --list-entries"),
    ]

    /// Rejected files that tests of their own check (a provider's nil is UIKit's error, not a refusal of the file).
    static let checkedElsewhere: Set<String> = ["provider-nil-with-items"]

    @Test("Every file of Rejected/ has its message above, and every message its file")
    func everyRejectedFileIsChecked() throws {
        let folder = SwiftTests.root + "/Tests/TesseraSwiftTests/Rejected"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
        let listed = Set(Self.cases.map(\.file))
        #expect(listed.count == Self.cases.count, "a file is listed twice")
        #expect(Set(files).subtracting(listed).subtracting(Self.checkedElsewhere).sorted() == [],
                "files of Rejected/ without an expected message")
        #expect(listed.subtracting(files).sorted() == [], "messages for files that are not in Rejected/")
        #expect(files.count >= 20)
    }

    @Test(arguments: cases.indices)
    func rejectedWithItsMessage(index: Int) throws {
        let (file, message) = Self.cases[index]
        let path = SwiftTests.rejectedPath(file)
        var caught: SwiftLayoutError?
        do {
            let layout = try SwiftLayoutFile(path: path).load()
            _ = try SwiftTests.solve(layout)
        } catch let error as SwiftLayoutError {
            caught = error
        }
        let error = try #require(caught, "\(file) was not rejected")
        let relative = error.description.replacingOccurrences(of: SwiftTests.root + "/Tests/TesseraSwiftTests/Rejected/", with: "")
        #expect(relative == "\(file).swift:\(message)")
    }

    @Test func aProviderReturningNilForItemsIsUIKitsError() throws {
        let layout = try SwiftLayoutFile(path: SwiftTests.rejectedPath("provider-nil-with-items")).load()
        #expect(layout.defaultItemCounts() == [2, 3])
        #expect(throws: LayoutError.self) { try SwiftTests.solve(layout) }
        // With no items in the second section, nil is allowed.
        #expect(try SwiftTests.solve(layout, counts: [2, 0]).cell(0, 1) == rect(0, 44, 393, 44))
    }

    @Test func entryChoosesAmongSeveral() throws {
        let file = try SwiftLayoutFile(path: SwiftTests.rejectedPath("two-entries"))
        #expect(file.entries.map(\.name) == ["listLayout", "gridLayout"])
        let grid = try file.load(entry: "gridLayout")
        #expect(try SwiftTests.solve(grid, counts: [3]).cell(0, 1) == rect(196.5 - 1.0 / 6, 0, 196.5 - 1.0 / 6, 44))
        #expect(throws: SwiftLayoutError.self) { try file.load(entry: "missing") }
    }

    @Test func limitsAreAdjustable() {
        let source = """
            func createLayout() -> UICollectionViewLayout {
                var n = 0
                for i in 0..<1000 { n += i }
                return UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            }
            """
        #expect(SwiftTests.error(source: source) == nil)
        #expect(SwiftTests.error(source: source, limits: SwiftLimits(instructions: 500))
            == "Test.swift:3:5: the layout code ran past its budget of 500 steps (a loop that does not end?)")
    }
}
