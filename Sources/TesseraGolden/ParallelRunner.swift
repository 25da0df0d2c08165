// Running a test run's cases on several threads and handing the results back in their original order.

import Foundation

/// Runs `count` pieces of work on up to `jobs` threads. The calling thread hears of each result as it completes
/// (for a progress line) and then receives the results in index order, each as soon as all before it are done,
/// so what is reported never depends on scheduling.
enum ParallelRunner {
    /// Runs `work(0..<count)`; `completed` is called in completion order and `deliver` in index order, both on the
    /// calling thread.
    static func run<Result: Sendable>(count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result,
                                      completed: (Int, Result) -> Void, deliver: (Int, Result) -> Void) {
        guard count > 0 else { return }
        let state = RunState<Result>(count: count)
        for _ in 0..<max(1, min(jobs, count)) {
            let thread = Thread {
                while let index = state.nextIndex() {
                    state.finish(index, work(index))
                }
            }
            // Scripts and the solver may recurse deeply: give workers the main thread's usual stack.
            thread.stackSize = 8 << 20
            thread.start()
        }
        var delivered = 0
        while delivered < count {
            for (index, result) in state.waitForCompletions() { completed(index, result) }
            while delivered < count, let result = state.result(delivered) {
                deliver(delivered, result)
                delivered += 1
            }
        }
    }
}

/// The shared queue of indices and slots of results, guarded by a condition.
private final class RunState<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private let count: Int
    private var results: [Result?]
    private var completions: [(Int, Result)] = []

    init(count: Int) {
        self.count = count
        results = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ index: Int, _ result: Result) {
        condition.lock()
        results[index] = result
        completions.append((index, result))
        condition.signal()
        condition.unlock()
    }

    /// Waits until at least one result completed since the last call, and returns those.
    func waitForCompletions() -> [(Int, Result)] {
        condition.lock()
        defer { condition.unlock() }
        while completions.isEmpty { condition.wait() }
        let done = completions
        completions.removeAll()
        return done
    }

    func result(_ index: Int) -> Result? {
        condition.lock()
        defer { condition.unlock() }
        return results[index]
    }
}
