// Every text style at every content size category, against the table in shared/reference/dynamic-type.md.
import Foundation
import Testing
import TesseraLayout
@testable import TesseraText

@Suite struct DynamicTypeTests {
    /// The reference table, parsed at test time: style name → 12 sizes in the document's column order.
    let table: [String: [Double]]
    /// The document's column abbreviations, as the categories they stand for.
    static let columns: [String: ContentSizeCategory] = [
        "XS": .extraSmall, "S": .small, "M": .medium, "L": .large, "XL": .extraLarge, "XXL": .extraExtraLarge,
        "XXXL": .extraExtraExtraLarge, "AX1": .accessibilityMedium, "AX2": .accessibilityLarge,
        "AX3": .accessibilityExtraLarge, "AX4": .accessibilityExtraExtraLarge,
        "AX5": .accessibilityExtraExtraExtraLarge,
    ]
    let header: [ContentSizeCategory]

    init() throws {
        let url = TestPaths.shared.appendingPathComponent("reference/dynamic-type.md")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        let head = try #require(rows.first { $0.first == "style" })
        header = try head.dropFirst().map { try #require(Self.columns[$0], "column \($0)") }
        var table: [String: [Double]] = [:]
        for row in rows where row.first != "style" {
            table[row[0]] = try row.dropFirst().map { try #require(Double($0), "\(row[0]): \($0)") }
        }
        self.table = table
    }

    @Test func tableCoversEveryStyleAndCategory() {
        #expect(Set(table.keys) == Set(TextStyle.allCases.map(\.rawValue)))
        #expect(Set(header) == Set(ContentSizeCategory.allCases))
        #expect(table.values.allSatisfy { $0.count == 12 })
    }

    @Test(arguments: TextStyle.allCases)
    func preferredFontSizes(style: TextStyle) throws {
        let sizes = try #require(table[style.rawValue])
        for (column, category) in header.enumerated() {
            let font = Font.preferredFont(forTextStyle: style, compatibleWith: category)
            #expect(font.pointSize == sizes[column], "\(style) at \(category)")
            #expect(font.weight == (style == .headline ? .semibold : .regular))
            #expect(font.textStyle == style)
        }
    }

    @Test(arguments: TextStyle.allCases)
    func fontMetricsScaleByTheRatioToLarge(style: TextStyle) throws {
        let sizes = try #require(table[style.rawValue])
        let large = sizes[try #require(header.firstIndex(of: .large))]
        let metrics = FontMetrics(forTextStyle: style)
        for (column, category) in header.enumerated() {
            let ratio = sizes[column] / large
            #expect(abs(metrics.scaledValue(for: 10, compatibleWith: category) - 10 * ratio) < 1e-12)
            let scaled = metrics.scaledFont(for: .systemFont(ofSize: 20), compatibleWith: category)
            #expect(scaled.pointSize == (20 * ratio).rounded(.toNearestOrAwayFromZero))
            let capped = metrics.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 24,
                                            compatibleWith: category)
            #expect(capped.pointSize == min(24, (20 * ratio).rounded(.toNearestOrAwayFromZero)))
        }
    }

    @Test func namesFromScripts() throws {
        let font = try Font.preferredFont(textStyleName: "headline", contentSizeCategoryName: "accessibilityLarge")
        #expect(font.pointSize == table["headline"]?[header.firstIndex(of: .accessibilityLarge)!])
        #expect(font.weight == .semibold)
        #expect(throws: TextMeasurementError.self) {
            try Font.preferredFont(textStyleName: "headline", contentSizeCategoryName: "huge")
        }
        #expect(throws: TextMeasurementError.self) {
            try Font.preferredFont(textStyleName: "title4", contentSizeCategoryName: "large")
        }
    }

    @Test func preferredFontsMeasureWithTheirSystemFace() throws {
        let measurer = try #require(Measurers.real)
        let body = Font.preferredFont(forTextStyle: .body, compatibleWith: .accessibilityExtraExtraExtraLarge)
        let direct = Font.systemFont(ofSize: table["body"]!.last!)
        let text = "Dynamic Type"
        #expect(try measurer.measure(TextLayoutRequest(text: text, font: body, width: 0))
            == measurer.measure(TextLayoutRequest(text: text, font: direct, width: 0)))
    }
}
