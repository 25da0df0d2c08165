// A long JSON dump's elements formatted on a second thread, a batch at a time, while the next batch is collected.

import Dispatch

extension JSONDumpFormat {
    /// Elements collected before a batch is formatted: a batch's text is some 0.6 MB.
    static let elementsPerBatch = 4096

    /// Writes elements to a sink in order, each after its separator: a dump of up to one batch on the caller's
    /// thread as it comes, a longer one a batch at a time on a second thread while the caller collects the next
    /// batch (the elements' subviews are laid out as they are collected: collecting is the larger part of the work).
    /// The bytes are those of writing the elements one by one; at most two batches and one batch's text are held.
    ///
    /// A class: it owns the batches. Used from one thread; `finish` writes what is left.
    final class ElementWriter {
        private let sink: DumpSink
        private var batch: [DumpElement] = []
        /// Formats a batch on the other thread; its buffers are kept from batch to batch.
        private let formatter = BatchFormatter()
        /// The group of the batch being formatted, left when it is done.
        private var inFlight: DispatchGroup?
        private var submitted = 0
        /// How many elements were given.
        private(set) var count = 0

        init(to sink: DumpSink) {
            self.sink = sink
            batch.reserveCapacity(elementsPerBatch)
        }

        /// Takes the next element; hands a full batch to the other thread after writing the one before it.
        func append(_ element: DumpElement) throws {
            batch.append(element)
            count += 1
            if batch.count == elementsPerBatch { try submit() }
        }

        /// Writes every element not written yet: the last batch on this thread, after the one in flight.
        func finish() throws {
            try writeInFlight()
            try JSONDumpFormat.write(batch[...], first: submitted == 0, to: sink)
            batch.removeAll()
        }

        /// Waits for the batch in flight, if any, when the dump stops with an error (its text is dropped).
        func abandon() {
            inFlight?.wait()
            inFlight = nil
        }

        private func submit() throws {
            try writeInFlight()
            let elements = batch, first = submitted == 0, formatter = formatter, group = DispatchGroup()
            DispatchQueue.global().async(group: group) { formatter.format(elements, first: first) }
            inFlight = group
            submitted += elements.count
            batch.removeAll(keepingCapacity: true)
        }

        private func writeInFlight() throws {
            guard let group = inFlight else { return }
            group.wait()
            inFlight = nil
            try formatter.bytes.withUnsafeBytes { try sink.write($0) }
        }
    }

    /// `elements`, each after its separator (the first of the dump after none but the line break).
    fileprivate static func write(_ elements: ArraySlice<DumpElement>, first: Bool, to sink: DumpSink) throws {
        var first = first
        for element in elements {
            try sink.write(first ? "\n    " as StaticString : ",\n    " as StaticString)
            first = false
            try writeObject(element, to: sink)
        }
    }
}

/// A batch's text, formatted on another thread into buffers kept from batch to batch (a new megabyte for each
/// batch's text cost a fault per page): written there before the batch's group is left, read here after it is
/// waited for, and not touched again until the next batch is handed over.
private final class BatchFormatter: @unchecked Sendable {
    /// The last batch's text.
    private(set) var bytes: [UInt8] = []
    private var sink: DumpSink?

    func format(_ elements: [DumpElement], first: Bool) {
        bytes.removeAll(keepingCapacity: true)
        let sink = self.sink ?? DumpSink(blockSize: 1 << 16) { [unowned self] in self.bytes.append(contentsOf: $0) }
        self.sink = sink
        // A sink that appends to memory never fails.
        try? JSONDumpFormat.write(elements[...], first: first, to: sink)
        try? sink.finish()
    }
}
