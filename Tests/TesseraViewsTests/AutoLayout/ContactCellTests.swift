// A typical constraint-built cell fitted and laid out: avatar, name, detail and a trailing button.
import Testing
import TesseraConstraints
import TesseraLayout
import TesseraViews

extension AutoLayoutTests {
    /// An avatar, a name over a detail line, and a button at the trailing edge; the name gives way to the button.
    static func contactCell(name: String = "Jane Appleseed") throws -> (ViewHierarchy, [String: Int]) {
        var tree = ViewHierarchy(root: View(kind: .view))
        let avatar = tree.addSubview(image(40, 40, id: "avatar"), to: 0)
        let title = tree.addSubview(label(name, id: "name"), to: 0)
        let detail = tree.addSubview(label("Lunch tomorrow?", size: 15, id: "detail"), to: 0)
        let call = tree.addSubview(button("Call", id: "call"), to: 0)
        for constraint in [
            pin(avatar, .leading, .equal, 0, nil, 16), pin(avatar, .top, .equal, 0, nil, 12),
            pin(avatar, .width, .equal, nil, nil, 40), pin(avatar, .height, .equal, nil, nil, 40),
            pin(0, .bottom, .greaterThanOrEqual, avatar, .bottom, 12),
            pin(title, .leading, .equal, avatar, .trailing, 12), pin(title, .top, .equal, 0, nil, 12),
            pin(detail, .leading, .equal, title), pin(detail, .top, .equal, title, .bottom, 4),
            pin(detail, .bottom, .equal, 0, nil, -12),
            pin(call, .trailing, .equal, 0, nil, -16), pin(call, .centerY, .equal, 0),
            pin(title, .trailing, .lessThanOrEqual, call, .leading, -8),
            pin(detail, .trailing, .lessThanOrEqual, call, .leading, -8),
        ] { try tree.activate(constraint) }
        return (tree, ["avatar": avatar, "name": title, "detail": detail, "call": call])
    }

    @Suite("Auto Layout · a contact cell")
    struct ContactCell {
        @Test("Fitted with its width required, the cell is as tall as its text column: 12 + 20.5 + 4 + 18 + 12")
        func fitsItsContent() throws {
            let (tree, _) = try contactCell()
            #expect(try fittingHeight(tree, width: 320) == 66.5)
        }

        @Test("Laid out at its fitting size, every view sits where its constraints put it")
        func laysOutEveryView() throws {
            let (tree, views) = try contactCell()
            let layout = try tree.layout(in: Size(width: 320, height: 66.5), context: context)
            #expect(layout.frames[views["avatar"]!] == rect(16, 12, 40, 40))
            #expect(layout.frames[views["name"]!] == rect(68, 12, 119, 20.5))
            #expect(layout.frames[views["detail"]!] == rect(68, 36.5, 112.5, 18))
            // The button (a 15-pt title: 30 × 18 + 6 + 6) is centred: y 18.25, on the pixel grid 18.5.
            #expect(layout.frames[views["call"]!] == rect(274, 18.5, 30, 30))
            #expect(layout.conflicts.isEmpty)
            #expect(layout.ambiguities.isEmpty)
        }

        @Test("A name too long for the row is compressed to end 8 pt before the button (its resistance is 750)")
        func longNameGivesWay() throws {
            let (tree, views) = try contactCell(name: "Jane Appleseed-Wolfeschlegel")
            let layout = try tree.layout(in: Size(width: 320, height: 66.5), context: context)
            #expect(layout.frames[views["name"]!] == rect(68, 12, 198, 20.5))
            #expect(layout.frames[views["call"]!].minX == 274)
        }

        @Test("Right to left, leading and trailing swap sides: the avatar at the right, the button at the left")
        func rightToLeft() throws {
            let (tree, views) = try contactCell()
            var context = AutoLayoutTests.context
            context.layoutDirection = .rightToLeft
            let layout = try tree.layout(in: Size(width: 320, height: 66.5), context: context)
            #expect(layout.frames[views["avatar"]!] == rect(264, 12, 40, 40))
            #expect(layout.frames[views["name"]!] == rect(133, 12, 119, 20.5))
            #expect(layout.frames[views["call"]!] == rect(16, 18.5, 30, 30))
        }
    }
}
