// One face of a font file, loaded by FreeType and shaped by HarfBuzz: names, metrics, coverage, advances.
import CTextShaping

/// A face of an OpenType/TrueType file (one of several in a .ttc). Immutable once open and safe to share
/// between threads; it owns its HarfBuzz font, released when the last reference goes.
public final class FontFace: @unchecked Sendable {
    let handle: OpaquePointer
    /// A process-unique number, the face's part of cache keys.
    let id: UInt32

    public let path: String
    public let faceIndex: Int
    public let familyName: String
    public let styleName: String
    public let postScriptName: String
    /// Design units per em: metrics and advances below are in these units.
    public let unitsPerEm: Int
    /// HarfBuzz's exact horizontal extents (`hb_font_get_h_extents`): OS/2 typographic metrics when the font
    /// asks for them (USE_TYPO_METRICS), `hhea` otherwise. The descender is negative.
    public let ascender: Int
    public let descender: Int
    public let lineGap: Int
    /// OS/2 `usWeightClass` (400 regular), 0 when the font has no OS/2 table.
    public let weightClass: Int
    public let isItalic: Bool
    /// How many faces the file holds.
    public let faceCount: Int

    /// Opens face `faceIndex` of the file at `path`.
    /// - Throws: `fontFileNotFound`, `notAFont` or `faceIndexOutOfRange`.
    public init(path: String, faceIndex: Int = 0) throws {
        guard faceIndex >= 0, faceIndex <= Int(Int32.max) else {
            throw TextMeasurementError.faceIndexOutOfRange(path: path, index: faceIndex)
        }
        var face: OpaquePointer?
        let status = cts_face_create(path, Int32(faceIndex), &face)
        guard status == CTS_OK, let face else { throw FontFace.error(for: status, path: path, index: faceIndex) }
        handle = face
        id = FontFace.nextID()
        self.path = path
        self.faceIndex = faceIndex
        var info = cts_face_info()
        cts_face_get_info(face, &info)
        unitsPerEm = Int(info.units_per_em)
        ascender = Int(info.ascender)
        descender = Int(info.descender)
        lineGap = Int(info.line_gap)
        weightClass = Int(info.weight_class)
        isItalic = info.is_italic
        faceCount = Int(info.face_count)
        familyName = FontFace.name(face, CTS_NAME_FAMILY)
        styleName = FontFace.name(face, CTS_NAME_STYLE)
        postScriptName = FontFace.name(face, CTS_NAME_POSTSCRIPT)
    }

    deinit { cts_face_destroy(handle) }

    /// The line height in design units: ascender − descender + line gap.
    public var lineHeightUnits: Int { ascender - descender + lineGap }

    /// The line height of this face at `pointSize`, in points.
    public func lineHeight(atSize pointSize: Double) -> Double {
        Double(lineHeightUnits) * pointSize / Double(unitsPerEm)
    }

    /// Whether the face's character map has `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { cts_face_has_codepoint(handle, scalar.value) }

    /// The advance of `text` shaped as one run with this face alone (no fallback, no line breaking), in design
    /// units, as `hb-shape` reports it. Characters the face lacks count as its `.notdef` glyph.
    public func shapedAdvance(of text: String) -> Int {
        guard let shaper = cts_shaper_create() else { return 0 }
        defer { cts_shaper_destroy(shaper) }
        let units = Array(text.utf16)
        var hanging: Int32 = 0
        return Int(units.withUnsafeBufferPointer {
            cts_shape_advance(shaper, handle, $0.baseAddress, Int32(clamping: $0.count), &hanging)
        })
    }

    private static func name(_ face: OpaquePointer, _ kind: cts_name_kind) -> String {
        let length = cts_face_copy_name(face, kind, nil, 0)
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: length + 1)
        _ = cts_face_copy_name(face, kind, &buffer, buffer.count)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func error(for status: cts_status, path: String, index: Int) -> TextMeasurementError {
        switch status {
        case CTS_ERROR_NOT_FOUND: .fontFileNotFound(path: path)
        case CTS_ERROR_BAD_INDEX: .faceIndexOutOfRange(path: path, index: index)
        case CTS_ERROR_OUT_OF_MEMORY: .outOfMemory
        default: .notAFont(path: path)
        }
    }

    private static let idLock = Lock()
    nonisolated(unsafe) private static var lastID: UInt32 = 0

    private static func nextID() -> UInt32 {
        idLock.withLock {
            lastID &+= 1
            return lastID
        }
    }
}
