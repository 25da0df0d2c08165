// The sizes (or errors) of cells fitted on a second thread, as the thread that made the cells reads them.

import Foundation
import TesseraLayout

/// Each request's outcome as its fit finishes on the worker, read by the thread that made the cells.
final class FitOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Result<Size, any Error>?]
    private var failed = false

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Result<Size, any Error>? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return outcomes[index]
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            outcomes[index] = newValue
            if case .failure? = newValue { failed = true }
        }
    }

    /// Whether a fit failed.
    var hasFailure: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }
}
