// The screen text dump of a large collection view: its elements formatted on two threads come out in order.

import Testing
@testable import TesseraDump
import TesseraLayout

@Suite("Screen text dumps · many elements")
struct ScreenTextFormatTests {
    /// A screen with a collection view of `count` cells, each holding a label whose text names its item.
    static func screen(cells count: Int) -> ScreenDump {
        let elements = (0..<count).map { item in
            var cell = DumpElement(category: .cell, kind: nil, section: item / 700, item: item % 700,
                                   frame: Rect(x: 0, y: Double(item) * 44.5, width: 393, height: 44), zIndex: 0)
            cell.subviews = [ElementSubview(depth: 1, className: "UILabel", name: "title",
                                            frame: Rect(x: 16, y: 12, width: 200, height: 20.333), text: "Row \(item)")]
            return cell
        }
        var collection = ScreenDump.View(depth: 1, className: "UICollectionView", frame: Rect(x: 0, y: 0, width: 393, height: 852),
                                         windowFrame: Rect(x: 0, y: 0, width: 393, height: 852))
        collection.collection = FrameDump(container: Size(width: 393, height: 852), scale: 3,
                                          contentSize: Size(width: 393, height: Double(count) * 44.5), elements: elements)
        let root = ScreenDump.View(depth: 0, className: "UIView", frame: Rect(x: 0, y: 0, width: 393, height: 852),
                                   windowFrame: Rect(x: 0, y: 0, width: 393, height: 852))
        return ScreenDump(size: Size(width: 393, height: 852), scale: 3, views: [root, collection])
    }

    @Test("Two and a half blocks of elements: every element's lines once, in item order, as the frame dump writes them",
          arguments: [1, ScreenTextFormat.elementsPerBlock + 1, 2 * ScreenTextFormat.elementsPerBlock + 300])
    func elementsInOrder(count: Int) throws {
        let dump = Self.screen(cells: count)
        let lines = ScreenTextFormat.write(dump).split(separator: "\n").map(String.init)
        #expect(lines[0] == "# Tessera screen dump")
        #expect(lines[2] == "UIView frame = (0 0; 393 852)")
        #expect(lines[3].hasPrefix("  UICollectionView frame = (0 0; 393 852); in window = (0 0; 393 852)"))
        // The frame dump's element lines (its own loop, on one thread), indented two levels.
        let frameLines = TextDumpFormat.write(dump.views[1].collection!).split(separator: "\n").dropFirst(2)
        #expect(lines.count == 4 + 2 * count)
        #expect(Array(lines.dropFirst(4)) == frameLines.map { "    " + $0 })
        let last = count - 1
        #expect(lines.last == "      UILabel \"title\" frame = (16 12; 200 20.333); in collection view = "
                + "(16 \(formatRounded(Double(last) * 44.5 + 12)); 200 20.333); text = \"Row \(last)\"")
    }

    @Test("A sink that fails while the first block is written stops the dump with its error, the other block waited for")
    func failingSink() throws {
        struct Full: Error {}
        let sink = DumpSink(blockSize: 256) { _ in throw Full() }
        #expect(throws: Full.self) {
            try ScreenTextFormat.write(Self.screen(cells: 3 * ScreenTextFormat.elementsPerBlock), comments: [], to: sink)
        }
    }
}
