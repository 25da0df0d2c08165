// The errors text measurement throws: missing or unreadable fonts, unknown names, invalid arguments.

/// Why a font could not be loaded or a text could not be measured.
public enum TextMeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The font file does not exist or cannot be read.
    case fontFileNotFound(path: String)
    /// The file exists but FreeType cannot read it as an OpenType/TrueType font.
    case notAFont(path: String)
    /// The face index is outside the file's faces (a .ttc holds several).
    case faceIndexOutOfRange(path: String, index: Int)
    /// No registered font has this family, full or PostScript name.
    case fontNotFound(name: String)
    /// A font Tessera measures with a packaged stand-in (Times New Roman with Liberation Serif) whose file is
    /// missing: `name` was asked for, `path` is the stand-in's file, `package` installs it.
    case standInMissing(name: String, font: String, path: String, package: String)
    /// A name (weight, text style, content size category, line break mode, strategy) that is not one of `expected`.
    case unknownName(kind: String, value: String, expected: [String])
    /// A numeric argument outside its domain (NaN, negative, …), with what is wrong.
    case invalidArgument(name: String, value: Double, reason: String)
    /// ICU could not open its line break rules.
    case lineBreakingUnavailable
    /// An allocation in HarfBuzz, FreeType or ICU failed.
    case outOfMemory

    public var description: String {
        switch self {
        case .fontFileNotFound(let path): "font file not found or unreadable: \(path)"
        case .notAFont(let path): "not an OpenType/TrueType font: \(path)"
        case .faceIndexOutOfRange(let path, let index): "no face at index \(index) in \(path)"
        case .fontNotFound(let name): "no registered font is named '\(name)'"
        case .standInMissing(let name, let font, let path, let package):
            "'\(name)' is \(font), measured with the font file \(path), which is missing or unreadable: "
                + "install the Debian package \(package) (bin/setup does)"
        case .unknownName(let kind, let value, let expected):
            "unknown \(kind) '\(value)'; expected one of: \(expected.joined(separator: ", "))"
        case .invalidArgument(let name, let value, let reason): "invalid \(name) \(value): \(reason)"
        case .lineBreakingUnavailable: "ICU's line break rules could not be opened"
        case .outOfMemory: "out of memory in the text shaping libraries"
        }
    }
}
