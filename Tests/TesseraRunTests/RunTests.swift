// The one run: sources of each kind, subviews taken from the measuring pass, errors located by their typed place.

import Foundation
import Testing
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraTestSupport
import TesseraViews

@Suite("One run for every source")
struct RunTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Two sections of self-sizing cells: a template cell (6 items) and an Auto Layout cell (4 items).
    static let cells = """
        local L = require "tessera"
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        local function list(cell, count)
          local records = {}
          for i = 1, count do records[i] = { title = "Row " .. i .. string.rep(" long", i * 8) } end
          local group = L.group.vertical { size = size, subitems = { L.item { size = size } } }
          return { section = L.section { group = group, cell = cell }, items = records }
        end
        local function template(record)
          return L.vstack { L.label { text = record.title, font = L.font.system(17), numberOfLines = 0 } }
        end
        local function tree(record)
          local content = L.view {}
          local title = L.label { text = record.title, numberOfLines = 0 }
          title.translatesAutoresizingMaskIntoConstraints = false
          content:addSubview(title)
          L.activate {
            title.leadingAnchor:constraint { equalTo = content.leadingAnchor, constant = 16 },
            title.trailingAnchor:constraint { equalTo = content.trailingAnchor, constant = -16 },
            title.topAnchor:constraint { equalTo = content.topAnchor, constant = 11 },
            title.bottomAnchor:constraint { equalTo = content.bottomAnchor, constant = -11 },
          }
          return content
        end
        return L.layout { sections = { list(template, 6), list(tree, 4) } }
        """

    private func run(_ measuring: Measuring, showsSubviews: Bool = true) throws -> (Run, LayoutScript) {
        try scratch.runScript("cells.lua", Self.cells, measuring: measuring, showsSubviews: showsSubviews)
    }

    @Test("Measuring every cell and dumping its subviews runs each cell function once per cell")
    func cellFunctionsRunOncePerCell() throws {
        let (run, script) = try run(.all)
        #expect(script.cellFunctionCalls == 10)
        let dump = try run.frameDump()
        #expect(script.cellFunctionCalls == 10)
        let cells = dump.elements.filter { $0.category == .cell }
        #expect(cells.count == 10)
        #expect(cells.allSatisfy { $0.subviews.count == 1 && $0.subviews[0].className == "UILabel" })
        // The label is laid out inside the measured cell: 16 pt in from each side (the tree), and the cell's height
        // follows its text (Row 6 has six more words than Row 1).
        let tree = cells.filter { $0.section == 1 }
        #expect(tree.allSatisfy { $0.subviews[0].frame.minX == 16 && $0.subviews[0].frame.width == 393 - 32 })
        let heights = cells.filter { $0.section == 0 }.map(\.frame.height)
        #expect(heights.first! < heights.last!)
    }

    @Test("Cells never measured run their cell function once, for the dump")
    func unmeasuredCellsRunOnceForTheDump() throws {
        let (run, script) = try run(.none)
        #expect(script.cellFunctionCalls == 0)
        let dump = try run.frameDump()
        #expect(script.cellFunctionCalls == 10)
        #expect(dump.elements.filter { $0.category == .cell }.allSatisfy { $0.subviews.count == 1 })
    }

    @Test("A dump without subviews keeps none: measuring lays no views out for it")
    func noSubviewsKeptWithoutADumpOfThem() throws {
        let (run, script) = try run(.all, showsSubviews: false)
        #expect(!script.keepsSubviews)
        #expect(run.subviews == nil)
        #expect(script.cellFunctionCalls == 10)
        #expect(try run.frameDump().elements.allSatisfy { $0.subviews.isEmpty })
    }

    @Test("The subviews kept from measuring equal those a dump lays out by calling the cell function again")
    func keptSubviewsEqualFreshOnes() throws {
        let (run, _) = try run(.all)
        let kept = try run.frameDump()
        // The same run keeping nothing: the dump calls each cell function again and lays its views out then.
        let (again, script) = try self.run(.all, showsSubviews: false)
        let fresh = try FrameDump(again.simulation.solved, contentOffset: again.dumpOffset,
                                  subviews: RunSubviews(source: again.source, environment: again.simulation.solved.environment),
                                  annotations: again.annotations())
        #expect(script.cellFunctionCalls == 20)
        #expect(fresh == kept)
    }

    @Test("A Swift layout without a side file is a Swift source (no Lua state); with a Lua side file the two compose")
    func swiftSources() throws {
        let swift = try scratch.write("Layout.swift", """
            import UIKit
            func makeLayout() -> UICollectionViewCompositionalLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                let item = NSCollectionLayoutItem(layoutSize: size)
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """)
        let alone = try SourceLoader.load(ScriptOptions(script: swift), swift: SwiftRunOptions(itemCounts: [3]))
        #expect(alone is SwiftLayoutSource)
        #expect(alone.itemCounts == [3])
        let side = try scratch.write("cells.lua", Self.cells)
        let composed = try #require(SourceLoader.load(ScriptOptions(script: swift), swift: SwiftRunOptions(data: side))
                                    as? ComposedLayoutSource)
        #expect(composed.itemCounts == [6, 4])
        #expect(composed.hasSubviews)
        let run = try Run(composed, options: RunOptions(device: RunDevice(preset: DevicePreset.named("iphone-se-3")!)))
        // The Swift layout's section for each of the script's two, with the script's template and tree cells.
        let cells = try run.frameDump().elements.filter { $0.category == .cell }
        #expect(cells.count == 10)
        #expect(cells.allSatisfy { $0.subviews.count == 1 && $0.frame.width == 375 })
    }

    @Test("An error the engine finds names the file and line of the part it is about, by its typed place")
    func typedPlaces() throws {
        let path = try scratch.write("bad.lua", """
            local L = require "tessera"
            local size = { width = L.fractionalWidth(1), height = L.absolute(20) }
            local good = L.section { group = L.group.vertical { size = size, subitems = { L.item { size = size } } } }
            local thin = L.item { size = { width = L.fractionalWidth(0.0001), height = L.absolute(20) } }
            local bad = L.section { group = L.group.horizontal { size = size, repeatingSubitem = thin, count = 2 } }
            return L.layout { sections = { { section = good, count = 1 }, { section = bad, count = 1 } } }
            """)
        let source = try SourceLoader.load(ScriptOptions(script: path))
        let error = try #require(#expect(throws: ScriptError.self) {
            try Run(source, options: RunOptions(device: RunDevice(preset: DevicePreset.named("iphone-15-pro")!)))
        })
        #expect(error.message == "\(path):5: section 1 › group: A repeating group's subitem has zero extent along the group's axis")
        #expect(source.location(of: .section(1)) == "\(path):5")
        #expect(source.location(of: .section(2)) == nil)
        #expect(source.location(of: .configuration) == "\(path):6")
    }
}
