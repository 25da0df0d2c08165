// A long dump's elements formatted and written on a second thread, a batch at a time, while the next is collected.

import Dispatch

/// Writes a dump's elements to a sink in order: a dump of up to one batch on the caller's thread as it comes, a
/// longer one a batch at a time on a second thread, formatted and written to the sink there, while the caller
/// collects the next batch (the elements' subviews are laid out as they are collected: collecting is the larger part
/// of the work). The bytes are those of writing the elements one by one; at most two batches are held. Only one
/// thread uses the sink at a time: the caller waits for the batch in flight before it hands over the next one or
/// writes anything itself. (Formatting a batch into memory there and writing it here kept the writing on the
/// caller's thread: a million rows' 163 MB took 40 to 350 ms of it.)
///
/// A class: it owns the batches. Used from one thread; `finish` writes what is left, `abandon` waits for the batch
/// in flight when the dump stops with an error.
final class ElementBatchWriter {
    /// Writes elements after those before them (`first`: none before them) into a sink: a format's element loop.
    typealias Format = @Sendable (_ elements: ArraySlice<DumpElement>, _ first: Bool, _ sink: DumpSink) throws -> Void

    /// Elements collected before a batch is formatted: a batch's text is some 0.6 MB of JSON.
    static let elementsPerBatch = 4096

    private let sink: DumpSink
    private let format: Format
    private var batch: [DumpElement] = []
    /// Formats and writes a batch on the other thread.
    private let formatter: SinkBatchFormatter
    /// The group of the batch being formatted, left when it is done.
    private var inFlight: DispatchGroup?
    /// How many elements were given.
    private(set) var count = 0

    init(to sink: DumpSink, format: @escaping Format) {
        self.sink = sink
        self.format = format
        formatter = SinkBatchFormatter(sink: sink, format: format)
        batch.reserveCapacity(Self.elementsPerBatch)
    }

    /// Takes the next element; hands a full batch to the other thread once the one before it is written.
    func append(_ element: DumpElement) throws {
        batch.append(element)
        count += 1
        if batch.count == Self.elementsPerBatch { try submit() }
    }

    /// Writes every element not written yet: the last batch on this thread, after the one in flight.
    func finish() throws {
        try waitForInFlight()
        try format(batch[...], count == batch.count, sink)
        batch.removeAll()
    }

    /// Waits for the batch in flight, if any (it is written to the sink unless writing failed before it).
    func abandon() {
        inFlight?.wait()
        inFlight = nil
    }

    /// Hands each element `elements` gives to a writer, then finishes it; on an error, waits for the batch in flight
    /// and rethrows. Returns how many elements were written.
    static func write(to sink: DumpSink, format: @escaping Format,
                      elements: ((DumpElement) throws -> Void) throws -> Void) throws -> Int {
        let writer = ElementBatchWriter(to: sink, format: format)
        do {
            try elements { try writer.append($0) }
            try writer.finish()
        } catch {
            writer.abandon()
            throw error
        }
        return writer.count
    }

    private func submit() throws {
        try waitForInFlight()
        let elements = batch, first = count == batch.count, formatter = formatter, group = DispatchGroup()
        DispatchQueue.global().async(group: group) { formatter.format(elements[...], first: first) }
        inFlight = group
        batch.removeAll(keepingCapacity: true)
    }

    /// Waits for the batch in flight, if any, and throws the error its writing threw.
    private func waitForInFlight() throws {
        guard let group = inFlight else { return }
        group.wait()
        inFlight = nil
        if let failure = formatter.failure { throw failure }
    }
}

/// Formats batches of elements into the dump's sink on another thread: used there between the hand-over and the
/// caller's wait for the batch's group, and by nothing else meanwhile (which makes the unchecked `Sendable` hold).
final class SinkBatchFormatter: @unchecked Sendable {
    private let sink: DumpSink
    private let write: ElementBatchWriter.Format
    /// What writing a batch threw (no later batch is written then); read after the batch's group is waited for.
    private(set) var failure: (any Error)?

    init(sink: DumpSink, format: @escaping ElementBatchWriter.Format) {
        self.sink = sink
        write = format
    }

    func format(_ elements: ArraySlice<DumpElement>, first: Bool) {
        guard failure == nil else { return }
        do {
            try write(elements, first, sink)
        } catch {
            failure = error
        }
    }
}

/// A batch's text, formatted on another thread into buffers kept from batch to batch (not a new megabyte for each
/// batch): written there before the batch's group is left, read here after it is waited for, and not touched again
/// until the next batch is handed over. The screen text dump formats a block so while it writes the one before.
final class BatchFormatter: @unchecked Sendable {
    /// The last batch's text.
    private(set) var bytes: [UInt8] = []
    private lazy var sink = DumpSink(blockSize: 1 << 16) { [unowned self] in self.bytes.append(contentsOf: $0) }
    private let write: ElementBatchWriter.Format

    init(format: @escaping ElementBatchWriter.Format) { write = format }

    func format(_ elements: ArraySlice<DumpElement>, first: Bool) {
        bytes.removeAll(keepingCapacity: true)
        // A sink that appends to memory never fails.
        try? write(elements, first, sink)
        try? sink.finish()
    }
}
