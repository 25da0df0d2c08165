// Class chains of the file's own views and view controllers: a subclass of a subclass gets its parent's stored
// properties, methods and inits; overrides win even when called from the parent's init; `super.` reaches the parent.

import Foundation
import Testing
import TesseraLayout
import TesseraRun
import TesseraSwift

@Suite struct OwnViewChainTests {
    /// A base card (a 20-tall title box inset by `inset`, set up from its `init(frame:)` through `setUp()`) and two
    /// subclasses: one overriding `setUp` (calling `super.setUp()`) and `inset`, one with its own init calling
    /// `super.init(frame:)`.
    static let cards = """
        class BaseCardView: UIView {
            let titleBox: UIView = {
                let box = UIView()
                box.heightAnchor.constraint(equalToConstant: 20).isActive = true
                return box
            }()
            var inset: CGFloat { 8 }
            override init(frame: CGRect) {
                super.init(frame: frame)
                setUp()
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            func setUp() {
                titleBox.translatesAutoresizingMaskIntoConstraints = false
                addSubview(titleBox)
                NSLayoutConstraint.activate([
                    titleBox.topAnchor.constraint(equalTo: topAnchor, constant: inset),
                    titleBox.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
                    titleBox.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
                ])
            }
        }

        final class ProductCardView: BaseCardView {
            let priceBox: UIView = {
                let box = UIView()
                box.heightAnchor.constraint(equalToConstant: 10).isActive = true
                return box
            }()
            override var inset: CGFloat { 16 }
            override func setUp() {
                super.setUp()
                priceBox.translatesAutoresizingMaskIntoConstraints = false
                addSubview(priceBox)
                NSLayoutConstraint.activate([
                    priceBox.topAnchor.constraint(equalTo: titleBox.bottomAnchor, constant: 4),
                    priceBox.leadingAnchor.constraint(equalTo: titleBox.leadingAnchor),
                    priceBox.widthAnchor.constraint(equalToConstant: 50),
                    priceBox.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
                ])
            }
        }

        final class PromoCardView: BaseCardView {
            let badge = UIView()
            init(badgeWidth: CGFloat) {
                super.init(frame: .zero)
                badge.translatesAutoresizingMaskIntoConstraints = false
                addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: titleBox.bottomAnchor, constant: 2),
                    badge.trailingAnchor.constraint(equalTo: titleBox.trailingAnchor),
                    badge.widthAnchor.constraint(equalToConstant: badgeWidth),
                    badge.heightAnchor.constraint(equalToConstant: 12),
                    badge.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
                ])
            }
            convenience init() { self.init(badgeWidth: 30) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """

    @Test("A subclass of the file's view gets its parent's properties and init; its override of setUp runs from the parent's init")
    func overrideCalledFromTheParentsInit() throws {
        let frames = ViewEntryTests.frames(try ViewEntryTests.run("import UIKit\n" + Self.cards, entry: "ProductCardView"))
        // inset 16 (the override), title 20 tall, price 4 below it and 10 tall, 16 from the bottom: 66 tall.
        #expect(frames["ProductCardView"] == rect(0, 0, 393, 66))
        #expect(frames["titleBox"] == rect(16, 16, 361, 20))
        #expect(frames["priceBox"] == rect(16, 40, 50, 10))
    }

    @Test("A subclass's own init calls super.init(frame:) of the file's parent, which runs the parent's setUp")
    func superInitReachesTheFilesParent() throws {
        let frames = ViewEntryTests.frames(try ViewEntryTests.run("import UIKit\n" + Self.cards, entry: "PromoCardView"))
        // The parent's inset (8): title 20, badge 2 below and 12 tall, 8 from the bottom: 50 tall.
        #expect(frames["PromoCardView"] == rect(0, 0, 393, 50))
        #expect(frames["titleBox"] == rect(8, 8, 377, 20))
        #expect(frames["badge"] == rect(355, 30, 30, 12))
    }

    @Test("Both subclasses of the file's base card in a view controller's stack, each made by its inherited or own init")
    func subclassesInAStack() throws {
        let run = try ViewEntryTests.run("import UIKit\n" + Self.cards + """

            final class ShopViewController: UIViewController {
                let stack = UIStackView(arrangedSubviews: [ProductCardView(), PromoCardView(badgeWidth: 44)])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.spacing = 5
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """, entry: "ShopViewController")
        let hierarchy = run.screen.hierarchy
        let stack = try #require(hierarchy.views.firstIndex { $0.identifier == "stack" })
        let cards = hierarchy.views[stack].subviews
        #expect(cards.map { run.layout.frameInSuperview(of: $0, in: hierarchy) } == [rect(0, 0, 393, 66), rect(0, 71, 393, 50)])
        #expect(run.layout.frameInSuperview(of: stack, in: hierarchy) == rect(0, 100, 393, 121))
        let promo = hierarchy.views[cards[1]].subviews
        #expect(promo.map { hierarchy.views[$0].identifier } == ["titleBox", "badge"])
        #expect(run.layout.frameInSuperview(of: promo[1], in: hierarchy) == rect(341, 30, 44, 12))
    }

    @Test("super.inset reads the file's parent's computed property on the same instance")
    func superReadsTheParentsProperty() throws {
        let source = "import UIKit\n" + Self.cards + """

            final class WideCardView: BaseCardView {
                override var inset: CGFloat { super.inset + 12 }
                override func setUp() {
                    super.setUp()
                    bottomAnchor.constraint(equalTo: titleBox.bottomAnchor, constant: super.inset).isActive = true
                }
            }
            """
        let frames = ViewEntryTests.frames(try ViewEntryTests.run(source, entry: "WideCardView"))
        // inset 8 + 12 = 20 at the top and sides; the bottom 8 (the parent's) below the 20-tall title.
        #expect(frames["WideCardView"] == rect(0, 0, 393, 48))
        #expect(frames["titleBox"] == rect(20, 20, 353, 20))
    }

    /// A base view controller adding a header in `viewDidLoad`, its height a computed property; a subclass
    /// overriding both, calling `super.viewDidLoad()`.
    static let controllers = """
        class BaseViewController: UIViewController {
            let header = UIView()
            var headerHeight: CGFloat { 40 }
            override func viewDidLoad() {
                super.viewDidLoad()
                header.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(header)
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    header.heightAnchor.constraint(equalToConstant: headerHeight),
                ])
            }
        }

        final class ProfileViewController: BaseViewController {
            let body = UIView()
            override var headerHeight: CGFloat { 60 }
            override func viewDidLoad() {
                super.viewDidLoad()
                body.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(body)
                NSLayoutConstraint.activate([
                    body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
                    body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    body.widthAnchor.constraint(equalToConstant: 100),
                    body.heightAnchor.constraint(equalToConstant: 50),
                ])
            }
        }
        """

    @Test("A view controller subclassing the file's: super.viewDidLoad() runs the parent's, its override of a property wins")
    func controllerChain() throws {
        let file = try SwiftLayoutFile(source: "import UIKit\n" + Self.controllers, path: "View.swift")
        #expect(file.entries.map(\.name) == ["BaseViewController", "ProfileViewController"])
        let frames = ViewEntryTests.frames(try ViewEntryTests.run("import UIKit\n" + Self.controllers,
                                                                   entry: "ProfileViewController"))
        #expect(frames["header"] == rect(0, 59, 393, 60))
        #expect(frames["body"] == rect(20, 129, 100, 50))
        let base = ViewEntryTests.frames(try ViewEntryTests.run("import UIKit\n" + Self.controllers, entry: "BaseViewController"))
        #expect(base["header"] == rect(0, 59, 393, 40))
        #expect(base["body"] == nil)
    }
}
