// The chunked array the solved layout stores frames in: an array's behaviour, copy-on-write per chunk.

import Testing
@testable import TesseraLayout

@Suite("Storage · chunked arrays")
struct ChunkedArrayTests {
    @Test("Appending, reading and writing behave as an array across chunk boundaries")
    func behavesAsAnArray() {
        var chunked = ChunkedArray<Int>()
        var plain: [Int] = []
        for value in 0..<5000 {
            chunked.append(value)
            plain.append(value)
        }
        #expect(Array(chunked) == plain)
        chunked[1023] = -1
        chunked[1024] = -2
        plain[1023] = -1
        plain[1024] = -2
        #expect(Array(chunked) == plain)
        #expect(ChunkedArray(repeating: 7, count: 2500).count == 2500)
        #expect(ChunkedArray(repeating: 7, count: 2500)[2499] == 7)
    }

    @Test("A copy keeps its values when the original is written")
    func copyOnWrite() {
        var original = ChunkedArray(0..<3000)
        let copy = original
        original[10] = -10
        original[2999] = -1
        original.append(3000)
        #expect(copy[10] == 10 && copy[2999] == 2999 && copy.count == 3000)
        #expect(original[10] == -10 && original[2999] == -1 && original.count == 3001)
    }

    @Test("Inserting and removing in the middle keep the order; indices stay right after chunks become uneven")
    func insertAndRemove() {
        var chunked = ChunkedArray(0..<5000)
        var plain = Array(0..<5000)
        var state: UInt64 = 42
        for step in 0..<3000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let position = Int(state >> 33) % (plain.count + 1)
            if step % 3 == 2, !plain.isEmpty {
                let at = position % plain.count
                #expect(chunked.remove(at: at) == plain.remove(at: at))
            } else {
                chunked.insert(-step, at: position)
                plain.insert(-step, at: position)
            }
        }
        #expect(chunked.count == plain.count)
        #expect(Array(chunked) == plain)
        let copy = chunked
        chunked.insert(99, at: 1500)
        #expect(Array(copy) == plain)
        chunked[0] = 1
        chunked.append(5)
        plain.insert(99, at: 1500)
        plain[0] = 1
        plain.append(5)
        #expect(Array(chunked) == plain)
    }
}
