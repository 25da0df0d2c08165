// A byte buffer that dumps are written into and that hands full blocks to their destination as it goes.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TesseraJSON

/// Where a dump's bytes go, a block at a time: a dump of a million elements is written as it is produced, never
/// held whole in memory.
///
/// A class: it owns its buffer. `flush` is called with each full block (and the last one by `finish`); an error it
/// throws stops the dump.
public final class DumpSink {
    private let capacity: Int
    private let buffer: UnsafeMutablePointer<UInt8>
    private var used = 0
    private let flush: (UnsafeRawBufferPointer) throws -> Void
    /// Bytes handed to `flush` so far.
    public private(set) var written = 0
    /// Seconds spent in `flush` (writing), for `--stats`.
    public private(set) var flushSeconds = 0.0

    public init(blockSize: Int = 1 << 20, flush: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        capacity = max(256, blockSize)
        buffer = .allocate(capacity: capacity)
        self.flush = flush
    }

    deinit { buffer.deallocate() }

    /// A sink that keeps everything, for callers that want the dump as a string (`text`).
    ///
    /// Each block becomes text as it is handed over (a dump smaller than a block is made a string once, straight
    /// from the sink's buffer, without a copy of its bytes kept in between).
    public static func collecting() -> (sink: DumpSink, text: () -> String) {
        let storage = TextStorage()
        let sink = DumpSink { storage.text += String(decoding: $0, as: UTF8.self) }
        return (sink, { storage.text })
    }

    /// Appends `text`'s UTF-8 bytes.
    @inline(__always)
    public func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `text`'s bytes.
    @inline(__always)
    public func write(_ text: StaticString) throws {
        try write(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends raw bytes.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        if used + bytes.count > capacity { try flushBuffer() }
        if bytes.count > capacity {
            try timedFlush(bytes)
            return
        }
        if let base = bytes.baseAddress { (buffer + used).initialize(from: base.assumingMemoryBound(to: UInt8.self), count: bytes.count) }
        used += bytes.count
    }

    /// Appends an integer in decimal.
    public func write(integer value: Int) throws {
        if used + 24 > capacity { try flushBuffer() }
        if value == 0 {
            buffer[used] = UInt8(ascii: "0")
            used += 1
            return
        }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { scratch in
            while magnitude > 0 {
                scratch[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            if value < 0 {
                count += 1
                scratch[24 - count] = UInt8(ascii: "-")
            }
            (buffer + used).initialize(from: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + 24 - count, count: count)
        }
        used += count
    }

    /// Appends a finite number the shortest way that reads back exactly (`JSONWriting.number`): whole numbers as
    /// integers.
    public func write(number value: Double) throws {
        if value == 0 { return try write("0" as StaticString) }
        if value == value.rounded(), abs(value) < 1e15 { return try write(integer: Int(value)) }
        // The digits `description` gives, written straight into the buffer (a 17-digit description is a heap string).
        if used + NumberText.room > capacity { try flushBuffer() }
        var text = NumberText(start: buffer + used)
        value.write(to: &text)
        used += text.count
        if let other = text.other { try write(other) }
    }

    /// Hands what is left to the destination.
    public func finish() throws { try flushBuffer() }

    private func flushBuffer() throws {
        guard used > 0 else { return }
        try timedFlush(UnsafeRawBufferPointer(start: buffer, count: used))
        used = 0
    }

    private func timedFlush(_ bytes: UnsafeRawBufferPointer) throws {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        try flush(bytes)
        clock_gettime(CLOCK_MONOTONIC, &end)
        flushSeconds += Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
        written += bytes.count
    }
}

/// A number's text as `Double.write(to:)` hands it over: ASCII bytes copied to where the sink's buffer is free (room
/// for the longest, 24 bytes, is made first), anything else kept as a string to append after.
private struct NumberText: TextOutputStream {
    static let room = 32
    let start: UnsafeMutablePointer<UInt8>
    var count = 0
    var other: String?

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard other == nil, count + buffer.count <= Self.room, let base = buffer.baseAddress else {
            return write(String(decoding: buffer, as: UTF8.self))
        }
        (start + count).initialize(from: base, count: buffer.count)
        count += buffer.count
    }

    mutating func write(_ string: String) { other = (other ?? "") + string }
}

/// The text a collecting sink keeps.
private final class TextStorage {
    var text = ""
}
