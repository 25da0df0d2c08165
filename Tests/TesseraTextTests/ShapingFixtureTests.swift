// Advances and metrics against HarfBuzz's command-line shaper (hb-shape), recorded in Fixtures/shaping.json.
import Foundation
import Testing
import TesseraLayout
@testable import TesseraText

/// Fixtures/shaping.json, written by Fixtures/make_fixtures.py.
struct ShapingFixture: Decodable {
    struct FontFile: Decodable {
        var path: String
        var faceIndex: Int
        var size: Int
        var sha256: String
        var unitsPerEm: Int
        var ascender: Int
        var descender: Int
        var lineGap: Int
    }

    struct Run: Decodable {
        var font: String
        var text: String
        var advance: Int
    }

    struct Case: Decodable {
        var weight: String
        var text: String
        var runs: [Run]
    }

    var fonts: [String: FontFile]
    var cases: [Case]

    static func load() throws -> ShapingFixture {
        let data = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("shaping.json"))
        return try JSONDecoder().decode(ShapingFixture.self, from: data)
    }
}

@Suite struct ShapingFixtureTests {
    let fixture: ShapingFixture
    let measurer: TextMeasurer

    init() throws {
        fixture = try ShapingFixture.load()
        measurer = try #require(Measurers.real)
    }

    @Test func fontFilesAreTheOnesTheFixturesWereMadeWith() throws {
        for (name, file) in fixture.fonts {
            let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
            #expect(data.count == file.size, "\(name): regenerate Fixtures/shaping.json (make_fixtures.py)")
            if file.size < 1_000_000 {  // hashing the 20 MB collections is slow in debug builds; their size is checked
                #expect(SHA256.hex(data) == file.sha256, "\(name) changed: regenerate the fixtures")
            }
        }
    }

    @Test func faceMetricsMatchTheFontTables() throws {
        for (name, file) in fixture.fonts {
            let face = try FontRegistry.shared.face(FontFileReference(path: file.path, faceIndex: file.faceIndex))
            #expect(face.unitsPerEm == file.unitsPerEm, "\(name)")
            #expect(face.ascender == file.ascender, "\(name)")
            #expect(face.descender == file.descender, "\(name)")
            #expect(face.lineGap == file.lineGap, "\(name)")
        }
    }

    @Test func runAdvancesMatchHBShape() throws {
        for testCase in fixture.cases {
            for run in testCase.runs {
                let file = try #require(fixture.fonts[run.font])
                let face = try FontRegistry.shared.face(FontFileReference(path: file.path, faceIndex: file.faceIndex))
                #expect(face.shapedAdvance(of: run.text) == run.advance, "\(run.font): \(run.text)")
            }
        }
    }

    @Test func measuredWidthsAddUpTheReferenceRuns() throws {
        for testCase in fixture.cases {
            let weight = try Font.Weight(name: testCase.weight)
            for size in [17.0, 12.5] {
                let expected = try testCase.runs.reduce(0.0) { sum, run in
                    let upem = try #require(fixture.fonts[run.font]).unitsPerEm
                    return sum + Double(run.advance) * size / Double(upem)
                }
                let font = Font.systemFont(ofSize: size, weight: weight)
                let result = try measurer.measure(TextLayoutRequest(text: testCase.text, font: font, width: 0))
                #expect(abs(result.rawSize.width - expected) < 1e-9, "\(testCase.text) at \(size) pt")
                #expect(result.missingGlyphCount == 0)
            }
        }
    }

    @Test func lineHeightIsTheTallestFontOnTheLine() throws {
        let inter = try #require(fixture.fonts["inter-regular"])
        let noto = try #require(fixture.fonts["noto-kr-regular"])
        func height(_ f: ShapingFixture.FontFile) -> Double {
            Double(f.ascender - f.descender + f.lineGap) * 17 / Double(f.unitsPerEm)
        }
        // The system font's lines are SF Pro's: 2444 / 2048 × 17 = 20.287109375 (Inter's own would be
        // \(height(inter))); the CJK fallback keeps its own metrics.
        let sf = 20.287109375
        let font = Font.systemFont(ofSize: 17)
        #expect(try measurer.lineHeight(of: font) == sf)
        let latin = try measurer.measure(TextLayoutRequest(text: "Hello", font: font, width: 0))
        #expect(latin.rawHeight == sf)
        let mixed = try measurer.measure(TextLayoutRequest(text: "Hello 안녕", font: font, width: 0))
        #expect(mixed.rawHeight == height(noto))
        // Lines are as tall as their own fonts: an English line over a Korean one.
        let text = "Hello\n안녕하세요"
        let two = try measurer.measure(TextLayoutRequest(text: text, font: font, width: 0, numberOfLines: 0))
        #expect(two.lines.map(\.height) == [sf, height(noto)])
        #expect(two.rawHeight == sf + height(noto))
        #expect(two.height == TextLayout.ceilToPixel(sf + height(noto), scale: 2))
        // A font named by its family keeps the file's own metrics.
        let named = Font.named("Inter", size: 17)
        #expect(try measurer.lineHeight(of: named) == height(inter))
        #expect(try measurer.measure(TextLayoutRequest(text: "Hello", font: named, width: 0)).rawHeight == height(inter))
    }
}
