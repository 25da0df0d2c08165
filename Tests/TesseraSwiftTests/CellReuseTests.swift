// Swift cells reused as UIKit reuses them: one cell per reuse identifier, stale state kept, prepareForReuse run.

import Testing
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraSwift

@Suite struct CellReuseTests {
    /// The `viewDidLoad` of the lists below: a full-width list of estimated rows, each cell class registered under its
    /// identifier, the controller its data source.
    static func listViewDidLoad(registering cells: KeyValuePairs<String, String>) -> String {
        let registrations = cells.map { #"collectionView.register(\#($0.key).self, forCellWithReuseIdentifier: "\#($0.value)")"# }
        return """
        override func viewDidLoad() {
                super.viewDidLoad()
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                let item = NSCollectionLayoutItem(layoutSize: size)
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
                let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                \(registrations.joined(separator: "\n        "))
                collectionView.dataSource = self
                view.addSubview(collectionView)
            }
        """
    }

    /// A list whose cells hide their detail label when the item has no detail (and never show it again) —
    /// `prepareForReuse` is the body given, `""` for none.
    static func detailList(prepareForReuse: String) -> String {
        """
        import UIKit

        class ListViewController: UIViewController, UICollectionViewDataSource {
            let names = ["Ada", "Grace", "Linus"]
            let details: [String?] = [nil, "compilers", nil]
            var collectionView: UICollectionView!

            \(Self.listViewDidLoad(registering: ["DetailCell": "detail"]))

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "detail", for: indexPath) as! DetailCell
                cell.nameLabel.text = names[indexPath.item]
                if let detail = details[indexPath.item] {
                    cell.detailLabel.text = detail
                } else {
                    cell.detailLabel.isHidden = true
                }
                return cell
            }
        }

        class DetailCell: UICollectionViewCell {
            let nameLabel = UILabel()
            let detailLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                let stack = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
                stack.axis = .vertical
                stack.spacing = 4
                stack.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }

            override func prepareForReuse() {
                super.prepareForReuse()
                \(prepareForReuse)
            }
        }
        """
    }

    /// The set-up of a cell's `init(frame:)` with one view: `view` added to the content view, `inset` from its top and
    /// bottom and 16 pt from its leading edge.
    static func pinned(_ view: String, inset: Int) -> String {
        """
                \(view).translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(\(view))
                NSLayoutConstraint.activate([
                    \(view).topAnchor.constraint(equalTo: contentView.topAnchor, constant: \(inset)),
                    \(view).leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    \(view).bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -\(inset)),
                ])
        """
    }

    static func measurer(_ run: ScreenRun) throws -> SwiftCellMeasurer {
        let source = try #require(run.collectionView?.run.source as? SwiftCollectionSource)
        return source.collection.measurer
    }

    @Test func aLabelHiddenForOneItemStaysHiddenForTheNextAsOnADevice() throws {
        let run = try CellTests.run(source: Self.detailList(prepareForReuse: ""), entry: "ListViewController")
        // Item 0 hides the detail label; item 1 sets its text but the reused cell's label is still hidden:
        // 12 + 20.333 (one 17-pt line) + 12 for every item.
        #expect(CellTests.near(try CellTests.frames(run), [Rect(x: 0, y: 0, width: 393, height: 44.333),
                                                           Rect(x: 0, y: 44.333, width: 393, height: 44.333),
                                                           Rect(x: 0, y: 88.667, width: 393, height: 44.333)]))
        let text = ScreenTextFormat.write(try run.screenDump())
        #expect(text.contains("cell [0, 1] frame = (0 44.333; 393 44.333)"))
        #expect(try Self.measurer(run).cellCounts == (made: 1, reused: 2))
    }

    @Test func prepareForReuseResettingTheLabelShowsItAgain() throws {
        let run = try CellTests.run(source: Self.detailList(prepareForReuse: "detailLabel.isHidden = false"),
                                    entry: "ListViewController")
        // Item 1's detail shows: 12 + 20.333 + 4 + 20.333 + 12.
        #expect(CellTests.near(try CellTests.frames(run), [Rect(x: 0, y: 0, width: 393, height: 44.333),
                                                           Rect(x: 0, y: 44.333, width: 393, height: 68.667),
                                                           Rect(x: 0, y: 113, width: 393, height: 44.333)]))
        #expect(try Self.measurer(run).cellCounts == (made: 1, reused: 2))
    }

    @Test func oneCellIsMadePerReuseIdentifier() throws {
        let source = """
        import UIKit

        class ListViewController: UIViewController, UICollectionViewDataSource {
            var made = 0
            var collectionView: UICollectionView!

            \(Self.listViewDidLoad(registering: ["CountingCell": "even", "CountingCell": "odd"]))

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let identifier = indexPath.item % 2 == 0 ? "even" : "odd"
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as! CountingCell
                cell.configured += 1
                cell.label.text = "item \\(indexPath.item), configure \\(cell.configured) of its cell"
                return cell
            }
        }

        class CountingCell: UICollectionViewCell {
            let label = UILabel()
            var configured = 0

            override init(frame: CGRect) {
                super.init(frame: frame)
        \(Self.pinned("label", inset: 12))
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let run = try CellTests.run(source: source, entry: "ListViewController")
        #expect(try Self.measurer(run).cellCounts == (made: 2, reused: 5))
        let text = ScreenTextFormat.write(try run.screenDump())
        // Each cell's own stored property counts the items it was configured for: 0, 2, 4, 6 and 1, 3, 5.
        #expect(text.contains("text = \"item 5, configure 3 of its cell\""))
        #expect(text.contains("text = \"item 6, configure 4 of its cell\""))
        // Only the label's text changes from one item to the next: every fit after each cell's first refits.
        #expect(try Self.measurer(run).fits == (incremental: 5, fresh: 2))
        #expect(try Self.measurer(run).layouts == (incremental: 5, fresh: 2))
    }

    @Test func aCellRegistrationIsOneReuseQueue() throws {
        let run = try CellTests.run(path: CellTests.samples + "cell-registration-tags.swift", entry: "TagsViewController")
        // Five tags, one TagCell made by the registration and configured for each.
        #expect(try Self.measurer(run).cellCounts == (made: 1, reused: 4))
        let text = ScreenTextFormat.write(try run.screenDump())
        #expect(text.contains("text = \"#compositional\""))
    }

    /// `tessera bench swift`'s screen case runs (its figures are timed there; here its frames are checked).
    @Test func theBenchmarkScreenRunsWithItsThousandCells() throws {
        let path = SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftScreens/contacts-screen.swift"
        let run = try CellTests.run(path: path, entry: "ContactsScreenViewController")
        let cells = try #require(run.collectionView).run
        // Every 25th contact is a favourite: 40 of 1,000.
        #expect(cells.source.itemCounts == [40, 960])
        #expect(try Self.measurer(run).cellCounts == (made: 1, reused: 999))
        let text = ScreenTextFormat.write(try run.screenDump())
        #expect(text.components(separatedBy: "\n    cell [").count - 1 == 1000)
        // Summary: 12 + title2 26.333 + 4 + subheadline 18 + 12 under the safe area's top (59).
        #expect(text.contains("UIView \"summaryView\" frame = (0 59; 393 72.333)"))
        // Contact 0: 10 + name 20.333 + 2 + subtitle 18 + 2 + a one-line note 15.667 + 10 = 78, under the 36-pt header.
        #expect(text.contains("cell [0, 0] frame = (0 36; 393 78)"))
        // Contact 50 has no note (hidden): the 44-pt avatar is the row's height, 10 + 44 + 10.
        #expect(text.contains("cell [0, 2] frame = (0 225; 393 64)"))
        #expect(text.contains("UILabel \"noteLabel\" frame = (0 40.333; 305 0); in collection view = (72 275.333; 305 0); "
                              + "text = \"\"; hidden"))
        // Contact 7 has 7 unread: the badge (50 wide) narrows the text to 361 − 44 − 12 − 12 − 50 = 243, the note wraps
        // to three lines; its label was hidden for contact 6 and prepareForReuse showed it again.
        #expect(text.contains("cell [1, 6] frame = (0 4128; 393 109)"))
        // Nested subviews are dumped at UIKit's frame, in their superview (the row stack at (16 10) in the cell).
        #expect(text.contains("UIStackView \"textStack\" frame = (56 0; 243 89); in collection view = (72 4138; 243 89)"))
        #expect(text.contains("UILabel \"badgeLabel\" frame = (311 0; 50 14.333); in collection view = (327 4138; 50 14.333); "
                              + "text = \"7 unread\""))
        #expect(text.contains("cell [1, 959] frame = (0 87665; 393 93.667)"))
        #expect(text.contains("contentSize = (393 87774.667)"))
    }
}

/// A reused cell's view tree is taken from its last item's only while its views and constraints are the same.
@Suite struct CellTreeReuseTests {
    /// The set-up of a cell's `init(frame:)` below: `label` 10 pt from the top at `leading`, `box` (10 pt wide) under
    /// it at the leading edge and 10 pt from the bottom, and the constraints in `also`, activated.
    static func labelOverBox(leading: String, also: String = "") -> String {
        """
                label.translatesAutoresizingMaskIntoConstraints = false
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    label.leadingAnchor.constraint(equalTo: \(leading)),
                    box.topAnchor.constraint(equalTo: label.bottomAnchor),
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    box.widthAnchor.constraint(equalToConstant: 10),
                    box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    \(also)
                ])
        """
    }

    /// A list of `items` estimated rows whose cells, of class `cell` under `identifier`, `configure` sets up (with
    /// `cell` and `indexPath` in scope).
    static func list(of cell: String, _ identifier: String, items: Int, configure: String) -> String {
        """
        import UIKit

        class ListViewController: UIViewController, UICollectionViewDataSource {
            var collectionView: UICollectionView!

            \(CellReuseTests.listViewDidLoad(registering: [cell: identifier]))

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { \(items) }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "\(identifier)", for: indexPath) as! \(cell)
        \(configure)
                return cell
            }
        }
        """
    }

    @Test func constraintsToggledByTheItemRebuildTheTree() throws {
        let source = Self.list(of: "ToggleCell", "toggle", items: 4, configure: """
                cell.label.text = "item \\(indexPath.item)"
                let tall = indexPath.item < 2
                cell.short.isActive = !tall
                cell.tall.isActive = tall
                if indexPath.item == 3 { cell.contentView.addSubview(cell.extra) }
        """) + """

        class ToggleCell: UICollectionViewCell {
            let label = UILabel()
            let box = UIView()
            let extra = UIView()
            var short: NSLayoutConstraint!
            var tall: NSLayoutConstraint!

            override init(frame: CGRect) {
                super.init(frame: frame)
                short = box.heightAnchor.constraint(equalToConstant: 4)
                tall = box.heightAnchor.constraint(equalToConstant: 40)
        \(Self.labelOverBox(leading: "contentView.leadingAnchor, constant: 16"))
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let run = try CellTests.run(source: source, entry: "ListViewController")
        // Items 0 and 1: 10 + 20.333 (one 17-pt line) + 40 + 10; items 2 and 3 the 4-pt box: 10 + 20.333 + 4 + 10.
        #expect(CellTests.near(try CellTests.frames(run), [Rect(x: 0, y: 0, width: 393, height: 80.333),
                                                           Rect(x: 0, y: 80.333, width: 393, height: 80.333),
                                                           Rect(x: 0, y: 160.667, width: 393, height: 44.333),
                                                           Rect(x: 0, y: 205, width: 393, height: 44.333)]))
        let text = ScreenTextFormat.write(try run.screenDump())
        // Items 1 and 3 reuse the tree of the item before with their own label text.
        #expect(text.contains("text = \"item 1\""))
        #expect(text.contains("text = \"item 3\""))
        #expect(text.contains("UIView \"box\" frame = (0 30.333; 10 4)"))
        // Item 3 adds a view to the reused cell (same constraints as item 2): its tree is built again, with the view.
        #expect(text.components(separatedBy: "UIView \"extra\"").count - 1 == 1)
        #expect(try CellReuseTests.measurer(run).cellCounts == (made: 1, reused: 3))
    }

    /// A reused cell's views that its configure left alone are the last item's; each view or constraint it changed is
    /// read again: a constraint's constant, a label's text (with an escaped line break), the content view's margins.
    @Test func onlyTheViewsAndConstraintsAConfigureChangesAreReadAgain() throws {
        let source = Self.list(of: "ChangingCell", "changing", items: 4, configure: """
                switch indexPath.item {
                case 0:
                    cell.label.text = "first"
                    cell.boxHeight.constant = 4
                case 1:
                    cell.boxHeight.constant = 20
                case 2:
                    cell.label.text = "second\\nline"
                default:
                    cell.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
                }
        """) + """

        class ChangingCell: UICollectionViewCell {
            let label = UILabel()
            let box = UIView()
            var boxHeight: NSLayoutConstraint!

            override init(frame: CGRect) {
                super.init(frame: frame)
                label.numberOfLines = 0
                boxHeight = box.heightAnchor.constraint(equalToConstant: 0)
        \(Self.labelOverBox(leading: "contentView.layoutMarginsGuide.leadingAnchor", also: "boxHeight,"))
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let run = try CellTests.run(source: source, entry: "ListViewController")
        // 10 + the label + the box + 10: one 17-pt line (20.333) and a 4-pt box; the box 20 pt; two lines (40.667).
        #expect(CellTests.near(try CellTests.frames(run), [Rect(x: 0, y: 0, width: 393, height: 44.333),
                                                           Rect(x: 0, y: 44.333, width: 393, height: 60.333),
                                                           Rect(x: 0, y: 104.667, width: 393, height: 80.667),
                                                           Rect(x: 0, y: 185.333, width: 393, height: 80.667)]))
        let text = ScreenTextFormat.write(try run.screenDump())
        let labels = text.split(separator: "\n").filter { $0.contains("UILabel \"label\"") }.map {
            String($0.prefix { $0 != ";" }.drop { $0 == " " })
        }
        // Item 1 keeps item 0's text (stale, as on a device); item 3 item 2's, 30 pt from the edge (its margin).
        #expect(labels == ["UILabel \"label\" frame = (8 10", "UILabel \"label\" frame = (8 10",
                           "UILabel \"label\" frame = (8 10", "UILabel \"label\" frame = (30 10"])
        #expect(text.components(separatedBy: "text = \"first\"").count - 1 == 2)
        #expect(text.components(separatedBy: "text = \"second\\nline\"").count - 1 == 2)
        #expect(try CellReuseTests.measurer(run).cellCounts == (made: 1, reused: 3))
    }

    /// An activity indicator started for one item and stopped for the next is read again: hidden while stopped.
    @Test func anIndicatorStoppedInAReusedCellHides() throws {
        let source = Self.list(of: "SpinnerCell", "spinner", items: 3, configure: """
                if indexPath.item == 1 { cell.spinner.startAnimating() } else { cell.spinner.stopAnimating() }
        """) + """

        class SpinnerCell: UICollectionViewCell {
            let spinner = UIActivityIndicatorView(style: .medium)

            override init(frame: CGRect) {
                super.init(frame: frame)
        \(CellReuseTests.pinned("spinner", inset: 10))
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let run = try CellTests.run(source: source, entry: "ListViewController")
        let spinners = ScreenTextFormat.write(try run.screenDump()).split(separator: "\n")
            .filter { $0.contains("UIActivityIndicatorView") }
        #expect(spinners.map { $0.hasSuffix("; hidden") } == [true, false, true])
        #expect(try CellReuseTests.measurer(run).cellCounts == (made: 1, reused: 2))
    }
}
