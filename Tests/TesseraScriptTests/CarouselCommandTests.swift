// `tessera run --orthogonal-offset` and explore's hscroll/hdrag: carousels scrolled, their handler applied in dumps.

import Foundation
import Testing
import TesseraTestSupport
import TesseraDump
import TesseraLayout

@Suite("The command line · carousels and estimated elements")
struct CarouselCommandTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Section 0: ten 100 × 100 cells in a row that pages group by group (content 1000 wide, viewport 375, so it
    /// rests on 0, 100 … 600 and at 625); its handler halves cell 3 and fades it to 0.5. Section 1: a plain list.
    static let carousel = """
        local L = require "tessera"
        local item = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) } }
        local group = L.group.horizontal { size = { width = L.absolute(100), height = L.absolute(100) }, subitems = { item } }
        local row = L.section { group = group, orthogonalScrollingBehavior = "groupPaging",
          visibleItemsInvalidationHandler = function(items, offset, environment)
            for _, it in ipairs(items) do
              if it.indexPath.item == 3 then
                it.alpha = 0.5
                it.transform = { a = 0.5, b = 0, c = 0, d = 0.5, tx = 0, ty = 0 }
              end
            end
          end }
        local list = L.section { group = L.group.vertical { size = { width = L.fractionalWidth(1), height = L.absolute(50) },
                                                            subitems = { item } } }
        return L.layout { sections = { { section = row, count = 10 }, { section = list, count = 2 } } }

        """

    @Test("--orthogonal-offset scrolls a carousel to its resting point and applies its handler: alpha, transform, center")
    func orthogonalOffset() throws {
        let script = try scratch.write("carousel.lua", Self.carousel)
        // 160 rests on the nearest group edge, 200: cell k is at 100k − 200; cell 3 at 100, halved around its center.
        let run = try TesseraExecutable.run(["run", script, "--device", "iphone-se-3", "--orthogonal-offset", "0=160"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("cell [0, 0] frame = (-200 0; 100 100); zIndex = 0\n"))
        #expect(run.stdout.contains("cell [0, 3] frame = (125 25; 50 50); zIndex = 0; center = (150 50); "
                                    + "transform = [0.5, 0, 0, 0.5, 0, 0]; alpha = 0.5\n"))
        // The list below does not scroll sideways.
        #expect(run.stdout.contains("cell [1, 0] frame = (0 100; 375 50); zIndex = 0\n"))
        let dump = try TextDumpFormat.parse(run.stdout)
        let cell3 = try #require(dump.elements.first { $0.section == 0 && $0.item == 3 })
        #expect(cell3.alpha == 0.5 && cell3.transform == .scale(x: 0.5, y: 0.5))
        #expect(cell3.center == Point(x: 150, y: 50))

        // --no-settle keeps 160: cell 3 at 140, its center at 190.
        let unsettled = try TesseraExecutable.run(["run", script, "--device", "iphone-se-3", "--orthogonal-offset", "0=160",
                                                   "--no-settle", "--format", "json"])
        #expect(unsettled.stdout.contains("\"frame\": {\"x\": 165, \"y\": 25, \"width\": 50, \"height\": 50}, \"zIndex\": 0, "
                                          + "\"center\": {\"x\": 190, \"y\": 50}, \"transform\": {\"a\": 0.5, \"b\": 0, \"c\": 0, "
                                          + "\"d\": 0.5, \"tx\": 0, \"ty\": 0}, \"alpha\": 0.5}"))
        let json = try JSONDumpFormat.parse(unsettled.stdout)
        #expect(json.elements.first { $0.section == 0 && $0.item == 3 }?.alpha == 0.5)

        // Right to left the row runs leftwards from the right edge, and scrolling 200 moves it right: cell 0 at
        // 275 + 200, cell 3 at −25 + 200, halved around 225.
        let flipped = try TesseraExecutable.run(["run", script, "--device", "iphone-se-3", "--orthogonal-offset", "0=200",
                                                 "--layout-direction", "rightToLeft"])
        #expect(flipped.stdout.contains("cell [0, 0] frame = (475 0; 100 100); zIndex = 0\n"))
        #expect(flipped.stdout.contains("cell [0, 3] frame = (200 25; 50 50); zIndex = 0; center = (225 50); "))
        // At rest (no option) the handler still runs before the dump: cell 3 at 300, halved.
        let resting = try TesseraExecutable.run(["run", script, "--device", "iphone-se-3"])
        #expect(resting.stdout.contains("cell [0, 3] frame = (325 25; 50 50); zIndex = 0; center = (350 50); "))
    }

    @Test("The SVG clips each carousel row to its viewport and draws the transform and alpha")
    func svgClipsRows() throws {
        let script = try scratch.write("carousel.lua", Self.carousel)
        let run = try TesseraExecutable.run(["run", script, "--device", "iphone-se-3", "--orthogonal-offset", "0=200",
                                             "--format", "svg"])
        #expect(run.status == 0)
        // The row is the section's 100 points across the 375-point screen; the picture is screen wide, not 1000.
        #expect(run.stdout.contains("<clipPath id=\"row-0\"><rect x=\"0\" y=\"0\" width=\"375\" height=\"100\"/></clipPath>"))
        #expect(run.stdout.contains("width=\"391\""))
        #expect(run.stdout.contains("<g class=\"cell\" clip-path=\"url(#row-0)\" opacity=\"0.5\">"))
        #expect(run.stdout.contains("<g transform=\"translate(150 50) matrix(0.5 0 0 0.5 0 0) translate(-150 -50)\"><rect x=\"100\" y=\"0\" width=\"100\" height=\"100\"/>"))
    }

    @Test("Bad --orthogonal-offset values: not SECTION=X, not a number, not an orthogonal section; exit 2, nothing written")
    func badOffsets() throws {
        let script = try scratch.write("carousel.lua", Self.carousel)
        let output = scratch.path + "/out.txt"
        for (value, message) in [
            ("0:100", "--orthogonal-offset must be SECTION=X with a section index from 0 (got '0:100')"),
            ("0=wide", "--orthogonal-offset 0=…: the offset must be a number of points from -10000000 to 10000000 (got 'wide')"),
            ("1=100", "--orthogonal-offset 1=100: section 1: it does not scroll orthogonally (orthogonal sections: 0)"),
            ("7=100", "--orthogonal-offset 7=100: section 7: no such section (the layout has 2 sections)"),
        ] {
            let run = try TesseraExecutable.run(["run", script, "--orthogonal-offset", value, "--output", output])
            #expect(run.status == 2)
            #expect(run.stderr.contains(message), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }

    @Test("explore's hscroll and hdrag settle on the behaviour's resting point and list what the handler did")
    func exploreCarousel() throws {
        let script = try scratch.write("carousel.lua", Self.carousel)
        let commands = try scratch.write("steps.txt", "hscroll 0 160\nshow\nhdrag 0 -70\nhdrag 0 1000\nhscroll 1 10\nhscroll 0 x\n")
        let run = try TesseraExecutable.run(["explore", script, "--device", "iphone-se-3", "--columns", "40",
                                             "--commands", commands])
        // `show` draws the row scrolled: cells 2 to 5, cell 3 halved by the handler.
        #expect(run.stdout.contains("""
            |+---------+          +---------++-------#
            ||2        |  +----+  |4        ||5      #
            ||         |  |3   |  |         ||       #
            """))
        #expect(run.stdout.contains("> hscroll 0 160\nsection 0 at 200 (asked 160; groupPaging rests there)\n"
                                    + "  cell [0, 2] frame = (0 0; 100 100); zIndex = 0\n"
                                    + "  cell [0, 3] frame = (125 25; 50 50); zIndex = 0; center = (150 50); "
                                    + "transform = [0.5, 0, 0, 0.5, 0, 0]; alpha = 0.5\n"))
        // 200 − 70 = 130 rests on 100; 100 + 1000 is past the end: the end, 625.
        #expect(run.stdout.contains("> hdrag 0 -70\nsection 0 at 100 (asked 130; groupPaging rests there)\n"))
        #expect(run.stdout.contains("> hdrag 0 1000\nsection 0 at 625 (asked 1100; groupPaging rests there)\n"))
        #expect(run.stdout.contains("> hscroll 1 10\nerror: hscroll 1: it does not scroll orthogonally (orthogonal sections: 0)\n"))
        #expect(run.stdout.contains("> hscroll 0 x\nerror: usage: hscroll <section> <x>\n"))
    }

    @Test("Text dumps mark elements still at their estimate; JSON has estimated true; both read back")
    func estimatedMarks() throws {
        let arguments = ["run", "Scripts/samples/chat-thread.lua", "--feed", "Samples/chat-thread/feed.json",
                         "--device", "iphone-se-3", "--measure", "visible"]
        let text = try TesseraExecutable.run(arguments)
        let json = try TesseraExecutable.run(arguments + ["--format", "json"])
        let all = try TesseraExecutable.run(Array(arguments.dropLast(2)))
        #expect(text.status == 0 && json.status == 0 && all.status == 0)
        let dump = try TextDumpFormat.parse(text.stdout)
        let cells = dump.elements.filter { $0.category == .cell }
        // The first screenful (ten cells) is measured; the rest stand at their estimate.
        #expect(cells.filter(\.isEstimated).count == cells.count - 10)
        #expect(cells.prefix(10).allSatisfy { !$0.isEstimated })
        let estimatedLine = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("cell [") && $0.contains("estimated") })
        #expect(estimatedLine.contains(") estimated; zIndex = 0"))
        #expect(try JSONDumpFormat.parse(json.stdout).elements.map(\.isEstimated) == dump.elements.map(\.isEstimated))
        #expect(json.stdout.components(separatedBy: "\"estimated\": true").count - 1 == dump.elements.filter(\.isEstimated).count)
        #expect(!all.stdout.contains("estimated"))
    }
}
