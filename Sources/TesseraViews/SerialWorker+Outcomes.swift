// The results of jobs run on a `SerialWorker`, by job, as the thread that submitted them reads them.

import Foundation

extension SerialWorker {
    /// Each job's outcome as it finishes on the worker, read by the submitting thread (behind a lock).
    public final class Outcomes<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var outcomes: [Result<Value, any Error>?]
        private var failed = false

        public init(count: Int) { outcomes = Array(repeating: nil, count: count) }

        public subscript(index: Int) -> Result<Value, any Error>? {
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

        /// Whether a job failed.
        public var hasFailure: Bool {
            lock.lock()
            defer { lock.unlock() }
            return failed
        }
    }
}
