// The SVG dump: what it draws, in which order, where, and how it escapes what scripts name.

import Testing
import TesseraDump
import TesseraLayout

@Suite("SVG dumps")
struct SVGDumpFormatTests {
    static func element(_ category: ElementCategory, _ kind: String?, _ section: Int, _ item: Int,
                        _ frame: Rect, zIndex: Int = 0) -> DumpElement {
        DumpElement(category: category, kind: kind, section: section, item: item, frame: frame, zIndex: zIndex)
    }

    static let small = FrameDump(container: Size(width: 100, height: 50), scale: 2,
                                 contentSize: Size(width: 100, height: 80), elements: [
                                     element(.cell, nil, 0, 0, Rect(x: 0, y: 0, width: 100, height: 40)),
                                     element(.cell, nil, 0, 1, Rect(x: 0, y: 40, width: 100, height: 4)),
                                 ])

    /// The lines of the document that draw elements.
    static func boxes(_ svg: String) -> [String] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<g ") }.map(String.init)
    }

    @Test("Each element is a group with its dump line as a title, its box and a label that fits")
    func writesBoxes() {
        let svg = SVGDumpFormat.write(Self.small, options: SVGDumpOptions(title: "two cells"))
        #expect(svg.hasPrefix("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 116 96" width="116" height="96" \
            font-family="Inter, Helvetica, Arial, sans-serif">
            <title>two cells</title>
            <style>
            """))
        #expect(svg.contains("\n<rect class=\"content\" x=\"0\" y=\"0\" width=\"100\" height=\"80\"/>\n"))
        #expect(Self.boxes(svg) == [
            "<g class=\"cell\"><title>cell [0, 0] frame = (0 0; 100 40); zIndex = 0</title>"
                + "<rect x=\"0\" y=\"0\" width=\"100\" height=\"40\"/>"
                + "<text x=\"50\" y=\"20\" font-size=\"11\">0.0</text></g>",
            // 4 pt tall: no room for a label (it would be 2.4 pt).
            "<g class=\"cell\"><title>cell [0, 1] frame = (0 40; 100 4); zIndex = 0</title>"
                + "<rect x=\"0\" y=\"40\" width=\"100\" height=\"4\"/></g>",
        ])
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(!svg.contains("class=\"viewport\""))
    }

    @Test("Elements are drawn bottom to top by zIndex, in layout order among equals")
    func stacksByZIndex() throws {
        let svg = SVGDumpFormat.write(FrameDump(try FrameDumpTests.sampleLayout()))
        let titles = Self.boxes(svg).map { $0.split(separator: ">")[2].split(separator: " frame")[0] }
        #expect(titles == [
            "decorationView \"background\" [0, 0]",
            "supplementaryView \"footer\" [0, NSIntegerMax]",
            "supplementaryView \"section \\\"header\\\"\" [0, 0]",
            "cell [0, 0]", "supplementaryView \"badge\" [0, 0]", "cell [0, 1]", "supplementaryView \"badge\" [0, 1]",
        ])
        #expect(svg.contains("<text x=\"160\" y=\"55\" font-size=\"6\">footer 0.∞</text>"))
    }

    @Test("The picture takes in elements outside the content and the viewport, with a margin")
    func canvasCoversEverything() {
        var dump = Self.small
        dump.elements.append(Self.element(.supplementaryView, "header", 0, 0, Rect(x: -20, y: -30, width: 10, height: 10)))
        let svg = SVGDumpFormat.write(dump, options: SVGDumpOptions(viewport: Rect(x: 0, y: 60, width: 100, height: 50)))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-28 -38 136 156\" width=\"136\" height=\"156\""))
        #expect(svg.contains("<rect class=\"viewport\" x=\"0\" y=\"60\" width=\"100\" height=\"50\">"
                             + "<title>visible bounds (0 60; 100 50)</title></rect>\n</svg>\n"))
    }

    @Test("Elements at their estimate are marked, in the class and the title")
    func marksEstimated() {
        let estimated: Set<ElementKey> = [ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: 1, section: 0))]
        let boxes = Self.boxes(SVGDumpFormat.write(Self.small, options: SVGDumpOptions(estimated: estimated)))
        #expect(boxes[0].hasPrefix("<g class=\"cell\"><title>cell [0, 0] frame = (0 0; 100 40); zIndex = 0</title>"))
        #expect(boxes[1].hasPrefix("<g class=\"cell estimated\"><title>cell [0, 1] frame = (0 40; 100 4); zIndex = 0 (estimated)</title>"))
    }

    @Test("Kinds and titles are escaped for XML; control characters, which XML cannot hold, become U+FFFD")
    func escapesText() {
        let dump = FrameDump(container: Size(width: 300, height: 100), scale: 3, contentSize: Size(width: 300, height: 100),
                             elements: [Self.element(.supplementaryView, "a<b>&\u{1}", 2, 0, Rect(x: 0, y: 0, width: 300, height: 100))])
        let svg = SVGDumpFormat.write(dump, options: SVGDumpOptions(title: "x & \"y\""))
        #expect(svg.contains("<title>x &amp; \"y\"</title>"))
        #expect(svg.contains(">a&lt;b&gt;&amp;\u{FFFD} 2.0</text>"))
        #expect(!svg.contains("\u{1}"))
    }
}
