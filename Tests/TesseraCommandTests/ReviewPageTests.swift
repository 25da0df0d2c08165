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
