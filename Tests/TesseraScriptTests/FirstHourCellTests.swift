// What a new user tripped on in cells: a compressed label's frame, self-sizing chains that stop, constraints left off.

import Foundation
import Testing
import TesseraTestSupport
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

    // Item 9: a self-sizing cell whose constraints stop short of the bottom.

    @Test("a cell whose label is not pinned to the bottom warns once, naming where the chain stops and both heights")
    func brokenChainWarns() throws {
        let body = """
                local content = L.view {}
                local title = L.label { accessibilityIdentifier = "title", text = "Title", numberOfLines = 0 }
                local detail = L.label { text = record.detail, numberOfLines = 0 }
                for _, v in ipairs { title, detail } do
                  v.translatesAutoresizingMaskIntoConstraints = false
                  content:addSubview(v)
                end
                L.activate {
                  title.topAnchor:constraint { equalTo = content.topAnchor, constant = 10 },
                  title.leadingAnchor:constraint { equalTo = content.leadingAnchor },
                  title.trailingAnchor:constraint { equalTo = content.trailingAnchor },
                  detail.topAnchor:constraint { equalTo = title.bottomAnchor, constant = 4 },
                  detail.leadingAnchor:constraint { equalTo = content.leadingAnchor },
                  detail.trailingAnchor:constraint { equalTo = content.trailingAnchor },
                }
                return content
            """
        let (loaded, solved, subviews) = try cells(body, width: "L.fractionalWidth(1)",
                                                   items: "items = { { detail = 'One' }, { detail = 'Two' } }")
        // UIKit's behaviour is kept: the cell stays at its 44-pt estimate, the content overflows it.
        expectFrame(solved.cell(0, 0), ScriptTests.rect(0, 0, 375, 44))
        expectFrame(solved.cell(0, 1), ScriptTests.rect(0, 44, 375, 44))
        expectFrame(subviews.last?.frame, ScriptTests.rect(0, 34.5, 375, 20.5))
        #expect(loaded.warnings == ["cell of section 0 (\(scratch.path)/x.lua:5): its content's constraints do not reach "
                                    + "from contentView.top to contentView.bottom: the chain stops at UILabel 'One'.bottom "
                                    + "(made at \(scratch.path)/x.lua:8); the cell stays at its estimate 44 pt while its "
                                    + "content is 55 pt tall"])
    }

    @Test("a cell pinned from top to bottom, and one whose content is exactly its estimate, do not warn")
    func completeChainIsQuiet() throws {
        let (loaded, solved, _) = try cells("""
                local content = L.view {}
                local box = L.view { translatesAutoresizingMaskIntoConstraints = false }
                content:addSubview(box)
                box:pinEdges()
                L.activate { box.heightAnchor:constraint { equalToConstant = 44 } }
                return content
            """)
        expectFrame(solved.cell(0, 0), ScriptTests.rect(0, 0, 76, 44))
        #expect(loaded.warnings.isEmpty)
    }

    // Item 10: constraints made and never activated.

    @Test("a constraint made and never activated warns once at the line that made it; one deactivated later does not")
    func inactiveConstraintWarns() throws {
        let (loaded, solved, _) = try cells("""
                local content = L.view {}
                local box = L.view { translatesAutoresizingMaskIntoConstraints = false }
                content:addSubview(box)
                box:pinEdges()
                L.activate { box.heightAnchor:constraint { equalToConstant = 20 } }
                local height = box.heightAnchor:constraint { equalToConstant = 30 }
                local spare = box.heightAnchor:constraint { equalToConstant = 50 }
                spare.isActive = true
                spare.isActive = false
                return content
            """, items: "count = 3")
        // The 30-pt constraint does nothing: the cell is the 20 pt the active one gives.
        expectFrame(solved.cell(0, 0), ScriptTests.rect(0, 0, 76, 20))
        #expect(loaded.warnings == ["\(scratch.path)/x.lua:11: a constraint made here is never activated, so it does "
                                    + "nothing (activate it with L.activate{…} or constraint.isActive = true)"])
    }
}
