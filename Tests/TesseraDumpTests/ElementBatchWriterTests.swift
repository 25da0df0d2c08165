// Long JSON and text dumps, their elements formatted on a second thread in batches: the same bytes as one at a time.

import Testing
@testable import TesseraDump
import TesseraLayout

@Suite("Dumps · many elements")
struct ElementBatchWriterTests {
    /// A dump of `count` cells with varied frames, some with a subview, kind or identifier.
    static func dump(cells count: Int) -> FrameDump {
        let elements = (0..<count).map { index in
            var cell = DumpElement(category: index % 97 == 5 ? .supplementaryView : .cell,
                                   kind: index % 97 == 5 ? "header" : nil, section: index / 1000, item: index % 1000,
                                   frame: Rect(x: 16, y: Double(index) * 44.333333333333336, width: 361, height: 44 + Double(index % 7) / 3),
                                   zIndex: index % 3)
            if index % 5 == 0 {
                cell.subviews = [ElementSubview(depth: 1, className: "UILabel", name: "title",
                                                frame: Rect(x: 16, y: 12, width: 200, height: 20.333), text: "Row \(index)")]
            }
            if index % 11 == 0 { cell.identifier = "id-\(index)" }
            return cell
        }
        return FrameDump(container: Size(width: 393, height: 852), scale: 3,
                         contentSize: Size(width: 393, height: Double(count) * 44.4), elements: elements)
    }

    /// Each element written on its own, after its separator, as the dump did before it had batches.
    static func elementsOneByOne(_ dump: FrameDump) throws -> String {
        let bytes = try DumpSink.bytes { sink in
            for (index, element) in dump.elements.enumerated() {
                try sink.write(index == 0 ? "\n    " as StaticString : ",\n    " as StaticString)
                try JSONDumpFormat.writeObject(element, to: sink)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("Up to two and a half batches: the elements' text is that of writing them one by one, and reads back",
          arguments: [0, 1, ElementBatchWriter.elementsPerBatch, ElementBatchWriter.elementsPerBatch + 1,
                      2 * ElementBatchWriter.elementsPerBatch + 1500])
    func sameBytes(count: Int) throws {
        let dump = Self.dump(cells: count)
        let json = JSONDumpFormat.write(dump)
        // The same container, scale and content size without elements, up to its list's opening bracket.
        var empty = dump
        empty.elements = []
        let head = JSONDumpFormat.write(empty).dropLast("]\n}\n".count)
        #expect(head.hasSuffix("\"elements\": ["))
        #expect(json == head + (try Self.elementsOneByOne(dump)) + (count == 0 ? "]\n}\n" : "\n  ]\n}\n"))
        #expect(try JSONDumpFormat.parse(json) == dump)
    }

    @Test("Up to two and a half batches: the text dump's lines are those of writing the elements one by one",
          arguments: [0, 1, ElementBatchWriter.elementsPerBatch + 1, 2 * ElementBatchWriter.elementsPerBatch + 1500])
    func sameTextBytes(count: Int) throws {
        let dump = Self.dump(cells: count)
        var empty = dump
        empty.elements = []
        let lines = try DumpSink.bytes { try TextDumpFormat.writeElements(dump.elements[...], to: $0) }
        let text = TextDumpFormat.write(dump)
        #expect(text == TextDumpFormat.write(empty) + String(decoding: lines, as: UTF8.self))
        #expect(text.split(separator: "\n").count == 2 + count + (count + 4) / 5)
    }

    @Test("A sink that fails while a batch is in flight stops the dump with its error, the batch waited for")
    func failingSink() throws {
        let (sink, _) = Self.sinkFailing(onFlush: 3)
        let dump = Self.dump(cells: 3 * ElementBatchWriter.elementsPerBatch)
        #expect(throws: Full.self) {
            try JSONDumpFormat.write(dump, to: sink)
        }
    }

    struct Full: Error {}

    /// A sink of 4 KB blocks whose flush number `failing` throws `Full`, and the number of flushes so far.
    private static func sinkFailing(onFlush failing: Int) -> (DumpSink, flushes: () -> Int) {
        final class Count { var flushes = 0 }
        let count = Count()
        let sink = DumpSink(blockSize: 4096) { _ in
            count.flushes += 1
            if count.flushes == failing { throw Full() }
        }
        return (sink, { count.flushes })
    }

    /// Hands `dump`'s elements to a batch writer into `sink`, as a dump streaming from a layout does.
    private static func streamElements(of dump: FrameDump, to sink: DumpSink) throws -> Int {
        let format: ElementBatchWriter.Format = { try JSONDumpFormat.writeElements($0, first: $1, to: $2) }
        return try ElementBatchWriter.write(to: sink, format: format, elements: { each in
            for element in dump.elements { try each(element) }
        })
    }

    @Test("Streamed batches, formatted and written on the other thread, give the bytes of writing them one by one",
          arguments: [ElementBatchWriter.elementsPerBatch + 1, 2 * ElementBatchWriter.elementsPerBatch + 1500])
    func streamedSameBytes(count: Int) throws {
        let dump = Self.dump(cells: count)
        var handed = 0
        let bytes = try DumpSink.bytes { handed = try Self.streamElements(of: dump, to: $0) }
        #expect(handed == count)
        #expect(String(decoding: bytes, as: UTF8.self) == (try Self.elementsOneByOne(dump)))
    }

    @Test("A sink that fails on the other thread stops the streamed dump with its error; nothing is written after it")
    func streamedFailingSink() throws {
        let (sink, flushes) = Self.sinkFailing(onFlush: 3)
        let dump = Self.dump(cells: 3 * ElementBatchWriter.elementsPerBatch)
        #expect(throws: Full.self) { _ = try Self.streamElements(of: dump, to: sink) }
        #expect(flushes() == 3)
    }
}

extension DumpSink {
    /// The bytes `write` gives a sink, kept in memory.
    static func bytes(of write: (DumpSink) throws -> Void) throws -> [UInt8] {
        final class Storage { var bytes: [UInt8] = [] }
        let storage = Storage()
        let sink = DumpSink { storage.bytes.append(contentsOf: $0) }
        try write(sink)
        try sink.finish()
        return storage.bytes
    }
}
