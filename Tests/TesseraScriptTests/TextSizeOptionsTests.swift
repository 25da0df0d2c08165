// L.text.size reads each of its options: the Lua result equals the Swift measurement of the same request.

import Foundation
import Testing
import TesseraTestSupport
import TesseraText
@testable import TesseraScript

@Suite("L.text.size's options")
struct TextSizeOptionsTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    static let text = "Tessera lays out what iOS developers build, on Linux, without a device, to the point."
    /// Korean words are kept whole by the standard strategy and broken anywhere by `none`.
    static let korean = "테세라는 기기 없이 리눅스에서 레이아웃을 계산합니다"

    /// Lua fields after `text`, `font` and `width`, and the same options on the Swift request.
    static let cases: [(fields: String, adjust: @Sendable (inout TextLayoutRequest) -> Void)] = [
        ("", { _ in }),
        ("text = '\(korean)', lineBreakStrategy = 'none'", {
            $0.text = korean
            $0.lineBreakStrategy = .none
        }),
        ("numberOfLines = 2", { $0.numberOfLines = 2 }),
        ("numberOfLines = 1, lineBreakMode = 'byTruncatingHead'", {
            $0.numberOfLines = 1
            $0.lineBreakMode = .byTruncatingHead
        }),
        ("lineSpacing = 6", { $0.lineSpacing = 6 }),
        ("lineHeightMultiple = 1.5", { $0.lineHeightMultiple = 1.5 }),
        ("scale = 3", { $0.scale = 3 }),
        ("numberOfLines = 1, adjustsFontSizeToFitWidth = true, minimumScaleFactor = 0.5", {
            $0.numberOfLines = 1
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = 0.5
        }),
        // Array items, other keys and a non-string key are not options.
        ("'ignored', 42, [true] = 1, color = 'red', numberOfLines = 3", { $0.numberOfLines = 3 }),
    ]

    /// What the probe prints of a layout: its size, raw size, lines, truncation and point size.
    private static func summary(_ layout: TextLayout) -> String {
        String(format: "%.6f %.6f %.6f %.6f %d %@ %.6f", layout.width, layout.height, layout.rawWidth, layout.rawHeight,
               layout.lineCount, layout.isTruncated ? "true" : "false", layout.pointSize)
    }

    @Test("each option reaches the measurement", arguments: 0..<cases.count)
    func optionRead(index: Int) throws {
        let (fields, adjust) = Self.cases[index]
        // A later `text` field replaces the first (the Korean case).
        let probe = try scratch.probe(
            "string.format('%.6f %.6f %.6f %.6f %d %s %.6f', r.width, r.height, r.rawWidth, r.rawHeight, r.lineCount, "
                + "tostring(r.isTruncated), r.pointSize)",
            prelude: "local r = L.text.size { text = '\(Self.text)', font = L.font.system(17), width = 120, \(fields) }")
        // A script's display scale, when the options do not give one, is 2 here.
        var request = TextLayoutRequest(text: Self.text, font: Font.systemFont(ofSize: 17), width: 120, numberOfLines: 0,
                                        lineBreakMode: .byWordWrapping, scale: 2)
        adjust(&request)
        let layout = try TextMeasurer().measure(request)
        #expect(probe == Self.summary(layout))
    }

    @Test("a missing text is reported before a bad font or number of lines")
    func textFirst() throws {
        let message = try scratch.probe("L.text.size { font = 12, numberOfLines = 0.5, width = 100 }")
        #expect(message?.hasSuffix("bad field 'text' in text.size (string expected)") == true, "\(message ?? "nil")")
    }
}
