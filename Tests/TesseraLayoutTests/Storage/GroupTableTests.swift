// The table of a section's groups: moving the groups after one, across chunks and the tail, against a plain model.

import Testing
@testable import TesseraLayout

@Suite("Storage · group table")
struct GroupTableTests {
    /// A table of `count` groups 10 pt long, one item each, and its model: each group's shift.
    private static func table(count: Int) -> (GroupTable, [Double]) {
        var table = GroupTable()
        for index in 0..<count {
            table.append(start: Double(index) * 10, end: Double(index) * 10 + 10, firstItem: index)
        }
        return (table, Array(repeating: 0, count: count))
    }

    /// The first group whose shift differs from the model's: its index, the table's shift and the model's.
    private static func firstMismatch(_ table: GroupTable, _ model: [Double]) -> (Int, Double, Double)? {
        if table.count != model.count { return (-1, Double(table.count), Double(model.count)) }
        return model.indices.lazy.map { ($0, table.shift($0), model[$0]) }.first { $0.1 != $0.2 }
    }

    /// A pseudo-random generator for the steps (the same every run).
    private struct Steps {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
    }

    @Test("Moving the groups from any one on shifts exactly those, early and late in chunks and in the tail",
          arguments: [0, 1, 511, 512, 513, 1023, 1024, 1025, 2047, 3000, 3071, 3072, 3500, 3599])
    func moveFrom(index: Int) {
        // 3,600 groups: three chunks of 1,024 and a tail of 528.
        var (table, model) = Self.table(count: 3600)
        table.move(from: index, by: 7)
        for position in index..<model.count { model[position] += 7 }
        #expect(Self.firstMismatch(table, model) == nil)
        table.move(from: index, by: -7)
        #expect(Self.firstMismatch(table, Array(repeating: 0, count: model.count)) == nil)
        #expect(table.start(index) == Double(index) * 10 && table.end(index) == Double(index) * 10 + 10)
    }

    @Test("Random moves, inserts and removes keep every group's shift; a copy keeps its own")
    func randomSteps() throws {
        var (table, model) = Self.table(count: 5000)
        var steps = Steps(state: 20)
        var copy: (GroupTable, [Double])?
        for step in 0..<4000 {
            // Whole numbers of points, so every sum is exact and the shifts compare equal.
            let delta = Double(steps.next(41) - 20)
            switch step % 10 {
            case 3:
                let at = steps.next(model.count + 1)
                table.insert(start: 0, end: 10, firstItem: at, at: at, movingItemsAfterBy: 1)
                model.insert(0, at: at)
            case 7:
                let at = steps.next(model.count)
                table.remove(at: at, movingItemsBackBy: 1)
                model.remove(at: at)
            default:
                let from = steps.next(model.count)
                table.move(from: from, by: delta)
                for position in from..<model.count { model[position] += delta }
            }
            if step == 1500 { copy = (table, model) }
        }
        #expect(Self.firstMismatch(table, model) == nil)
        let (kept, keptModel) = try #require(copy)
        #expect(Self.firstMismatch(kept, keptModel) == nil)
    }
}
