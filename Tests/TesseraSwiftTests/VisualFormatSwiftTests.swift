// The visual format language called from a view controller: frames, addConstraints, options and refusals.

import Testing
import TesseraLayout

@Suite struct VisualFormatSwiftTests {
    @Test func formatsPlaceViewsAndAlign() throws {
        let frames = try SnapKitTests.frames("""
                for v in [box, other, label] { v.translatesAutoresizingMaskIntoConstraints = false }
                let views = ["box": box, "other": other]
                let metrics: [String: CGFloat] = ["side": 24, "h": 44]
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[box]-[other(==box)]-side-|",
                                                                   options: [.alignAllTop, .alignAllBottom], metrics: metrics, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[box(h)]", options: [],
                                                                           metrics: metrics, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[label]|", options: [],
                                                                           metrics: nil, views: ["label": label]))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(>=4,<=6@750)-[label]-(>=0)-|",
                                                                           options: [], metrics: nil, views: ["label": label]))
        """)
        // (393 - 24 - 8 - 24) / 2 = 168.5 each, on the @3x pixel grid; the other view aligned on the box's top and bottom.
        let box = try #require(frames["box"]), other = try #require(frames["other"]), label = try #require(frames["label"])
        #expect(ViewControllerTests.near(box, rect(24, 100, 168 + 2.0 / 3, 44)))
        #expect(ViewControllerTests.near(other, rect(200 + 2.0 / 3, 100, 168 + 1.0 / 3, 44)))
        // In the window: the label across the box, 4 to 6 below its top (its position in that range is ambiguous).
        #expect(label.minX == 24 && label.width == box.width && label.minY >= 104 && label.minY <= 106)
    }

    @Test func refusals() {
        #expect(SnapKitTests.error("""
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[box]-(==other)-|", options: [], metrics: nil,
                                                   views: ["box": box, "other": other])
        """)?.contains("Unable to parse constraint format: \nA connection's predicate cannot name a view (other) \n"
                       + "H:|-[box]-(==other)-| \n             ^") == true)
        #expect(SnapKitTests.error("""
                _ = NSLayoutConstraint.constraints(withVisualFormat: "V:[box][other]", options: .alignAllTop, metrics: nil,
                                                   views: ["box": box, "other": other])
        """)?.contains("aligned on a vertical edge, which is not allowed for layout that is also vertical. (top)") == true)
        #expect(SnapKitTests.error("""
                _ = NSLayoutConstraint.constraints(withVisualFormat: "V:[box][other]", options: .alignAllCenterY, metrics: nil,
                                                   views: ["box": box, "other": other])
        """)?.contains("Options mask required views to be aligned on a vertical edge, which is not allowed for layout "
                       + "that is also vertical. (centerY)") == true)
        #expect(SnapKitTests.error("""
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[box]", options: [], metrics: nil,
                                                   views: ["box": box, "guide": view.safeAreaLayoutGuide])
        """)?.contains("views: 'guide' needs a UIView, got UILayoutGuide (the visual format language lays out views only)") == true)
        #expect(SnapKitTests.error("""
                let loose = UIView()
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[loose]", options: [], metrics: nil, views: ["loose": loose])
        """)?.contains("Unable to interpret '|' character, because the related view doesn't have a superview") == true)
    }
}
