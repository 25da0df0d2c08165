// The corpus of Swift layouts in SwiftLayouts/: each runs, and gives the frames worked out by hand.

import Foundation
import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct CorpusTests {
    static let corpus: [String] = (try? FileManager.default.contentsOfDirectory(
        atPath: SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftLayouts"))?
        .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted() ?? []

    @Test func theCorpusHasAtLeastFortyLayouts() {
        #expect(Self.corpus.count >= 40)
    }

    @Test(arguments: corpus)
    func everyLayoutRunsOnPhoneAndPad(name: String) throws {
        let layout = try SwiftLayoutFile(path: SwiftTests.layoutPath(name)).load()
        #expect(layout.file.itemCountsComment != nil || name == "adaptive-photos"
                || (name == "wild-diffable-snapshot" && layout.snapshotCounts == [2, 5]), "\(name) gives its item counts")
        for device in ["iphone-se-3", "iphone-15-pro", "ipad-air-11"] {
            let solved = try SwiftTests.solve(layout, device: device)
            #expect(solved.cell(0, 0) != nil, "\(name) on \(device) lays out its first cell")
            #expect(solved.contentSize.width > 0 && solved.contentSize.height > 0)
        }
    }

    /// Frames on an iPhone 15 Pro (393 × 852, @3x), worked out from each file's numbers.
    static let expectations: [(name: String, section: Int, item: Int, frame: Rect)] = [
        ("enum-provider-switch", 0, 3, rect(0, 600, 393, 200)),        // banner: 4 × 200
        ("enum-provider-switch", 1, 2, rect(262, 800, 131, 100)),      // grid: 3 columns of 131
        ("enum-provider-switch", 2, 0, rect(0, 1000, 393, 50)),        // the default case, after two grid rows
        ("adaptive-columns-integer-division", 0, 3, rect(0, 90, 131, 90)),  // Int(393) / 120 = 3 columns
        ("init-shorthand", 0, 1, rect(132, 1, 129, 98)),               // .fractionalWidth(1 / 3) is a third, inset 1
        ("helper-functions", 0, 0, rect(4, 4, 254, 112)),              // 2/3 of 393 = 262, inset 4
        ("helper-functions", 0, 1, rect(262, 0, 131, 120)),            // the default inset overridden with 0
        ("section-extension", 0, 1, rect(0, 68, 393, 60)),             // rows of 60 with 8 between
        ("global-header-configuration", 1, 0, rect(0, 230, 393, 50)), // 100 header + 2 × 50 + 30 spacing
        ("horizontal-scrolling", 0, 3, rect(160, 59, 150, 100)),      // second column after 10 pt, below the safe area
        ("custom-group", 0, 2, rect(262, 160, 131, 80)),               // the third stair
        ("custom-group", 0, 3, rect(0, 240, 131, 80)),                 // the next group, 240 below
        ("top-level-script", 0, 1, rect(16, 70, 361, 70)),             // top-level lets
        ("computed-property-entry", 0, 2, rect(0, 92, 393, 40)),       // 40 + 6 spacing from a stored property
        ("closure-property-entry", 0, 2, rect(0, 66, 393, 33)),
        ("section-entry-with-environment", 0, 1, rect(196, 0, 196, 98.25)), // floor(393 / 2), 196.5 / 2
        ("for-loop-groups", 0, 1, rect(131, 0, 131, 60)),              // index 1: two rows
        ("for-loop-groups", 0, 5, rect(262, 60, 131, 30)),             // index 2 skipped by where; index 3: four rows
        ("switch-ranges", 1, 0, rect(0, 20, 393, 20)),                 // 1..<3 (the where clause fails on a phone)
        ("switch-ranges", 3, 0, rect(0, 100, 393, 40)),                // default
        ("min-max-rounding", 0, 1, rect(217, 0, 176, 120)),            // floor(176.85), ceil(117.3) + round(2.4)
        ("repeating-subitem", 0, 2, rect(130, 40, 60, 60)),            // three 60-pt items, 5 apart, under a 40-pt header
        ("list-inset-grouped", 0, 0, rect(16, 35, 361, 44)),           // insetGrouped: layout margins, 35 on top
        ("list-inset-grouped", 1, 0, rect(0, 249, 131, 100)),          // after 4 rows and a 38-pt footer
        ("list-plain-layout", 0, 0, rect(0, 28, 393, 44)),             // under a 28-pt plain header
        ("long-argument-lists", 0, 2, rect(8, 158, 180.5 - 1.0 / 6, 134)), // 150-pt rows inset 8
        ("content-size-category", 0, 2, rect(0, 80, 196.5 - 1.0 / 6, 80)), // Large: two columns of 80
        ("string-enum-kinds", 0, 0, rect(0, 30, 314.4 - 1.0 / 15, 50)),  // under the 30-pt header
        ("dictionary-heights", 1, 1, rect(0, 176, 393, 88)),           // 2 × 44, then the second row of 88
        ("dictionary-heights", 2, 0, rect(0, 264, 393, 30)),           // no key 2: the default 30
        ("own-class-instance", 0, 2, rect(0, 116, 393, 50)),           // rows of 50 (init argument), 8 apart
        ("view-bounds", 0, 3, rect(0, 131, 131, 131)),                 // view.bounds.width / 3 on a 393-pt screen
        ("self-trait-collection", 0, 2, rect(0, 44, 196.5 - 1.0 / 6, 44)), // compact: two columns
    ]

    @Test(arguments: expectations.indices)
    func framesWorkedOutByHand(index: Int) throws {
        let (name, section, item, frame) = Self.expectations[index]
        let solved = try SwiftTests.solve(SwiftLayoutFile(path: SwiftTests.layoutPath(name)).load())
        let actual = try #require(solved.cell(section, item), "\(name) [\(section), \(item)]")
        #expect(abs(actual.minX - frame.minX) < 1e-6 && abs(actual.minY - frame.minY) < 1e-6
                    && abs(actual.width - frame.width) < 1e-6 && abs(actual.height - frame.height) < 1e-6,
                "\(name) [\(section), \(item)]: \(actual) is not \(frame)")
    }

    @Test func sizeClassAndWidthChangeTheColumns() throws {
        let layout = try SwiftLayoutFile(path: SwiftTests.layoutPath("size-class")).load()
        let phone = try SwiftTests.solve(layout, device: "iphone-15-pro")
        let pad = try SwiftTests.solve(layout, device: "ipad-air-11")
        #expect(phone.cell(0, 2)?.minY == 100)   // compact: two columns
        #expect(pad.cell(0, 2)?.minY == 0)       // regular: four
        let adaptive = try SwiftLayoutFile(path: SwiftTests.layoutPath("adaptive-columns-integer-division")).load()
        // 820 / 120 = 6 columns on the iPad.
        #expect(try SwiftTests.solve(adaptive, device: "ipad-air-11").cell(0, 6)?.minY == 90)
    }

    @Test func badgeDecorationAndFooterArePlaced() throws {
        let solved = try SwiftTests.solve(SwiftLayoutFile(path: SwiftTests.layoutPath("badges-and-decorations")).load())
        let elements = solved.allElements()
        let badge = try #require(elements.first { $0.elementKind == "badge" })
        // The badge's top trailing corner 4 pt inside the item's: x = 10 + 186⅓ - 4 - 16.
        #expect(abs(badge.frame.minX - (176 + 1.0 / 3)) < 1e-6 && badge.frame.minY == 14 && badge.zIndex == 5)
        let card = try #require(elements.first { $0.elementKind == "card" })
        #expect(card.frame == rect(4, 4, 385, 242))
        let footer = try #require(elements.first { $0.elementKind == "UICollectionElementKindSectionFooter" })
        #expect(footer.frame == rect(10, 220, 373, 30))
    }

    @Test func scaleHandlerTransformsCarouselItems() throws {
        let solved = try SwiftTests.solve(SwiftLayoutFile(path: SwiftTests.layoutPath("carousel-scale-handler")).load())
        let items = try solved.invalidateVisibleItems(ofSection: 0, offset: 0)
        let first = try #require(items.first { $0.indexPath == IndexPath(item: 0, section: 0) })
        let second = try #require(items.first { $0.indexPath == IndexPath(item: 1, section: 0) })
        // Midpoints 100 and 310 against a centre of 196.5: scale = max(1.1 - distance / 393, 0.7).
        #expect(abs(first.transform.a - (1.1 - 96.5 / 393)) < 1e-9 && abs(first.transform.d - first.transform.a) < 1e-12)
        #expect(abs(second.transform.a - (1.1 - 113.5 / 393)) < 1e-9)
    }

    @Test func storefrontBenchmarkFile() throws {
        let layout = try SwiftLayoutFile(path: SwiftTests.layoutPath("storefront")).load()
        #expect(layout.defaultItemCounts().reduce(0, +) == 10_000)
        let solved = try SwiftTests.solve(layout)
        // Grid: 361 pt wide → Int(361 / 110) = 3 columns of 123, tiles floor(361 / 3 × 1.3) = 156 high, inset 4.
        let tile = try #require(solved.cell(3, 0))
        #expect(tile.minX == 16 && tile.width == 115 && tile.height == 148)
        // List: one column of 72-pt rows inside 16-pt side insets.
        let row = try #require(solved.cell(4, 1))
        #expect(row.minX == 16 && row.width == 361 && row.height == 72)
        #expect(row.minY - solved.cell(4, 0)!.minY == 73)
    }

    @Test func alphaAndZIndexHandler() throws {
        let solved = try SwiftTests.solve(SwiftLayoutFile(path: SwiftTests.layoutPath("carousel-alpha-zindex")).load())
        let items = try solved.invalidateVisibleItems(ofSection: 0, offset: 0)
        #expect(items.first { $0.indexPath.item == 0 }?.alpha == 1)
        #expect(items.first { $0.indexPath.item == 0 }?.zIndex == 10)
        #expect(items.first { $0.indexPath.item == 1 }?.alpha == 0.5)
        #expect(items.first { $0.indexPath.item == 1 }?.zIndex == 0)
    }
}
