// The HTML review page, rendered by headless Chromium: not blank, and the overlay's colours where the diff says.

import Foundation
import Testing

/// Headless Chromium from the system (Debian: `chromium`; bin/setup installs it): required in CI.
enum Chromium {
    /// Renders `page` to a `width` × `height` PNG at one device pixel a CSS pixel.
    static func screenshot(_ page: String, to png: String, width: Int = 1000, height: Int = 800) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try RequiredTool.chromium.required())
        let profile = NSTemporaryDirectory() + "tessera-chromium-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: profile) }
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--force-device-scale-factor=1", "--user-data-dir=\(profile)",
                             "--window-size=\(width),\(height)", "--screenshot=\(png)", URL(fileURLWithPath: page).absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }
}

@Suite("tessera review --html, in a browser",
       .enabled(if: RequiredTool.chromium.runs, "\(RequiredTool.chromium.skipReason)"))
struct ReviewPageTests {
    /// Rows 44 points tall over records with these ids.
    static func script(_ ids: [String]) -> String {
        let records = ids.map { "{ id = \"\($0)\" }" }.joined(separator: ", ")
        return """
            local L = require "tessera"
            local item = L.item { size = { width = L.fractionalWidth(1), height = L.absolute(44) } }
            local group = L.group.vertical { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }
            return L.layout { sections = { { section = L.section { group = group }, items = { \(records) } } } }

            """
    }

    @Test("Row b deleted and row g added: red where b was, green where g is, blue for the rows that moved up")
    func overlayInChromium() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha", script: Self.script(["a", "b", "c", "d", "e", "f"]))
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        try workspace.write("samples/alpha/layout.lua", Self.script(["a", "c", "d", "e", "f", "g"]))
        let test = try workspace.tessera(["test", "samples", "--report-html", "report"])
        #expect(test.status == 1)
        #expect(test.stdout.contains("review page: report/index.html (1 pending)\n"))
        let review = try workspace.tessera(["review", "samples", "--html", "page"])
        #expect(review.status == 0)
        #expect(review.stdout == "wrote page/index.html: 1 pending .new file\n")
        let html = try #require(workspace.read("page/index.html"))
        #expect(html == workspace.read("report/index.html"))
        #expect(html.contains("- cell [0, 1] id &quot;b&quot;: deleted from (0 44; 375 44)"))
        #expect(html.contains("+ cell [0, 5] id &quot;g&quot;: inserted at (0 220; 375 44)"))
        #expect(html.contains("<code>tessera accept samples/alpha/expected/iphone-se-3-portrait-large.txt.new</code>"))
        #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\""))

        let png = workspace.path + "/page.png"
        try Chromium.screenshot(workspace.path + "/page/index.html", to: png)
        let image = try PNGImage(contentsOf: png)
        #expect(image.width == 1000 && image.height == 800)
        #expect(image.colourCount > 50, "the page rendered blank")
        // Below the heading and the legend (whose swatches have the same colours), the overlay at one pixel a point:
        // b's old frame (0 44; 375 44) red, g's new one (0 220; 375 44) green, 176 points lower; c–f moved up, blue,
        // from 88 (c's new place is under b's red) down to g.
        let red = try #require(image.box(of: "#e5171f", below: 120)), green = try #require(image.box(of: "#1a9e3f", below: 120))
        let blue = try #require(image.box(of: "#1f6feb", below: 120))
        #expect(abs(red.width - 375) <= 2 && abs(red.height - 44) <= 2)
        #expect(abs(green.width - 375) <= 2 && abs(green.height - 44) <= 2)
        #expect(abs((green.y - red.y) - 176) <= 1)
        #expect(abs((blue.y - red.y) - 44) <= 2 && abs((blue.y + blue.height) - green.y) <= 2)
        #expect(red.x == green.x)
    }

    /// Rows whose label wraps (ids a, b, c; `b` replaced by `replacement`), then a carousel of five 200-point cards,
    /// wider together than the screen.
    static func captions(replacing replacement: String = "b") -> String {
        """
        local L = require "tessera"
        local function rows(environment)
          local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
          return L.section { group = L.group.vertical { size = size, subitems = { L.item { size = size } } },
            cell = function(record)
              return L.vstack { layoutMargins = L.insets(8), L.label { text = record.text, textStyle = "body", numberOfLines = 0 } }
            end }
        end
        local function carousel(environment)
          local size = { width = L.absolute(200), height = L.absolute(100) }
          return L.section { group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
                             orthogonalScrollingBehavior = "continuous", interGroupSpacing = 10 }
        end
        return L.layout { sections = {
          { provider = rows, items = { { id = "a", text = "A caption long enough to wrap onto a second line in its cell" },
                                       { id = "\(replacement)", text = "Short" },
                                       { id = "c", text = "Another caption that wraps: three lines or more at the largest sizes" } } },
          { provider = carousel, items = { { id = "p1" }, { id = "p2" }, { id = "p3" }, { id = "p4" }, { id = "p5" } } },
        } }

        """
    }

    @Test("The review page draws a case as its SVG dump does (labels wrapped at their size, the carousel clipped), inserted over deleted")
    func picturesAsTheSVGDump() throws {
        let workspace = try Workspace()
        try workspace.write("samples/cap/layout.lua", Self.captions())
        try workspace.write("samples/cap/sample.json", """
            { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"],
              "contentSizeCategories": ["accessibilityExtraExtraExtraLarge"] }
            """)
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        // Row b replaced by row x of the same text, in its place.
        try workspace.write("samples/cap/layout.lua", Self.captions(replacing: "x"))
        #expect(try workspace.tessera(["test", "samples"]).status == 1)
        #expect(try workspace.tessera(["review", "samples", "--html", "page"]).status == 0)
        // The SVG dump of the same case (the command the runner prints under it), shown as the page shows pictures.
        let svg = try workspace.tessera(["run", "samples/cap/layout.lua", "--device", "iphone-se-3", "--content-size-category",
                                         "accessibilityExtraExtraExtraLarge", "--format", "svg", "--output", "dump.svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        try workspace.write("dump.html", "<!doctype html><body style=\"margin:0\"><img src=\"dump.svg\" width=\"240\" style=\"display:block\"></body>")
        try Chromium.screenshot(workspace.path + "/page/index.html", to: workspace.path + "/page.png", height: 1100)
        try Chromium.screenshot(workspace.path + "/dump.html", to: workspace.path + "/dump.png", width: 400, height: 700)
        let page = try PNGImage(contentsOf: workspace.path + "/page.png")
        let dump = try PNGImage(contentsOf: workspace.path + "/dump.png")

        // The SVG dump 240 pixels wide: 391 points (the 375-point screen and 8-point margins; the carousel's cards
        // past the screen are clipped), so the cells' blue spans 375 × 240 / 391 = 230 pixels across and 907.5 points
        // down (557 pixels), less their borders.
        let scale = 240.0 / 391
        let cells = try #require(dump.box(of: "#d6e6fb"))
        #expect(abs(Double(cells.width) - 375 * scale) <= 3, "\(cells)")
        #expect(abs(Double(cells.height) - 907.5 * scale) <= 3, "\(cells)")
        // Row a's label (8 8; 359 316.5) in five lines at 53 pt: five bands of text, the first starting in the label.
        let rowA = (x: cells.x, y: cells.y, width: cells.width, height: Int(332.5 * scale))
        let bands = dump.textBands(in: rowA)
        #expect(bands.count == 5, "\(bands)")
        #expect(bands.allSatisfy { $0.height >= 20 && $0.height <= Int(63.3 * scale) + 1 }, "\(bands)")
        #expect(bands.first.map { $0.y >= rowA.y + Int(8 * scale) } == true, "\(bands)")

        // The page's two pictures (golden, then new) side by side: the new one is the dump's picture, pixel for pixel.
        let both = try #require(page.box(of: "#d6e6fb", below: 150))
        #expect(both.width > 2 * cells.width && both.height == cells.height, "\(both) \(cells)")
        let newX = both.x + both.width - cells.width
        var differing = 0
        for dy in 0..<cells.height {
            for dx in 0..<cells.width where !page.sameColour(x: newX + dx, y: both.y + dy, as: dump, x: cells.x + dx, y: cells.y + dy) {
                differing += 1
            }
        }
        #expect(differing * 200 < cells.width * cells.height, "\(differing) of \(cells.width * cells.height) pixels differ")
        #expect(page.textBands(in: (x: newX, y: both.y, width: cells.width, height: rowA.height)).map(\.y)
                == bands.map { $0.y - cells.y + both.y })
        // The golden's row b (id b, its label's lines and size taken from row x, the same label) is drawn as row x.
        let goldenX = both.x
        #expect(page.textBands(in: (x: goldenX, y: both.y, width: cells.width, height: Int(412 * scale))).map(\.y)
                == dump.textBands(in: (x: cells.x, y: cells.y, width: cells.width, height: Int(412 * scale))).map { $0.y - cells.y + both.y })

        // The overlay at one pixel a point: x inserted (green, 375 × 79.5 at 332.5 below the first row's top) over b
        // deleted in the same place: no red drawn.
        let grey = try #require(page.box(of: "#d9d9de", below: 150)), green = try #require(page.box(of: "#1a9e3f", below: 150))
        #expect(abs(green.width - 375) <= 2 && abs(green.height - 80) <= 2, "\(green)")
        #expect(abs((green.y - grey.y) - 332) <= 1, "\(green) \(grey)")
        #expect(page.box(of: "#e5171f", below: 150) == nil)
    }
}

extension PNGImage {
    /// Runs of rows with dark (text) pixels in a region, top to bottom: where lines of text are drawn.
    func textBands(in region: (x: Int, y: Int, width: Int, height: Int)) -> [(y: Int, height: Int)] {
        var bands: [(y: Int, height: Int)] = []
        var start: Int?
        for y in region.y..<min(region.y + region.height, height) {
            let dark = (region.x..<min(region.x + region.width, width)).contains { x in
                let i = (y * width + x) * 3
                return rgb[i] < 110 && rgb[i + 1] < 110 && rgb[i + 2] < 110
            }
            if dark, start == nil { start = y }
            if !dark, let first = start {
                bands.append((first, y - first))
                start = nil
            }
        }
        if let first = start { bands.append((first, min(region.y + region.height, height) - first)) }
        return bands
    }

    /// Whether a pixel of this image and one of `other` are the same colour, within 24 per channel (antialiasing).
    func sameColour(x: Int, y: Int, as other: PNGImage, x otherX: Int, y otherY: Int) -> Bool {
        let i = (y * width + x) * 3, j = (otherY * other.width + otherX) * 3
        return (0..<3).allSatisfy { abs(Int(rgb[i + $0]) - Int(other.rgb[j + $0])) <= 24 }
    }
}

@Suite("tessera review --html")
struct ReviewPageErrorTests {
    @Test("--html into a path that is a file: exit 2, nothing written")
    func htmlIntoAFile() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha", script: ReviewPageTests.script(["a", "b"]))
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        try workspace.write("samples/alpha/layout.lua", ReviewPageTests.script(["b", "a"]))
        _ = try workspace.tessera(["test", "samples"])
        try workspace.write("taken", "x")
        let review = try workspace.tessera(["review", "samples", "--html", "taken"])
        #expect(review.status == 2)
        #expect(review.stderr.contains("taken: the HTML report goes into a folder, and this is a file"))
        #expect(workspace.read("taken") == "x")
    }
}
