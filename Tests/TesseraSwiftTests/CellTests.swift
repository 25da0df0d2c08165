// A view controller's collection view and its cells in Swift: data sources, registrations, self-sizing, images.

import Foundation
import Testing
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraSwift
import TesseraViews

@Suite struct CellTests {
    static let samples = SwiftTests.root + "/Scripts/samples/swift/"

    /// A run of view controller `entry` of a file on a device, with images' sizes.
    static func run(path: String, entry: String, images: [String: Size] = [:], device: String = "iphone-15-pro",
                    overlapsFits: Bool = true) throws -> ScreenRun {
        let file = try SwiftLayoutFile(path: path)
        let found = try #require(try file.viewControllerEntry(named: entry))
        let source = SwiftScreenSource(file: file, entry: found, name: path)
        source.images = images
        source.overlapsCellFits = overlapsFits
        let preset = try #require(DevicePreset.named(device))
        return try ScreenRun(source, options: RunOptions(device: RunDevice(preset: preset)))
    }

    /// A test controller's `collectionView` (a full-width list of rows estimated at 44 pt) and the `loadView` making it
    /// the root view: six lines, so that the files' line numbers stay as written.
    static let listCollectionView = """
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))]))))
            override func loadView() { view = collectionView }
        """

    /// A run of the only view controller of `source`, written to a scratch file.
    static func run(source: String, entry: String, images: [String: Size] = [:], overlapsFits: Bool = true) throws -> ScreenRun {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cells-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: path) }
        let file = path.appendingPathComponent("Cells.swift").path
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        return try run(path: file, entry: entry, images: images, overlapsFits: overlapsFits)
    }

    /// The message a run fails with, with the scratch folder's path cut.
    static func error(_ source: String, entry: String = "ListViewController", images: [String: Size] = [:],
                      overlapsFits: Bool = true) -> String? {
        do {
            _ = try run(source: source, entry: entry, images: images, overlapsFits: overlapsFits)
            return nil
        } catch {
            let text = "\(error)"
            guard let range = text.range(of: "Cells.swift") else { return text }
            let start = text[..<range.lowerBound].lastIndex(of: " ").map { text.index(after: $0) } ?? text.startIndex
            return text.replacingCharacters(in: start..<range.lowerBound, with: "")
        }
    }

    static func frames(_ run: ScreenRun) throws -> [Rect] {
        try #require(run.collectionView).run.frameDump().elements.map(\.frame)
    }

    static func near(_ a: [Rect], _ b: [Rect]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { a, b in
            [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-3 }
        }
    }

    @Test func aDataSourceCellsSelfSizeThroughTheirConstraints() throws {
        let run = try Self.run(path: Self.samples + "cell-name-list.swift", entry: "ListViewController")
        let (index, cells) = try #require(run.collectionView)
        #expect(index == 1)
        #expect(cells.source.itemCounts == [3])
        // One line of 17-pt text is 20.333 high: 12 + 20.333 + 12; the long name wraps to two lines (40.667).
        #expect(Self.near(try Self.frames(run), [Rect(x: 0, y: 0, width: 393, height: 44.333),
                                                 Rect(x: 0, y: 44.333, width: 393, height: 64.667),
                                                 Rect(x: 0, y: 109, width: 393, height: 44.333)]))
        let text = ScreenTextFormat.write(try run.screenDump())
        #expect(text.contains("\n    cell [0, 1] frame = (0 44.333; 393 64.667); zIndex = 0\n      UILabel \"nameLabel\" "
                              + "frame = (16 12; 361 40.667); in collection view = (16 56.333; 361 40.667); text = \"Grace Hopper"))
    }

    @Test func aDiffableDataSourceGivesCountsAndCells() throws {
        let run = try Self.run(path: Self.samples + "cell-diffable-contacts.swift", entry: "ContactsViewController")
        let cells = try #require(run.collectionView).run
        #expect(cells.source.itemCounts == [4])
        // Margins 8, name 20.333, 4, detail 18 (two lines: 36), margins 8; spacing 1.
        #expect(Self.near(try Self.frames(run), [Rect(x: 0, y: 0, width: 393, height: 58.333),
                                                 Rect(x: 0, y: 59.333, width: 393, height: 76.333),
                                                 Rect(x: 0, y: 136.667, width: 393, height: 58.333),
                                                 Rect(x: 0, y: 196, width: 393, height: 58.333)]))
    }

    @Test func aCellRegistrationSizesEstimatedWidths() throws {
        let run = try Self.run(path: Self.samples + "cell-registration-tags.swift", entry: "TagsViewController")
        #expect(try #require(run.collectionView).view == 0)   // view = collectionView in loadView
        let frames = try Self.frames(run)
        #expect(frames.map(\.height) == [32, 32, 32, 32, 32])
        // Each tag is its label plus 12 on each side, the label in the 15-pt medium system font the cell sets with an
        // implicit member (`label.font = .systemFont(ofSize: 15, weight: .medium)`): "#swift" 45 wide, "#layout"
        // 53.333; 8 between the tags.
        #expect(Self.near([frames[0], frames[1]], [Rect(x: 16, y: 16, width: 69, height: 32),
                                                   Rect(x: 93, y: 16, width: 77.333, height: 32)]))
    }

    @Test func aCollectionViewControllersViewIsItsCollectionView() throws {
        let run = try Self.run(path: Self.samples + "cell-collection-view-controller.swift", entry: "FeedViewController")
        let (index, cells) = try #require(run.collectionView)
        #expect(index == 0)
        #expect(cells.source.itemCounts == [3])
        // 8 + 20.333 + 8 for one line, 8 + 40.667 + 8 for two.
        #expect(Self.near(try Self.frames(run), [Rect(x: 0, y: 0, width: 393, height: 36.333),
                                                 Rect(x: 0, y: 36.333, width: 393, height: 56.667),
                                                 Rect(x: 0, y: 93, width: 393, height: 36.333)]))
        #expect(Self.error("""
            import UIKit
            class ListViewController: UICollectionViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """) == "Cells.swift:2:1: ListViewController is a UICollectionViewController without a layout: give it one in "
            + "an init() that calls super.init(collectionViewLayout:)")
    }

    @Test func anUnknownEntryListsTheViewControllersThatRunAsScreens() throws {
        // HomeViewController declares a layout entry, so it runs as a screen only when named: it is listed too.
        let path = Self.samples + "hero-image-cell.swift"
        let file = try SwiftLayoutFile(path: path)
        #expect(throws: SwiftLayoutError.self) { try file.entry(named: "HomeVC") }
        do { _ = try file.entry(named: "HomeVC") } catch {
            #expect("\(error)" == "\(path): no layout entry named 'HomeVC' (entries: HomeViewController.createLayout, "
                    + "HomeViewController.createHeroImageSection, HomeViewController)")
        }
    }

    @Test func theHeroCellTakesItsHeightFromTheImagesRatio() throws {
        let size = Size(width: 1200, height: 800)
        let run = try Self.run(path: Self.samples + "hero-image-cell.swift", entry: "HomeViewController", images: ["hero": size])
        #expect(Self.near(try Self.frames(run), [Rect(x: 0, y: 0, width: 393, height: 262)]))
        let first = try Self.run(path: Self.samples + "hero-image-cell-v1.swift", entry: "HomeViewController",
                                 images: ["hero": size])
        // Nothing reaches the content view's bottom: the estimate stays.
        #expect(Self.near(try Self.frames(first), [Rect(x: 0, y: 0, width: 393, height: 500)]))
        let se = try Self.run(path: Self.samples + "hero-image-cell.swift", entry: "HomeViewController", images: ["hero": size],
                              device: "iphone-se-3")
        #expect(Self.near(try Self.frames(se), [Rect(x: 0, y: 0, width: 375, height: 250)]))
    }

    @Test func aCardsImageRatioIsAMultiplier() throws {
        let run = try Self.run(path: Self.samples + "cell-card-grid.swift", entry: "CardGridViewController",
                               images: ["loft": Size(width: 400, height: 300), "cabin": Size(width: 300, height: 300)])
        let frames = try Self.frames(run)
        #expect(frames.count == 5)
        // (393 − 32 − 12) / 2 = 174.5 → 174.333 on the 1/3 grid; the loft photo 3/4 of it, the cabin's square.
        // Below the photo, the title in the 15-pt semibold system font and the price in the footnote style (both set
        // with implicit members: `.systemFont(ofSize: 15, weight: .semibold)`, `.preferredFont(forTextStyle: .footnote)`).
        #expect(Self.near([frames[0], frames[1]], [Rect(x: 16, y: 12, width: 174.333, height: 176.667),
                                                   Rect(x: 202.333, y: 12, width: 174.333, height: 256)]))
        let text = ScreenTextFormat.write(try run.screenDump())
        #expect(text.contains("UIImageView \"photoView\" frame = (0 0; 174.333 130.667)"))
        #expect(text.contains("UIImageView \"photoView\" frame = (0 0; 174.333 174.333)"))
    }

    @Test func aCellsConflictsAreReportedOnceWithTheirCount() throws {
        let run = try Self.run(source: #"""
            import UIKit

            class ConflictViewController: UIViewController, UICollectionViewDataSource {
                \#(Self.listCollectionView)
                override func viewDidLoad() {
                    collectionView.register(BoxCell.self, forCellWithReuseIdentifier: "box")
                    collectionView.dataSource = self
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
                }
            }

            class BoxCell: UICollectionViewCell {
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: contentView.topAnchor),
                        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        box.heightAnchor.constraint(equalToConstant: 60),
                        box.heightAnchor.constraint(equalToConstant: 80),
                    ])
                }
            }
            """#, entry: "ConflictViewController")
        let cells = try #require(run.collectionView).run
        // UIKit breaks the constraint made last (80): each box is 60 tall, its cell too.
        #expect(Self.near(try Self.frames(run), [Rect(x: 0, y: 0, width: 393, height: 60),
                                                 Rect(x: 0, y: 60, width: 393, height: 60),
                                                 Rect(x: 0, y: 120, width: 393, height: 60)]))
        let warnings = cells.source.warnings
        #expect(warnings.map(\.kind) == ["unsatisfiableConstraints"])
        #expect(warnings.map(\.element) == ["cell [0, 0]"])
        #expect(warnings.map(\.count) == [3])
        #expect(warnings.first?.message.contains("Will attempt to recover by breaking constraint \n"
                                                 + "<NSLayoutConstraint:0x600002100320 box.height == 80") == true)
        #expect(cells.source.warningLog.hasSuffix("Cells.swift:32\n(cell [0, 0]; the same in 2 more)\n"))
    }

    // MARK: Refusals

    static func list(register: String, dequeue: String = "\"Cell\"") -> String {
        """
        import UIKit
        class ListViewController: UIViewController, UICollectionViewDataSource {
            \(Self.listCollectionView)
            override func viewDidLoad() {
                \(register)
                collectionView.dataSource = self
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: \(dequeue), for: indexPath)
            }
        }
        class PlainCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(label)
            }
        }
        struct NotACell {}
        """
    }

    @Test func aNibRegisteredCellIsRefused() {
        #expect(Self.error(Self.list(register: "collectionView.register(UINib(nibName: \"Cell\", bundle: nil), "
                                     + "forCellWithReuseIdentifier: \"Cell\")"))
                == "Cells.swift:10:33: unsupported in layout code: UINib (nib files are Interface Builder's, which "
                + "Tessera does not read: build the cell's views in its init(frame:) and register its class with "
                + "register(_:forCellWithReuseIdentifier:))")
    }

    @Test func aStoryboardPrototypeCellIsRefused() {
        // No register: the cell would be the storyboard's prototype.
        #expect(Self.error(Self.list(register: "title = \"List\""))
                == "while measuring cell [0, 0]: Cells.swift:15:9: no cell class is registered for the reuse identifier "
                + "'Cell' (a storyboard's prototype cell? storyboards are not read: register the cell's class with "
                + "register(_:forCellWithReuseIdentifier:) and build its views in init(frame:))")
    }

    @Test func registeringWhatIsNoCellIsRefused() {
        #expect(Self.error(Self.list(register: "collectionView.register(NotACell.self, forCellWithReuseIdentifier: \"Cell\")"))
                == "Cells.swift:10:9: NotACell is not a UICollectionViewCell subclass declared in the file: a cell's "
                + "views come from its init(frame:)")
    }

    @Test func uikitsOwnCellClassesAreRefused() {
        #expect(Self.error(Self.list(register: "collectionView.register(UICollectionViewListCell.self, "
                                     + "forCellWithReuseIdentifier: \"Cell\")"))
                == "Cells.swift:10:9: UICollectionViewListCell itself has no views of its own (its content configurations "
                + "are not modelled): register a UICollectionViewCell subclass of the file whose init(frame:) builds its "
                + "content view")
    }

    @Test func anImageWithoutASizeIsAnErrorNamingTheOption() {
        let source = Self.list(register: "collectionView.register(PlainCell.self, forCellWithReuseIdentifier: \"Cell\")")
            .replacingOccurrences(of: "let label = UILabel()", with: "let photo = UIImageView(image: UIImage(named: \"logo\"))")
            .replacingOccurrences(of: "contentView.addSubview(label)", with: "contentView.addSubview(photo)")
        #expect(Self.error(source)?.hasSuffix("Cells.swift:19:36: the image 'logo' has no known size: give it with "
                                             + "--image logo=WIDTHxHEIGHT (points)") == true)
        // With its size the cell runs; the image view keeps its autoresizing mask and nothing sizes the cell: 44 stays.
        let run = try? Self.run(source: source, entry: "ListViewController", images: ["logo": Size(width: 60, height: 30)])
        #expect(run.flatMap { try? Self.frames($0) }.map { Self.near($0, [Rect(x: 0, y: 0, width: 393, height: 44),
                                                                            Rect(x: 0, y: 44, width: 393, height: 44)]) }
                == true)
    }

    /// The message running view controller `entry` of a refused file fails with.
    static func refusal(_ name: String, entry: String) -> String? {
        do {
            _ = try run(path: SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftScreens/\(name)", entry: entry)
            return nil
        } catch {
            return "\(error)".replacingOccurrences(of: SwiftTests.root + "/", with: "")
        }
    }

    @Test func refusedFilesSayWhy() {
        #expect(Self.refusal("refused-nib-cell.swift", entry: "PhotosViewController")
                == "Tests/TesseraSwiftTests/SwiftScreens/refused-nib-cell.swift:11:33: unsupported in layout code: UINib "
                + "(nib files are Interface Builder's, which Tessera does not read: build the cell's views in its "
                + "init(frame:) and register its class with register(_:forCellWithReuseIdentifier:))")
        #expect(Self.refusal("refused-storyboard-prototype-cell.swift", entry: "MessagesViewController")
                == "while measuring cell [0, 0]: Tests/TesseraSwiftTests/SwiftScreens/refused-storyboard-prototype-cell"
                + ".swift:25:20: no cell class is registered for the reuse identifier 'MessageCell' (a storyboard's "
                + "prototype cell? storyboards are not read: register the cell's class with "
                + "register(_:forCellWithReuseIdentifier:) and build its views in init(frame:))")
    }

    @Test func imagesFolderHeadersGiveSizes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A PNG's signature and IHDR (1200 × 800 pixels, at @2x: 600 × 400 points); a JPEG's SOI, APP0 and SOF0
        // (400 × 300); a text file, skipped.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                            0, 0, 0x04, 0xB0, 0, 0, 0x03, 0x20, 8, 2, 0, 0, 0]
        png += [0, 0, 0, 0]
        try Data(png).write(to: folder.appendingPathComponent("hero@2x.png"))
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
                             0xFF, 0xC0, 0, 11, 8, 0x01, 0x2C, 0x01, 0x90, 1, 1, 0x11, 0, 0xFF, 0xD9]
        try Data(jpeg).write(to: folder.appendingPathComponent("loft.jpg"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("README.txt"))
        #expect(try ImageSizes.read(folder: folder.path)
                == ["hero": Size(width: 600, height: 400), "loft": Size(width: 400, height: 300)])
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("broken.png"))
        do {
            _ = try ImageSizes.read(folder: folder.path)
            Issue.record("a broken PNG was read")
        } catch {
            #expect("\(error)" == "--images \(folder.path): broken.png is not a PNG or JPEG whose size can be read")
        }
    }

    @Test func imageOptionsAreRead() throws {
        #expect(try ImageSizes.parse(["hero=1200x800", "logo=60X30.5"])
                == ["hero": Size(width: 1200, height: 800), "logo": Size(width: 60, height: 30.5)])
        #expect(throws: ImageSizeError.self) { try ImageSizes.parse(["hero=1200"]) }
        do {
            _ = try ImageSizes.parse(["=3x4"])
            Issue.record("an empty name was read")
        } catch {
            #expect("\(error)" == "--image needs NAME=WIDTHxHEIGHT with positive sizes in points (e.g. hero=393x262), got '=3x4'")
        }
    }
}
