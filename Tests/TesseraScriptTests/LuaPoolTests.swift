// A Lua state's pool of small blocks: blocks by size class, reused, moved with their contents, freed with the state.

import CLua
import Testing
@testable import TesseraScript

@Suite("A state's pool of small blocks")
struct LuaPoolTests {
    @Test("Blocks are 16-byte aligned, distinct, reused last-freed first within their class, and big ones are malloc's")
    func takeAndGive() {
        var pool = TesseraPool()
        defer { tessera_pool_release(&pool) }
        let largest = Int(TESSERA_POOL_LARGEST)
        #expect(largest == 512)
        let sizes = [1, 8, 16, 17, 100, 255, 256, largest]
        let blocks = sizes.map { tessera_pool_resize(&pool, nil, 0, $0)! }
        #expect(Set(blocks.map { UInt(bitPattern: $0) }).count == sizes.count)
        #expect(blocks.allSatisfy { UInt(bitPattern: $0) % 16 == 0 })
        #expect(tessera_pooled(largest) != 0 && tessera_pooled(largest + 1) == 0 && tessera_pooled(0) == 0)
        tessera_pool_give(&pool, blocks[4], 100)
        // Another block of 97…112 bytes is the one just given back; a block of another class is not.
        #expect(tessera_pool_resize(&pool, nil, 0, 50) != blocks[4])
        #expect(tessera_pool_resize(&pool, nil, 0, 112) == blocks[4])
        let big = tessera_pool_resize(&pool, nil, 0, 4_000)!
        tessera_pool_give(&pool, big, 4_000)
        #expect(pool.slabs != nil)
    }

    @Test("Resizing keeps the contents up to the smaller size, within a class, across classes and past the largest")
    func resizeKeepsContents() {
        var pool = TesseraPool()
        defer { tessera_pool_release(&pool) }
        var size = 10
        var block = tessera_pool_resize(&pool, nil, 0, size)!
        fill(block, size)
        let largest = Int(TESSERA_POOL_LARGEST)
        for next in [12, 16, 40, 256, 300, largest, largest + 1, 5_000, 200, 9, 1] {
            let moved = tessera_pool_resize(&pool, block, size, next)!
            #expect(holdsPattern(moved, count: min(size, next), writtenFor: size), "\(size) → \(next)")
            if (size - 1) / 16 == (next - 1) / 16 && next <= largest { #expect(moved == block) }
            fill(moved, next)
            (block, size) = (moved, next)
        }
        tessera_pool_give(&pool, block, size)
    }

    @Test("A Lua state runs on its pool: tables, strings and collections, then closes and frees it")
    func stateRuns() throws {
        let state = try LuaState()
        state.newTable()
        for index in 1...20_000 {
            state.push("row \(index) " + String(repeating: "x", count: index % 300))
            state.setIndex(index, of: -2)
        }
        #expect(state.length(at: -1) == 20_000)
        state.pushIndex(12_345, of: -1)
        #expect(state.string(at: -1) == "row 12345 " + String(repeating: "x", count: 12_345 % 300))
        state.pop(2)
    }

    /// Writes byte i of a `size`-byte block as i × 7 + size (a pattern that differs from one size to the next).
    private func fill(_ block: UnsafeMutableRawPointer, _ size: Int) {
        for index in 0..<size { block.storeBytes(of: byte(index, size), toByteOffset: index, as: UInt8.self) }
    }

    /// Whether the first `count` bytes are the pattern `fill` wrote for a block of `size` bytes.
    private func holdsPattern(_ block: UnsafeMutableRawPointer, count: Int, writtenFor size: Int) -> Bool {
        (0..<count).allSatisfy { block.load(fromByteOffset: $0, as: UInt8.self) == byte($0, size) }
    }

    private func byte(_ index: Int, _ size: Int) -> UInt8 { UInt8(truncatingIfNeeded: index &* 7 &+ size) }
}
