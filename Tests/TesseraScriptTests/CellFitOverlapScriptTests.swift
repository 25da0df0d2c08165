// A script's view trees fitted on a second thread while the next cell is made give what measuring in turn gives:
// frames, subviews, warnings in their order, and the first error.

import Testing
import TesseraLayout
import TesseraScript
import TesseraTestSupport

@Suite("Cells fitted beside the script")
struct CellFitOverlapScriptTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Every cell of `script` measured at once on the iPhone SE, its fits overlapped or in turn: the cells' frames
    /// and subviews, the warnings in order, or the error's text.
    private static func measured(_ loaded: LayoutScript, overlapping: Bool, aheadNaturalsBacklog: Int = 2) throws
        -> (frames: [Rect], subviews: [[ElementSubview]], warnings: [String], measuredAhead: Int) {
        let measurer = ScriptMeasurer(script: loaded)
        measurer.overlapsFits = overlapping
        measurer.aheadNaturalsBacklog = aheadNaturalsBacklog
        loaded.keepsSubviews = true
        let simulation = try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                                      geometry: ScriptTests.geometry("iphone-se-3"), measurer: measurer)
        try simulation.measureEverything()
        let cells = simulation.solved.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1e6, height: 1e6))
            .filter { $0.key.category == .cell }
        let subviews = try cells.map { cell in
            try measurer.subviews(of: cell.key, size: cell.frame.size, environment: simulation.solved.environment) ?? []
        }
        return (cells.map(\.frame), subviews, loaded.warnings, measurer.naturalsMeasuredAhead)
    }

    @Test("The catalogue's Auto Layout cells, by function and by registration, measure the same both ways",
          arguments: ["contact-cell", "contact-cell-registration", "chip", "chip-registration"])
    func catalogue(_ name: String) throws {
        let overlapped = try Self.measured(LayoutScript(ScriptOptions(script: ScriptTests.script(name), displayScale: 2)),
                                           overlapping: true)
        let inTurn = try Self.measured(LayoutScript(ScriptOptions(script: ScriptTests.script(name), displayScale: 2)),
                                       overlapping: false)
        #expect(overlapped.frames.count >= 4)
        #expect(overlapped.frames == inTurn.frames)
        #expect(overlapped.subviews == inTurn.subviews)
        #expect(overlapped.subviews.allSatisfy { !$0.isEmpty })
        #expect(overlapped.warnings == inTurn.warnings)
    }

    /// A registration's natural metrics measured ahead on the script's thread for every row (backlog 0), or never
    /// (the fit measures them on the worker): the same frames and subviews as measuring in turn.
    @Test("A registration measures the same with its naturals worked out ahead always or never",
          arguments: [0, Int.max])
    func naturalsAheadOrNot(_ backlog: Int) throws {
        let options = ScriptOptions(script: ScriptTests.script("contact-cell-registration"), displayScale: 2)
        let overlapped = try Self.measured(LayoutScript(options), overlapping: true, aheadNaturalsBacklog: backlog)
        let inTurn = try Self.measured(LayoutScript(options), overlapping: false)
        #expect(overlapped.frames.count >= 4)
        #expect(overlapped.frames == inTurn.frames)
        #expect(overlapped.subviews == inTurn.subviews)
        #expect(overlapped.subviews.allSatisfy { !$0.isEmpty })
        #expect(overlapped.warnings == inTurn.warnings)
        // A backlog of 0 always holds: every row's naturals are worked out ahead; with Int.max, none.
        if backlog == 0 {
            #expect(overlapped.measuredAhead == overlapped.frames.count)
        } else {
            #expect(overlapped.measuredAhead == 0)
        }
        #expect(inTurn.measuredAhead == 0)
    }

    /// Rows whose label is not pinned to the bottom (the first fit warns that the chain stops), the second row making
    /// a constraint it never activates (warned while that row is made, after the first row's fit), the fifth failing.
    static func rows(failing: Bool) -> String {
        """
        local L = require "tessera"
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        local section = L.section {
          group = L.group.vertical { size = size, subitems = { L.item { size = size } } },
          cell = function(record)
            local content = L.view {}
            local title = L.label { text = "Title", numberOfLines = 0 }
            local detail = L.label { text = record.detail, numberOfLines = 0 }
            for _, v in ipairs { title, detail } do
              v.translatesAutoresizingMaskIntoConstraints = false
              content:addSubview(v)
            end
            L.activate {
              title.topAnchor:constraint { equalTo = content.topAnchor, constant = 10 },
              title.leadingAnchor:constraint { equalTo = content.leadingAnchor },
              detail.topAnchor:constraint { equalTo = title.bottomAnchor, constant = 4 },
              detail.leadingAnchor:constraint { equalTo = content.leadingAnchor },
            }
            if record.unused then local unused = title.heightAnchor:constraint { equalToConstant = 5 } end
            if record.fails then error("no detail for row " .. record.detail) end
            return content
          end,
        }
        return L.layout { sections = { { section = section, items = {
          { detail = "One" }, { detail = "Two", unused = true }, { detail = "Three" }, { detail = "Four" },
          { detail = "Five", fails = \(failing) }, { detail = "Six" },
        } } } }
        """
    }

    @Test("Warnings come in the order measuring in turn gives: the first row's fit's before the second row's")
    func warningsInOrder() throws {
        let overlapped = try Self.measured(scratch.run("rows.lua", Self.rows(failing: false)), overlapping: true)
        let inTurn = try Self.measured(scratch.run("rows.lua", Self.rows(failing: false)), overlapping: false)
        #expect(overlapped.warnings == inTurn.warnings)
        #expect(overlapped.warnings.count == 2)
        #expect(overlapped.warnings.first?.contains("its content's constraints do not reach from contentView.top") == true)
        #expect(overlapped.warnings.last?.contains("a constraint made here is never activated") == true)
        #expect(overlapped.frames == inTurn.frames)
    }

    @Test("A row that fails stops the run with its error, after the warnings of the rows before it")
    func errorInOrder() throws {
        func failure(overlapping: Bool) throws -> (message: String, warnings: [String]) {
            let loaded = try scratch.run("rows.lua", Self.rows(failing: true))
            do {
                _ = try Self.measured(loaded, overlapping: overlapping)
                return ("no error", loaded.warnings)
            } catch {
                return ("\(error)", loaded.warnings)
            }
        }
        let overlapped = try failure(overlapping: true)
        let inTurn = try failure(overlapping: false)
        #expect(overlapped.message == inTurn.message)
        #expect(overlapped.message.contains("no detail for row Five"))
        #expect(overlapped.message.contains("cell [0, 4]"))
        #expect(overlapped.warnings == inTurn.warnings)
        #expect(overlapped.warnings.count == 2)
    }
}
