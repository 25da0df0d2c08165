// The second thread cells are fitted on: jobs in submission order, one at a time, all done when it says idle.

import Foundation
import Testing
import TesseraViews

@Suite struct SerialWorkerTests {
    /// What jobs record, behind a lock (jobs run on the worker's thread).
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [Int] = []
        private var running = 0
        private(set) var overlapped = false

        func record(_ value: Int) {
            lock.lock()
            running += 1
            if running > 1 { overlapped = true }
            lock.unlock()
            usleep(value % 7 == 0 ? 200 : 0)   // some jobs slower than the submitting loop
            lock.lock()
            entries.append(value)
            running -= 1
            lock.unlock()
        }

        var values: [Int] {
            lock.lock()
            defer { lock.unlock() }
            return entries
        }
    }

    @Test func jobsRunInOrderOneAtATimeAndAllBeforeIdle() {
        let worker = SerialWorker()
        let log = Log()
        for round in 0..<3 {
            for index in 0..<200 { worker.submit { log.record(round * 1000 + index) } }
            worker.waitUntilIdle()
            // Every job queued so far has run, in the order it was queued.
            #expect(log.values == (0...round).flatMap { r in (0..<200).map { r * 1000 + $0 } })
        }
        #expect(!log.overlapped)
    }

    @Test func anIdleWorkerWaitsForNothing() {
        SerialWorker().waitUntilIdle()   // never started: returns at once
        let worker = SerialWorker()
        let log = Log()
        worker.submit { log.record(1) }
        worker.waitUntilIdle()
        worker.waitUntilIdle()
        #expect(log.values == [1])
    }

    @Test func aSubmitterWaitsWhileTooManyJobsArePending() {
        let worker = SerialWorker()
        let log = Log()
        for index in 0..<50 {
            worker.submit { log.record(index * 7) }   // each job sleeps 0.2 ms
            worker.waitUntilPending(atMost: 2)
            // At most two queued jobs have not finished: all but the last two have run.
            #expect(log.values.count >= index - 1)
        }
        worker.waitUntilIdle()
        #expect(log.values == (0..<50).map { $0 * 7 })
    }
}
