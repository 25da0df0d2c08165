// Self-sizing from scripts: measure, cell and estimate functions through a simulated collection view, and their errors.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("Self-sizing from scripts")
struct SelfSizingScriptTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// A one-section list of full-width rows estimated at 44 pt, 10 pt apart, with `functions` in the section
    /// and `rows` (Lua table constructors) as its records. Line 8 is the first line of `functions`.
    private func list(_ functions: String, rows: String, extra: String = "") -> String {
        """
        local L = require "tessera"
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        \(extra)
        local section = L.section {
          group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
          interGroupSpacing = 10,
          contentInsets = L.insets { leading = 20, trailing = 20 },
        \(functions)
        }
        return L.layout { sections = { { section = section, items = { \(rows) } } } }
        """
    }

    /// Runs `text` as `name` and simulates it on an iPhone SE (375 × 667 at 2x).
    private func simulate(_ name: String, _ text: String, model: EstimateModel = .script,
                          limits: ScriptLimits = ScriptLimits()) throws -> CollectionViewSimulation {
        let loaded = try scratch.run(name, text, limits: limits)
        return try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                            geometry: ScriptTests.geometry("iphone-se-3"),
                                            measurer: ScriptMeasurer(script: loaded), estimateModel: model)
    }

    /// The error measuring every element raises.
    private func measuringError(_ simulation: CollectionViewSimulation,
                                sourceLocation: SourceLocation = #_sourceLocation) -> MeasurementError? {
        #expect(throws: MeasurementError.self, sourceLocation: sourceLocation) {
            try simulation.measureEverything()
        }
    }

    private func path(_ name: String) -> String { scratch.path + "/" + name }

    @Test("measure returns a table or a number; the width the layout gives stays")
    func measureTableOrNumber() throws {
        let functions = """
              measure = function(row, fitting)
                if row.number then return row.h end
                return { height = row.h }
              end,
            """
        let simulation = try simulate("rows.lua", list(functions, rows: "{ h = 30 }, { h = 100, number = true }, { h = 50 }"))
        #expect(try simulation.measureEverything() == 3)
        // Rows 335 wide (375 − 20 − 20), 10 apart: 0–30, 40–140, 150–200. The number sizes the estimated side only.
        expectFrame(simulation.solved.cell(0, 0), ScriptTests.rect(20, 0, 335, 30))
        expectFrame(simulation.solved.cell(0, 1), ScriptTests.rect(20, 40, 335, 100))
        expectFrame(simulation.solved.cell(0, 2), ScriptTests.rect(20, 150, 335, 50))
        expectContentSize(simulation.solved, 375, 200)
    }

    @Test("fitting carries the proposed size, which sides are estimated, the index path and the environment")
    func fittingFields() throws {
        // height = width / 5 (67) + 1 if the height is estimated + 1000 if the width is + item + section × 100
        //          + the container's width / 375 (1).
        let functions = """
              measure = function(row, fitting)
                local h = fitting.width / 5 + (fitting.heightIsEstimated and 1 or 0) + (fitting.widthIsEstimated and 1000 or 0)
                return { height = h + fitting.indexPath.item + fitting.indexPath.section * 100
                                    + fitting.environment.container.contentSize.width / 375 }
              end,
            """
        let simulation = try simulate("fitting.lua", list(functions, rows: "{}, {}"))
        try simulation.measureEverything()
        expectFrame(simulation.solved.cell(0, 0), ScriptTests.rect(20, 0, 335, 69))
        expectFrame(simulation.solved.cell(0, 1), ScriptTests.rect(20, 79, 335, 70))
    }

    @Test("a cell function's template is sized as a content view: the width given, the height free")
    func cellTemplate() throws {
        // Inner width 335 − 2 × 16 = 303; an image of ratio 3.03 is 100 tall: 16 + 100 + 8 + 44 + 16 = 184.
        // A ratio of 1.515 makes it 200 tall: 284.
        let functions = """
              cell = function(row, environment)
                return L.vstack { spacing = 8, layoutMargins = L.insets { top = 16, leading = 16, bottom = 16, trailing = 16 },
                                  L.image { aspectRatio = row.ratio }, L.box { height = 44 } }
              end,
            """
        let simulation = try simulate("cells.lua", list(functions, rows: "{ ratio = 3.03 }, { ratio = 1.515 }"))
        try simulation.measureEverything()
        expectFrame(simulation.solved.cell(0, 0), ScriptTests.rect(20, 0, 335, 184))
        expectFrame(simulation.solved.cell(0, 1), ScriptTests.rect(20, 194, 335, 284))
        expectContentSize(simulation.solved, 375, 478)
    }

    @Test("a header measures itself from the section's data; the rows follow it")
    func headerMeasure() throws {
        let text = """
            local L = require "tessera"
            local size = { width = L.fractionalWidth(1), height = L.absolute(50) }
            local header = L.header { size = { width = L.fractionalWidth(1), height = L.estimated(28) },
                                      measure = function(data, fitting) return { height = data.titleLines * 20 + 16 } end }
            local section = L.section { group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
                                        boundarySupplementaryItems = { header } }
            return L.layout { sections = { { section = section, count = 2, data = { titleLines = 3 } } } }
            """
        let simulation = try simulate("header.lua", text)
        // Before measuring: the header at its estimate, 28.
        expectFrame(simulation.solved.supplementary("header", 0), ScriptTests.rect(0, 0, 375, 28))
        #expect(try simulation.measureEverything() == 1)
        expectFrame(simulation.solved.supplementary("header", 0), ScriptTests.rect(0, 0, 375, 76))
        expectFrame(simulation.solved.cell(0, 0), ScriptTests.rect(0, 76, 375, 50))
        expectFrame(simulation.solved.cell(0, 1), ScriptTests.rect(0, 126, 375, 50))
    }

    @Test("the estimate function gives each row its own guess under the perItem model")
    func perItemEstimates() throws {
        let functions = """
              estimate = function(row) return row.guess end,
            """
        let simulation = try simulate("guess.lua", list(functions, rows: "{ guess = 80 }, { guess = 120 }, { guess = 60 }"),
                                      model: .perItem)
        expectFrame(simulation.solved.cell(0, 0), ScriptTests.rect(20, 0, 335, 80))
        expectFrame(simulation.solved.cell(0, 1), ScriptTests.rect(20, 90, 335, 120))
        expectFrame(simulation.solved.cell(0, 2), ScriptTests.rect(20, 220, 335, 60))
        // Under the script's own estimate every row starts at 44.
        let uniform = try simulate("guess2.lua", list(functions, rows: "{ guess = 80 }, { guess = 120 }"))
        expectFrame(uniform.solved.cell(0, 1), ScriptTests.rect(20, 54, 335, 44))
    }

    @Test("measure returning nil names the cell, the function's line and what was expected")
    func measureReturnsNil() throws {
        let functions = """
              measure = function(row, fitting)
                if row.h then return { height = row.h } end
              end,
            """
        let simulation = try simulate("nil.lua", list(functions, rows: "{ h = 30 }, {}"))
        let error = try #require(measuringError(simulation))
        #expect(error.key == ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: 1, section: 0)))
        #expect(error.description == "while measuring cell [0, 1]: \(path("nil.lua")):8: "
            + "measure returned nil (a table {height = …} or a number expected)")
    }

    @Test("a negative or NaN size is refused")
    func measureReturnsBadSize() throws {
        let functions = """
              measure = function(row, fitting) return { height = row.h } end,
            """
        let negative = try simulate("negative.lua", list(functions, rows: "{ h = -5 }"))
        #expect(measuringError(negative)?.description == "while measuring cell [0, 0]: \(path("negative.lua")):8: "
            + "measure returned 335 × -5 (sizes from 0 to 10000000 points expected)")
        let nan = try simulate("nan.lua", list(functions, rows: "{ h = 0/0 }"))
        #expect(measuringError(nan)?.description == "while measuring cell [0, 0]: \(path("nan.lua")):8: "
            + "measure returned 335 × nan (sizes from 0 to 10000000 points expected)")
        let huge = try simulate("huge.lua", list(functions, rows: "{ h = -1e300 }"))
        #expect(measuringError(huge)?.description == "while measuring cell [0, 0]: \(path("huge.lua")):8: "
            + "measure returned 335 × -1e+300 (sizes from 0 to 10000000 points expected)")
        let tall = try simulate("tall.lua", list(functions, rows: "{ h = 1e300 }"))
        #expect(measuringError(tall)?.description == "while measuring cell [0, 0]: \(path("tall.lua")):8: "
            + "measure returned 335 × 1e+300 (sizes from 0 to 10000000 points expected)")
        let infinite = try simulate("inf.lua", list(functions, rows: "{ h = math.huge }"))
        #expect(measuringError(infinite)?.description == "while measuring cell [0, 0]: \(path("inf.lua")):8: "
            + "measure returned 335 × math.huge (sizes from 0 to 10000000 points expected)")
    }

    @Test("an error inside measure keeps its location and names the cell")
    func errorInsideMeasure() throws {
        let functions = """
              measure = function(row, fitting)
                if not row.h then error("row " .. fitting.indexPath.item .. " has no height") end
                return { height = row.h }
              end,
            """
        let simulation = try simulate("raise.lua", list(functions, rows: "{ h = 30 }, { h = 40 }, {}"))
        let error = try #require(measuringError(simulation))
        #expect(error.description.hasPrefix("while measuring cell [0, 2]: \(path("raise.lua")):9: row 2 has no height"))
    }

    @Test("an endless measure function stops at the instruction budget")
    func endlessMeasure() throws {
        let functions = """
              measure = function(row, fitting)
                while true do end
              end,
            """
        let simulation = try simulate("spin.lua", list(functions, rows: "{}"),
                                      limits: ScriptLimits(instructions: 2_000_000))
        let error = try #require(measuringError(simulation))
        #expect(error.description.hasPrefix("while measuring cell [0, 0]: \(path("spin.lua")):9: instruction budget "
            + "exceeded (2000000 instructions)"))
    }

    @Test("a cell function returning something else than a view is refused")
    func cellReturnsNonView() throws {
        let functions = """
              cell = function(row, environment) return 42 end,
            """
        let simulation = try simulate("notview.lua", list(functions, rows: "{}"))
        let error = try #require(measuringError(simulation))
        #expect(error.description == "while measuring cell [0, 0]: \(path("notview.lua")):8: "
            + "a cell function must return a view (L.vstack{…}, L.label{…} …), got number")
    }
}
