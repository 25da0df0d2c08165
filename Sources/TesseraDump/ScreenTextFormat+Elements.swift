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
        let formatter = BatchFormatter { elements, _, sink in try TextDumpFormat.writeElements(elements, indent: indent, to: sink) }
        var start = 0
        while start < elements.count {
            let middle = min(elements.count, start + elementsPerBlock)
            let end = min(elements.count, middle + elementsPerBlock)
            guard middle < end else {
                return try TextDumpFormat.writeElements(elements[start..<middle], indent: indent, to: sink)
            }
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { formatter.format(elements[middle..<end], first: false) }
            do {
                try TextDumpFormat.writeElements(elements[start..<middle], indent: indent, to: sink)
            } catch {
                group.wait()
                throw error
            }
            group.wait()
            try formatter.bytes.withUnsafeBytes { try sink.write($0) }
            start = end
        }
    }
}
