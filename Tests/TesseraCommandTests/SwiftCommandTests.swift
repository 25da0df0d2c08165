// `tessera run File.swift`: entries, item counts, side files, errors with exit status 2 and nothing written.

import Foundation
import Testing

@Suite struct SwiftCommandTests {
    static let layouts = TesseraExecutable.root + "/Tests/TesseraSwiftTests/SwiftLayouts/"
    static let rejected = TesseraExecutable.root + "/Tests/TesseraSwiftTests/Rejected/"

    @Test func runsASwiftFileWithItsItemCountsComment() throws {
        let workspace = try Workspace()
        let run = try workspace.tessera(["run", Self.layouts + "distinct-sections.swift", "--depth", "cells"])
        #expect(run.status == 0)
        #expect(run.lines.filter { $0.hasPrefix("cell ") }.count == 30)
        #expect(run.lines.contains("cell [0, 0] frame = (22 22; 349 40); zIndex = 0"))
    }

    @Test func itemsOptionGivesTheCounts() throws {
        let workspace = try Workspace()
        let run = try workspace.tessera(["run", Self.layouts + "distinct-sections.swift", "--items", "1,0,2", "--depth", "cells"])
        #expect(run.status == 0)
        #expect(run.lines.filter { $0.hasPrefix("cell ") }.count == 3)
        let bad = try workspace.tessera(["run", Self.layouts + "distinct-sections.swift", "--items", "1,x"])
        #expect(bad.status == 2)
    }

    @Test func jsonSideFileGivesTheCounts() throws {
        let workspace = try Workspace()
        let data = workspace.path + "/data.json"
        try #"{"items": [2, 1, 0]}"#.write(toFile: data, atomically: true, encoding: .utf8)
        let run = try workspace.tessera(["run", Self.layouts + "distinct-sections.swift", "--data", data, "--depth", "cells"])
        #expect(run.status == 0)
        #expect(run.lines.filter { $0.hasPrefix("cell ") }.count == 3)
    }

    @Test func luaSideFileMeasuresCells() throws {
        let workspace = try Workspace()
        let side = workspace.path + "/cells.lua"
        try """
            local L = require "tessera"
            local any = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(1) },
                                             subitems = { L.item { size = { width = L.fractionalWidth(1), height = L.absolute(1) } } } }
            return L.layout { sections = {
              { section = L.section { group = any, measure = function(record) return { width = 100, height = 10 * record } end },
                items = { 3, 5, 7, 9 } } } }
            """.write(toFile: side, atomically: true, encoding: .utf8)
        let swift = workspace.path + "/Rows.swift"
        try """
            func rows() -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                let item = NSCollectionLayoutItem(layoutSize: size)
                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
            }
            """.write(toFile: swift, atomically: true, encoding: .utf8)
        let run = try workspace.tessera(["run", swift, "--data", side, "--measure", "all", "--depth", "cells"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.contains("cell [0, 1] frame = (0 30; 393 50); zIndex = 0"), "\(run.stdout)")
    }

    @Test func viewSubclassesRunFittedOrAtASizeAndSeveralEntriesAreListed() throws {
        let workspace = try Workspace()
        let swift = workspace.path + "/Views.swift"
        try """
            import UIKit
            class FirstViewController: UIViewController {}
            class SecondViewController: UIViewController {}
            class BoxView: UIView {
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(box)
                    let height = box.heightAnchor.constraint(equalToConstant: 30)
                    height.priority = .defaultHigh
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        box.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                        box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        box.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                        height,
                    ])
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """.write(toFile: swift, atomically: true, encoding: .utf8)
        let several = try workspace.tessera(["run", swift])
        #expect(several.status == 2)
        #expect(several.stderr == swift + ":2:1: the file has 2 view controller entries: FirstViewController (line 2), "
                + "SecondViewController (line 3); choose one with --entry NAME (e.g. --entry FirstViewController), or list "
                + "them with --list-entries\n")
        #expect(several.stdout.isEmpty)
        let fitted = try workspace.tessera(["run", swift, "--entry", "BoxView", "--device", "iphone-se-3"])
        #expect(fitted.status == 0, "\(fitted.stderr)")
        #expect(fitted.lines.contains("screen = (375 50); scale = 2"))
        #expect(fitted.lines.contains("  UIView \"box\" frame = (10 10; 355 30); in window = (10 10; 355 30)"))
        let sized = try workspace.tessera(["run", swift, "--entry", "BoxView", "--size", "200x100"])
        #expect(sized.lines.contains("BoxView frame = (0 0; 200 100)"))
        #expect(sized.stderr.isEmpty, "no conflict: the box's 30-pt height is not required")
        #expect(sized.lines.contains("  UIView \"box\" frame = (10 10; 180 80); in window = (10 10; 180 80)"))
        let bad = try workspace.tessera(["run", swift, "--entry", "BoxView", "--size", "200"])
        #expect(bad.status == 2)
        let width = try workspace.tessera(["run", swift, "--entry", "BoxView", "--width", "300"])
        #expect(width.status == 2)
        #expect(width.stderr == "--width and --height are for layouts: BoxView is a UIView subclass, fitted at the "
                + "device's width or laid out at --size WxH\n")
        let controller = try workspace.tessera(["run", swift, "--entry", "FirstViewController", "--size", "200x100"])
        #expect(controller.status == 2)
        #expect(controller.stderr.contains("--size is for UIView subclasses: FirstViewController is a view controller"))
    }

    @Test func viewControllersRunAsScreens() throws {
        let workspace = try Workspace()
        let seeds = TesseraExecutable.root + "/Scripts/samples/swift/"
        let list = try workspace.tessera(["run", seeds + "conversion.swift", "--list-entries"])
        #expect(list.lines == ["ConversionViewController\tviewController\tUIViewController\tline 16"])
        let run = try workspace.tessera(["run", seeds + "hello-label-activate.swift", "--device", "iphone-se-3",
                                         "--navigation-bar", "--large-title"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.contains("navigationBar frame = (0 20; 375 96); title = \"\"; largeTitle = YES"), "\(run.stdout)")
        #expect(run.lines.last == "  UILabel \"helloLabel\" frame = (20 216; 335 20.5); in window = (20 216; 335 20.5); "
                + "text = \"Hello\"")
        let items = try workspace.tessera(["run", seeds + "graph.swift", "--items", "3"])
        #expect(items.status == 2)
        #expect(items.stderr == "--items and --data are for layouts: ViewController is a view controller\n")
        let output = workspace.path + "/out.txt"
        // A screen converts to Lua (issue 22 item 8) unless it holds a view Lua cannot make: nothing is written then.
        let refused = try workspace.tessera(["convert", seeds + "conversion.swift", "--to", "lua", "--output", output])
        #expect(refused.status == 2)
        #expect(refused.stderr == seeds + "conversion.swift: cannot convert: 'segmentedControl' is a UISegmentedControl, "
                + "which Lua screens have no view for\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let toSwift = try workspace.tessera(["convert", seeds + "graph.swift", "--to", "swift", "--output", output])
        #expect(toSwift.status == 2)
        #expect(toSwift.stderr == seeds + "graph.swift: cannot convert: it describes a view controller's screen, and "
                + "convert writes screens as Lua only (--to lua)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let convert = try workspace.tessera(["convert", seeds + "graph.swift", "--to", "lua", "--output", output])
        #expect(convert.status == 0, "\(convert.stderr)")
        let script = try String(contentsOfFile: output, encoding: .utf8)
        #expect(script.contains("\nreturn L.viewController {\n"), "\(script)")
        #expect(script.contains("local button1 = L.button { title = \"btn1\""), "\(script)")
        try FileManager.default.removeItem(atPath: output)
        let objectiveC = try workspace.tessera(["run", Self.rejected + "objective-c.m", "--output", output])
        #expect(objectiveC.status == 2)
        #expect(objectiveC.stderr.hasPrefix(Self.rejected + "objective-c.m:1:1: Objective-C is not read: translate"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func listEntriesAndEntry() throws {
        let workspace = try Workspace()
        let list = try workspace.tessera(["run", Self.rejected + "two-entries.swift", "--list-entries"])
        #expect(list.status == 0)
        #expect(list.lines == ["listLayout\tlayout\tUICollectionViewLayout\tline 4",
                               "gridLayout\tlayout\tUICollectionViewLayout\tline 8"])
        let run = try workspace.tessera(["run", Self.rejected + "two-entries.swift", "--entry", "gridLayout", "--items", "2",
                                         "--depth", "cells"])
        #expect(run.status == 0)
        #expect(run.lines.filter { $0.hasPrefix("cell ") }.count == 2)
    }

    @Test func aFolderIsOneModule() throws {
        let workspace = try Workspace()
        let folder = TesseraExecutable.root + "/Tests/TesseraSwiftTests/SwiftLayouts/Modules/today"
        let run = try workspace.tessera(["run", folder, "--depth", "cells"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.contains("cell [0, 0] frame = (16 0; 361 300); zIndex = 0"))
        #expect(run.lines.contains("supplementaryView \"today-header\" [2, 0] frame = (0 590; 393 40); zIndex = 1"))
        #expect(run.stderr == folder + "/Layout+Today.swift:45:26: note: 'TodayFooterView.reuseIdentifier' is not declared "
                + "in the Swift given: used as the identifier string \"TodayFooterView.reuseIdentifier\"\n")
        // A file with --module beside it: the same layout (the file is read once).
        let beside = try workspace.tessera(["run", folder + "/TodayViewController.swift", "--module", folder, "--depth", "cells"])
        #expect(beside.status == 0)
        #expect(beside.lines.dropFirst(2) == run.lines.dropFirst(2))
        // The module's files one after another on the command line: the same layout again.
        let files = try workspace.tessera(["run", folder + "/TodayViewController.swift", folder + "/Layout+Today.swift",
                                           folder + "/TodayModel.swift", "--depth", "cells"])
        #expect(files.status == 0, "\(files.stderr)")
        #expect(files.lines.dropFirst(2) == run.lines.dropFirst(2))
        // A Lua script is one file: more files after it are refused (exit 2).
        let lua = try workspace.tessera(["run", TesseraExecutable.root + "/Scripts/grid.lua", folder + "/TodayModel.swift"])
        #expect(lua.status == 2)
        #expect(lua.stderr == folder + "/TodayModel.swift: only a Swift module has several files; "
                + TesseraExecutable.root + "/Scripts/grid.lua is a Lua script, which is one file\n")
        try workspace.write("notes.txt", "not Swift\n")
        let notSwift = try workspace.tessera(["run", folder + "/TodayViewController.swift", "notes.txt"])
        #expect(notSwift.status == 2)
        #expect(notSwift.stderr.hasPrefix("Error: notes.txt: only a Swift module has several files"))
        let mistyped = try workspace.tessera(["run", folder + "/TodayViewController.swift", "Layuot/"])
        #expect(mistyped.status == 2)
        #expect(mistyped.stderr.hasPrefix("Error: Layuot/: no such file or folder\n"))
        let list = try workspace.tessera(["run", folder, "--list-entries"])
        #expect(list.lines.last == "TodayViewController.makeLayout\tlayout\tUICollectionViewLayout\t"
                + folder + "/TodayViewController.swift:17")
        // Alone, the file cannot know the module's names: refused, pointing at --module, nothing written.
        let output = workspace.path + "/out.txt"
        let alone = try workspace.tessera(["run", folder + "/TodayViewController.swift", "--output", output])
        #expect(alone.status == 2)
        #expect(alone.stderr.hasSuffix("TodayViewController.swift:19:45: unsupported in layout code: the name 'TodayMetrics' "
                + "(not declared in the Swift given; give the app's other files with --module or a folder)\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("A folder module leaves out hidden folders (.build's package checkouts) and Package.swift")
    func folderLeavesOutHiddenFolders() throws {
        let workspace = try Workspace()
        let layout = try String(contentsOfFile: Self.layouts + "grid.swift", encoding: .utf8)
        try workspace.write("app/Sources/Grid.swift", layout)
        // Neither of these parses as layout code: read, they would fail the run.
        try workspace.write("app/.build/checkouts/dependency/Broken.swift", "func broken( {\n")
        try workspace.write("app/Package.swift", "let package = Package(\n")
        let run = try workspace.tessera(["run", "app", "--depth", "cells"])
        #expect(run.status == 0, "\(run.stderr)")
        let alone = try workspace.tessera(["run", "app/Sources/Grid.swift", "--depth", "cells"])
        #expect(run.lines.dropFirst(2) == alone.lines.dropFirst(2))
    }

    @Test("A view controller whose viewDidLoad fetches from the network runs with --items, and a note says so")
    func networkDataTakesItsCountsFromItems() throws {
        let workspace = try Workspace()
        try workspace.write("Feed.swift", """
            import UIKit

            class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    URLSession.shared.dataTask(with: URL(string: "https://example.com/feed")!) { _, _, _ in }.resume()
                }

                func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }

            """)
        let run = try workspace.tessera(["run", "Feed.swift", "--items", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.last == "cell [0, 2] frame = (0 160; 393 80); zIndex = 0")
        #expect(run.stderr == "Feed.swift:6:9: note: viewDidLoad loads data from outside the app (the network), which "
                + "Tessera does not run: item counts come from --items, else the items comment or the default\n")
    }

    @Test func maxStepsBoundsTheLayoutCode() throws {
        let workspace = try Workspace()
        let run = try workspace.tessera(["run", Self.rejected + "endless-loop.swift", "--max-steps", "5000"])
        #expect(run.status == 2)
        #expect(run.stderr.hasSuffix("endless-loop.swift:6:5: the layout code ran past its budget of 5000 steps (a loop that does not end?)\n"))
        let enough = try workspace.tessera(["run", Self.layouts + "for-loop-groups.swift", "--max-steps", "100"])
        #expect(enough.status == 0, "\(enough.stderr)")
        let tooFew = try workspace.tessera(["run", Self.layouts + "for-loop-groups.swift", "--max-steps", "10"])
        #expect(tooFew.status == 2)
    }

    @Test(arguments: ["two-entries", "uiscreen-bounds", "syntax-error", "endless-loop", "no-entry"])
    func errorsExitWithTwoAndWriteNothing(file: String) throws {
        let workspace = try Workspace()
        let output = workspace.path + "/out.txt"
        let run = try workspace.tessera(["run", Self.rejected + file + ".swift", "--output", output])
        #expect(run.status == 2)
        #expect(run.stderr.contains(file + ".swift:"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func convertRoundTripsThroughFiles() throws {
        let workspace = try Workspace()
        let swift = workspace.path + "/Grid.swift"
        let toSwift = try workspace.tessera(["convert", TesseraExecutable.root + "/Scripts/two-column.lua", "--to", "swift",
                                             "--output", swift])
        #expect(toSwift.status == 0)
        let lua = workspace.path + "/grid.lua"
        let toLua = try workspace.tessera(["convert", swift, "--to", "lua", "--output", lua])
        #expect(toLua.status == 0)
        let original = try workspace.tessera(["run", TesseraExecutable.root + "/Scripts/two-column.lua", "--format", "json"])
        let viaSwift = try workspace.tessera(["run", swift, "--format", "json"])
        let viaLua = try workspace.tessera(["run", lua, "--format", "json"])
        #expect(original.status == 0 && !original.stdout.isEmpty)
        #expect(viaSwift.stdout == original.stdout)
        #expect(viaLua.stdout == original.stdout)
    }

    @Test func convertRefusesHandlersAndWritesNothing() throws {
        let workspace = try Workspace()
        let output = workspace.path + "/out.lua"
        let run = try workspace.tessera(["convert", Self.layouts + "carousel-scale-handler.swift", "--to", "lua",
                                         "--output", output])
        #expect(run.status == 2)
        #expect(run.stderr.contains("carousel-scale-handler.swift: cannot convert: section 0: a visibleItemsInvalidationHandler is a closure"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func exploreRunsASwiftFile() throws {
        let workspace = try Workspace()
        let commands = workspace.path + "/commands.txt"
        try "show\n".write(toFile: commands, atomically: true, encoding: .utf8)
        let run = try workspace.tessera(["explore", Self.layouts + "section-headers-footers.swift", "--commands", commands])
        #expect(run.status == 0, "\(run.stderr)")
        // The summary of the first screen: the Swift layout's 5 sections of 5 items (its items comment), which do not
        // size themselves, and 5 of its 10 headers and footers, those on the first screen, measured.
        #expect(run.stdout.contains("0 of 25 items and 5 of 10 supplementaries measured"))
    }

    /// Swift ports of the catalogue's self-sizing scripts, run with the script itself as the side file: its cell
    /// templates and view trees measure the Swift layout's cells.
    @Test(arguments: ["chip", "contact-cell"])
    func selfSizingSwiftLayoutsMeasureWithTheLuaCells(name: String) throws {
        let workspace = try Workspace()
        let lua = try workspace.tessera(["run", TesseraExecutable.root + "/Scripts/\(name).lua", "--format", "json"])
        let swift = try workspace.tessera(["run", Self.layouts + "\(name).swift", "--data",
                                           TesseraExecutable.root + "/Scripts/\(name).lua", "--format", "json"])
        #expect(lua.status == 0 && swift.status == 0, "\(swift.stderr)")
        #expect(lua.stdout.contains("\"subviews\""))   // measured cells with their views
        #expect(swift.stdout == lua.stdout)
    }

    @Test func aFeedReachesTheLuaSideFile() throws {
        let workspace = try Workspace()
        let feed = workspace.path + "/feed.json"
        try #"{"photos": [{"h": 10}, {"h": 20}, {"h": 30}], "tags": [1, 2]}"#.write(toFile: feed, atomically: true, encoding: .utf8)
        let side = workspace.path + "/data.lua"
        try """
            local L = require "tessera"
            local any = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(1) },
                                             subitems = { L.item { size = { width = L.fractionalWidth(1), height = L.absolute(1) } } } }
            return L.layout { sections = {
              { section = L.section { group = any, measure = function(photo) return { width = 1, height = photo.h } end },
                items = L.feed.photos },
              { section = L.section { group = any }, items = L.feed.tags } } }
            """.write(toFile: side, atomically: true, encoding: .utf8)
        let swift = workspace.path + "/Rows.swift"
        try """
            // tessera: items 1, 1
            func rows() -> NSCollectionLayoutSection {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
            """.write(toFile: swift, atomically: true, encoding: .utf8)
        let run = try workspace.tessera(["run", swift, "--feed", feed, "--data", side, "--measure", "all", "--depth", "cells"])
        #expect(run.status == 0, "\(run.stderr)")
        // Three photos and two tags (the feed's counts, not the file's comment); the photos measured from the feed,
        // the tags (no measure function) keeping their estimate.
        #expect(run.lines.filter { $0.hasPrefix("cell ") }.count == 5)
        #expect(run.lines.contains("cell [0, 2] frame = (0 30; 393 30); zIndex = 0"), "\(run.stdout)")
        #expect(run.lines.contains("cell [1, 1] frame = (0 104; 393 44); zIndex = 0"), "\(run.stdout)")
    }
}
