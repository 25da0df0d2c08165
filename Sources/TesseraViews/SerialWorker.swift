// A second thread that runs jobs one after another, in the order given, while the giving thread goes on.

import Foundation
import Synchronization

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
        /// A submitter waits on `condition` until at most this many jobs are pending (the thread wakes it only then).
        var waitingFor: Int?

        /// How many jobs were queued and how many have run, readable without the lock (`pendingCount`).
        let queuedCount = Atomic<Int>(0)
        let doneCount = Atomic<Int>(0)

        /// Jobs queued and not run, the one running counted.
        var pending: Int { jobs.count - next + (isBusy ? 1 : 0) }

        /// Whether the thread looks out for a new job (up to `lookOutSpins` reads of the count) before it sleeps: only
        /// on a machine with more than one core, where the look-out does not hold up the submitter and saves both
        /// threads the system calls of a wake.
        static let looksOut = ProcessInfo.processInfo.activeProcessorCount > 1
        static let lookOutSpins = 40_000

        /// Runs jobs as they come until stopped.
        func loop() {
            while true {
                condition.lock()
                if next == jobs.count && !isStopping && Self.looksOut {
                    let queued = queuedCount.load(ordering: .relaxed)
                    condition.unlock()
                    var reads = 0
                    while reads < Self.lookOutSpins, queuedCount.load(ordering: .relaxed) == queued { reads += 1 }
                    condition.lock()
                }
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
                doneCount.add(1, ordering: .relaxed)
                condition.lock()
                isBusy = false
                let wakes = waitingFor.map { pending <= $0 } ?? false
                condition.unlock()
                // Signalled after unlocking, so that the woken submitter does not wait on the lock at once.
                if wakes { condition.broadcast() }
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
        queue.queuedCount.add(1, ordering: .relaxed)
        let wakes = queue.isAsleep
        queue.condition.unlock()
        // Signalled after unlocking: a thread woken while the lock is held waits on it at once, and the unlock then
        // costs a second system call. The thread is waiting on the condition if it said it was asleep (it says so
        // and waits under the lock), so the signal cannot be missed.
        if wakes { queue.condition.broadcast() }
    }

    /// How many of the jobs queued so far have not run, the one running counted (it may be fewer by the time it is
    /// read). Read without the lock, which the worker takes twice per job; asked by the thread that queues jobs (the
    /// count of jobs done is read first, so it is never more than the count queued).
    public var pendingCount: Int {
        let done = queue.doneCount.load(ordering: .relaxed)
        return queue.queuedCount.load(ordering: .relaxed) - done
    }

    /// Returns when every job queued so far has run.
    public func waitUntilIdle() {
        waitUntilPending(atMost: 0)
    }

    /// Returns when at most `limit` of the jobs queued so far have not run (the one running counted), waiting, when
    /// there are more, until there are at most `resume` (`limit` by default): a submitter faster than the jobs waits
    /// here instead of queueing without bound, and with `resume` below `limit` is woken once for several jobs (each
    /// wake costs both threads a system call).
    public func waitUntilPending(atMost limit: Int, resumingAt resume: Int? = nil) {
        queue.condition.lock()
        if queue.pending > limit {
            let resume = min(resume ?? limit, limit)
            queue.waitingFor = resume
            while queue.pending > resume { queue.condition.wait() }
            queue.waitingFor = nil
        }
        queue.condition.unlock()
    }
}
