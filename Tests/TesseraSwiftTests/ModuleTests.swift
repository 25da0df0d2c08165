// Several Swift files read as one module: declarations visible across files, entries listed across them, and
// messages naming the file a position is in.

import Foundation
import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct ModuleTests {
    static let today = SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftLayouts/Modules/today"

    static func files(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder + "/" + $0 }
    }

    @Test func theTodayModuleRunsAcrossItsFiles() throws {
        let file = try SwiftLayoutFile(paths: Self.files(Self.today), name: Self.today)
        #expect(file.entries.map(\.qualifiedName) == ["NSCollectionLayoutSection.hero", "NSCollectionLayoutSection.carousel",
                                                      "TodayListFactory.section", "TodayViewController.makeLayout"])
        #expect(file.entries.map { URL(fileURLWithPath: $0.file).lastPathComponent }
            == ["Layout+Today.swift", "Layout+Today.swift", "Layout+Today.swift", "TodayViewController.swift"])
        var notes: [String] = []
        file.onNote = { notes.append($0.replacingOccurrences(of: Self.today + "/", with: "")) }
        let layout = try file.load()
        #expect(layout.defaultItemCounts() == [1, 6, 4])
        let solved = try SwiftTests.solve(layout)
        #expect(solved.cell(0, 0) == rect(16, 0, 361, 300))                       // hero: portrait, padded 16
        #expect(solved.cell(1, 1) == rect(324 + 1.0 / 3, 320, 314.4 - 1.0 / 15, 250)) // carousel after 20 spacing
        #expect(solved.cell(2, 0) == rect(0, 630, 393, 50))                      // under the 40-pt header
        #expect(notes == ["Layout+Today.swift:45:26: note: 'TodayFooterView.reuseIdentifier' is not declared in the "
                          + "Swift given: used as the identifier string \"TodayFooterView.reuseIdentifier\""])
    }

    @Test func declarationsAreVisibleAcrossFilesAndErrorsNameTheirFile() throws {
        let main = """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    makeRow(height: rowHeight * CGFloat(Grid.columns(for: index)))
                }
            }
            """
        let other = """
            let rowHeight: CGFloat = 20
            enum Grid {
                static func columns(for index: Int) -> Int { index == 0 ? 2 : Int.random(in: 1...3) }
            }
            func makeRow(height: CGFloat) -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
            """
        let file = try SwiftLayoutFile(sources: [(main, "Main.swift"), (other, "Other.swift")], name: "App")
        let layout = try file.load()
        #expect(try SwiftTests.solve(layout, counts: [2]).cell(0, 1) == rect(0, 40, 393, 40))
        #expect(throws: SwiftLayoutError(file: "Other.swift", line: 3, column: 67, message: "unsupported in layout code: "
                                         + "a call to 'Int.random' (layout code must give the same layout each run)")) {
            try SwiftTests.solve(layout, counts: [1, 1])
        }
        #expect(throws: SwiftLayoutError(file: "Other.swift", line: 2, column: 10, message: "expected member block in enum")) {
            try SwiftLayoutFile(sources: [(main, "Main.swift"), ("let a = 1\nenum Grid\n", "Other.swift")], name: "App")
        }
    }
}
