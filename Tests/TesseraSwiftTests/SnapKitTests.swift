// SnapKit's DSL in view controllers: frames from makeConstraints, remake, update, kept constraints and refusals.

import Foundation
import Testing
import TesseraLayout
import TesseraRun
import TesseraSwift
import TesseraTestSupport
import TesseraViews

@Suite struct SnapKitTests {
    /// The frames in the window (by view name) of a view controller whose `viewDidLoad` is `body`, with `properties`, on an
    /// iPhone 15 Pro (393 × 852, safe area top 59, bottom 34).
    static func frames(_ body: String, properties: String = "") throws -> [String: Rect] {
        let folder = try ScratchFolder()
        let run = try ViewControllerTests.run(try folder.write("Snap.swift", source(body, properties: properties)))
        var frames: [String: Rect] = [:]
        for (index, view) in run.screen.hierarchy.views.enumerated() {
            if let name = view.identifier { frames[name] = run.layout.views.frames[index] }
        }
        return frames
    }

    static func source(_ body: String, properties: String) -> String {
        """
        import UIKit
        import SnapKit
        class SnapViewController: UIViewController {
            let box = UIView()
            let other = UIView()
            let label = UILabel()
        \(properties)
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                view.addSubview(other)
                box.addSubview(label)
                label.text = "Hi"
        \(body)
            }
        }
        """
    }

    /// The message the view controller fails with.
    static func error(_ body: String, properties: String = "") -> String? {
        ViewControllerTests.error(source(body, properties: properties))
    }

    @Test func edgesInsetGivesNegativeBottomAndRight() throws {
        let frames = try Self.frames("""
                box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
                other.snp.makeConstraints { make in
                    make.top.leading.equalTo(view.safeAreaLayoutGuide).offset(10)
                    make.size.equalTo(CGSize(width: 50, height: 30))
                }
                label.snp.makeConstraints { make in
                    make.top.equalTo(box.snp.top).offset(5)
                    make.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 6))
                }
        """)
        #expect(frames["box"] == rect(8, 8, 377, 836))
        #expect(frames["other"] == rect(10, 69, 50, 30))
        let label = try #require(frames["label"])
        // In the window: the box is at (8, 8), the label 4 and 5 in it.
        #expect(ViewControllerTests.near(label, rect(12, 13, 367, 61.0 / 3)), "\(label)")
    }

    @Test func constantsForPositionsAreRelativeToTheSuperview() throws {
        // SnapKit: `centerX.equalTo(100)` is `centerX == superview.left + 100`; `top.equalTo(40)` is to its top.
        let frames = try Self.frames("""
                box.snp.makeConstraints { make in
                    make.centerX.equalTo(100)
                    make.top.equalTo(40)
                    make.width.height.equalTo(60)
                }
                other.snp.makeConstraints { make in
                    make.top.equalTo(box.snp.bottom).offset(12)
                    make.centerX.equalTo(box)
                    make.width.equalTo(box).multipliedBy(2)
                    make.height.equalTo(box.snp.width).dividedBy(4)
                }
        """)
        #expect(frames["box"] == rect(70, 40, 60, 60))
        #expect(frames["other"] == rect(40, 112, 120, 15))
    }

    @Test func insetIsReadForTheAttributeRelatedTo() throws {
        // `.inset(10)` is read for the attribute related to: `bottom` and `right` give -10 (SnapKit's rule).
        let frames = try Self.frames("""
                box.snp.makeConstraints { make in
                    make.top.left.equalToSuperview()
                    make.width.height.equalTo(100)
                }
                other.snp.makeConstraints { make in
                    make.top.equalTo(box.snp.bottom).inset(10)
                    make.left.equalTo(box.snp.right).inset(10)
                    make.width.height.equalTo(20)
                }
        """)
        #expect(frames["other"] == rect(90, 90, 20, 20))
    }

    @Test func keptConstraintUpdatesAndDeactivates() throws {
        let frames = try Self.frames("""
                box.snp.makeConstraints { make in
                    topConstraint = make.top.equalToSuperview().offset(10).constraint
                    make.left.equalToSuperview()
                    make.size.equalTo(50)
                }
                topConstraint?.update(offset: 70)
                other.snp.makeConstraints { make in
                    make.left.top.equalToSuperview()
                    widthConstraint = make.width.equalTo(300).constraint
                    make.width.equalTo(120).priority(.high)
                    make.height.equalTo(10)
                }
                widthConstraint.deactivate()
        """, properties: "    var topConstraint: Constraint?\n    var widthConstraint: Constraint!")
        #expect(frames["box"] == rect(0, 70, 50, 50))
        #expect(frames["other"] == rect(0, 0, 120, 10))
    }

    @Test func updateChangesTheMatchingConstantAndRemakeStartsAfresh() throws {
        let frames = try Self.frames("""
                box.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(10)
                    make.width.height.equalTo(50)
                }
                box.snp.updateConstraints { make in make.width.equalTo(80) }
                other.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(10)
                    make.width.height.equalTo(50)
                }
                other.snp.remakeConstraints { make in
                    make.bottom.right.equalToSuperview().offset(-10)
                    make.width.lessThanOrEqualTo(30)
                    make.width.greaterThanOrEqualTo(30)
                    make.height.equalTo(40)
                }
        """)
        #expect(frames["box"] == rect(10, 10, 80, 50))
        #expect(frames["other"] == rect(353, 802, 30, 40))
    }

    @Test func makeConstraintsTurnsAutoresizingOff() throws {
        let screen = try ViewControllerTests.screen(Self.source("""
                box.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }
        """, properties: ""))
        let box = try #require(screen.hierarchy.views.first { $0.identifier == "box" })
        let other = try #require(screen.hierarchy.views.first { $0.identifier == "other" })
        #expect(box.translatesAutoresizingMaskIntoConstraints == false)
        #expect(other.translatesAutoresizingMaskIntoConstraints == true)
        #expect(screen.hierarchy.constraints.filter { !$0.origin.isSystem }.map(\.first.attribute) == [.left, .top, .right, .bottom])
    }

    @Test func anImplicitFontIsUIFontsStatic() throws {
        // `.systemFont(ofSize: 22, weight: .bold)` set to a label's font was dropped before: 26.333 tall at @3x, not 20.333.
        let frames = try Self.frames("""
                label.font = .systemFont(ofSize: 22, weight: .bold)
                label.snp.makeConstraints { make in make.top.left.equalToSuperview() }
                box.snp.makeConstraints { make in make.edges.equalToSuperview() }
        """)
        let label = try #require(frames["label"])
        #expect(abs(label.height - 79.0 / 3) < 1e-6, "\(label)")
    }

    @Test func marginsAreTheLayoutMarginsGuide() throws {
        // The box's margins are 8 on each side (UIView's default); the root view's are the device's (16 at the sides).
        let frames = try Self.frames("""
                box.snp.makeConstraints { make in
                    make.top.equalTo(view.safeAreaLayoutGuide)
                    make.leading.equalTo(view.snp.leadingMargin)
                    make.trailing.equalTo(view.snp.trailingMargin)
                    make.height.equalTo(100)
                }
                label.snp.makeConstraints { make in make.directionalEdges.equalTo(box.snp.directionalMargins) }
                other.snp.makeConstraints { make in
                    make.centerX.equalTo(box.snp.centerXWithinMargins)
                    make.top.equalTo(box.snp.bottom)
                    make.size.equalTo(CGSize(width: 30, height: 20))
                }
        """)
        #expect(frames["box"] == rect(16, 59, 361, 100))
        #expect(frames["label"] == rect(24, 67, 345, 84))
        // Centred on the margins (24 + 345 / 2 = 196.5): x 181.5, on the @3x pixel grid.
        let other = try #require(frames["other"])
        #expect(ViewControllerTests.near(other, rect(181 + 2.0 / 3, 159, 30, 20)), "\(other)")
    }

    @Test func refusals() {
        #expect(Self.error("box.snp.makeConstraints { make in make.top.equalTo(view.topAnchor) }")?
            .contains("unsupported in layout code: equalTo(NSLayoutYAxisAnchor) (SnapKit's equalTo takes a view, a layout guide, "
                      + "view.snp.<attribute>, or a constant (a number, CGSize, CGPoint or UIEdgeInsets))") == true)
        #expect(Self.error("""
                box.snp.makeConstraints { make in make.width.equalTo(50) }
                box.snp.updateConstraints { make in make.height.equalTo(80) }
        """)?.contains("updateConstraints could not find an existing matching constraint to update: box.height == 80.0") == true)
        #expect(Self.error("let loose = UIView()\n loose.snp.makeConstraints { make in make.edges.equalToSuperview() }")?
            .contains("equalToSuperview(): loose has no superview") == true)
        #expect(Self.error("box.snp.makeConstraints { make in make.top }")?
            .contains("make.top has no relation: follow it with equalTo") == true)
        #expect(Self.error("box.snp.makeConstraints { make in make.edges.equalTo(other.snp.top.bottom) }")?
            .contains("unsupported in layout code: 'bottom' of ConstraintItem") == true)
        #expect(Self.error("box.snp.makeConstraints { make in make.top.leading.equalTo(other.snp.size) }")?
            .contains("SnapKit cannot constrain make.top.leading to multiple non-identical attributes") == true)
        #expect(Self.error("box.snp.makeConstraints { make in make.leading.trailing.equalTo(view.snp.margins) }")?
            .contains("SnapKit cannot constrain make.leading.trailing to multiple non-identical attributes") == true)
        #expect(Self.error("box.snp.makeConstraints { make in make.width.equalTo(10).priority(.defaultHigh) }")?
            .contains("ConstraintPriority has no member 'defaultHigh'") == true)
    }
}
