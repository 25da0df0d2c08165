// The catalogue's cells built with Auto Layout (Scripts/contact-cell.lua, Scripts/chip.lua), sized and laid out.

import Testing
import TesseraLayout
import TesseraScript
import TesseraText
import TesseraViews

/// Heights follow SF Pro's line heights at @3x (iphone-15-pro, 393 wide): headline 17 pt 20.287 → 20.333,
/// subheadline 15 pt 17.900 → 18. Widths of text come from the real measurer, computed here the same way.
@Suite("Catalogue: cells built with Auto Layout")
struct CatalogueViewTests {
    private static let measurer = try? TextMeasurer()

    /// The text's width as a label reports it at @3x.
    private static func width(_ text: String, size: Double, weight: Font.Weight = .regular) throws -> Double {
        let measurer = try #require(measurer)
        return TextLayout.ceilToPixel(try measurer.naturalSize(of: text, font: .systemFont(ofSize: size, weight: weight)).width,
                                      scale: 3)
    }

    /// Runs a catalogue script on the iPhone 15 Pro with every cell measured.
    private static func simulate(_ name: String) throws -> (LayoutScript, CollectionViewSimulation) {
        let loaded = try LayoutScript(ScriptOptions(script: ScriptTests.script(name), displayScale: 3))
        let simulation = try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                                      geometry: ScriptTests.geometry("iphone-15-pro"),
                                                      measurer: ScriptMeasurer(script: loaded))
        try simulation.measureEverything()
        return (loaded, simulation)
    }

    @Test("contact-cell: 8 + 20.333 + 2 + 18 + 8; the long name truncates 8 pt before the button; the avatar's 56 floor")
    func contactCell() throws {
        let (loaded, simulation) = try Self.simulate("contact-cell")
        let solved = simulation.solved
        expectFrame(solved.cell(0, 0), ScriptTests.rect(8, 0, 377, 56 + 1.0 / 3))
        // An empty detail leaves the avatar (8 + 40 + 8) to decide the height.
        let third = try #require(solved.cell(0, 2))
        #expect(third.height > 56.333)
        expectFrame(solved.cell(0, 3), ScriptTests.rect(8, third.maxY, 377, 56))
        let measurer = ScriptMeasurer(script: loaded)
        let key = ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: 1, section: 0))
        let subviews = try #require(try measurer.subviews(of: key, size: Size(width: 377, height: 56 + 1.0 / 3),
                                                          environment: solved.environment))
        let byName = Dictionary(uniqueKeysWithValues: subviews.compactMap { view in view.name.map { ($0, view) } })
        let call = try #require(byName["call"]), name = try #require(byName["name"])
        // The button: its 15-pt title's width, at the trailing margin (377 − 8), centred on the avatar (8 + 20 − 15).
        let title = try Self.width("Call", size: 15)
        expectFrame(call.frame, ScriptTests.rect(369 - title, 13, title, 30))
        // The name starts after the avatar (8 + 40 + 12) and is cut to end 8 pt before the button.
        expectFrame(name.frame, ScriptTests.rect(60, 8, 369 - title - 8 - 60, 20 + 1.0 / 3))
        #expect(subviews.map(\.className) == ["UIImageView", "UILabel", "UILabel", "UIButton"])
        #expect(loaded.constraintReports.isEmpty)
    }

    @Test("chip: each chip is its title's width + 24 and 6 + 18 + 6 tall; rows take as many as fit, 8 apart")
    func chips() throws {
        let (_, simulation) = try Self.simulate("chip")
        let solved = simulation.solved
        let first = try Self.width("All", size: 15) + 24, second = try Self.width("Breakfast", size: 15) + 24
        expectFrame(solved.cell(0, 0), ScriptTests.rect(16, 16, first, 30))
        expectFrame(solved.cell(0, 1), ScriptTests.rect(16 + first + 8, 16, second, 30))
        // Every chip sits in a row 30 tall, rows 8 apart, none past the trailing inset.
        for item in 0..<12 {
            let frame = try #require(solved.cell(0, item))
            #expect(frame.height == 30)
            #expect(frame.maxX <= 393 - 16 + 1e-9)
            #expect((frame.minY - 16).truncatingRemainder(dividingBy: 38) == 0)
        }
    }
}
