// UITextView, UIStackView's custom spacing, system spacing, visual formats without options and method references in view controllers.

import Foundation
import Testing
import TesseraLayout
import TesseraViews
import TesseraTestSupport

@Suite struct TextViewAndSpacingTests {
    /// The frames (in the window) of the named views of a view controller whose `viewDidLoad` runs `body`, on an
    /// iPhone 15 Pro (393 × 852 at @3x, safe area top 59).
    static func frames(_ body: String, members: String = "") throws -> [String: Rect] {
        let source = """
        import UIKit
        class GapsViewController: UIViewController {
            let box = UIView()
            let other = UIView()
            let first = UILabel()
            let second = UILabel()
            let stack = UIStackView()
            let notes = UITextView()
        \(members)
            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
        }
        """
        let folder = try ScratchFolder()
        let run = try ViewControllerTests.run(try folder.write("TextView.swift", source))
        var frames: [String: Rect] = [:]
        for (index, view) in run.screen.hierarchy.views.enumerated() {
            if let name = view.identifier { frames[name] = run.layout.views.frames[index] }
        }
        return frames
    }

    static func error(_ body: String) -> String? {
        do {
            _ = try frames(body)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// One pixel at @3x.
    static func pixel(_ value: Double) -> Double { (value * 3).rounded() / 3 }

    // MARK: UIStackView custom spacing

    @Test func customSpacingReplacesTheSpacingAfterItsView() throws {
        // 17-pt labels are 20.333 tall at @3x; spacing 8, 24 after the first: second at 44.333, the box after it at
        // 44.333 + 20.333 + 8. The custom spacing read back (24) sizes `other`; none after `second` reads as
        // spacingUseDefault (FLT_MAX), which gives `box` its 7.
        let frames = try Self.frames("""
                stack.axis = .vertical
                stack.spacing = 8
                first.text = "One"
                second.text = "Two"
                [first, second, box].forEach(stack.addArrangedSubview)
                stack.setCustomSpacing(24, after: first)
                stack.translatesAutoresizingMaskIntoConstraints = false
                other.translatesAutoresizingMaskIntoConstraints = false
                [stack, other].forEach(view.addSubview)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    stack.widthAnchor.constraint(equalToConstant: 200),
                    box.heightAnchor.constraint(equalToConstant: stack.customSpacing(after: second) == UIStackView.spacingUseDefault ? 7 : 1),
                    other.heightAnchor.constraint(equalToConstant: stack.customSpacing(after: first)),
                    other.widthAnchor.constraint(equalToConstant: 10),
                ])
        """)
        #expect(ViewControllerTests.near(try #require(frames["first"]), rect(0, 100, 200, 61.0 / 3)))
        #expect(ViewControllerTests.near(try #require(frames["second"]), rect(0, 100 + 61.0 / 3 + 24, 200, 61.0 / 3)))
        #expect(ViewControllerTests.near(try #require(frames["box"]), rect(0, 100 + 122.0 / 3 + 32, 200, 7)))
        #expect(try #require(frames["other"]).height == 24)
    }

    @Test func customSpacingFollowsItsViewAndIsDroppedWithIt() throws {
        // `second` inserted first keeps no spacing of its own; the custom 30 after `first` moves with it; removing
        // `box` from the arrangement drops its custom spacing (it stays a subview, placed by its own frame);
        // spacingUseDefault restores the stack's spacing (10) after `second`; spacingUseSystem is 8.
        let frames = try Self.frames("""
                stack.axis = .vertical
                stack.spacing = 10
                first.text = "One"
                second.text = "Two"
                stack.addArrangedSubview(first)
                stack.addArrangedSubview(box)
                stack.setCustomSpacing(30, after: first)
                stack.setCustomSpacing(50, after: box)
                stack.insertArrangedSubview(second, at: 0)
                stack.setCustomSpacing(UIStackView.spacingUseSystem, after: second)
                stack.removeArrangedSubview(box)
                stack.addArrangedSubview(other)
                box.translatesAutoresizingMaskIntoConstraints = true
                box.frame = CGRect(x: 300, y: 10, width: 5, height: 5)
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    stack.widthAnchor.constraint(equalToConstant: 200),
                    other.heightAnchor.constraint(equalToConstant: 10),
                ])
        """)
        let line = 61.0 / 3
        #expect(ViewControllerTests.near(try #require(frames["second"]), rect(0, 100, 200, line)))
        #expect(ViewControllerTests.near(try #require(frames["first"]), rect(0, 100 + line + 8, 200, line)))
        #expect(ViewControllerTests.near(try #require(frames["other"]), rect(0, 100 + 2 * line + 8 + 30, 200, 10)))
        #expect(frames["box"] == rect(300, 110, 5, 5))   // still the stack's subview, at its own frame in it
        let restored = try Self.frames("""
                stack.axis = .vertical
                stack.spacing = 10
                [box, other].forEach(stack.addArrangedSubview)
                stack.setCustomSpacing(40, after: box)
                stack.setCustomSpacing(UIStackView.spacingUseDefault, after: box)
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor), stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
                    box.widthAnchor.constraint(equalToConstant: 10),
                ])
        """)
        #expect(try #require(restored["other"]).minY == 20)
        #expect(Self.error("""
                stack.setCustomSpacing(12, after: first)
        """)?.contains("setCustomSpacing(_:after:): first is not an arranged subview of the stack") == true)
        #expect(Self.error("""
                stack.addArrangedSubview(first)
                stack.setCustomSpacing(0.0 / 0.0, after: first)
        """)?.contains("setCustomSpacing(_:after:): a stack's spacing must be a finite number (got ") == true)
    }

    @Test func spacingUseSystemAndUseDefault() throws {
        let frames = try Self.frames("""
                let inner = UIStackView(arrangedSubviews: [other])
                inner.axis = .vertical
                inner.spacing = UIStackView.spacingUseDefault
                inner.accessibilityIdentifier = "inner"
                stack.axis = .vertical
                stack.spacing = UIStackView.spacingUseSystem
                [box, inner].forEach(stack.addArrangedSubview)
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor), stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.heightAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
                    box.widthAnchor.constraint(equalToConstant: inner.spacing + 10),
                ])
        """)
        #expect(frames["inner"] == rect(0, 18, 10, 10))
    }

    // MARK: System spacing

    @Test func systemSpacingBetweenEdgesIsEight() throws {
        let frames = try Self.frames("""
                [box, other].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
                    box.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 1),
                    view.trailingAnchor.constraint(equalToSystemSpacingAfter: box.trailingAnchor, multiplier: 3),
                    box.heightAnchor.constraint(equalToConstant: 50),
                    other.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: box.bottomAnchor, multiplier: 1),
                    other.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: box.bottomAnchor, multiplier: 1.5),
                    other.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: box.leadingAnchor, multiplier: 2),
                    other.widthAnchor.constraint(equalToConstant: 20), other.heightAnchor.constraint(equalToConstant: 20),
                ])
                let preferredTop = other.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 30)
                preferredTop.priority = .defaultHigh
                let preferredLeading = other.leadingAnchor.constraint(equalTo: box.leadingAnchor)
                preferredLeading.priority = .defaultLow
                NSLayoutConstraint.activate([preferredTop, preferredLeading])
        """)
        #expect(frames["box"] == rect(8, 59 + 16, 393 - 8 - 24, 50))
        // At most 12 below the box (1.5 × 8) though 30 is preferred; at least 16 after its leading edge.
        #expect(frames["other"] == rect(24, 59 + 16 + 50 + 12, 20, 20))
    }

    @Test func systemSpacingAtBaselinesAddsTheTextsLine() throws {
        // 17-pt system font: ascender 16.19, line height 20.29 (descent below the baseline 4.10). Below the box's
        // bottom edge, a label's first baseline is 8 + ascender down: its text's line starts 8 below the box.
        // Baseline to baseline: descent + 8 + ascender = 28.29, so the second label's top is 28.29 below the first's.
        let frames = try Self.frames("""
                first.text = "Title"
                second.text = "Subtitle"
                [box, first, second].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
                    first.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: box.bottomAnchor, multiplier: 1),
                    first.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    second.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: first.lastBaselineAnchor, multiplier: 1),
                    second.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                ])
        """)
        let first = try #require(frames["first"]), second = try #require(frames["second"])
        #expect(first.minY == 118)
        #expect(abs(second.minY - Self.pixel(118 + 28.2871)) < 1e-9, "\(second)")   // 146.333
        #expect(Self.error("""
                view.addSubview(box)
                _ = box.leadingAnchor.constraint(equalToSystemSpacingBelow: view.topAnchor, multiplier: 1)
        """)?.contains("box.leadingAnchor is not an NSLayoutYAxisAnchor (equalToSystemSpacingBelow: takes top, bottom, "
                       + "centerY and baseline anchors)") == true)
    }

    // MARK: UITextView

    @Test func aScrollingTextViewHasNoIntrinsicSize() throws {
        let frames = try Self.frames("""
                notes.text = "A long note that would wrap over several lines if the text view did not scroll its text."
                notes.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(notes)
                NSLayoutConstraint.activate([
                    notes.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    notes.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    notes.widthAnchor.constraint(equalToConstant: 120),
                    notes.heightAnchor.constraint(equalToConstant: 44),
                ])
        """)
        #expect(frames["notes"] == rect(20, 100, 120, 44))
        #expect(Self.error("""
                notes.textContainer.lineFragmentPadding = 0.0 / 0.0
        """)?.contains("'lineFragmentPadding' needs a finite number") == true)
        #expect(Self.error("""
                notes.textContainerInset = UIEdgeInsets(top: 0.0 / 0.0, left: 0, bottom: 0, right: 0)
        """)?.contains("textContainerInset needs finite numbers") == true)
    }

    @Test func aTextViewThatDoesNotScrollSizesToItsText() throws {
        // Empty, in the default 12-pt system font (line 14.32 → 14.333 at @3x): 5 + 5 wide, 8 + 14.333 + 8 tall.
        // With its padding and insets set to zero it is the size of a label of the same text and font; with them, 10
        // wider and 16 taller. Wrapped at 150 − 10 it matches a label wrapped at 140, plus 16.
        let frames = try Self.frames("""
                let empty = UITextView()
                empty.isScrollEnabled = false
                let bare = UITextView()
                bare.isScrollEnabled = false
                bare.text = "Bare text"
                bare.font = .systemFont(ofSize: 17)
                bare.textContainerInset = .zero
                bare.textContainer.lineFragmentPadding = 0
                first.text = "Bare text"
                notes.isScrollEnabled = false
                notes.isEditable = false
                notes.textAlignment = .center
                notes.font = UIFont.systemFont(ofSize: 17)
                notes.text = "A note long enough to wrap onto more than one line."
                second.text = notes.text
                second.numberOfLines = 0
                for (name, subview) in [("empty", empty), ("bare", bare)] { subview.accessibilityIdentifier = name }
                [empty, bare, first, notes, second].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
                NSLayoutConstraint.activate([
                    empty.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    empty.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bare.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
                    bare.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    first.topAnchor.constraint(equalTo: view.topAnchor, constant: 300),
                    first.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    notes.topAnchor.constraint(equalTo: view.topAnchor, constant: 400),
                    notes.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    notes.widthAnchor.constraint(equalToConstant: 150 + notes.textContainer.lineFragmentPadding * 0),
                    second.topAnchor.constraint(equalTo: view.topAnchor, constant: 600),
                    second.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    second.widthAnchor.constraint(equalToConstant: 140),
                ])
        """)
        #expect(ViewControllerTests.near(try #require(frames["empty"]), rect(0, 100, 10, 16 + 43.0 / 3)))
        let bare = try #require(frames["bare"]), label = try #require(frames["first"])
        #expect(ViewControllerTests.near(bare, rect(0, 200, label.width, 61.0 / 3)) && label.width > 40, "\(bare) \(label)")
        let notes = try #require(frames["notes"]), wrapped = try #require(frames["second"])
        // Four 17-pt lines (81.333) + 16.
        #expect(ViewControllerTests.near(wrapped, rect(0, 600, 140, 244.0 / 3)))
        #expect(ViewControllerTests.near(notes, rect(0, 400, 150, 244.0 / 3 + 16)))
    }

    @Test func aTextViewsBaselineIsBelowItsTopInset() throws {
        // The label's first baseline on the text view's: the text view's text starts 12 below its top (its inset),
        // so the label (same font, one line) sits 12 lower; the text view taller than its text keeps the text at the top.
        let frames = try Self.frames("""
                notes.isScrollEnabled = false
                notes.text = "Notes"
                notes.font = .systemFont(ofSize: 17)
                notes.textContainerInset = UIEdgeInsets(top: 12, left: 4, bottom: 12, right: 4)
                first.text = "Label"
                [notes, first].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
                NSLayoutConstraint.activate([
                    notes.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    notes.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    notes.heightAnchor.constraint(equalToConstant: 120),
                    first.firstBaselineAnchor.constraint(equalTo: notes.firstBaselineAnchor),
                    first.leadingAnchor.constraint(equalTo: notes.trailingAnchor, constant: notes.textContainerInset.left),
                ])
        """)
        let notes = try #require(frames["notes"]), label = try #require(frames["first"])
        #expect(notes.minY == 100 && notes.height == 120)
        #expect(label.minY == 112 && label.minX == notes.maxX + 4, "\(label)")
    }

    // MARK: Visual format without options, method references

    @Test func visualFormatWithoutOptions() throws {
        let frames = try Self.frames("""
                [box, other].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
                let views = ["box": box, "other": other]
                var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[box(100)]-[other(==box)]", metrics: nil, views: views)
                constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[box(40)]", metrics: ["top": 70], views: views)
                constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[other(==box)]", options: [], metrics: ["top": 80], views: views)
                NSLayoutConstraint.activate(constraints)
        """)
        #expect(frames["box"] == rect(20, 70, 100, 40))
        #expect(frames["other"] == rect(128, 80, 100, 40))
    }

    @Test func methodsPassedAsFunctions() throws {
        // `map(makeLabel)` calls a labelled method by position; `UIView.init(frame:)` makes views from frames;
        // `forEach(stack.addArrangedSubview)` and `forEach(view.addSubview)` add them.
        let frames = try Self.frames("""
                let labels = ["A", "B"].map(makeLabel)
                labels.forEach(stack.addArrangedSubview)
                stack.axis = .vertical
                stack.spacing = 4
                let squares = [CGRect(x: 10, y: 20, width: 30, height: 40)].map(UIView.init(frame:))
                squares[0].accessibilityIdentifier = "square"
                (squares + [stack]).forEach(view.addSubview)
                stack.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                ])
        """, members: """
            func makeLabel(title: String) -> UILabel {
                let label = UILabel()
                label.text = title
                label.accessibilityIdentifier = "label" + title
                return label
            }
        """)
        #expect(frames["square"] == rect(10, 20, 30, 40))
        let a = try #require(frames["labelA"]), b = try #require(frames["labelB"])
        #expect(ViewControllerTests.near(a, rect(10, 200, a.width, 61.0 / 3)) && a.width > 5)
        #expect(ViewControllerTests.near(b, rect(10, 200 + 61.0 / 3 + 4, a.width, 61.0 / 3)))
    }
    @Test func aTextViewSizesASelfSizingCell() throws {
        // The cells are as tall as their text views: 8 + one 17-pt line (20.333) + 8, and 8 + two lines + 8 (the
        // long note wraps at 393 − 10).
        let run = try CellTests.run(source: """
        import UIKit
        class NotesViewController: UIViewController, UICollectionViewDataSource {
            let notes = ["Short", "A longer note that needs two lines in a phone-wide cell, as it runs on past the edge."]
            \(CellTests.listCollectionView)
            override func viewDidLoad() {
                collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "Note")
                collectionView.dataSource = self
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Note", for: indexPath) as! NoteCell
                cell.noteView.text = notes[indexPath.item]
                return cell
            }
        }
        class NoteCell: UICollectionViewCell {
            let noteView = UITextView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                noteView.isScrollEnabled = false
                noteView.font = .systemFont(ofSize: 17)
                noteView.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(noteView)
                NSLayoutConstraint.activate([
                    noteView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    noteView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    noteView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    noteView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                ])
            }
        }
        """, entry: "NotesViewController")
        let frames = try CellTests.frames(run)
        #expect(CellTests.near(frames, [rect(0, 0, 393, 16 + 61.0 / 3), rect(0, 16 + 61.0 / 3, 393, 16 + 122.0 / 3)]), "\(frames)")
    }
}
