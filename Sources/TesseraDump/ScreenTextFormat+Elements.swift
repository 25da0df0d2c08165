// A collection view's element lines in the screen text dump, formatted on two threads a block at a time, in order.

import Dispatch
import TesseraLayout

extension ScreenTextFormat {
    /// The elements formatted on this thread or on the other one at a time (a block): a screen of a thousand cells
    /// is one pair of blocks.
    static let elementsPerBlock = 512

    /// Each element's line and its subviews' lines, after `indent`, in order. The elements go in pairs of blocks:
    /// the first written into `sink` here while the second is formatted into memory on another thread, then written
    /// after it. The bytes are those of writing the elements one by one; at most one block is held in memory.
    ///
    /// - Complexity: O(elements + their subviews + their texts' length), about half of it on each of two threads.
    static func writeElements(_ elements: [DumpElement], indent: String, to sink: DumpSink) throws {
        var start = 0
        while start < elements.count {
            let middle = min(elements.count, start + elementsPerBlock)
            let end = min(elements.count, middle + elementsPerBlock)
            guard middle < end else { return try writeElements(elements[start..<middle], indent: indent, to: sink) }
            let second = FormattedBlock()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                // A sink that keeps its bytes in memory never fails.
                second.bytes = (try? DumpSink.bytes { try writeElements(elements[middle..<end], indent: indent, to: $0) }) ?? []
            }
            do {
                try writeElements(elements[start..<middle], indent: indent, to: sink)
            } catch {
                group.wait()
                throw error
            }
            group.wait()
            try second.bytes.withUnsafeBytes { try sink.write($0) }
            start = end
        }
    }

    private static func writeElements(_ elements: ArraySlice<DumpElement>, indent: String, to sink: DumpSink) throws {
        for element in elements {
            try sink.write(indent)
            try TextDumpFormat.writeLine(for: element, to: sink)
            try TextDumpFormat.writeLines(for: element.subviews, in: element.frame, indent: indent, to: sink)
        }
    }
}

/// The bytes of a block formatted on another thread: written there before the group is left, read here after it
/// is waited for.
private final class FormattedBlock: @unchecked Sendable {
    var bytes: [UInt8] = []
}
