// A face of a font file, by path and face index.

/// Where a face lives: a font file and the face's index in it (0 except in .ttc collections).
public struct FontFileReference: Hashable, Sendable {
    public var path: String
    public var faceIndex: Int

    public init(path: String, faceIndex: Int = 0) {
        self.path = path
        self.faceIndex = faceIndex
    }
}
