// A second thread that runs jobs one after another, in the order given, while the giving thread goes on.

import Foundation

/// Runs jobs on its own thread, in submission order, one at a time: a measurer fits one cell on it while its own
/// thread makes the next (on a machine of two cores, the two halves of measuring overlap).
///
/// A class: it owns its thread, started at the first job and stopped when the worker goes. Jobs must not touch what
/// the submitting thread uses until `waitUntilIdle()` returns; what they share otherwise must be thread-safe.
public final class SerialWorker {
    /// The queue and the thread's loop, shared with the thread (which holds it while it runs).
    private final class Queue: @unchecked Sendable {
        let condition = NSCondition()
        var jobs: [() -> Void] = []
        var next = 0
        /// A job is running now.
        var isBusy = false
        var isStopping = false
        /// The thread waits on `condition` (a new job must wake it; a busy thread takes it when done).
        var isAsleep = false

        /// Runs jobs as they come until stopped.
        func loop() {
            while true {
                condition.lock()
                while next == jobs.count && !isStopping {
                    isAsleep = true
                    condition.wait()
                    isAsleep = false
                }
                if next == jobs.count {
                    condition.unlock()
                    return
                }
                let job = jobs[next]
                next += 1
                if next == jobs.count {
                    jobs.removeAll(keepingCapacity: true)
                    next = 0
                }
                isBusy = true
                condition.unlock()
                job()
                condition.lock()
                isBusy = false
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    private let queue = Queue()
    private var isStarted = false

    public init() {}

    deinit {
        queue.condition.lock()
        queue.isStopping = true
        queue.condition.broadcast()
        queue.condition.unlock()
    }

    /// Queues `job` to run after the jobs queued before it.
    public func submit(_ job: @escaping () -> Void) {
        if !isStarted {
            isStarted = true
            let queue = self.queue
            let thread = Thread { queue.loop() }
            thread.stackSize = 8 << 20   // fits recurse through view trees as the main thread's work does
            thread.start()
        }
        queue.condition.lock()
        queue.jobs.append(job)
        if queue.isAsleep { queue.condition.broadcast() }
        queue.condition.unlock()
    }

    /// Returns when every job queued so far has run.
    public func waitUntilIdle() {
        waitUntilPending(atMost: 0)
    }

    /// Returns when at most `limit` of the jobs queued so far have not run (the one running counted): a submitter
    /// faster than the jobs waits here instead of queueing without bound.
    public func waitUntilPending(atMost limit: Int) {
        queue.condition.lock()
        while queue.jobs.count - queue.next + (queue.isBusy ? 1 : 0) > limit { queue.condition.wait() }
        queue.condition.unlock()
    }
}
