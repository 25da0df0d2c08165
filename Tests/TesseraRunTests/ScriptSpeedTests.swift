// What makes measuring every cell cheap keeps its meaning: one read-only environment table, text lines made on demand.

import Foundation
import Testing
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraTestSupport
import TesseraText
import TesseraViews

@Suite("Measuring cheaply, with the same meaning")
struct ScriptSpeedTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    private func run(_ measure: String, count: Int = 5) throws -> Run {
        try scratch.runScript("list.lua", """
            local L = require "tessera"
            local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
            local first
            return L.layout { sections = { { section = L.section {
              group = L.group.vertical { size = size, subitems = { L.item { size = size } } },
              measure = function(record, fitting)
            \(measure)
              end }, count = \(count) } } }
            """, device: "iphone-se-3", measuring: .all, showsSubviews: false).0
    }

    /// The message of a script that raises `tostring(expression)`: a value computed inside the sandbox.
    private func probe(_ expression: String) throws -> String {
        let path = try scratch.write("probe.lua", "local L = require \"tessera\"\nerror(tostring(\(expression)), 0)\n")
        let error = try #require(#expect(throws: ScriptError.self) { try SourceLoader.load(ScriptOptions(script: path)) })
        return error.message
    }

    @Test("Every measure call in one environment gets the same environment table, with the environment's values")
    func oneEnvironmentTable() throws {
        let run = try run("""
                first = first or fitting.environment
                local same = rawequal(first, fitting.environment)
                return { height = same and fitting.environment.container.contentSize.width / 10 or 1 }
            """)
        let heights = (0..<5).compactMap { run.simulation.solved.attributes(of: ElementKey(
            category: .cell, elementKind: nil, indexPath: IndexPath(item: $0, section: 0)), contentOffset: .zero)?.frame.height }
        #expect(heights == Array(repeating: 37.5, count: 5))
    }

    @Test("Setting a field of the environment is an error at the script's line")
    func environmentIsReadOnly() throws {
        let error = try #require(#expect(throws: MeasurementError.self) {
            try run("        fitting.environment.traitCollection.displayScale = 3\n        return 10")
        })
        #expect(error.description.split(separator: "\n").first.map(String.init) == "while measuring cell [0, 0]: \(scratch.path)/list.lua:7: the environment is "
            + "read-only (UIKit's NSCollectionLayoutEnvironment is immutable): cannot set 'displayScale'")
    }

    @Test("L.text.size's lines are made when first read, the same as ever; pairs lists them only then")
    func linesOnDemand() throws {
        let message = try probe("""
            (function()
              local r = L.text.size { text = "Hello wonderful world of text", font = L.font.system(17), width = 100 }
              local before = 0
              for _ in pairs(r) do before = before + 1 end
              local lines = r.lines
              local after = 0
              for _ in pairs(r) do after = after + 1 end
              return table.concat({ #lines, lines[1].text, lines[2].text, lines[2].location, lines[2].length,
                                    before, after, tostring(rawequal(lines, r.lines)) }, " ")
            end)()
            """)
        #expect(message == "4 Hello wonderful 6 10 8 9 true")
    }

    @Test("Lines read later are the measured text's, even after its options table changed and a full collection; an ellipsis survives")
    func linesKeptExactly() throws {
        let message = try probe("""
            (function()
              local options = { text = "Hello wonderful world of text", font = L.font.system(17), width = 100 }
              local wrapped = L.text.size(options)
              options.text = "Something else entirely"
              local cut = L.text.size { text = "지하철역에서 걸어서 5분 거리에 있어요.", font = L.font.system(17), width = 120,
                                        numberOfLines = 1, lineBreakMode = "byTruncatingTail", scale = 2 }
              collectgarbage("collect")
              local w, c = wrapped.lines, cut.lines
              return table.concat({ #w, w[1].text, w[4].text, w[4].location, w[4].length,
                                    #c, c[1].text, c[1].location, c[1].length }, "|")
            end)()
            """)
        let cut = try TextMeasurer().measure(TextLayoutRequest(text: "지하철역에서 걸어서 5분 거리에 있어요.", font: .systemFont(ofSize: 17),
                                                                 width: 120, numberOfLines: 1, scale: 2))
        let shown = cut.displayedLines(of: "지하철역에서 걸어서 5분 거리에 있어요.")
        #expect(cut.isTruncated && shown[0].hasSuffix("…"))
        #expect(message == "4|Hello|text|25|4|1|\(shown[0])|0|\(cut.lines[0].range.count)")
    }

    @Test("A font table changed after a measurement measures with its new fields (the last font is kept only while they are the same)")
    func fontTableChanged() throws {
        let message = try probe("""
            (function()
              local f = L.font.system(17)
              local function width(font) return L.text.size { text = "Hello wonderful world", font = font, scale = 3 }.width end
              local values = { width(f) }
              f.size = 34; values[#values + 1] = width(f)
              f.weight = "bold"; values[#values + 1] = width(f)
              local p = L.font.preferred("body")
              values[#values + 1] = width(p)
              p.category = "accessibilityExtraExtraExtraLarge"; values[#values + 1] = width(p)
              p.textStyle = "caption2"; values[#values + 1] = width(p)
              values[#values + 1] = width(L.font.system(17))
              return table.concat(values, " ")
            end)()
            """)
        let measurer = try TextMeasurer()
        func width(_ font: Font) throws -> String {
            luaNumber(try measurer.measure(TextLayoutRequest(text: "Hello wonderful world", font: font, width: 0, numberOfLines: 0,
                                                             scale: 3)).width)
        }
        let expected = try [Font.systemFont(ofSize: 17), .systemFont(ofSize: 34), .systemFont(ofSize: 34, weight: .bold),
                            .preferredFont(textStyleName: "body", contentSizeCategoryName: "large"),
                            .preferredFont(textStyleName: "body", contentSizeCategoryName: "accessibilityExtraExtraExtraLarge"),
                            .preferredFont(textStyleName: "caption2", contentSizeCategoryName: "accessibilityExtraExtraExtraLarge"),
                            .systemFont(ofSize: 17)].map(width)
        #expect(Set(expected).count == 5) // the body style at the large category is the 17-pt system font
        #expect(message == expected.joined(separator: " "))
    }

    /// A float as Lua's `tostring` writes it: `%.14g`, with `.0` when that looks like an integer.
    private func luaNumber(_ value: Double) -> String {
        let text = String(format: "%.14g", value)
        return text.contains(where: { ".en".contains($0) }) ? text : text + ".0"
    }
}
