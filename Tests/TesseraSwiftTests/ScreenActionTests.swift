// --set and --call on a Swift view controller: properties set (observers run), actions called with stand-ins, errors.

import Foundation
import Testing
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraSwift
import TesseraViews

@Suite struct ScreenActionTests {
    /// The screen the only view controller of `source` shows on an iPhone 15 Pro after `actions`.
    static func screen(_ source: String, _ actions: ScreenActions) throws -> Screen {
        let file = try SwiftLayoutFile(source: source, path: "Screen.swift")
        let entry = try #require(try file.viewControllerEntry(named: nil))
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 393, height: 852)),
                                            traitCollection: TraitCollection(displayScale: 3))
        return try file.loadScreen(entry: entry, environment: environment, actions: actions)
    }

    static func error(_ source: String, _ actions: ScreenActions) -> String? {
        do {
            _ = try screen(source, actions)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// A run of a sample's Swift file on an iPhone 15 Pro after `actions`.
    static func run(_ name: String, entry: String? = nil, _ actions: ScreenActions) throws -> ScreenRun {
        let path = ViewControllerTests.samples + name
        let file = try SwiftLayoutFile(path: path)
        let found = try #require(try file.viewControllerEntry(named: entry))
        let source = SwiftScreenSource(file: file, entry: found, name: path)
        source.actions = actions
        let preset = try #require(DevicePreset.named("iphone-15-pro"))
        return try ScreenRun(source, options: RunOptions(device: RunDevice(preset: preset)))
    }

    static func texts(_ screen: Screen) -> [String: String] {
        var texts: [String: String] = [:]
        for view in screen.hierarchy.views {
            guard let name = view.identifier else { continue }
            switch view.content {
            case .label(let label, _): texts[name] = label.text
            case .textField(let field): texts[name] = field.text
            default: break
            }
        }
        return texts
    }

    static let counter = """
        import UIKit
        class CounterViewController: UIViewController {
            let label = UILabel()
            let field = UITextField()
            let button: UIButton = {
                let button = UIButton(type: .system)
                button.setTitle("Tap", for: .normal)
                return button
            }()
            var log = ""
            var count: Int = 0 {
                willSet { log += "will\\(newValue);" }
                didSet {
                    log += "did\\(oldValue);"
                    count = count * 10   // set in its own observer: no observer again
                    label.text = log + "\\(count)"
                }
            }
            var ratio: Double = 1
            var enabled = false
            var name: String?
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(label)
                view.addSubview(field)
                view.addSubview(button)
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            }
            @IBAction func tapped(_ sender: UIButton) { label.text = (label.text ?? "") + "+" + (sender.currentTitle ?? "?") }
            @objc func anyAction(sender: Any) { label.text = "any" }
            @objc func gesture(_ recognizer: UITapGestureRecognizer) { label.text = "gesture" }
            func animatedAction(animated: Bool) { label.text = animated ? "animated" : "still" }
            func withDefault(times: Int = 3) {
                var text = ""
                for _ in 0..<times { text += "x" }
                label.text = text
            }
            func append() { label.text = (label.text ?? "") + "a" + String(format: "%.1f", ratio) + (enabled ? "!" : "") }
            func echo() {
                var number = "NaN"
                if let value = Double(field.text ?? "") { number = "\\(value)" }
                label.text = (name ?? "nil") + "|" + (field.text ?? "") + "|" + number
            }
            func needsAnInt(_ value: Int) {}
        }
        """

    @Test func setRunsWillSetAndDidSetOnceEachWithTheValueReadAsAnInt() throws {
        let screen = try Self.screen(Self.counter, ScreenActions(sets: [.init(property: "count", value: "4")]))
        #expect(Self.texts(screen)["label"] == "will4;did0;40")
    }

    @Test func callsRunInOrderAfterTheSetsWhateverTheOrderGiven() throws {
        let actions = ScreenActions(sets: [.init(property: "ratio", value: "2.5"), .init(property: "enabled", value: "true")],
                                    calls: ["append", "append()"])
        #expect(Self.texts(try Self.screen(Self.counter, actions))["label"] == "a2.5!a2.5!")
    }

    @Test func aFieldsTextIsSetThroughItsPropertyAndAStringPropertyTakesTheTextAsIs() throws {
        let actions = ScreenActions(sets: [.init(property: "field.text", value: "212"), .init(property: "name", value: "a=b")],
                                    calls: ["echo"])
        let texts = Self.texts(try Self.screen(Self.counter, actions))
        #expect(texts["field"] == "212")
        #expect(texts["label"] == "a=b|212|212.0")
        let notANumber = try Self.screen(Self.counter, ScreenActions(sets: [.init(property: "field.text", value: "abc"),
                                                                            .init(property: "name", value: "nil")],
                                                                     calls: ["echo"]))
        #expect(Self.texts(notANumber)["label"] == "nil|abc|NaN")
    }

    @Test func sendersGetStandIns() throws {
        // A control parameter: the control whose addTarget names the action (its title read back).
        #expect(Self.texts(try Self.screen(Self.counter, ScreenActions(calls: ["tapped", "tapped(_:)"])))["label"] == "+Tap+Tap")
        #expect(Self.texts(try Self.screen(Self.counter, ScreenActions(calls: ["anyAction"])))["label"] == "any")
        #expect(Self.texts(try Self.screen(Self.counter, ScreenActions(calls: ["gesture"])))["label"] == "gesture")
        #expect(Self.texts(try Self.screen(Self.counter, ScreenActions(calls: ["animatedAction"])))["label"] == "still")
        #expect(Self.texts(try Self.screen(Self.counter, ScreenActions(calls: ["withDefault"])))["label"] == "xxx")
    }

    @Test func mistakesNameTheEntryAndTheClosestNames() {
        #expect(Self.error(Self.counter, ScreenActions(calls: ["apend"])) == "Screen.swift:2:1: --call apend: "
            + "CounterViewController has no method 'apend' (did you mean 'append'?) (its methods: animatedAction, anyAction, "
            + "append, echo, gesture, needsAnInt, tapped, viewDidLoad, withDefault)")
        #expect(Self.error(Self.counter, ScreenActions(sets: [.init(property: "cont", value: "1")])) == "Screen.swift:2:1: "
            + "--set cont=…: CounterViewController has no stored property 'cont' (did you mean 'count'?) (its stored "
            + "properties: label, field, button, log, count, ratio, enabled, name)")
        #expect(Self.error(Self.counter, ScreenActions(sets: [.init(property: "count", value: "4.5")])) == "Screen.swift:2:1: "
            + "--set count=4.5: '4.5' is not a whole number (the property is an Int)")
        #expect(Self.error(Self.counter, ScreenActions(sets: [.init(property: "enabled", value: "yes")])) == "Screen.swift:2:1: "
            + "--set enabled=yes: 'yes' is not true or false (the property is a Bool)")
        #expect(Self.error(Self.counter, ScreenActions(sets: [.init(property: "button", value: "x")])) == "Screen.swift:2:1: "
            + "--set button=…: the property's type 'UIButton' cannot be given on the command line (String, Int, Double, "
            + "CGFloat, Float or Bool can; a view's text as property.text=…)")
        #expect(Self.error(Self.counter, ScreenActions(sets: [.init(property: "label.font", value: "x")])) == "Screen.swift:2:1: "
            + "--set label.font=…: 'font' of label (a UILabel) is not a text, number or Boolean the command line can give "
            + "(e.g. label.text=…)")
        #expect(Self.error(Self.counter, ScreenActions(calls: ["needsAnInt"])) == "Screen.swift:2:1: --call needsAnInt: "
            + "CounterViewController.needsAnInt needs 'value: Int' (only senders get stand-ins: a control, Any, AnyObject, "
            + "a gesture recognizer; and Bool, false)")
    }

    @Test func theGraphsFirstButtonSetsItsBarsToATenthUpToSixTenthsOfTheGraph() throws {
        let run = try Self.run("graph.swift", ScreenActions(calls: ["btn1Action"]))
        let bars = run.screen.hierarchy.views.indices.filter { run.screen.hierarchy.views[$0].identifier == "bar" }
        // The graph is 300 tall, 20 below the safe area's top (59): bars stand on its bottom (379 in the window),
        // 0.1 to 0.6 of it.
        #expect(bars.map { run.layout.views.frames[$0].height } == [30, 60, 90, 120, 150, 180])
        #expect(bars.map { run.layout.views.frames[$0].minY } == [349, 319, 289, 259, 229, 199])
        let again = try Self.run("graph.swift", ScreenActions(calls: ["btn1Action", "btn2Action"]))
        #expect(bars.map { again.layout.views.frames[$0].height } == [180, 150, 120, 90, 60, 30])
    }

    @Test func theConverterWritesTheCelsiusValueOfTheTextTyped() throws {
        let run = try Self.run("conversion.swift", ScreenActions(sets: [.init(property: "fahrenheitTextField.text", value: "212")],
                                                                calls: ["fahrenheitEditingChanged"]))
        #expect(Self.texts(run.screen)["celsiusLabel"] == "100.00")
        #expect(Self.texts(run.screen)["fahrenheitTextField"] == "212")
    }

    @Test func theSlackURLScreensDidSetFillsTheFieldAndNextShowsTheError() throws {
        let typed = try Self.run("slack-new-workspace.swift", entry: "UrlWSViewController",
                                 ScreenActions(sets: [.init(property: "userName", value: "우리팀")]))
        #expect(Self.texts(typed.screen)["urlTextField"] == "우리팀")
        let error = try Self.run("slack-new-workspace.swift", entry: "UrlWSViewController",
                                 ScreenActions(sets: [.init(property: "urlTextField.text", value: "Error")], calls: ["tapNextButton"]))
        let label = try #require(error.screen.hierarchy.views.first { $0.identifier == "errorLabel" })
        #expect(label.isHidden == false)
        let hidden = try Self.run("slack-new-workspace.swift", entry: "UrlWSViewController",
                                  ScreenActions(sets: [.init(property: "urlTextField.text", value: "fine")], calls: ["tapNextButton"]))
        #expect(hidden.screen.hierarchy.views.first { $0.identifier == "errorLabel" }?.isHidden == true)
    }

    @Test func actionsOnALayoutAreAUsageError() throws {
        let path = SwiftTests.layoutPath("adaptive-photos")
        let error = try #require(throws: ScriptError.self) {
            try SourceLoader.load(ScriptOptions(script: path), swift: SwiftRunOptions(actions: ScreenActions(calls: ["x"])))
        }
        #expect("\(error)".contains("--set and --call are for view controllers: the entry run is a layout"))
    }

    @Test func settingsAreReadFromTheCommandLinesForm() {
        #expect(ScreenActions.Setting("a.text=x=y") == ScreenActions.Setting(property: "a.text", value: "x=y"))
        #expect(ScreenActions.Setting("a=") == ScreenActions.Setting(property: "a", value: ""))
        #expect(ScreenActions.Setting("=x") == nil)
        #expect(ScreenActions.Setting("novalue") == nil)
    }
}
