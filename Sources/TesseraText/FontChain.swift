// The faces that draw one font request: the primary face first, fallbacks after, and the metrics each reports.

/// The faces drawing a font, in fallback order (at most 255, an index fits a byte), with the vertical metrics
/// each face's lines take: its own, except the system font's primary face, which reports SF Pro's (T4).
struct FontChain: @unchecked Sendable {
    let faces: [FontFace]
    /// The faces' C handles, in the same order, for itemizing.
    let handles: [OpaquePointer?]
    /// The vertical metrics of each face, in the same order.
    let metrics: [VerticalMetrics]

    /// - Parameter primaryMetrics: metrics the primary face reports instead of its own (the system font's
    ///   stand-in reports SF Pro's), or nil.
    init(faces: [FontFace], primaryMetrics: VerticalMetrics? = nil) {
        self.faces = Array(faces.prefix(255))
        handles = self.faces.map { Optional($0.handle) }
        metrics = self.faces.enumerated().map { index, face in
            index == 0 ? primaryMetrics ?? face.verticalMetrics : face.verticalMetrics
        }
    }

    var primary: FontFace { faces[0] }

    /// The line height of face `index` at `pointSize`.
    func lineHeight(ofFace index: Int, atSize pointSize: Double) -> Double {
        metrics[index].lineHeight(atSize: pointSize)
    }
}
