// The shaped-width cache: finds what it stored, stays bounded, keeps recently used entries, empties.
import Testing
@testable import TesseraText

@Suite struct ShapedWidthCacheTests {
    func lookUp(_ cache: ShapedWidthCache, _ key: String, face: UInt32 = 1) -> ShapedWidthCache.Value? {
        Array(key.utf16).withUnsafeBufferPointer {
            cache.value(face: face, key: $0, hash: ShapedWidthCache.hash(face: face, $0))
        }
    }

    func store(_ cache: ShapedWidthCache, _ key: String, _ advance: Int32, face: UInt32 = 1) {
        Array(key.utf16).withUnsafeBufferPointer {
            cache.insert(.init(advance: advance, hanging: advance / 2), face: face, key: $0,
                         hash: ShapedWidthCache.hash(face: face, $0))
        }
    }

    @Test func findsWhatItStoredByFaceAndText() {
        let cache = ShapedWidthCache(capacity: 64)
        store(cache, "word", 100)
        store(cache, "word", 200, face: 2)
        store(cache, "words", 300)
        #expect(lookUp(cache, "word")?.advance == 100)
        #expect(lookUp(cache, "word")?.hanging == 50)
        #expect(lookUp(cache, "word", face: 2)?.advance == 200)
        #expect(lookUp(cache, "words")?.advance == 300)
        #expect(lookUp(cache, "wor") == nil)
        #expect(cache.hits == 4 && cache.misses == 1)
    }

    @Test func staysBoundedAndKeepsWhatIsUsed() {
        let cache = ShapedWidthCache(capacity: 16)
        store(cache, "hot", 1)
        for i in 0..<200 {
            store(cache, "key\(i)", Int32(i))
            _ = lookUp(cache, "hot")  // promoted to the young generation whenever it ages
        }
        #expect(lookUp(cache, "hot")?.advance == 1)
        #expect(lookUp(cache, "key199")?.advance == 199)
        #expect(lookUp(cache, "key0") == nil)  // two generations of 16: the oldest entries are gone
        let kept = (0..<200).filter { lookUp(cache, "key\($0)") != nil }.count
        #expect(kept <= 32)
    }

    @Test func longKeysAreNotCached() {
        let cache = ShapedWidthCache(capacity: 16)
        let long = String(repeating: "x", count: ShapedWidthCache.maximumKeyLength + 1)
        store(cache, long, 5)
        #expect(lookUp(cache, long) == nil)
    }

    @Test func removeAllEmptiesBothGenerations() {
        let cache = ShapedWidthCache(capacity: 16)
        for i in 0..<20 { store(cache, "k\(i)", Int32(i)) }
        cache.removeAll()
        #expect((0..<20).allSatisfy { lookUp(cache, "k\($0)") == nil })
        store(cache, "k1", 7)
        #expect(lookUp(cache, "k1")?.advance == 7)
    }
}
