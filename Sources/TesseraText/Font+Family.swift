// Where a font's glyphs come from: the system font at a weight, a registered name, or a font file.

extension Font {
    /// Where the glyphs come from.
    public enum Family: Hashable, Sendable {
        /// The system font (`UIFont.systemFont(ofSize:weight:)`), Inter in Tessera.
        case system(Weight)
        /// A registered font by family, full or PostScript name (`UIFont(name:size:)`).
        case named(String)
        /// A face of a font file, by path and face index (0 except in .ttc collections).
        case file(path: String, faceIndex: Int)
    }
}
