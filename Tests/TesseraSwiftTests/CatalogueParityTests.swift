// Each Swift port of the Apple catalogue gives the same frames as its Lua script in Scripts/.

import Testing
import TesseraLayout
import TesseraScript
@testable import TesseraSwift

@Suite struct CatalogueParityTests {
    /// The catalogue scripts with a Swift port of the same name (and the feed the Lua script reads, if any).
    static let ports: [(name: String, feed: String?)] = [
        ("grid", nil), ("list", nil), ("inset-items-grid", nil), ("two-column", nil), ("distinct-sections", nil),
        ("adaptive-sections", nil), ("nested-groups", nil), ("orthogonal-sections", nil), ("orthogonal-behaviors", nil),
        ("item-badges", nil), ("section-headers-footers", nil), ("pinned-headers", nil), ("section-background", nil),
        ("adaptive-photos", "Samples/photos-grid/feed.json"),
    ]

    @Test(arguments: ports.map(\.name), ["iphone-15-pro", "ipad-air-11"])
    func sameFramesAsLua(name: String, device: String) throws {
        let feed = Self.ports.first { $0.name == name }?.feed
        let lua = try LayoutScript(ScriptOptions(script: SwiftTests.root + "/Scripts/\(name).lua",
                                                 feed: feed.map { SwiftTests.root + "/" + $0 }))
        let swift = try SwiftLayoutFile(path: SwiftTests.layoutPath(name)).load()
        let counts = feed == nil ? swift.defaultItemCounts() : lua.itemCounts
        #expect(counts == lua.itemCounts, "the item counts comment of \(name).swift")
        let geometry = SwiftTests.geometry(device, scrollDirection: lua.layout.configuration.scrollDirection)
        let luaSolved = try lua.layout.solve(itemCounts: lua.itemCounts, in: geometry)
        let swiftSolved = try swift.layout.solve(itemCounts: counts, in: geometry)
        expectSameElements(swiftSolved, luaSolved)
    }

    @Test(arguments: ["iphone-15-pro", "ipad-air-11"])
    func listAppearancesMatchTheListPluginRowsAndHeaders(device: String) throws {
        // The Lua script also draws separators as supplementary views; UIKit's lists draw them in cells, so the
        // Swift port has none: rows, headers and footers must agree.
        let lua = try LayoutScript(ScriptOptions(script: SwiftTests.root + "/Scripts/list-appearances.lua"))
        let swift = try SwiftLayoutFile(path: SwiftTests.layoutPath("list-appearances")).load()
        let geometry = SwiftTests.geometry(device)
        let luaSolved = try lua.layout.solve(itemCounts: lua.itemCounts, in: geometry)
        let swiftSolved = try swift.layout.solve(itemCounts: swift.defaultItemCounts(), in: geometry)
        #expect(swift.defaultItemCounts() == lua.itemCounts)
        let luaFrames = luaSolved.allElements().filter { $0.elementKind != "separator" }
        let swiftFrames = swiftSolved.allElements()
        #expect(luaFrames.map(\.frame) == swiftFrames.map(\.frame))
        #expect(luaFrames.map(\.indexPath) == swiftFrames.map(\.indexPath))
        #expect(swiftFrames.count == 5 * 3 + 10)
    }
}

/// Expects two solved layouts to hold the same elements with the same frames, kinds and zIndex.
func expectSameElements(_ actual: SolvedLayout, _ expected: SolvedLayout, sourceLocation: SourceLocation = #_sourceLocation) {
    let a = actual.allElements(), e = expected.allElements()
    #expect(a.count == e.count, "element count", sourceLocation: sourceLocation)
    #expect(a.count > 0, sourceLocation: sourceLocation)
    for (x, y) in zip(a, e) where x != y {
        Issue.record("first difference: \(x) vs \(y)", sourceLocation: sourceLocation)
        break
    }
    #expect(actual.contentSize == expected.contentSize, sourceLocation: sourceLocation)
}
