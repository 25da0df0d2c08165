// Line break opportunities from ICU's UAX #14 rules, with the Hangul word filter and character wrapping.
import CTextShaping

/// Finds where lines may break: ICU's line break iterator (UAX #14), minus breaks inside Korean words when the
/// strategy keeps them whole, or every grapheme boundary for character wrapping.
///
/// Safe for concurrent use: the ICU iterators are used under a lock.
public final class LineBreaker: @unchecked Sendable {
    private let handle: OpaquePointer
    private let lock = Lock()

    /// Opens ICU's line and character break iterators.
    /// - Throws: `lineBreakingUnavailable` when ICU has no break rules.
    public init() throws {
        var status = CTS_OK
        guard let handle = cts_breaker_create(&status) else {
            throw status == CTS_ERROR_OUT_OF_MEMORY ? TextMeasurementError.outOfMemory
                : TextMeasurementError.lineBreakingUnavailable
        }
        self.handle = handle
    }

    deinit { cts_breaker_destroy(handle) }

    /// The break opportunities of `text`, ascending; the last is the text's end (none for an empty text, or
    /// when ICU fails).
    /// - Parameters:
    ///   - strategy: with `hangulWordPriority` (in `standard`), no break beside Hangul unless after a space.
    ///   - characterWrapping: every grapheme boundary instead (`byCharWrapping`), except before whitespace.
    public func opportunities(in text: String, strategy: LineBreakStrategy = .standard,
                              characterWrapping: Bool = false) -> [LineBreakOpportunity] {
        let units = Array(text.utf16)
        var offsets = [Int32](repeating: 0, count: units.count)
        var mandatory = [UInt8](repeating: 0, count: units.count)
        let count = units.withUnsafeBufferPointer { buffer in
            breaks(buffer, options: LineBreaker.options(strategy: strategy, characterWrapping: characterWrapping),
                   offsets: &offsets, mandatory: &mandatory)
        }
        return (0..<max(0, count)).map { LineBreakOpportunity(offset: Int(offsets[$0]), isMandatory: mandatory[$0] != 0) }
    }

    /// Writes the opportunities of `units` into `offsets` and `mandatory` (each at least `units.count` long).
    /// - Returns: how many there are, or -1 when ICU fails.
    func breaks(_ units: UnsafeBufferPointer<UInt16>, options: UInt32, offsets: inout [Int32],
                mandatory: inout [UInt8]) -> Int {
        guard !units.isEmpty else { return 0 }
        return lock.withLock {
            offsets.withUnsafeMutableBufferPointer { o in
                mandatory.withUnsafeMutableBufferPointer { m in
                    Int(cts_line_breaks(handle, units.baseAddress, Int32(units.count), options,
                                        o.baseAddress, m.baseAddress))
                }
            }
        }
    }

    /// The C options for a strategy and wrapping mode.
    static func options(strategy: LineBreakStrategy, characterWrapping: Bool) -> UInt32 {
        if characterWrapping { return UInt32(CTS_BREAK_CHARACTERS) }
        return strategy.keepsHangulWords ? UInt32(CTS_BREAK_KEEP_HANGUL_WORDS) : 0
    }
}
