// Cell registrations in one run: one cell built per registration and environment, one configure per element.

import Foundation
import Testing
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraTestSupport
import TesseraViews

@Suite("Cell registrations in a run")
struct RegistrationRunTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Ten rows whose titles grow, from one registration shared by two sections (6 and 4 rows).
    static let rows = """
        local L = require "tessera"
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        local registration = L.cellRegistration {
          build = function()
            local content = L.view {}
            local title = L.label { numberOfLines = 0 }
            title.translatesAutoresizingMaskIntoConstraints = false
            content:addSubview(title)
            local top = title.topAnchor:constraint { equalTo = content.topAnchor }
            L.activate {
              title.leadingAnchor:constraint { equalTo = content.leadingAnchor, constant = 16 },
              title.trailingAnchor:constraint { equalTo = content.trailingAnchor, constant = -16 },
              top, title.bottomAnchor:constraint { equalTo = content.bottomAnchor, constant = -11 },
            }
            return { contentView = content, title = title, top = top }
          end,
          configure = function(cell, record)
            cell.title.text = record.title
            cell.top.constant = record.top
          end,
        }
        local function list(count, first)
          local records = {}
          for i = 1, count do
            records[i] = { title = "Row " .. (first + i) .. string.rep(" long", (first + i) * 8), top = first + i }
          end
          local group = L.group.vertical { size = size, subitems = { L.item { size = size } } }
          return { section = L.section { group = group, cell = registration }, items = records }
        end
        return L.layout { sections = { list(6, 0), list(4, 6) } }
        """

    private func run(_ measuring: Measuring) throws -> (Run, LayoutScript) {
        try scratch.runScript("rows.lua", Self.rows, measuring: measuring)
    }

    @Test("Measuring every row builds one cell and configures it once per row; the dump configures nothing again")
    func oneBuild() throws {
        let (run, script) = try run(.all)
        #expect(script.registrationCalls == (builds: 1, configures: 10))
        // The first row is fitted afresh; the others change its kept solver (texts, the top constant).
        #expect(script.registrationFits == (incremental: 9, fresh: 1))
        let dump = try run.frameDump()
        #expect(script.registrationCalls == (builds: 1, configures: 10))
        let cells = dump.elements.filter { $0.category == .cell }
        #expect(cells.count == 10)
        // Each row's label sits at its own top constant (row n: n pt) and wraps its own text.
        #expect(cells.map { $0.subviews[0].frame.minY } == (1...10).map(Double.init))
        #expect(cells.allSatisfy { $0.subviews[0].frame.minX == 16 && $0.subviews[0].frame.width == 393 - 32 })
        #expect(cells.map(\.frame.height) == cells.map { $0.subviews[0].frame.maxY + 11 })
        let heights = cells.map(\.frame.height)
        #expect(heights.first! < heights.last!)
    }

    @Test("prepareForReuse runs once per configure of a cell configured before: nine times for ten rows, measured or not")
    func preparations() throws {
        // It moves the label to 100 pt; each configure sets the row's own top again, so the rows are as without it.
        let prepared = Self.rows.replacingOccurrences(of: """
                cell.top.constant = record.top
              end,
            """, with: """
                cell.top.constant = record.top
              end,
              prepareForReuse = function(cell) cell.top.constant = 100 end,
            """)
        #expect(prepared != Self.rows)
        for measuring in [Measuring.all, .none] {
            let (run, script) = try scratch.runScript("prepared.lua", prepared, measuring: measuring)
            let dump = try run.frameDump()
            #expect(script.registrationCalls == (builds: 1, configures: 10))
            #expect(script.registrationPreparations == 9)
            let cells = dump.elements.filter { $0.category == .cell }
            #expect(cells.map { $0.subviews[0].frame.minY } == (1...10).map(Double.init))
        }
        let (_, plain) = try run(.all)
        #expect(plain.registrationPreparations == 0)
    }

    @Test("Rows never measured are configured once each, for the dump")
    func unmeasured() throws {
        let (run, script) = try run(.none)
        #expect(script.registrationCalls == (builds: 0, configures: 0))
        let dump = try run.frameDump()
        #expect(script.registrationCalls == (builds: 1, configures: 10))
        #expect(dump.elements.filter { $0.category == .cell }.map { $0.subviews[0].frame.minY } == (1...10).map(Double.init))
    }
}
