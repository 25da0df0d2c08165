// The file's own views and their instances are freed once their run is over (no view ↔ instance cycle is left).

import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct OwnViewLifetimeTests {
    static let source = """
        import UIKit
        final class BadgeView: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 12) }
        }
        final class CardView: UIView {
            let badge = BadgeView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                badge.translatesAutoresizingMaskIntoConstraints = false
                addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                    badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                    badge.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func layoutSubviews() {
                super.layoutSubviews()
            }
        }
        """

    static let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 393, height: 852)),
                                               traitCollection: TraitCollection(displayScale: 3))

    @Test("A view entry's own views and instances are alive while its layout pass is, and freed after")
    func viewsAreFreedAfterTheRun() throws {
        let file = try SwiftLayoutFile(source: Self.source, path: "Card.swift")
        let entry = try file.entry(named: "CardView")
        weak var root: ViewObject?
        weak var rootInstance: SwiftTypeContext?
        weak var badge: ViewObject?
        weak var badgeInstance: SwiftTypeContext?
        do {
            let loaded = try file.loadView(entry: entry, environment: Self.environment)
            let pass = try #require(loaded.layoutPass)
            root = pass.root
            rootInstance = pass.root.ownInstance
            badge = pass.root.subviews.first
            badgeInstance = pass.root.subviews.first?.ownInstance
            // While the run lasts, each view holds its instance (its intrinsic size, its layoutSubviews).
            #expect(badgeInstance?.name == "BadgeView")
            #expect(rootInstance?.name == "CardView")
            #expect(loaded.screen.hierarchy.views.count == 2)
        }
        #expect(root == nil)
        #expect(rootInstance == nil)
        #expect(badge == nil)
        #expect(badgeInstance == nil)
    }
}
