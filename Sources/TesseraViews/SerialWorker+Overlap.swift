// Items taken in order with their work overlapped: each prepared here, worked on the worker, finished here in order.

import Foundation

extension SerialWorker {
    /// How many prepared items may wait for their work (so that a preparer faster than the work does not pile them
    /// up).
    public static let itemsAhead = 8

    /// Takes items `0..<count` in order: each is prepared on this thread (`prepare`, told whether an earlier item is
    /// not finished yet), its work, when it has some, done on the worker while the next item is prepared, and
    /// finished here in item order as soon as its work is back (`finish`, given the work's outcome; nil for an item
    /// without work). The work runs in item order, one item at a time.
    ///
    /// The order of errors is the order of doing each item whole before the next: an error of `prepare` is thrown
    /// after the items before it are finished (a `finish` of theirs may throw first); a work's error reaches its
    /// item's `finish`; no item is prepared after one whose work failed. Returns with no work running.
    public func overlap<Work, Output>(count: Int, prepare: (_ index: Int, _ isAhead: Bool) throws -> Work?,
                                      work: @escaping (Work) throws -> Output,
                                      finish: (_ index: Int, _ outcome: Result<Output, any Error>?) throws -> Void) throws {
        let outcomes = Outcomes<Output>()
        var hasWork = [Bool](repeating: false, count: count)
        defer { waitUntilIdle() }
        var (prepared, finished) = (0, 0)
        /// Finishes the prepared items, in order, up to the first whose work is not back (all of them after
        /// `waiting`).
        func finishReady(waiting: Bool) throws {
            if waiting { waitUntilIdle() }
            while finished < prepared {
                let outcome = hasWork[finished] ? outcomes.take(finished) : nil
                if hasWork[finished] && outcome == nil { break }
                try finish(finished, outcome)
                finished += 1
            }
        }
        for index in 0..<count {
            let item: Work?
            do {
                item = try prepare(index, finished < index)
            } catch {
                try finishReady(waiting: true)   // an item before this one failed first
                throw error
            }
            prepared = index + 1
            if let item {
                hasWork[index] = true
                submit { outcomes.put(Result { try work(item) }, for: index) }
                waitUntilPending(atMost: Self.itemsAhead, resumingAt: Self.itemsAhead / 2)
            }
            try finishReady(waiting: false)
            // No item is prepared after one whose work failed (asked only while work is out: it takes a lock).
            if finished < prepared, outcomes.hasFailure { break }
        }
        try finishReady(waiting: true)
    }
}

/// Each item's outcome as its work finishes on the worker, taken by the thread that gave the work (behind a lock).
/// Only outcomes not taken yet are kept: at most the items ahead.
private final class Outcomes<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Int: Result<Value, any Error>] = [:]
    private var failed = false

    /// Keeps item `index`'s outcome.
    func put(_ outcome: Result<Value, any Error>, for index: Int) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[index] = outcome
        if case .failure = outcome { failed = true }
    }

    /// Item `index`'s outcome, given once: nil while its work has not finished.
    func take(_ index: Int) -> Result<Value, any Error>? {
        lock.lock()
        defer { lock.unlock() }
        return outcomes.removeValue(forKey: index)
    }

    /// Whether a work failed.
    var hasFailure: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }
}
