// The faces that draw one font request: the primary face first, fallbacks after.

/// The faces drawing a font, in fallback order (at most 255, an index fits a byte).
struct FontChain: @unchecked Sendable {
    let faces: [FontFace]
    /// The faces' C handles, in the same order, for itemizing.
    let handles: [OpaquePointer?]

    init(faces: [FontFace]) {
        self.faces = Array(faces.prefix(255))
        handles = self.faces.map { Optional($0.handle) }
    }

    var primary: FontFace { faces[0] }
}
