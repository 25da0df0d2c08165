// The corpus written in the styles public apps use (SwiftLayouts/wild-*.swift and the modules of
// SwiftLayouts/Modules/): every file runs whole, with frames worked out by hand for a few lines of each.

import Foundation
import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct WildCorpusTests {
    static let folder = SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftLayouts"
    static let files: [String] = CorpusTests.corpus.filter { $0.hasPrefix("wild-") }
    static let modules: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/Modules")) ?? []).sorted()

    static func load(_ name: String) throws -> SwiftLayout {
        if modules.contains(name) {
            let root = folder + "/Modules/" + name
            let paths = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.sorted()
            return try SwiftLayoutFile(paths: paths.map { root + "/" + $0 }, name: root).load()
        }
        return try SwiftLayoutFile(path: SwiftTests.layoutPath(name)).load()
    }

    @Test func theWildCorpusHasThirtyFilesAndTwoModules() {
        #expect(Self.files.count >= 30)
        #expect(Self.modules == ["shop", "today"])
    }

    @Test(arguments: modules)
    func everyModuleRunsOnPhoneAndPad(name: String) throws {
        let layout = try Self.load(name)
        for device in ["iphone-se-3", "iphone-15-pro", "ipad-air-11"] {
            let solved = try SwiftTests.solve(layout, device: device)
            #expect(solved.cell(0, 0) != nil, "\(name) on \(device) lays out its first cell")
        }
    }

    /// Frames on an iPhone 15 Pro (393 × 852, @3x), worked out from each file's numbers.
    static let expectations: [(name: String, section: Int, item: Int, frame: Rect)] = [
        ("wild-badges", 0, 0, rect(25, 25, 78, 78)),                      // (393 - 40) / 4 = 88.25, inset 5
        ("wild-built-subitems", 0, 1, rect(198 + 1.0 / 3, 0, 94, 100)),   // after half the width, inset 2
        ("wild-calendar-week", 0, 6, rect(336, 0, 56, 56)),              // 393 / 7 on the pixel grid
        ("wild-calendar-week", 1, 1, rect(0, 116, 393, 60)),             // hours under the 56-pt week
        ("wild-chat-list-footer", 0, 11, rect(0, 484, 393, 44)),         // 12 plain rows of 44
        ("wild-computed-configuration", 1, 1, rect(0, 364, 393, 70)),    // 60 header + 3 × 70 + 24 + 70
        ("wild-dashboard-metrics-struct", 0, 0, rect(12, 12, 178.5, 133.875)), // (393 - 36) / 2, × 0.75
        ("wild-estimated-rows", 1, 1, rect(16, 536, 361, 64)),           // 416 per section, header 40 + 8 + 64 + 8
        ("wild-extension-grid-factory", 0, 2, rect(4, 200 + 1.0 / 3, 188 + 1.0 / 3, 188 + 1.0 / 3)), // compact: 2
        ("wild-guard-section-kind", 1, 1, rect(150, 300, 140, 180)),     // 140 + 10 spacing, after 2 × 150
        ("wild-layout-subclass", 1, 1, rect(0, 1606, 393, 90)),          // 5 × 300 + 16 + 90
        ("wild-music-lazy-closure", 1, 1, rect(178, 294, 150, 190)),     // 254 per shelf, 16 + 150 + 12
        ("wild-news-helpers-defaults", 0, 0, rect(4, 4, 385, 252)),      // 260 high, no header, inset 4
        ("wild-news-helpers-defaults", 1, 1, rect(200 + 1.0 / 3, 300, 188 + 1.0 / 3, 112)), // 2 columns below a 36 header
        ("wild-onboarding-pages", 0, 1, rect(393, 59, 393, 759)),        // pages between the safe area's 59 and 34
        ("wild-overloaded-helpers", 1, 1, rect(131, 288, 131, 120)),     // 4 × 72, then thirds
        ("wild-photos-breakpoints", 0, 1, rect(132, 1, 129, 129)),       // below 600 pt: 3 columns, inset 1
        ("wild-pinned-index", 1, 1, rect(0, 346, 393, 56)),              // 28 + 4 × 56 + 10 + 28 + 56
        ("wild-profile-string-enum", 2, 0, rect(0, 244, 131, 131)),      // 180 + 64, then 393 / 3
        ("wild-readable-content", 0, 1, rect(16, 91, 361, 90)),          // compact: layout margins of 16
        ("wild-recipes-mosaic", 0, 1, rect(264, 2, 127, 127)),           // beside the 2/3 tile
        ("wild-section-backgrounds", 1, 1, rect(20, 244, 353, 52)),      // 12 + 3 × 52 + 12, then 12 + 52
        ("wild-sections-array-state", 2, 0, rect(0, 660, 393, 50)),      // 180 + 4 × 120
        ("wild-settings-sections", 1, 1, rect(16, 249, 361, 44)),        // 35 + 3 × 44, header 38, row
        ("wild-sidebar", 0, 1, rect(16, 79, 361, 44)),                   // a phone: inset grouped
        ("wild-size-class-switch", 0, 1, rect(0, 98, 393, 88)),          // compact: one column, 10 apart
        ("wild-static-factory", 1, 1, rect(196 + 1.0 / 3, 1200, 196 + 1.0 / 3, 100)), // after 6 × 200
        ("wild-store-enum-sections", 2, 0, rect(0, 460, 393, 44)),       // 220 + 240
        ("wild-struct-builder", 1, 1, rect(196 + 1.0 / 3, 300, 196 + 1.0 / 3, 60)), // memberwise height 60
        ("wild-tuple-metrics", 0, 1, rect(196 + 1.0 / 3, 0, 196 + 1.0 / 3, 110)), // narrow: (2, 110)
        ("wild-view-frame-width", 0, 1, rect(131 + 2.0 / 3, 0, 129 + 2.0 / 3, 129 + 2.0 / 3)), // (393 - 4) / 3
        ("wild-diffable-snapshot", 1, 4, rect(0, 440, 196 + 1.0 / 3, 60)), // 2 featured of 160, then 5 topics in pairs
        ("shop", 1, 1, rect(200 + 1.0 / 3, 192, 188 + 1.0 / 3, 212)),   // 120 + 24 + 44 header, inset 4
        ("today", 2, 3, rect(0, 780, 393, 50)),
    ]

    @Test(arguments: expectations.indices)
    func framesWorkedOutByHand(index: Int) throws {
        let (name, section, item, frame) = Self.expectations[index]
        let solved = try SwiftTests.solve(Self.load(name))
        #expect(solved.cell(section, item) == frame, "\(name) [\(section), \(item)]")
    }

    @Test func itemCountsComeFromTheSnapshotViewDidLoadApplies() throws {
        let file = try SwiftLayoutFile(path: SwiftTests.layoutPath("wild-diffable-snapshot"))
        var notes: [String] = []
        file.onNote = { notes.append($0.replacingOccurrences(of: Self.folder + "/", with: "")) }
        let layout = try file.load()
        #expect(layout.defaultItemCounts() == [2, 5])
        #expect(notes == ["wild-diffable-snapshot.swift:14:5: note: item counts 2, 5 come from the snapshot viewDidLoad "
                          + "applies to the data source, unless --items or --data give others"])
        // Given other counts, the provider still reads the sections from the snapshot.
        #expect(try SwiftTests.solve(layout, counts: [1, 3]).cell(1, 2) == rect(0, 220, 196 + 1.0 / 3, 60))
    }

    @Test func everyWildFileHasAFrameAsserted() {
        let asserted = Set(Self.expectations.map(\.name))
        let unasserted = Self.files.filter { !asserted.contains($0) }
        // The cover flow (a centred carousel under a transform handler) is checked in everyLayoutRunsOnPhoneAndPad only.
        #expect(unasserted == ["wild-cover-flow"])
    }
}
