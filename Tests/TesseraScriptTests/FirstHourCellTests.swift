// What a new user tripped on in cells: a compressed label's frame, self-sizing chains that stop, constraints left off.

import Foundation
import Testing
import TesseraLayout
import TesseraScript

@Suite("First hour: cells")
struct FirstHourCellTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Runs a layout of 76-pt-wide cells estimated at 44 pt whose `cell` function is `body` (line 6 on), measures
    /// them on an iPhone SE (@2x), and returns the script, the layout and the subviews of cell [0, 0].
    private func cells(_ body: String, width: String = "L.absolute(76)", items: String = "count = 1")
        throws -> (LayoutScript, SolvedLayout, [(className: String, frame: Rect, lines: [String]?)]) {
        let text = """
            local L = require "tessera"
            local size = { width = \(width), height = L.estimated(44) }
            local section = L.section {
              group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
              cell = function(record)
            \(body)
              end,
            }
            return L.layout { sections = { { section = section, \(items) } } }
            """
        let loaded = try scratch.run("x.lua", text)
        let simulation = try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                                      geometry: ScriptTests.geometry("iphone-se-3"),
                                                      measurer: ScriptMeasurer(script: loaded))
        try simulation.measureEverything()
        let solved = simulation.solved
        let frame = try #require(solved.cell(0, 0))
        let key = ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: 0, section: 0))
        let subviews = try #require(try ScriptMeasurer(script: loaded).subviews(of: key, size: frame.size,
                                                                                 environment: solved.environment))
        return (loaded, solved, subviews.map { (className: $0.className, frame: $0.frame, lines: $0.lines) })
    }

    // Item 5: a one-line label compressed by a centre-aligned stack is as wide as the stack.

    @Test("a centre-aligned vstack 76 pt wide gives a label wider than that its 76 pt at x 0, truncating inside")
    func compressedLabelInTemplate() throws {
        // "Photography" in the 17-pt body font is wider than 76 pt; before, the label took the width of its truncated
        // text (72 at x 2); UIKit's stack keeps it inside its bounds at compression resistance: exactly 76.
        let (_, solved, subviews) = try cells("""
                return L.vstack { alignment = "center", L.label { text = "Photography" }, L.label { text = "Hi" } }
            """)
        expectFrame(solved.cell(0, 0), ScriptTests.rect(0, 0, 76, 41))
        #expect(subviews.count == 2)
        expectFrame(subviews.first?.frame, ScriptTests.rect(0, 0, 76, 20.5), "the compressed label")
        expectFrame(subviews.last?.frame, ScriptTests.rect(29.5, 20.5, 17, 20.5), "a label that fits keeps its width, centred")
    }

    @Test("the same stack as a view tree (L.stack, Auto Layout) gives the same frames")
    func compressedLabelInViewTree() throws {
        let (_, solved, subviews) = try cells("""
                local content = L.view {}
                local stack = L.stack { axis = "vertical", alignment = "center", L.label { text = "Photography" },
                                        L.label { text = "Hi" } }
                content:addSubview(stack)
                stack.translatesAutoresizingMaskIntoConstraints = false
                stack:pinEdges()
                return content
            """)
        expectFrame(solved.cell(0, 0), ScriptTests.rect(0, 0, 76, 41))
        #expect(subviews.map(\.className) == ["UIStackView", "UILabel", "UILabel"])
        expectFrame(subviews[1].frame, ScriptTests.rect(0, 0, 76, 20.5), "the compressed label")
        expectFrame(subviews[2].frame, ScriptTests.rect(29.5, 20.5, 17, 20.5))
    }

    @Test("a wrapping label in a centre-aligned vstack stays as wide as its widest line")
    func wrappingLabelKeepsItsLines() throws {
        let (_, _, subviews) = try cells("""
                return L.vstack { alignment = "center", L.label { text = "Hi Hi Hi Hi Hi Hi", numberOfLines = 0 } }
            """)
        let label = try #require(subviews.first)
        #expect(label.frame.width < 76)
        #expect(abs(label.frame.minX - (76 - label.frame.width) / 2) < 1e-6)
        #expect(label.lines?.count == 2)
    }
}
