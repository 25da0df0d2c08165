// The font registry: system weights to files, named look-ups, directories, and the errors of bad font files.
import Foundation
import Testing
@testable import TesseraText

@Suite struct FontRegistryTests {
    let registry = FontRegistry()

    @Test func systemWeightsMapToInterByWeightClass() throws {
        let expected: [Font.Weight: (Int, String)] = [
            .ultraLight: (100, "Thin"), .thin: (200, "ExtraLight"), .light: (300, "Light"),
            .regular: (400, "Regular"), .medium: (500, "Medium"), .semibold: (600, "SemiBold"),
            .bold: (700, "Bold"), .heavy: (800, "ExtraBold"), .black: (900, "Black"),
        ]
        #expect(expected.count == Font.Weight.allCases.count)
        for (weight, (weightClass, style)) in expected {
            let chain = try registry.chain(for: .system(weight))
            #expect(chain.primary.familyName == "Inter")
            #expect(chain.primary.weightClass == weightClass, "\(weight)")
            #expect(chain.primary.postScriptName == "Inter-\(style)", "\(weight)")
            // Fallback: Noto Sans CJK KR, bold from bold up.
            let fallback = try #require(chain.faces.last)
            #expect(fallback.familyName == "Noto Sans CJK KR")
            #expect(fallback.faceIndex == 1)
            #expect(fallback.weightClass == (weight >= .bold ? 700 : 400), "\(weight)")
        }
    }

    @Test func heavierWeightsAreWider() throws {
        let measurer = try TextMeasurer(registry: registry)
        let widths = try Font.Weight.allCases.map {
            try measurer.naturalSize(of: "Weight", font: .systemFont(ofSize: 17, weight: $0)).width
        }
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == widths.count)
        #expect(throws: TextMeasurementError.self) { try Font.systemFont(ofSize: 17, weightName: "extraBold") }
        #expect(try Font.systemFont(ofSize: 17, weightName: "semibold").weight == .semibold)
    }

    @Test func namedFontsByFamilyFullAndPostScriptName() throws {
        let inter = try registry.font(named: "Inter", size: 12)
        #expect(try registry.chain(for: inter.family).primary.postScriptName == "Inter-Regular")
        let semibold = try registry.font(named: "inter-semibold", size: 12)
        #expect(try registry.chain(for: semibold.family).primary.weightClass == 600)
        let full = try registry.font(named: "Inter Bold", size: 12)
        #expect(try registry.chain(for: full.family).primary.postScriptName == "Inter-Bold")
        let korean = try registry.font(named: "Noto Sans CJK KR", size: 12)
        let face = try registry.chain(for: korean.family).primary
        #expect(face.faceIndex == 1)
        #expect(face.weightClass == 400)
        #expect(throws: TextMeasurementError.fontNotFound(name: "Helvetica Neue")) {
            try registry.font(named: "Helvetica Neue", size: 12)
        }
        #expect(throws: TextMeasurementError.self) { try registry.font(named: "Inter", size: -1) }
        // An unchecked name fails when measured.
        let measurer = try TextMeasurer(registry: registry)
        #expect(throws: TextMeasurementError.fontNotFound(name: "Nope")) {
            try measurer.measure(TextLayoutRequest(text: "x", font: .named("Nope", size: 12)))
        }
    }

    @Test func directoriesRegisterEveryFace() throws {
        let directory = "/usr/share/fonts/opentype/inter"
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".otf") }
        #expect(try registry.registerFonts(inDirectory: directory) == files.count)
        #expect(registry.familyNames.contains("Inter"))
        #expect(registry.familyNames.contains("Inter Display"))
        let display = try registry.font(named: "InterDisplay-Black", size: 20)
        #expect(try registry.chain(for: display.family).primary.weightClass == 900)
        #expect(throws: TextMeasurementError.fontFileNotFound(path: "/nonexistent/fonts")) {
            try registry.registerFonts(inDirectory: "/nonexistent/fonts")
        }
    }

    @Test func badFontFilesThrowClearErrors() throws {
        #expect(throws: TextMeasurementError.fontFileNotFound(path: "/nonexistent/font.otf")) {
            try FontFace(path: "/nonexistent/font.otf")
        }
        let junk = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-not-a-font.ttf")
        try Data("this is not a font".utf8).write(to: junk)
        defer { try? FileManager.default.removeItem(at: junk) }
        #expect(throws: TextMeasurementError.notAFont(path: junk.path)) { try FontFace(path: junk.path) }
        #expect(throws: TextMeasurementError.notAFont(path: junk.path)) { try registry.registerFont(atPath: junk.path) }
        let ttc = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        #expect(throws: TextMeasurementError.faceIndexOutOfRange(path: ttc, index: 99)) {
            try FontFace(path: ttc, faceIndex: 99)
        }
        #expect(throws: TextMeasurementError.faceIndexOutOfRange(path: ttc, index: -1)) {
            try FontFace(path: ttc, faceIndex: -1)
        }
        let measurer = try TextMeasurer(registry: registry)
        #expect(throws: TextMeasurementError.fontFileNotFound(path: "/nonexistent/font.otf")) {
            try measurer.measure(TextLayoutRequest(text: "x", font: .file("/nonexistent/font.otf", size: 12)))
        }
    }

    @Test func fontFilesMeasureLikeTheirNamedFont() throws {
        let measurer = try TextMeasurer(registry: registry)
        let file = Font.file("/usr/share/fonts/opentype/inter/Inter-Medium.otf", size: 15)
        let system = Font.systemFont(ofSize: 15, weight: .medium)
        #expect(try measurer.naturalSize(of: "Same face 같은", font: file)
            == measurer.naturalSize(of: "Same face 같은", font: system))
    }

    @Test func missingSystemFilesAreReported() throws {
        var files = SystemFontFiles.debian
        files.faces[.regular] = FontFileReference(path: "/nonexistent/Inter-Regular.otf")
        files.fallback = FontFileReference(path: "/nonexistent/Noto.ttc")
        let broken = FontRegistry(systemFonts: files)
        let measurer = try TextMeasurer(registry: broken)
        #expect(throws: TextMeasurementError.fontFileNotFound(path: "/nonexistent/Inter-Regular.otf")) {
            try measurer.measure(TextLayoutRequest(text: "x", font: .systemFont(ofSize: 12)))
        }
        // Without its fallback, a font still measures; the characters it lacks are counted.
        let medium = try measurer.measure(TextLayoutRequest(text: "a 한국", font: .systemFont(ofSize: 12, weight: .medium)))
        #expect(medium.missingGlyphCount == 2)
    }
}
