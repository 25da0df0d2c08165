// UIKit's initialisers on the file's subclasses of UIKit views: `RoundButton(type: .system)`, `PaddedLabel()`,
// `MyStack(arrangedSubviews: […])` where the class declares no init taking them.

import Foundation
import Testing
import TesseraLayout
import TesseraRun
import TesseraSwift

@Suite struct OwnViewUIKitInitTests {
    /// A button subclass sized 44 × 44 by its `init(frame:)`, a label with a 70 × 30 intrinsic size and a stack
    /// subclass declaring no init, made by UIKit's inits in a view controller.
    static let toolbar = """
        final class RoundButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                NSLayoutConstraint.activate([
                    widthAnchor.constraint(equalToConstant: 44),
                    heightAnchor.constraint(equalToConstant: 44),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        final class PaddedLabel: UILabel {
            override var intrinsicContentSize: CGSize { CGSize(width: 70, height: 30) }
        }

        final class MyStack: UIStackView {
            let spacer = UIView()
        }

        final class ToolbarViewController: UIViewController {
            let button = RoundButton(type: .system)
            let label = PaddedLabel()
            lazy var stack = MyStack(arrangedSubviews: [button, label])
            override func viewDidLoad() {
                super.viewDidLoad()
                stack.spacing = 6
                stack.alignment = .center
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                ])
            }
        }
        """

    @Test("RoundButton(type:) runs its init(frame:); PaddedLabel() and MyStack(arrangedSubviews:) use UIKit's inits")
    func uikitInitsOnOwnSubclasses() throws {
        let frames = ViewEntryTests.frames(try ViewEntryTests.run("import UIKit\n" + Self.toolbar, entry: "ToolbarViewController"))
        // 44 + 6 + 70 wide, as tall as the button; the label centred (44 - 30) / 2 down.
        #expect(frames["stack"] == rect(10, 100, 120, 44))
        #expect(frames["button"] == rect(0, 0, 44, 44))
        #expect(frames["label"] == rect(50, 7, 70, 30))
    }

    @Test("A class declaring a designated init does not inherit UIKit's: the call is an error naming it and the line")
    func declaredInitHidesUIKits() throws {
        let source = """
            import UIKit
            final class TitledStack: UIStackView {
                init(title: String) {
                    super.init(frame: .zero)
                }
                required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            final class ScreenViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(TitledStack(arrangedSubviews: []))
                }
            }
            """
        do {
            _ = try ViewEntryTests.run(source, entry: "ScreenViewController")
            Issue.record("TitledStack(arrangedSubviews:) ran")
        } catch {
            #expect("\(error)" == "View.swift:11:25: no init of TitledStack takes TitledStack(arrangedSubviews:)")
        }
    }
}
