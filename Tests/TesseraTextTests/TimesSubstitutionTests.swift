// The system font's private names (".SFUI-Regular") give Times New Roman, measured with Liberation Serif.
import Foundation
import Testing
import TesseraLayout
@testable import TesseraText

@Suite struct TimesSubstitutionTests {
    let registry = FontRegistry()

    @Test func privateSystemNamesGiveTimesByTheirStyle() throws {
        let expected: [(String, String)] = [
            (".SFUI-Regular", "LiberationSerif"), (".SFUIText", "LiberationSerif"), (".SFUIDisplay", "LiberationSerif"),
            (".SFUI-Light", "LiberationSerif"), (".SFUI-Semibold", "LiberationSerif-Bold"),
            (".SFUIDisplay-Bold", "LiberationSerif-Bold"), (".SFUI-Black", "LiberationSerif-Bold"),
            (".SFUIText-Italic", "LiberationSerif-Italic"), (".SFUI-BoldItalic", "LiberationSerif-BoldItalic"),
            // Times New Roman's own names, as iOS has the font.
            ("Times New Roman", "LiberationSerif"), ("TimesNewRomanPSMT", "LiberationSerif"),
            ("TimesNewRomanPS-BoldMT", "LiberationSerif-Bold"), ("times new roman bold italic", "LiberationSerif-BoldItalic"),
        ]
        for (name, postScriptName) in expected {
            let font = try registry.font(named: name, size: 36)
            #expect(try registry.chain(for: font.family).primary.postScriptName == postScriptName, "\(name)")
        }
        #expect(TimesSubstitution(name: ".SFUI-Regular")?.coreTextMessage
                == "Client requested name .SFUI-Regular, it will get TimesNewRomanPSMT")
        #expect(TimesSubstitution(name: ".SFUIDisplay-Bold")?.style.postScriptName == "TimesNewRomanPS-BoldMT")
        // Not private names: Inter stays Inter, "SFUI" without the dot is no font here, nor "Times New Roman Light".
        #expect(TimesSubstitution(name: "Inter") == nil)
        #expect(throws: TextMeasurementError.fontNotFound(name: "SFUI-Regular")) {
            try registry.font(named: "SFUI-Regular", size: 36)
        }
        #expect(throws: TextMeasurementError.fontNotFound(name: "Times New Roman Light")) {
            try registry.font(named: "Times New Roman Light", size: 36)
        }
        #expect(TimesSubstitution.systemFontName(weight: .regular) == ".SFUI-Regular")
        #expect(TimesSubstitution.systemFontName(weight: .ultraLight) == ".SFUI-UltraLight")
    }

    @Test func liberationSerifHasTimesNewRomansMetrics() throws {
        // Times New Roman: 2048 units per em, hhea ascender 1825, descender −443, line gap 87 (no USE_TYPO_METRICS,
        // so HarfBuzz reads hhea). Liberation Serif's tables say the same for all four faces.
        for style in TimesSubstitution.Style.allCases {
            let face = try registry.face(try #require(SystemFontFiles.debian.times[style]))
            #expect(face.familyName == "Liberation Serif")
            let metrics: [Int] = [face.unitsPerEm, face.ascender, face.descender, face.lineGap]
            #expect(metrics == [2048, 1825, -443, 87] as [Int], "\(style)")
        }
        // A 36-pt line: (1825 + 443 + 87) / 2048 × 36 = 2355 / 2048 × 36 = 41.396484375 (the system font's is
        // 2444 / 2048 × 36 = 42.9609375).
        let measurer = try TextMeasurer(registry: registry)
        #expect(try measurer.lineHeight(of: .named(".SFUI-Regular", size: 36)) == 41.396484375)
        #expect(try measurer.lineHeight(of: .systemFont(ofSize: 36)) == 42.9609375)
    }

    @Test func aTimesLabelIsMeasuredWithTimesAdvancesAndHeights() throws {
        let measurer = try TextMeasurer(registry: registry)
        for (scale, height) in [(3.0, 125.0 / 3), (2.0, 41.5)] {
            // "is": i 569 + s 797 = 1366 units → 1366 / 2048 × 36 = 24.01171875 pt; one line 41.396484375 pt, rounded
            // up to a pixel: 124.19 px → 125 px = 41.667 pt at @3x, 82.79 px → 83 px = 41.5 pt at @2x.
            let times = try measurer.measure(TextLayoutRequest(text: "is", font: .named(".SFUI-Regular", size: 36),
                                                               numberOfLines: 1, scale: scale))
            #expect(times.rawWidth == 24.01171875)
            #expect(times.rawHeight == 41.396484375)
            #expect(abs(times.height - height) < 1e-9, "@\(scale)x")
            let system = try measurer.measure(TextLayoutRequest(text: "is", font: .systemFont(ofSize: 36),
                                                                numberOfLines: 1, scale: scale))
            #expect(system.rawWidth != times.rawWidth)
            #expect(system.rawHeight == 42.9609375)
        }
    }

    @Test func aMissingTimesFileNamesThePackage() throws {
        var files = SystemFontFiles.debian
        files.times[.regular] = FontFileReference(path: "/nonexistent/LiberationSerif-Regular.ttf")
        let registry = FontRegistry(systemFonts: files)
        let expected = TextMeasurementError.standInMissing(
            name: ".SFUI-Regular", font: "Times New Roman (TimesNewRomanPSMT)",
            path: "/nonexistent/LiberationSerif-Regular.ttf", package: "fonts-liberation")
        #expect(throws: expected) { try registry.font(named: ".SFUI-Regular", size: 36) }
        #expect(expected.description == "'.SFUI-Regular' is Times New Roman (TimesNewRomanPSMT), measured with the font "
                + "file /nonexistent/LiberationSerif-Regular.ttf, which is missing or unreadable: install the Debian "
                + "package fonts-liberation (bin/setup does)")
        // Measuring a font made without the look-up fails the same way, not with another face.
        let measurer = try TextMeasurer(registry: registry)
        #expect(throws: expected) {
            try measurer.measure(TextLayoutRequest(text: "x", font: .named(".SFUI-Regular", size: 36)))
        }
        // The other faces are still there.
        #expect(try registry.font(named: ".SFUI-Bold", size: 36).pointSize == 36)
    }
}
