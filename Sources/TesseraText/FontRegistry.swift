// Maps UIKit font requests to font files: system weights, registered families and names, CJK fallback.

/// Resolves fonts to faces: the system font's weights, fonts registered from files or directories, and a
/// fallback face for the characters a font lacks.
///
/// Faces are opened on first use and kept for the registry's lifetime, one per file and face index (so the
/// cache is bounded by the files registered or named). All methods are safe to call from several threads:
/// state is guarded by a lock.
public final class FontRegistry: @unchecked Sendable {
    public let systemFonts: SystemFontFiles
    private let lock = Lock()
    private var faces: [FontFileReference: FontFace] = [:]
    private var chains: [Font.Family: FontChain] = [:]
    /// Registered faces by lowercased family name.
    private var families: [String: [FaceEntry]] = [:]
    /// Family names as the fonts spell them, by lowercased name.
    private var familySpellings: [String: String] = [:]
    /// Registered faces by lowercased PostScript name and full name ("family style").
    private var names: [String: FontFileReference] = [:]
    private var systemFacesRegistered = false

    struct FaceEntry: Hashable {
        var reference: FontFileReference
        var weightClass: Int
        var isItalic: Bool
    }

    /// A registry over `systemFonts` (Debian's Inter and Noto Sans CJK by default).
    public init(systemFonts: SystemFontFiles = .debian) {
        self.systemFonts = systemFonts
    }

    /// A registry shared by default measurers, with Debian's system fonts.
    public static let shared = FontRegistry()

    /// The face at `reference`, opened once and then cached.
    /// - Throws: `fontFileNotFound`, `notAFont` or `faceIndexOutOfRange`.
    public func face(_ reference: FontFileReference) throws -> FontFace {
        try lock.withLock { try lockedFace(reference) }
    }

    /// Registers every face of the font file at `path` under its family, full and PostScript names.
    /// - Returns: the family names registered.
    @discardableResult
    public func registerFont(atPath path: String) throws -> [String] {
        try lock.withLock { try lockedRegister(path: path) }
    }

    /// Registers every .ttf, .otf, .ttc and .otc file in `directory` (not its subdirectories); files that are
    /// not fonts are skipped.
    /// - Returns: the number of faces registered.
    /// - Throws: `fontFileNotFound` when the directory cannot be read.
    @discardableResult
    public func registerFonts(inDirectory directory: String) throws -> Int {
        let files = try DirectoryListing.fontFiles(in: directory)
        return lock.withLock {
            files.reduce(0) { count, path in count + ((try? lockedRegister(path: path).count) ?? 0) }
        }
    }

    /// `UIFont(name:size:)`: a font by PostScript name ("Inter-SemiBold"), full name ("Inter SemiBold") or
    /// family name ("Inter", its regular upright face), case-insensitively, among registered fonts and the
    /// system font files. Times New Roman's names, and the system font's private names (".SFUI-Regular", which
    /// iOS answers with Times: `TimesSubstitution`), give Times New Roman, measured with `systemFonts.times`.
    /// - Throws: `fontNotFound` when no face has the name; `standInMissing` when Times's file is missing;
    ///   `invalidArgument` for a size that is not positive.
    public func font(named name: String, size: Double) throws -> Font {
        let font = Font.named(name, size: size)
        try font.validate()
        _ = try lock.withLock { try lockedResolve(name: name) }
        return font
    }

    /// The family names registered, sorted (system font files included once a name was looked up).
    public var familyNames: [String] {
        lock.withLock { familySpellings.values.sorted() }
    }

    /// The faces drawing `family`: the primary face, then the fallback (absent when its file is missing).
    func chain(for family: Font.Family) throws -> FontChain {
        try lock.withLock {
            if let chain = chains[family] { return chain }
            let primary: FontFace
            switch family {
            case .system(let weight):
                guard let reference = systemFonts.faces[weight] else {
                    throw TextMeasurementError.fontNotFound(name: "system font, \(weight.rawValue)")
                }
                primary = try lockedFace(reference)
            case .named(let name):
                primary = try lockedFace(try lockedResolve(name: name))
            case .file(let path, let index):
                primary = try lockedFace(FontFileReference(path: path, faceIndex: index))
            }
            var chainFaces = [primary]
            let fallback = systemFonts.fallback(forWeightClass: primary.weightClass)
            if fallback != FontFileReference(path: primary.path, faceIndex: primary.faceIndex),
               let face = try? lockedFace(fallback) {
                chainFaces.append(face)
            }
            let primaryMetrics: VerticalMetrics? = if case .system = family { systemFonts.verticalMetrics } else { nil }
            let chain = FontChain(faces: chainFaces, primaryMetrics: primaryMetrics)
            chains[family] = chain
            return chain
        }
    }

    private func lockedFace(_ reference: FontFileReference) throws -> FontFace {
        if let face = faces[reference] { return face }
        let face = try FontFace(path: reference.path, faceIndex: reference.faceIndex)
        faces[reference] = face
        return face
    }

    private func lockedRegister(path: String) throws -> [String] {
        let first = try lockedFace(FontFileReference(path: path))
        var registered: [String] = []
        for index in 0..<max(1, first.faceCount) {
            let face = index == 0 ? first : try lockedFace(FontFileReference(path: path, faceIndex: index))
            let entry = FaceEntry(reference: FontFileReference(path: path, faceIndex: index),
                                  weightClass: face.weightClass, isItalic: face.isItalic)
            let family = face.familyName.lowercased()
            if !(families[family]?.contains(entry) ?? false) { families[family, default: []].append(entry) }
            familySpellings[family] = face.familyName
            names[face.postScriptName.lowercased()] = entry.reference
            names["\(face.familyName) \(face.styleName)".lowercased()] = entry.reference
            registered.append(face.familyName)
        }
        return registered
    }

    private func lockedResolve(name: String) throws -> FontFileReference {
        if let style = TimesSubstitution(name: name)?.style ?? TimesSubstitution.timesStyle(named: name) {
            return try lockedTimes(style, for: name)
        }
        if let reference = lockedLookUp(name: name) { return reference }
        if !systemFacesRegistered {
            systemFacesRegistered = true
            let files = Set(systemFonts.faces.values.map(\.path) + [systemFonts.fallback.path, systemFonts.boldFallback.path])
            for path in files.sorted() { _ = try? lockedRegister(path: path) }
            if let reference = lockedLookUp(name: name) { return reference }
        }
        throw TextMeasurementError.fontNotFound(name: name)
    }

    /// Times New Roman's face for `style` (asked for as `name`), opened to check that its stand-in file is there.
    /// - Throws: `standInMissing` naming the package when it is not.
    private func lockedTimes(_ style: TimesSubstitution.Style, for name: String) throws -> FontFileReference {
        guard let reference = systemFonts.times[style] else {
            throw TextMeasurementError.fontNotFound(name: name)
        }
        do {
            _ = try lockedFace(reference)
        } catch {
            throw TextMeasurementError.standInMissing(name: name, font: "\(TimesSubstitution.familyName) (\(style.postScriptName))",
                                                      path: reference.path, package: systemFonts.timesPackage)
        }
        return reference
    }

    /// A face by PostScript or full name, else the family's upright face closest to weight 400.
    private func lockedLookUp(name: String) -> FontFileReference? {
        let key = name.lowercased()
        if let reference = names[key] { return reference }
        guard let entries = families[key], !entries.isEmpty else { return nil }
        return entries.min { a, b in
            (a.isItalic ? 1 : 0, abs(a.weightClass - 400), a.weightClass) < (b.isItalic ? 1 : 0, abs(b.weightClass - 400), b.weightClass)
        }?.reference
    }
}
