// Which font files stand in for the system font: a face per weight and the CJK fallback faces.

/// The files behind `Font.systemFont(ofSize:weight:)` and the fallback for characters a font lacks.
public struct SystemFontFiles: Hashable, Sendable {
    /// The face drawing each weight.
    public var faces: [Font.Weight: FontFileReference]
    /// The fallback for Hangul and other CJK text at weights up to semibold.
    public var fallback: FontFileReference
    /// The fallback at bold, heavy and black.
    public var boldFallback: FontFileReference
    /// The vertical metrics the system font's lines take instead of the files' own (nil: the files' own).
    /// iOS's SF Pro by default: the stand-in files give the advances, SF Pro the heights and baselines (T4).
    public var verticalMetrics: VerticalMetrics?
    /// The faces measuring Times New Roman (`TimesSubstitution`): Liberation Serif, metric-compatible with it.
    public var times: [TimesSubstitution.Style: FontFileReference]
    /// The Debian package that installs `times`, named when a file is missing.
    public var timesPackage: String

    public init(faces: [Font.Weight: FontFileReference], fallback: FontFileReference,
                boldFallback: FontFileReference, verticalMetrics: VerticalMetrics? = .sfPro,
                times: [TimesSubstitution.Style: FontFileReference] = SystemFontFiles.liberationSerif,
                timesPackage: String = "fonts-liberation") {
        self.faces = faces
        self.fallback = fallback
        self.boldFallback = boldFallback
        self.verticalMetrics = verticalMetrics
        self.times = times
        self.timesPackage = timesPackage
    }

    /// Debian's Liberation Serif (fonts-liberation), which has Times New Roman's advances and vertical metrics
    /// (2048 units per em, hhea ascender 1825, descender −443, line gap 87).
    public static let liberationSerif: [TimesSubstitution.Style: FontFileReference] = {
        let folder = "/usr/share/fonts/truetype/liberation/LiberationSerif-"
        let files: [TimesSubstitution.Style: String] = [
            .regular: "Regular", .bold: "Bold", .italic: "Italic", .boldItalic: "BoldItalic",
        ]
        return files.mapValues { FontFileReference(path: folder + $0 + ".ttf") }
    }()

    /// Debian's packages: Inter (fonts-inter) for the system font, Noto Sans CJK KR (fonts-noto-cjk, face 1 of
    /// the collections) for the fallback. Weights map by weight class: ultraLight → Inter Thin (100),
    /// thin → ExtraLight (200), light → Light, regular, medium, semibold → SemiBold, bold, heavy → ExtraBold
    /// (800), black → Black.
    public static let debian: SystemFontFiles = {
        let inter = "/usr/share/fonts/opentype/inter/Inter-"
        let files: [Font.Weight: String] = [
            .ultraLight: "Thin", .thin: "ExtraLight", .light: "Light", .regular: "Regular", .medium: "Medium",
            .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "Black",
        ]
        let noto = "/usr/share/fonts/opentype/noto/NotoSansCJK-"
        return SystemFontFiles(
            faces: files.mapValues { FontFileReference(path: inter + $0 + ".otf") },
            fallback: FontFileReference(path: noto + "Regular.ttc", faceIndex: 1),
            boldFallback: FontFileReference(path: noto + "Bold.ttc", faceIndex: 1))
    }()

    /// The fallback for a face of `weightClass`.
    func fallback(forWeightClass weightClass: Int) -> FontFileReference {
        weightClass >= Font.Weight.bold.weightClass ? boldFallback : fallback
    }
}
