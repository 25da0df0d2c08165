// The visual format language: the constraints each format gives, and UIKit's parse errors with their caret.

import Testing
import TesseraConstraints
@testable import TesseraViews

@Suite struct VisualFormatTests {
    static let views: [String: AnchorItem] = ["a": .view(1), "b": .view(2), "c": .view(3)]
    static let superviews: [AnchorItem: AnchorItem] = [.view(1): .view(0), .view(2): .view(0), .view(3): .view(0)]

    static func parse(_ format: String, metrics: [String: Double] = [:],
                      options: VisualFormat.Options = VisualFormat.Options()) throws -> [LayoutConstraint] {
        try VisualFormat.parse(format, metrics: metrics, views: views, superviews: superviews, options: options)
    }

    static func c(_ first: Int, _ a: LayoutAttribute, _ relation: Relation = .equal, _ second: Int? = nil,
                  _ b: LayoutAttribute? = nil, _ constant: Double = 0, priority: Float = 1000) -> LayoutConstraint {
        LayoutConstraint(ConstraintAnchor(view: first, a), relation, second.map { ConstraintAnchor(view: $0, b ?? a) },
                         constant: constant, priority: Priority(priority))
    }

    static func error(_ format: String, metrics: [String: Double] = [:],
                      options: VisualFormat.Options = VisualFormat.Options()) -> String? {
        do {
            _ = try parse(format, metrics: metrics, options: options)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func standardSpacesAndSuperviewEdges() throws {
        #expect(try Self.parse("H:|-[a]-[b]-|") == [
            Self.c(1, .leading, .equal, 0, .leading, 20),
            Self.c(2, .leading, .equal, 1, .trailing, 8),
            Self.c(0, .trailing, .equal, 2, .trailing, 20),
        ])
        #expect(try Self.parse("V:|[a][b]|") == [
            Self.c(1, .top, .equal, 0, .top), Self.c(2, .top, .equal, 1, .bottom), Self.c(0, .bottom, .equal, 2, .bottom),
        ])
    }

    @Test func predicatesMetricsAndPriorities() throws {
        #expect(try Self.parse("[a(==50)]-12-[b(>=a@750)]", metrics: [:]) == [
            Self.c(1, .width, .equal, nil, nil, 50),
            Self.c(2, .width, .greaterThanOrEqual, 1, .width, priority: 750),
            Self.c(2, .leading, .equal, 1, .trailing, 12),
        ])
        #expect(try Self.parse("V:|-(>=pad@250,<=40)-[a(h)]", metrics: ["pad": 16, "h": 44]) == [
            Self.c(1, .height, .equal, nil, nil, 44),
            Self.c(1, .top, .greaterThanOrEqual, 0, .top, 16, priority: 250),
            Self.c(1, .top, .lessThanOrEqual, 0, .top, 40),
        ])
        #expect(try Self.parse("H:[a]-(-8)-[b]") == [Self.c(2, .leading, .equal, 1, .trailing, -8)])
    }

    @Test func alignmentOptionsAndDirection() throws {
        let options = VisualFormat.Options(alignment: [.centerY])
        #expect(try Self.parse("H:[a][b][c]", options: options) == [
            Self.c(2, .leading, .equal, 1, .trailing), Self.c(3, .leading, .equal, 2, .trailing),
            Self.c(2, .centerY, .equal, 1, .centerY), Self.c(3, .centerY, .equal, 2, .centerY),
        ])
        let rightToLeft = VisualFormat.Options(direction: .rightToLeft)
        #expect(try Self.parse("|-10-[a]-5-[b]", options: rightToLeft) == [
            Self.c(0, .right, .equal, 1, .right, 10), Self.c(1, .left, .equal, 2, .right, 5),
        ])
        #expect(try Self.parse("H:[a]-[b]", options: VisualFormat.Options(direction: .leftToRight)) == [
            Self.c(2, .left, .equal, 1, .right, 8),
        ])
    }

    @Test func errorsNameTheFormatAndPlace() {
        #expect(Self.error("H:|-[x]-|") == "Unable to parse constraint format: \nx is not a key in the views dictionary. \nH:|-[x]-| \n     ^")
        #expect(Self.error("H:|-8-|") == "Unable to parse constraint format: \nExpected a view \nH:|-8-| \n      ^")
        #expect(Self.error("H:[a]-gap-[b]") == "Unable to parse constraint format: \ngap is not a key in the metrics dictionary. \nH:[a]-gap-[b] \n      ^")
        #expect(Self.error("[a(=50)]") == "Unable to parse constraint format: \nUnknown relation. Must be ==, >=, or <= \n[a(=50)] \n   ^")
        #expect(Self.error("[a(==50]") == "Unable to parse constraint format: \nExpected ')' or ',' \n[a(==50] \n       ^")
        #expect(Self.error("[a]-(==b)-[c]") == "Unable to parse constraint format: \nA connection's predicate cannot name a view (b) \n[a]-(==b)-[c] \n       ^")
        #expect(Self.error("[a(==50@0)]")?.contains("A priority must be greater than 0 and at most 1000") == true)
        #expect(Self.error("X:[a]")?.contains("Expected 'H:' or 'V:' as the orientation") == true)
        #expect(Self.error("H:[a]-8[b]")?.contains("Expected '-' after a connection's predicate") == true)
        #expect(Self.error("H:[a][b]", options: VisualFormat.Options(alignment: [.leading])) ==
            "Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge, which is "
            + "not allowed for layout that is also horizontal. (leading) \nH:[a][b] \n^")
        let orphan = try? VisualFormat.parse("|[a]", views: ["a": .view(1)], superviews: [:])
        #expect(orphan == nil)
        #expect(throws: VisualFormat.ParseError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                                                format: "|[a]", offset: 0)) {
            try VisualFormat.parse("|[a]", views: ["a": .view(1)], superviews: [:])
        }
    }
}
