// UIView subclasses as entries (fitted at the device's width or at a size), layoutSubviews and viewDidLayoutSubviews
// run once after the first layout, and the error for a file with several entries and no --entry.

import Foundation
import Testing
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraSwift
import TesseraViews

@Suite struct ViewEntryTests {
    /// A run of the entry `entry` (else the file's only one) of inline `source` on an iPhone 15 Pro.
    static func run(_ source: String, entry: String? = nil, size: Size? = nil, device: String = "iphone-15-pro") throws -> ScreenRun {
        let file = try SwiftLayoutFile(source: source, path: "View.swift")
        let found = try #require(try file.screenEntry(named: entry))
        let source = SwiftScreenSource(file: file, entry: found, name: "View.swift")
        source.viewSize = size
        let preset = try #require(DevicePreset.named(device))
        return try ScreenRun(source, options: RunOptions(device: RunDevice(preset: preset)))
    }

    /// Each view's name (its identifier, or its class for the root) and frame in its superview, depth first.
    static func frames(_ run: ScreenRun) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for (index, _) in run.screen.hierarchy.depthFirst() {
            let view = run.screen.hierarchy.views[index]
            let name = index == run.screen.hierarchy.root ? run.screen.standalone?.className ?? "root" : view.identifier ?? "?"
            frames[name] = run.layout.frameInSuperview(of: index, in: run.screen.hierarchy)
        }
        return frames
    }

    static let banner = """
        import UIKit
        class BannerView: UIView {
            let iconView: UIView = {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                return view
            }()
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                commonInit()
            }
            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
            private func commonInit() {
                backgroundColor = .systemBackground
                layer.cornerRadius = 12
                addSubview(iconView)
                box.translatesAutoresizingMaskIntoConstraints = false
                addSubview(box)
                NSLayoutConstraint.activate([
                    iconView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    iconView.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                    iconView.widthAnchor.constraint(equalToConstant: 40),
                    iconView.heightAnchor.constraint(equalToConstant: 40),
                    box.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
                    box.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                    box.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                    box.heightAnchor.constraint(equalToConstant: 60),
                    box.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
                ])
            }
        }
        """

    @Test("A UIView subclass is an entry fitted at the device's width: its height from its constraints, its margins 8")
    func aViewIsFittedAtTheDevicesWidth() throws {
        let run = try Self.run(Self.banner)
        #expect(run.screen.standalone == StandaloneView(className: "BannerView", sizing: .fittingWidth(393)))
        #expect(Self.frames(run) == ["BannerView": rect(0, 0, 393, 84), "iconView": rect(8, 12, 40, 40),
                                     "box": rect(60, 12, 325, 60)])
        let dump = ScreenTextFormat.write(try run.screenDump())
        #expect(dump == """
            # Tessera screen dump
            screen = (393 84); scale = 3
            safeAreaLayoutGuide frame = (0 0; 393 84)
            layoutMarginsGuide frame = (8 8; 377 68)
            readableContentGuide frame = (8 8; 377 68)
            keyboardLayoutGuide frame = (0 84; 393 0)
            BannerView frame = (0 0; 393 84)
              UIView "iconView" frame = (8 12; 40 40); in window = (8 12; 40 40)
              UIView "box" frame = (60 12; 325 60); in window = (60 12; 325 60)

            """)
        // On an iPhone SE the width is 375.
        #expect(Self.frames(try Self.run(Self.banner, device: "iphone-se-3"))["box"] == rect(60, 12, 307, 60))
    }

    @Test("--size lays the view out at exactly that size")
    func aViewAtAGivenSize() throws {
        let run = try Self.run("""
            import UIKit
            class InsetView: UIView {
                let content = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    content.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(content)
                    NSLayoutConstraint.activate([
                        content.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        content.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        content.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                        content.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, size: Size(width: 300, height: 120))
        #expect(Self.frames(run) == ["InsetView": rect(0, 0, 300, 120), "content": rect(10, 10, 280, 100)])
        #expect(run.layout.metrics.size == Size(width: 300, height: 120))
    }

    @Test("Stored properties run in order, then init(); a view with only init?(coder:) runs its properties alone")
    func initsAndStoredProperties() throws {
        let plain = try Self.run("""
            import UIKit
            class TagView: UIView {
                var log = ""
                let first: UIView = { UIView() }()
                init() {
                    super.init(frame: .zero)
                    log += "init;"
                    first.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(first)
                    first.widthAnchor.constraint(equalToConstant: 31).isActive = true
                    first.heightAnchor.constraint(equalToConstant: log == "init;" ? 20 : 99).isActive = true
                    first.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    first.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
                    first.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """)
        #expect(Self.frames(plain) == ["TagView": rect(0, 0, 393, 20), "first": rect(181, 0, 31, 20)])
        let coderOnly = try Self.run("""
            import UIKit
            class Spacer: UIView {
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """)
        #expect(Self.frames(coderOnly) == ["Spacer": rect(0, 0, 393, 0)])
    }

    @Test("A view whose only init needs arguments is an error naming it")
    func anInitWithArgumentsIsAnError() throws {
        var message: String?
        do {
            _ = try Self.run("""
                import UIKit
                class CardView: UIView {
                    init(title: String) {
                        super.init(frame: .zero)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """)
        } catch {
            message = "\(error)"
        }
        #expect(message == "View.swift:3:5: CardView has no init(frame:) or init() to make it with (its init(title:) "
                + "needs arguments a run cannot choose): add a convenience init() that calls it with sample values")
    }

    @Test("layoutSubviews runs once after the first layout, reading the laid-out bounds and frames; its changes are laid out again")
    func layoutSubviewsRunsOnce() throws {
        let run = try Self.run("""
            import UIKit
            class MeterView: UIView {
                let fill = UIView()
                let marker = UIView()
                var fillWidth: NSLayoutConstraint!
                var passes = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    fill.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(fill)
                    addSubview(marker)
                    fillWidth = fill.widthAnchor.constraint(equalToConstant: 10)
                    NSLayoutConstraint.activate([
                        fillWidth, fill.heightAnchor.constraint(equalToConstant: 20),
                        fill.topAnchor.constraint(equalTo: topAnchor), fill.bottomAnchor.constraint(equalTo: bottomAnchor),
                        fill.leadingAnchor.constraint(equalTo: leadingAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    passes += 1
                    layer.cornerRadius = bounds.height / 2
                    // Frames read here are the first pass's: the fill is 10 wide until the next pass.
                    marker.frame = CGRect(x: fill.frame.maxX, y: 0, width: 4, height: bounds.height)
                    // Changes on every call: running twice would give another width.
                    fillWidth.constant = bounds.width / 3 + CGFloat(passes)
                }
            }
            """)
        #expect(Self.frames(run) == ["MeterView": rect(0, 0, 393, 20), "fill": rect(0, 0, 132, 20),
                                     "marker": rect(10, 0, 4, 20)])
    }

    @Test("viewDidLayoutSubviews runs once after the first layout; what it changes is the dump's final state")
    func viewDidLayoutSubviewsRunsOnce() throws {
        let run = try Self.run("""
            import UIKit
            class HeroViewController: UIViewController {
                let hero = UIView()
                let badge = UIView()
                var heroHeight: NSLayoutConstraint!
                var count = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    hero.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(hero)
                    view.addSubview(badge)
                    heroHeight = hero.heightAnchor.constraint(equalToConstant: 100)
                    NSLayoutConstraint.activate([
                        hero.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        hero.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        hero.trailingAnchor.constraint(equalTo: view.trailingAnchor), heroHeight,
                    ])
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    count += 1
                    heroHeight.constant = hero.frame.width / 3 + CGFloat(count - 1) * 1000
                    badge.frame = CGRect(x: 0, y: hero.frame.maxY, width: view.bounds.width / 3, height: 10)
                    badge.isHidden = count > 1
                }
            }
            """)
        let frames = Self.frames(run)
        #expect(frames["hero"] == rect(0, 59, 393, 131))
        #expect(frames["badge"] == rect(0, 159, 131, 10))   // the hero's bottom in the first layout (59 + 100)
        #expect(run.screen.hierarchy.views.allSatisfy { !$0.isHidden })
    }

    @Test("viewDidLayoutSubviews of a view controller with a collection view: invalidateLayout() does nothing, a moved collection view keeps its cells")
    func viewDidLayoutSubviewsWithACollectionView() throws {
        var source = try String(contentsOfFile: SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftScreens/stack-cell.swift",
                                encoding: .utf8)
        source = source.replacingOccurrences(of: "collectionView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),",
                                             with: "top,")
        source = source.replacingOccurrences(of: "        NSLayoutConstraint.activate([\n            top,", with: """
                    top = collectionView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)
                    NSLayoutConstraint.activate([
                        top,
            """)
        source = source.replacingOccurrences(of: "    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection", with: """
                var top: NSLayoutConstraint!
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    collectionView.collectionViewLayout.invalidateLayout()
                    top.constant = view.bounds.height - collectionView.frame.height - 40
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection
            """)
        let run = try ViewEntryTests.run(source, entry: "ListViewController")
        let lines = ScreenTextFormat.write(try run.screenDump()).split(separator: "\n").map(String.init)
        // 852 - 752 - 40 = 60: the collection view moved up 40 in the second pass, its two cells run in it.
        #expect(lines.contains { $0.hasPrefix("  UICollectionView \"collectionView\" frame = (0 60; 393 792)") })
        #expect(lines.contains("    cell [0, 1] frame = (0 44; 393 44); zIndex = 0"))
    }

    @Test("viewDidLayoutSubviews reads the laid-out safe area and margins: safeAreaInsets, guides' layoutFrame")
    func viewDidLayoutSubviewsReadsTheGuides() throws {
        let run = try Self.run("""
            import UIKit
            class SafeViewController: UIViewController {
                let bar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bar)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let margins = view.layoutMarginsGuide.layoutFrame
                    let safe = view.safeAreaLayoutGuide.layoutFrame
                    bar.frame = CGRect(x: margins.minX, y: view.safeAreaInsets.top, width: margins.width,
                                       height: view.bounds.height - safe.maxY)
                }
            }
            """)
        // iPhone 15 Pro: safe area 59 top and 34 bottom, margins 16 on the sides.
        #expect(Self.frames(run)["bar"] == rect(16, 59, 361, 34))
    }

    @Test("A view controller without viewDidLayoutSubviews is laid out once, as before")
    func noPassWithoutTheMethod() throws {
        let file = try SwiftLayoutFile(source: """
            import UIKit
            class PlainViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """, path: "Plain.swift")
        let entry = try #require(try file.screenEntry(named: nil))
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 393, height: 852)),
                                            traitCollection: TraitCollection(displayScale: 3))
        #expect(try file.loadScreenAndCollection(entry: entry, environment: environment).layoutPass == nil)
    }

    @Test("Several entries without --entry: the error names the file and line, lists them and suggests --entry")
    func severalEntriesAreListed() throws {
        let file = try SwiftLayoutFile(source: """
            import UIKit

            class FirstViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            class SecondViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            class BadgeView: UIView {}
            """, path: "Two.swift")
        #expect(file.entries.map(\.qualifiedName) == ["FirstViewController", "SecondViewController", "BadgeView"])
        #expect(file.entries.map(\.kind) == [.viewController, .viewController, .view])
        var message = ""
        do { _ = try file.screenEntry(named: nil) } catch { message = "\(error)" }
        #expect(message == "Two.swift:3:1: the file has 2 view controller entries: FirstViewController (line 3), "
                + "SecondViewController (line 7); choose one with --entry NAME (e.g. --entry FirstViewController), or "
                + "list them with --list-entries")
        #expect(try file.screenEntry(named: "BadgeView")?.kind == .view)
        // A view controller comes before a view when only one of each is there.
        let one = try SwiftLayoutFile(source: "import UIKit\nclass V: UIView {}\nclass C: UIViewController {}\n", path: "One.swift")
        #expect(try one.screenEntry(named: nil)?.name == "C")
    }

    @Test("A layout whose lazy collection view reads its own name runs (no endless re-evaluation)")
    func aHostedLayoutRunsWithANote() throws {
        let file = try SwiftLayoutFile(source: """
            import UIKit
            class GridViewController: UIViewController {
                private lazy var collectionView: UICollectionView = {
                    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
                    collectionView.translatesAutoresizingMaskIntoConstraints = false
                    return collectionView
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(collectionView)
                }
                func makeLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50))
                    let item = NSCollectionLayoutItem(layoutSize: size)
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """, path: "Grid.swift")
        var notes: [String] = []
        file.onNote = { notes.append($0) }
        let layout = try file.load()
        #expect(layout.entry.qualifiedName == "GridViewController.makeLayout")
        #expect(try SwiftTests.solve(layout, counts: [2]).cell(0, 1) == rect(0, 50, 100, 50))
        #expect(notes.isEmpty)
    }

    @Test("--list-entries lists view subclasses")
    func listEntries() throws {
        let path = NSTemporaryDirectory() + "view-entries-\(getpid()).swift"
        try "import UIKit\nclass BadgeView: UIView {}\nclass TileView: UIControl {}\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try SourceLoader.entryList(path) == "BadgeView\tview\tUIView\tline 2\nTileView\tview\tUIControl\tline 3\n")
    }
}

@Suite struct CellStackFrameTests {
    @Test("A Swift cell's stack view's arranged subviews are dumped in the stack view's coordinates, as UIKit's frame")
    func arrangedSubviewsInTheirStack() throws {
        let source = try String(contentsOfFile: SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftScreens/stack-cell.swift",
                                encoding: .utf8)
        let run = try ViewEntryTests.run(source, entry: "ListViewController")
        let lines = ScreenTextFormat.write(try run.screenDump()).split(separator: "\n").map(String.init)
        let cells = lines.drop { !$0.contains("cell [0, 1]") }.prefix(4)
        #expect(Array(cells) == [
            "    cell [0, 1] frame = (0 44; 393 44); zIndex = 0",
            "      UIStackView \"stack\" frame = (20 7; 100 30); in collection view = (20 51; 100 30)",
            "        UIView \"first\" frame = (0 0; 40 30); in collection view = (20 51; 40 30)",
            "        UIView \"second\" frame = (50 0; 50 30); in collection view = (70 51; 50 30)",
        ])
    }
}
