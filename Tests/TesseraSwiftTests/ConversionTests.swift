// Round trips through `tessera convert`: Lua → Swift → run and Swift → Lua → run give the same frames.

import Foundation
import Testing
import TesseraLayout
import TesseraScript
@testable import TesseraSwift

@Suite struct ConversionTests {
    static let luaScripts = ["grid", "list", "inset-items-grid", "two-column", "distinct-sections", "adaptive-sections",
                             "nested-groups", "orthogonal-sections", "orthogonal-behaviors", "item-badges",
                             "section-headers-footers", "pinned-headers", "section-background", "list-appearances"]

    @Test(arguments: luaScripts, ["iphone-15-pro", "ipad-air-11"])
    func luaToSwiftGivesTheSameFrames(name: String, device: String) throws {
        let lua = try LayoutScript(ScriptOptions(script: SwiftTests.root + "/Scripts/\(name).lua"))
        let geometry = SwiftTests.geometry(device, scrollDirection: lua.layout.configuration.scrollDirection)
        let snapshot = try LayoutSnapshot(layout: lua.layout, itemCounts: lua.itemCounts, geometry: geometry)
        let source = try SwiftSourceWriter.write(snapshot, origin: "test")
        #expect(source.contains("func makeLayout() -> UICollectionViewLayout {"))
        let swift = try SwiftLayoutFile(source: source, path: "\(name).swift").load()
        #expect(swift.defaultItemCounts() == lua.itemCounts)
        expectSameElements(try swift.layout.solve(itemCounts: swift.defaultItemCounts(), in: geometry),
                           try lua.layout.solve(itemCounts: lua.itemCounts, in: geometry))
    }

    /// The corpus files whose layouts hold no closures the engine calls later (handlers, custom item providers).
    static let swiftFiles: [String] = CorpusTests.corpus.filter {
        !["carousel-scale-handler", "carousel-alpha-zindex", "custom-group", "storefront", "wild-cover-flow"].contains($0)
    }

    @Test(arguments: swiftFiles)
    func swiftToLuaGivesTheSameFrames(name: String) throws {
        let swift = try SwiftLayoutFile(path: SwiftTests.layoutPath(name)).load()
        for device in ["iphone-15-pro", "ipad-air-11"] {
            let geometry = SwiftTests.geometry(device, scrollDirection: swift.layout.configuration.scrollDirection)
            let counts = swift.defaultItemCounts()
            let snapshot = try LayoutSnapshot(layout: swift.layout, itemCounts: counts, geometry: geometry)
            let source = try LuaSourceWriter.write(snapshot, origin: "test")
            var options = ScriptOptions(script: "\(name).lua")
            options.source = source
            let lua = try LayoutScript(options)
            #expect(lua.itemCounts == counts)
            expectSameElements(try lua.layout.solve(itemCounts: lua.itemCounts, in: geometry),
                               try swift.layout.solve(itemCounts: counts, in: geometry))
        }
    }

    @Test func uniformLayoutsStayUniformAndReadLikeAppleSamples() throws {
        let lua = try LayoutScript(ScriptOptions(script: SwiftTests.root + "/Scripts/grid.lua"))
        let snapshot = try LayoutSnapshot(layout: lua.layout, itemCounts: lua.itemCounts, geometry: SwiftTests.geometry())
        let source = try SwiftSourceWriter.write(snapshot, origin: "Converted from grid.lua")
        #expect(source == """
            // Converted from grid.lua
            // tessera: items 94
            import UIKit

            func makeLayout() -> UICollectionViewLayout {
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                      heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                       heightDimension: .fractionalWidth(0.2))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

                let section = NSCollectionLayoutSection(group: group)

                let layout = UICollectionViewCompositionalLayout(section: section)
                return layout
            }

            """)
        // The same layout on a wider device: a uniform layout does not depend on the environment.
        let swift = try SwiftLayoutFile(source: source, path: "grid.swift").load()
        let pad = SwiftTests.geometry("ipad-air-11")
        expectSameElements(try swift.layout.solve(itemCounts: [94], in: pad), try lua.layout.solve(itemCounts: [94], in: pad))
    }

    @Test func luaOutputWritesEachDistinctSectionOnce() throws {
        let swift = try SwiftLayoutFile(path: SwiftTests.layoutPath("pinned-headers")).load()
        let snapshot = try LayoutSnapshot(layout: swift.layout, itemCounts: swift.defaultItemCounts(), geometry: SwiftTests.geometry())
        let source = try LuaSourceWriter.write(snapshot, origin: "test")
        #expect(source.components(separatedBy: "local function").count == 2)
        #expect(source.contains("{ section = section(), count = 5 },"))
        #expect(source.contains("pinToVisibleBounds = true, zIndex = 2"))
    }

    @Test func closuresCannotBeConverted() throws {
        let swift = try SwiftLayoutFile(path: SwiftTests.layoutPath("carousel-scale-handler")).load()
        let snapshot = try LayoutSnapshot(layout: swift.layout, itemCounts: [10], geometry: SwiftTests.geometry())
        #expect(throws: ConversionError.self) { try LuaSourceWriter.write(snapshot, origin: "test") }
        #expect(throws: ConversionError.self) { try SwiftSourceWriter.write(snapshot, origin: "test") }
    }
}
