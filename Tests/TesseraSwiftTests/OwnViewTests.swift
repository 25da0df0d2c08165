// Instances of the file's own UIView subclasses (and of subclasses of UIKit's views) inside a view controller's tree
// or a cell: built as entries are, constrained from outside and inside, named, their layoutSubviews run once.

import Foundation
import Testing
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraSwift
import TesseraViews

@Suite struct OwnViewTests {
    /// A view class with a convenience init taking an argument: its box is 40 wide and `height` tall, 6 from its top
    /// and bottom, so the view is 12 taller than its box.
    static let statView = """
        final class StatView: UIView {
            let box = UIView()
            var height: CGFloat = 20
            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                addSubview(box)
            }
            convenience init(height: CGFloat) {
                self.init(frame: .zero)
                self.height = height
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                    box.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
                    box.centerXAnchor.constraint(equalTo: centerXAnchor),
                    box.widthAnchor.constraint(equalToConstant: 40),
                    box.heightAnchor.constraint(equalToConstant: self.height),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """

    @Test("Views of the file's class in a stack (arrangedSubviews: and addArrangedSubview), each made by its own init")
    func ownViewsInAStack() throws {
        let run = try ViewEntryTests.run("""
            import UIKit
            \(Self.statView)
            final class ProfileViewController: UIViewController {
                let stack = UIStackView(arrangedSubviews: [StatView(height: 20), StatView(height: 30)])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let third = StatView(height: 10)
                    third.accessibilityIdentifier = "posts"
                    stack.addArrangedSubview(third)
                    stack.distribution = .fillEqually
                    stack.alignment = .top
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 3),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """, entry: "ProfileViewController")
        let hierarchy = run.screen.hierarchy
        let stack = try #require(hierarchy.views.firstIndex { $0.identifier == "stack" })
        let stats = hierarchy.views[stack].subviews
        #expect(stats.count == 3)
        // 390 wide shared equally (130 each); the tallest (30 + 12) sets the stack's height; aligned at the top.
        #expect(stats.map { run.layout.frameInSuperview(of: $0, in: hierarchy) }
                == [rect(0, 0, 130, 32), rect(130, 0, 130, 42), rect(260, 0, 130, 22)])
        #expect(run.layout.frameInSuperview(of: stack, in: hierarchy) == rect(3, 69, 390, 42))
        #expect(stats.map { hierarchy.views[$0].identifier } == [nil, nil, "posts"])
        let boxes = stats.map { hierarchy.views[$0].subviews[0] }
        #expect(boxes.map { run.layout.frameInSuperview(of: $0, in: hierarchy) }
                == [rect(45, 6, 40, 20), rect(45, 6, 40, 30), rect(45, 6, 40, 10)])
        #expect(boxes.map { hierarchy.views[$0].identifier } == ["box", "box", "box"])
    }

    @Test("A stored property of the file's class, pinned from outside, named by the property; its init's constraints inside")
    func aStoredOwnViewIsConstrainedFromOutside() throws {
        let run = try ViewEntryTests.run("""
            import UIKit
            \(Self.statView)
            final class HeaderViewController: UIViewController {
                let header = StatView(height: 50)
                lazy var footer: StatView = {
                    let footer = StatView()
                    footer.translatesAutoresizingMaskIntoConstraints = false
                    return footer
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    view.addSubview(footer)
                    header.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                    header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
                    header.widthAnchor.constraint(equalToConstant: 200).isActive = true
                    footer.box.heightAnchor.constraint(equalToConstant: 4).isActive = true
                    NSLayoutConstraint.activate([
                        footer.topAnchor.constraint(equalTo: header.bottomAnchor, constant: header.height),
                        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        footer.widthAnchor.constraint(equalTo: header.widthAnchor),
                        footer.heightAnchor.constraint(equalToConstant: 30),
                        footer.box.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 7),
                        footer.box.topAnchor.constraint(equalTo: footer.topAnchor, constant: 9),
                        footer.box.widthAnchor.constraint(equalToConstant: 11),
                    ])
                }
            }
            """, entry: "HeaderViewController")
        let frames = ViewEntryTests.frames(run)
        // 100 down, at the 15 Pro's 16-pt margin, 200 wide, 50 + 6 + 6 tall.
        #expect(frames["header"] == rect(16, 100, 200, 62))
        // StatView() runs init(frame: .zero) only: the box has just the constraints made outside.
        #expect(frames["footer"] == rect(0, 212, 200, 30))
        let header = try #require(run.screen.hierarchy.views.firstIndex { $0.identifier == "header" })
        let headerBox = run.screen.hierarchy.views[header].subviews[0]
        #expect(run.layout.frameInSuperview(of: headerBox, in: run.screen.hierarchy) == rect(80, 6, 40, 50))
        let footer = try #require(run.screen.hierarchy.views.firstIndex { $0.identifier == "footer" })
        let footerBox = run.screen.hierarchy.views[footer].subviews[0]
        #expect(run.layout.frameInSuperview(of: footerBox, in: run.screen.hierarchy) == rect(7, 9, 11, 4))
    }

    @Test("layoutSubviews of a view of the file's class runs once after the first layout, after viewDidLayoutSubviews")
    func layoutSubviewsRunsInAViewControllersTree() throws {
        let run = try ViewEntryTests.run("""
            import UIKit
            final class UnderlineView: UIView {
                let line = UIView()
                var passes = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(line)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    passes += 1
                    line.frame = CGRect(x: 0, y: bounds.height - 2, width: bounds.width / 2, height: CGFloat(passes) * 2)
                }
            }
            final class FormViewController: UIViewController {
                let field = UnderlineView()
                var order: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    field.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(field)
                    NSLayoutConstraint.activate([
                        field.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                        field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                        field.widthAnchor.constraint(equalToConstant: 300),
                        field.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    // Runs first: the line has not been placed yet.
                    field.line.isHidden = field.line.frame.width > 0
                }
            }
            """, entry: "FormViewController")
        let frames = ViewEntryTests.frames(run)
        #expect(frames["field"] == rect(10, 40, 300, 44))
        // Laid out at 300 x 44: the line is at the bottom, half as wide, and 2 tall (one pass only).
        #expect(frames["line"] == rect(0, 42, 150, 2))
        let line = try #require(run.screen.hierarchy.views.firstIndex { $0.identifier == "line" })
        #expect(run.screen.hierarchy.views[line].isHidden == false)
    }

    @Test("A UILabel or UIButton subclass is its UIKit class plus its own stored properties and init code")
    func subclassesOfUIKitViewsKeepTheirKind() throws {
        let run = try ViewEntryTests.run("""
            import UIKit
            final class PaddedLabel: UILabel {
                var inset: CGFloat = 4
                convenience init(text: String) {
                    self.init(frame: .zero)
                    self.text = text
                    numberOfLines = 0
                }
            }
            final class RoundButton: UIButton {
                let radius: CGFloat = 22
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitle("Go", for: .normal)
                    layer.cornerRadius = radius
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class LabelsViewController: UIViewController {
                let padded = PaddedLabel(text: "Hello")
                let plain = UILabel()
                let button = RoundButton()
                let plainButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    plain.text = "Hello"
                    plainButton.setTitle("Go", for: .normal)
                    for item in [padded, plain, button, plainButton] as [UIView] {
                        item.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(item)
                        item.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    }
                    padded.topAnchor.constraint(equalTo: view.topAnchor, constant: padded.inset * 25).isActive = true
                    plain.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
                    button.topAnchor.constraint(equalTo: view.topAnchor, constant: button.radius * 10).isActive = true
                    plainButton.topAnchor.constraint(equalTo: view.topAnchor, constant: 300).isActive = true
                }
            }
            """, entry: "LabelsViewController")
        let frames = ViewEntryTests.frames(run)
        let hierarchy = run.screen.hierarchy
        let padded = try #require(hierarchy.views.firstIndex { $0.identifier == "padded" })
        let button = try #require(hierarchy.views.firstIndex { $0.identifier == "button" })
        #expect(hierarchy.views[padded].kind.className == "UILabel")
        #expect(hierarchy.views[button].kind.className == "UIButton")
        // The same intrinsic size as UIKit's own label and button with the same text; 4 * 25 and 22 * 10 down.
        let plain = try #require(frames["plain"]), plainButton = try #require(frames["plainButton"])
        let paddedFrame = try #require(frames["padded"]), buttonFrame = try #require(frames["button"])
        #expect(paddedFrame.origin == Point(x: 20, y: 100) && buttonFrame.origin == Point(x: 20, y: 220))
        #expect(paddedFrame.width == plain.width && abs(paddedFrame.height - plain.height) < 1e-9)
        #expect(buttonFrame.width == plainButton.width && abs(buttonFrame.height - plainButton.height) < 1e-9)
        #expect(plain.width == 41 && plainButton.width > 0)
    }

    @Test("A view that only draws runs, sized by its constraints (UIKit gives it no intrinsic size); draw(_:) is never called")
    func aDrawOnlyViewIsSizedByItsConstraints() throws {
        let run = try ViewEntryTests.run("""
            import UIKit
            class GaugeView: UIView {
                override func draw(_ rect: CGRect) {
                    UIColor.red.setFill()
                    UIRectFill(rect)
                }
            }
            class GaugeViewController: UIViewController {
                let gauge = GaugeView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    gauge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(gauge)
                    gauge.widthAnchor.constraint(equalToConstant: 160).isActive = true
                    gauge.heightAnchor.constraint(equalTo: gauge.widthAnchor, multiplier: 0.5).isActive = true
                    gauge.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    gauge.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
                }
            }
            """, entry: "GaugeViewController", device: "iphone-se-3")
        #expect(ViewEntryTests.frames(run)["gauge"] == rect(107.5, 293.5, 160, 80))
    }

    @Test("A view of the file's class inside a cell's content view")
    func anOwnViewInACell() throws {
        let source = CellTests.list(register: "collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: \"Cell\")")
            + """

            final class BadgeView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    heightAnchor.constraint(equalToConstant: 24).isActive = true
                    widthAnchor.constraint(equalToConstant: 60).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class BadgeCell: UICollectionViewCell {
                let badge = BadgeView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                        badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                        badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let run = try CellTests.run(source: source, entry: "ListViewController")
        let dump = try #require(run.collectionView).run.frameDump()
        // Self-sized: 10 + 24 + 10 tall, the badge 16 from the trailing edge of the 393-wide cell.
        #expect(dump.elements.map(\.frame) == [rect(0, 0, 393, 44), rect(0, 44, 393, 44)])
        #expect(dump.elements[0].subviews.map(\.frame) == [rect(317, 10, 60, 24)])
        #expect(dump.elements[0].subviews.map(\.name) == ["badge"])
    }

    @Test("SnapKit, the visual format and NSLayoutConstraint(item:) take a view of the file's class")
    func snapKitVisualFormatAndItemTakeOwnViews() throws {
        let run = try ViewEntryTests.run("""
            import UIKit
            import SnapKit
            final class Tile: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.size.equalTo(10)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class TilesViewController: UIViewController {
                let tile = Tile()
                let other = Tile()
                let third = Tile()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [tile, other, third].forEach { view.addSubview($0) }
                    tile.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().offset(30)
                        make.size.equalTo(50)
                    }
                    other.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[tile]-(20)-[other(==40)]",
                        options: [], metrics: nil, views: ["other": other, "tile": tile]))
                    other.snp.makeConstraints { make in
                        make.leading.equalTo(tile)
                        make.width.equalTo(80)
                    }
                    third.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        NSLayoutConstraint(item: third, attribute: .top, relatedBy: .equal, toItem: other,
                                           attribute: .bottom, multiplier: 1, constant: 5),
                        NSLayoutConstraint(item: third, attribute: .width, relatedBy: .equal, toItem: other,
                                           attribute: .width, multiplier: 0.5, constant: 0),
                        third.heightAnchor.constraint(equalToConstant: 12),
                        third.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """, entry: "TilesViewController", device: "iphone-se-3")
        let frames = ViewEntryTests.frames(run)
        #expect(frames["tile"] == rect(30, 30, 50, 50))
        #expect(frames["other"] == rect(30, 100, 80, 40))
        #expect(frames["third"] == rect(335, 145, 40, 12))
        let tile = try #require(run.screen.hierarchy.views.firstIndex { $0.identifier == "tile" })
        let dot = run.screen.hierarchy.views[tile].subviews[0]
        #expect(run.layout.frameInSuperview(of: dot, in: run.screen.hierarchy) == rect(20, 20, 10, 10))
    }

    static let intrinsicViews = """
        import UIKit
        final class DividerView: UIView {
            override var intrinsicContentSize: CGSize {
                CGSize(width: UIView.noIntrinsicMetric, height: 1)
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .separator
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Pill: UILabel {
            var extra: CGFloat = 20
            override var intrinsicContentSize: CGSize {
                return CGSize(width: 60 + extra, height: 24)
            }
            func grow() {
                extra = 40
                invalidateIntrinsicContentSize()
            }
        }
        final class ListViewController: UIViewController {
            let divider = DividerView()
            let pill = Pill()
            override func viewDidLoad() {
                super.viewDidLoad()
                pill.text = "Hi"
                let stack = UIStackView(arrangedSubviews: [divider, pill])
                stack.axis = .vertical
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                pill.grow()
            }
        }
        """

    @Test("An intrinsicContentSize override gives the view that size, read when laid out; noIntrinsicMetric leaves an axis free")
    func intrinsicContentSizeOverrides() throws {
        let run = try ViewEntryTests.run(Self.intrinsicViews, entry: "ListViewController", device: "iphone-se-3")
        let frames = ViewEntryTests.frames(run)
        // The pill's override (60 + 40 after grow(), not the label's text size) sets the fill stack's width; the
        // divider has no intrinsic width, so the stack's fill alignment makes it 100 wide, and it is 1 tall.
        #expect(frames["stack"] == rect(0, 100, 100, 25))
        #expect(frames["divider"] == rect(0, 0, 100, 1))
        #expect(frames["pill"] == rect(0, 1, 100, 24))
    }

    @Test("A view entry overriding intrinsicContentSize is fitted with it")
    func aViewEntryIsFittedWithItsIntrinsicSize() throws {
        let run = try ViewEntryTests.run(Self.intrinsicViews, entry: "DividerView", device: "iphone-se-3")
        #expect(run.screen.standalone == StandaloneView(className: "DividerView", sizing: .fittingWidth(375)))
        #expect(ViewEntryTests.frames(run)["DividerView"] == rect(0, 0, 375, 1))
    }

    @Test("convert refuses a screen with an intrinsicContentSize override, naming the view (no silent loss)")
    func convertRefusesAnOverride() throws {
        let run = try ViewEntryTests.run(Self.intrinsicViews, entry: "ListViewController", device: "iphone-se-3")
        do {
            _ = try LuaScreenWriter.write(run.screen, origin: "")
            Issue.record("converted")
        } catch {
            #expect("\(error)" == "'divider' overrides intrinsicContentSize, which Lua screens cannot write yet")
        }
    }

    @Test("loadView's view = contentView of the file's class is the root: the screen's margins and safe area, its layoutSubviews run")
    func aRootViewOfTheFilesClass() throws {
        let run = try ViewEntryTests.run("""
            import UIKit
            final class ProfileView: UIView {
                let bar = UIView()
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(bar)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(label)
                    label.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor).isActive = true
                    label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).isActive = true
                    label.widthAnchor.constraint(equalToConstant: 30).isActive = true
                    label.heightAnchor.constraint(equalToConstant: 10).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    bar.frame = CGRect(x: 0, y: bounds.height - 50, width: bounds.width, height: 50)
                }
            }
            final class ProfileViewController: UIViewController {
                private let contentView = ProfileView()
                override func loadView() { view = contentView }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    contentView.label.text = "Hi"
                }
            }
            """, entry: "ProfileViewController", device: "iphone-se-3")
        let frames = ViewEntryTests.frames(run)
        // The SE's 16-pt root margins and 20-pt status bar; the bar at the bottom of the 375 x 667 root.
        #expect(frames["label"] == rect(16, 20, 30, 10))
        #expect(frames["bar"] == rect(0, 617, 375, 50))
    }

    @Test("A view of the file's class made with arguments no init takes is an error at the call")
    func noInitTakesTheArguments() {
        do {
            _ = try ViewEntryTests.run("import UIKit\n\(Self.statView)\nfinal class VC: UIViewController {\n"
                                       + "    override func viewDidLoad() { view.addSubview(StatView(count: 3)) }\n}", entry: "VC")
            Issue.record("StatView(count:) ran")
        } catch {
            #expect("\(error)" == "View.swift:24:51: no init of StatView takes StatView(count:)")
        }
    }
}
