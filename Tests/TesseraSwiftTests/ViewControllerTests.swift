// View controllers in Swift run as screens: their lifecycle, shared views, names, frames, dumps and refusals.

import Foundation
import Testing
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraSwift
import TesseraViews

@Suite struct ViewControllerTests {
    static let samples = SwiftTests.root + "/Scripts/samples/swift/"

    /// The screen the only view controller of `source` shows on an iPhone 15 Pro.
    static func screen(_ source: String) throws -> Screen {
        let file = try SwiftLayoutFile(source: source, path: "Screen.swift")
        let entry = try #require(try file.viewControllerEntry(named: nil))
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 393, height: 852)),
                                            traitCollection: TraitCollection(displayScale: 3))
        return try file.loadScreen(entry: entry, environment: environment)
    }

    /// The message loading the screen of `source` fails with.
    static func error(_ source: String) -> String? {
        do {
            _ = try screen(source)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// A run of the screen of a file (a sample's copy of a seed) on a device: its view controller, or its `UIView`
    /// subclass fitted at the device's width.
    static func run(_ path: String, device: String = "iphone-15-pro", navigation: NavigationContainer? = nil) throws -> ScreenRun {
        let file = try SwiftLayoutFile(path: path)
        let entry = try #require(try file.screenEntry(named: nil))
        let source = SwiftScreenSource(file: file, entry: entry, name: path, navigation: navigation)
        let preset = try #require(DevicePreset.named(device))
        return try ScreenRun(source, options: RunOptions(device: RunDevice(preset: preset)))
    }

    /// Whether two frames agree to a millionth of a point (edges on a 1/3-pt grid are not exact in binary).
    static func near(_ a: Rect, _ b: Rect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-6 }
    }

    static func text(_ view: View) -> String? {
        if case .label(let label, _) = view.content { return label.text }
        return nil
    }

    @Test func theLifecycleRunsInUIKitsOrder() throws {
        let screen = try Self.screen("""
            import UIKit
            class OrderViewController: UIViewController {
                let stamp: String = { "stored" }()
                var order = ""
                lazy var late: UILabel = { order += "lazy;"; return UILabel() }()
                override func loadView() {
                    order += stamp + ";loadView;"
                    view = UIView()
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    order += "viewDidLoad;"
                    view.addSubview(late)
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    order += "viewWillAppear"
                    late.text = order
                }
            }
            """)
        #expect(screen.hierarchy.views.count == 2)
        #expect(Self.text(screen.hierarchy.views[1]) == "stored;loadView;viewDidLoad;lazy;viewWillAppear")
        #expect(screen.hierarchy.views[0].frame == rect(0, 0, 393, 852))
    }

    @Test func aViewStoredInTwoPropertiesIsOneView() throws {
        let screen = try Self.screen("""
            import UIKit
            class SharedViewController: UIViewController {
                var first: UILabel!
                var second: UILabel?
                override func viewDidLoad() {
                    let made = UILabel()
                    first = made
                    second = made
                    view.addSubview(second!)
                    first.text = "changed through first"
                    second?.translatesAutoresizingMaskIntoConstraints = false
                    first.topAnchor.constraint(equalTo: view.topAnchor, constant: 30).isActive = true
                    view.addSubview(first)   // already there: moved to the end, still one view
                }
            }
            """)
        #expect(screen.hierarchy.views.count == 2)
        let label = screen.hierarchy.views[1]
        #expect(Self.text(label) == "changed through first")
        #expect(label.identifier == "first")
        #expect(label.translatesAutoresizingMaskIntoConstraints == false)
        #expect(screen.hierarchy.constraints.map(\.constant) == [30])
    }

    @Test func isActiveAndActivateGiveIdenticalFrames() throws {
        let isActive = try Self.run(Self.samples + "hello-label-isactive.swift")
        let activate = try Self.run(Self.samples + "hello-label-activate.swift")
        #expect(isActive.layout.views.frames == activate.layout.views.frames)
        // 20 in from the safe area's sides, 100 below its top (59 on an iPhone 15 Pro), one 17-pt line at @3x.
        #expect(Self.near(isActive.layout.views.frames[1], rect(20, 159, 353, 61.0 / 3)))
        let se = try Self.run(Self.samples + "hello-label-activate.swift", device: "iphone-se-3")
        #expect(se.layout.views.frames[1] == rect(20, 120, 335, 20.5))
    }

    @Test func viewsAreNamedByIdentifierPropertyOrVariable() throws {
        let conversion = try Self.run(Self.samples + "conversion.swift").screen.hierarchy
        #expect(conversion.views.map(\.identifier) == [nil, "isLabel", "fahrenheitTextField", "fdegreeLabel", "celsiusLabel",
                                                       "cdegreeLabel", "segmentedControl"])
        #expect(conversion.views.map(\.kind.className) == ["UIView", "UILabel", "UITextField", "UILabel", "UILabel", "UILabel",
                                                           "UISegmentedControl"])
        let screen = try Self.screen("""
            import UIKit
            class NamesViewController: UIViewController {
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    titleLabel.accessibilityIdentifier = "title"
                    let badge = UIView()
                    let icon = UIImageView()
                    view.addSubview(titleLabel)
                    view.addSubview(badge)
                    view.addSubview(icon)
                }
            }
            """)
        #expect(screen.hierarchy.views.map(\.identifier) == [nil, "title", "badge", "icon"])
    }

    @Test func theConverterChainsAroundItsCentredLabel() throws {
        let run = try Self.run(Self.samples + "conversion.swift")
        let frames = run.layout.views.frames
        // "is" centred on the safe area (59…818) and on x = 196.5, in Times New Roman 36 — the seed's
        // UIFont(name: label.font!.fontName, size: 36) asks for ".SFUI-Regular", which iOS answers with Times (T7):
        // one line 2355/2048 × 36 = 41.396 pt, 41.667 at @3x, centred on 438.5; "is" 24.01 wide, 24.333 at @3x.
        #expect(Self.near(frames[1], rect(184 + 1.0 / 3, 417 + 2.0 / 3, 24 + 1.0 / 3, 41 + 2.0 / 3)))
        // Each view's bottom 10 above the next one's top.
        #expect(frames[2].maxY + 10 == frames[3].minY)
        #expect(abs(frames[3].maxY + 10 - frames[1].minY) < 1e-9)
        // The segmented control: 10 in from the safe area's sides and bottom, 32 tall.
        #expect(frames[6] == rect(10, 776, 373, 32))
    }

    @Test func aConstantChangedAfterActivationAndAReplacedMultiplierCount() throws {
        let screen = try Self.screen("""
            import UIKit
            class ChangesViewController: UIViewController {
                var height: NSLayoutConstraint!
                let box = UIView()
                override func viewDidLoad() {
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    height = box.heightAnchor.constraint(equalToConstant: 1)
                    let width = box.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
                    NSLayoutConstraint.activate([height, width, box.topAnchor.constraint(equalTo: view.topAnchor)])
                    height.constant = 90
                    height.priority = .defaultHigh
                    _ = width.changeMultiplier(0.25)
                }
            }
            extension NSLayoutConstraint {
                func changeMultiplier(_ multiplier: CGFloat) -> NSLayoutConstraint {
                    NSLayoutConstraint.deactivate([self])
                    let made = NSLayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation,
                                                  toItem: secondItem, attribute: secondAttribute,
                                                  multiplier: multiplier, constant: constant)
                    made.isActive = true
                    return made
                }
            }
            """)
        let constraints = screen.hierarchy.constraints
        #expect(constraints.map(\.constant) == [90, 0, 0])
        #expect(constraints.map(\.multiplier) == [1, 1, 0.25])
        #expect(constraints[0].priority.rawValue == 750)
        #expect(constraints.map(\.first.attribute) == [.height, .top, .width])
    }

    @Test func theGraphIsBuiltInLoadView() throws {
        let run = try Self.run(Self.samples + "graph.swift")
        let frames = run.layout.views.frames
        #expect(frames[1] == rect(20, 79, 353, 300))
        // Six bars 5 apart, equal widths ((353 - 35) / 6 = 53), half the graph's height, on its bottom.
        #expect(frames[2...7].map(\.minX) == [25, 83, 141, 199, 257, 315])
        #expect(frames[2...7].allSatisfy { $0.width == 53 && $0.height == 150 && $0.maxY == 379 })
    }

    @Test func theHelloLabelsScreenDump() throws {
        let run = try Self.run(Self.samples + "hello-label-isactive.swift", navigation: NavigationContainer())
        let text = ScreenTextFormat.write(try run.screenDump())
        #expect(text.split(separator: "\n").map(String.init) == [
            "# Tessera screen dump",
            "screen = (393 852); scale = 3",
            "statusBar frame = (0 0; 393 54)",
            "navigationBar frame = (0 59; 393 44); title = \"\"",
            "homeIndicator frame = (0 818; 393 34)",
            "safeAreaLayoutGuide frame = (0 103; 393 715)",
            "layoutMarginsGuide frame = (16 103; 361 715)",
            "readableContentGuide frame = (16 103; 361 715)",
            "keyboardLayoutGuide frame = (0 818; 393 34)",
            "UIView frame = (0 0; 393 852)",
            "  UILabel \"helloLabel\" frame = (20 203; 353 20.333); in window = (20 203; 353 20.333); text = \"Hello\"",
        ])
    }

    @Test func refusedConstructsNameTheirPlace() throws {
        #expect(Self.error("""
            import UIKit
            class StoryboardViewController: UIViewController {
                override func viewDidLoad() {
                    let board = UIStoryboard(name: "Main", bundle: nil)
                }
            }
            """) == "Screen.swift:4:21: unsupported in layout code: the name 'UIStoryboard' (storyboards are not read: "
                + "build the views in code (loadView or viewDidLoad))")
        #expect(Self.error("""
            import UIKit
            class DataViewController: UIViewController {
                override func viewDidLoad() {
                    let path = Bundle.main.path(forResource: "rows", ofType: "json")
                }
            }
            """) == "Screen.swift:4:20: unsupported in layout code: call to 'Bundle.main.path' (layout code cannot read the app bundle)")
        #expect(Self.error("""
            import UIKit
            class OutsideViewController: UIViewController {
                override func viewDidLoad() {
                    let label = UILabel()
                    label.widthAnchor.constraint(equalToConstant: 10).isActive = true
                }
            }
            """) == "Screen.swift:5:9: the constraint names label.widthAnchor, a view that is not in the view controller's "
                + "view tree (add it with addSubview first)")
        #expect(Self.error("""
            import UIKit
            class MultiplierViewController: UIViewController {
                override func viewDidLoad() {
                    let width = view.widthAnchor.constraint(equalToConstant: 10)
                    width.multiplier = 2
                }
            }
            """) == "Screen.swift:5:15: 'multiplier' of NSLayoutConstraint cannot be set (it is read-only in UIKit: make a new constraint)")
        let objectiveC = SwiftTests.root + "/Tests/TesseraSwiftTests/Rejected/objective-c.m"
        #expect(throws: SwiftLayoutError(file: objectiveC, line: 1, column: 1, message: "Objective-C is not read: translate the "
            + "view controller to Swift — UIKit's calls keep their names, Masonry's mas_makeConstraints becomes NSLayoutAnchor "
            + "constraints (view.topAnchor.constraint(equalTo: …)) — and run the .swift file")) {
            try SwiftLayoutFile(path: objectiveC)
        }
    }

    @Test func viewControllersAreEntries() throws {
        let file = try SwiftLayoutFile(path: Self.samples + "conversion.swift")
        #expect(file.entries.map(\.qualifiedName) == ["ConversionViewController"])
        #expect(file.entries.map(\.kind) == [.viewController])
        #expect(throws: SwiftLayoutError.self) { try file.load() }
        // A view controller with a layout entry runs as that layout: it is not a screen entry too.
        let layout = try SwiftLayoutFile(path: SwiftTests.layoutPath("distinct-sections"))
        #expect(!layout.entries.contains { $0.kind == .viewController })
    }

    @Test func theNavigationItemGivesTheTitleAndButtonsOnlyDraw() throws {
        let screen = try Self.screen("""
            import UIKit
            class TitledViewController: UIViewController {
                let keys = UIButton(type: .system)
                override func viewDidLoad() {
                    title = "Ignored: the item's title wins"
                    navigationItem.title = "Keys"
                    navigationItem.largeTitleDisplayMode = .never
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .done, target: self,
                                                                        action: #selector(next))
                    navigationItem.rightBarButtonItem?.isEnabled = false
                    navigationController?.navigationBar.prefersLargeTitles = true
                    keys.setTitle("7", for: .normal)
                    keys.titleLabel?.font = UIFont.systemFont(ofSize: 30)
                    keys.titleLabel?.textColor = .white
                    view.addSubview(keys)
                }
                @objc func next() {}
            }
            """)
        #expect(screen.title == "Keys")
        #expect(screen.navigation?.largeTitleDisplayMode == .never)
        guard case .button(let button) = screen.hierarchy.views[1].content else {
            Issue.record("not a button: \(screen.hierarchy.views[1].kind)")
            return
        }
        #expect(button.title == "7")
        #expect(button.font.pointSize == 30)
        #expect(Self.error("""
            import UIKit
            class TitleTextViewController: UIViewController {
                override func viewDidLoad() {
                    let button = UIButton(type: .system)
                    button.titleLabel?.text = "7"
                }
            }
            """) == "Screen.swift:5:28: unsupported in layout code: setting 'text' on a button's titleLabel "
                + "(set the title with setTitle(_:for:); its font is modelled)")
        #expect(Self.error("""
            import UIKit
            class UnknownViewController: UIViewController {
                override func viewDidLoad() {
                    let label = UILabel()
                    label.sparkles = true
                }
            }
            """) == "Screen.swift:5:15: unsupported in layout code: setting 'sparkles' on UILabel "
                + "(not a property Tessera models or knows to only draw)")
    }

    @Test func initRunsAndOutletsLeftNilSayWhy() throws {
        let screen = try Self.screen("""
            import UIKit
            class CodedViewController: UIViewController {
                let side: CGFloat
                init() {
                    side = 44
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func viewDidLoad() {
                    let box = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
                    view.addSubview(box)
                }
            }
            """)
        #expect(screen.hierarchy.views[1].frame == rect(0, 0, 44, 44))
        #expect(Self.error("""
            import UIKit
            class StoryboardViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                override func viewDidLoad() {
                    titleLabel.text = "Hello"
                }
            }
            """) == "Screen.swift:5:9: 'titleLabel' is nil (an @IBOutlet is set by a storyboard or nib, which Tessera "
                + "does not read: make the view in code)")
    }

    @Test func hostileViewControllersStopWithTheirMessage() {
        #expect(Self.error("""
            import UIKit
            class LoopViewController: UIViewController {
                override func viewDidLoad() {
                    var n = 0
                    while true { n += 1 }
                }
            }
            """) == "Screen.swift:5:9: the layout code ran past its budget of 1000000 steps (a loop that does not end?)")
        #expect(Self.error("""
            import UIKit
            class DeepViewController: UIViewController {
                func down(_ n: Int) -> Int { down(n + 1) }
                override func viewDidLoad() { _ = down(0) }
            }
            """) == "Screen.swift:3:34: calls nested deeper than 200 (a function that calls itself without end?)")
        #expect(Self.error("""
            import UIKit
            class CycleViewController: UIViewController {
                override func viewDidLoad() {
                    let a = UIView()
                    let b = UIView()
                    view.addSubview(a)
                    a.addSubview(b)
                    b.addSubview(a)
                }
            }
            """) == "Screen.swift:8:9: addSubview: a view cannot be added to itself or to one of its subviews")
    }

    @Test func aScrollViewsContentFollowsItsGuides() throws {
        let run = try Self.run(SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftScreens/scroll-stack.swift")
        let scroll = try #require(run.layout.scrollViews[1])
        // 30 rows of 20.333 with 29 gaps of 12, and 16 above and below: the content is 990 tall.
        #expect(abs(scroll.contentSize.height - 990) < 1e-6)
        #expect(Self.near(run.layout.views.frames[2], rect(20, 16, 353, 958)))
        #expect(run.screen.hierarchy.views.filter { $0.identifier == "row" }.count == 30)
        #expect(Self.error("""
            import UIKit
            class PhotoViewController: UIViewController {
                override func viewDidLoad() {
                    let photo = UIImageView(image: UIImage(named: "hero"))
                    view.addSubview(photo)
                }
            }
            """) == "Screen.swift:4:40: the image 'hero' has no known size: give it with --image hero=WIDTHxHEIGHT (points)")
    }

    @Test func labelPropertiesThatSizeItAreKept() throws {
        let screen = try Self.screen("""
            import UIKit
            class LabelViewController: UIViewController {
                override func viewDidLoad() {
                    let note = UILabel()
                    note.text = "A note"
                    note.numberOfLines = 0
                    note.lineBreakMode = .byWordWrapping
                    note.adjustsFontSizeToFitWidth = true
                    note.minimumScaleFactor = 0.5
                    note.font = UIFont.preferredFont(forTextStyle: .headline).withSize(20)
                    note.textColor = .secondaryLabel
                    view.addSubview(note)
                }
            }
            """)
        guard case .label(let label, _) = screen.hierarchy.views[1].content else {
            Issue.record("not a label")
            return
        }
        #expect(label.numberOfLines == 0)
        #expect(label.lineBreakMode == .byWordWrapping)
        #expect(label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0.5)
        #expect(label.font.pointSize == 20)
        #expect(label.font.weight == .semibold)
    }
}
