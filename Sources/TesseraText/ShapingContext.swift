// The scratch state of one real measurer: HarfBuzz buffer, ICU iterators, the width cache, reusable arrays.
import CTextShaping

/// What `TextMeasurer` shapes and breaks with. Not thread-safe: the measurer uses it under its lock.
final class ShapingContext {
    let shaper: OpaquePointer
    let breaker: LineBreaker
    let cache: ShapedWidthCache
    // Reusable buffers, grown to the longest text measured so far.
    var units: [UInt16] = []
    var breakOffsets: [Int32] = []
    var breakMandatory: [UInt8] = []
    var runEnds: [Int32] = []
    var runFaces: [UInt8] = []
    private var clusterStarts: [Int32] = []
    private var clusterAdvances: [Int32] = []

    init(cacheCapacity: Int) throws {
        guard let shaper = cts_shaper_create() else { throw TextMeasurementError.outOfMemory }
        self.shaper = shaper
        breaker = try LineBreaker()
        cache = ShapedWidthCache(capacity: cacheCapacity)
    }

    deinit { cts_shaper_destroy(shaper) }

    /// Copies `text` into `units` and makes every buffer at least as long.
    func load(_ text: String) {
        units.removeAll(keepingCapacity: true)
        units.append(contentsOf: text.utf16)
        let count = units.count
        if breakOffsets.count < count {
            breakOffsets = [Int32](repeating: 0, count: count)
            breakMandatory = [UInt8](repeating: 0, count: count)
            runEnds = [Int32](repeating: 0, count: count)
            runFaces = [UInt8](repeating: 0, count: count)
        }
    }

    /// The shaped advance of `key` with `face`, from the cache or shaped now and cached.
    @inline(__always)
    func advance(of key: UnsafeBufferPointer<UInt16>, face: FontFace) -> ShapedWidthCache.Value {
        let hash = ShapedWidthCache.hash(face: face.id, key)
        if let value = cache.value(face: face.id, key: key, hash: hash) { return value }
        var hanging: Int32 = 0
        let advance = cts_shape_advance(shaper, face.handle, key.baseAddress, Int32(key.count), &hanging)
        let value = ShapedWidthCache.Value(advance: advance, hanging: hanging)
        cache.insert(value, face: face.id, key: key, hash: hash)
        return value
    }

    /// The clusters of `key` shaped with `face`: each one's start (an offset in `key`) and advance in design units.
    func clusters(of key: UnsafeBufferPointer<UInt16>, face: FontFace) -> [(start: Int, advance: Int)] {
        if clusterStarts.count < key.count {
            clusterStarts = [Int32](repeating: 0, count: key.count)
            clusterAdvances = [Int32](repeating: 0, count: key.count)
        }
        let count = clusterStarts.withUnsafeMutableBufferPointer { starts in
            clusterAdvances.withUnsafeMutableBufferPointer { advances in
                Int(cts_shape_clusters(shaper, face.handle, key.baseAddress, Int32(key.count), starts.baseAddress,
                                       advances.baseAddress))
            }
        }
        return (0..<count).map { (Int(clusterStarts[$0]), Int(clusterAdvances[$0])) }
    }
}
