// The `tessera` binary end to end: run in text and JSON, exit codes, --output on failure, devices, help.

import Foundation
import Testing
import TesseraTestSupport
import TesseraDump
import TesseraLayout

@Suite("The command line")
struct CommandLineTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    private func tessera(_ arguments: String...) throws -> CommandRun {
        try TesseraExecutable.run(arguments)
    }

    @Test("run prints a text dump and exits 0")
    func runText() throws {
        let result = try tessera("run", "Scripts/grid.lua", "--device", "iphone-se-3")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("# Tessera frame dump\n"))
        // grid on iphone-se-3: cells of FW(0.2) of 375 = 75; 19 rows of 75 (see CatalogueGridTests.grid).
        #expect(result.stdout.contains("container = (375 667); scale = 2; contentSize = (375 1425)\n"))
        #expect(result.stdout.contains("\ncell [0, 7] frame = (150 75; 75 75); zIndex = 0\n"))
        let dump = try TextDumpFormat.parse(result.stdout)
        #expect(dump.elements.count == 94)
    }

    @Test("run --format json prints a dump JSONDumpFormat reads back")
    func runJSON() throws {
        let result = try tessera("run", "Scripts/adaptive-photos.lua", "--feed", "Samples/photos-grid/feed.json",
                                 "--device", "ipad-pro-13", "--format", "json")
        #expect(result.status == 0)
        let dump = try JSONDumpFormat.parse(result.stdout)
        #expect(dump.container == Size(width: 1032, height: 1376))
        #expect(dump.scale == 2)
        // adaptive-photos on the iPad: four columns of 250 (see CatalogueGridTests.adaptivePhotosOnPad).
        #expect(dump.contentSize == Size(width: 1032, height: 1560))
        #expect(dump.elements.filter { $0.category == .cell }.count == 24)
        let item5 = dump.elements.first { $0.category == .cell && $0.item == 5 }
        #expect(item5?.frame == Rect(x: 268, y: 304, width: 246, height: 246))
    }

    @Test("run --format svg draws every element, outlines the visible bounds and dashes cells still at their estimate")
    func runSVG() throws {
        let arguments = ["run", "Scripts/samples/chat-thread.lua", "--feed", "Samples/chat-thread/feed.json",
                         "--device", "iphone-se-3"]
        let text = try TesseraExecutable.run(arguments)
        let svg = try TesseraExecutable.run(arguments + ["--format", "svg", "--measure", "visible"])
        // `all` is run's default, as it is samples'.
        let everything = try TesseraExecutable.run(arguments + ["--format", "svg"])
        #expect(svg.status == 0 && everything.status == 0)
        let cells = try TextDumpFormat.parse(text.stdout).elements.filter { $0.category == .cell }.count
        func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }
        #expect(svg.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(count("<g class=\"cell", in: svg.stdout) == cells)
        // The first screenful (ten cells and the date header above them) is measured; the rest stand at their estimate.
        #expect(count("<g class=\"cell estimated\">", in: svg.stdout) == cells - 10)
        #expect(svg.stdout.contains("<g class=\"supplementaryView\"><title>supplementaryView \"date\" [0, 0] frame = (12 0; 351 28)"))
        #expect(count("<g class=\"cell estimated\">", in: everything.stdout) == 0)
        // Scrolled to the top: the bounds start at -20, above the content, below the status bar.
        #expect(svg.stdout.contains("<rect class=\"viewport\" x=\"0\" y=\"-20\" width=\"375\" height=\"667\">"))
    }

    @Test("explore's dump writes an SVG of what the explorer shows to a file")
    func exploreDumpSVG() throws {
        let output = scratch.path + "/explored.svg"
        let commands = try scratch.write("steps.txt", "scroll 400\ndump --format svg --output \(output)\ndump --format png\n")
        let result = try tessera("explore", "Scripts/samples/chat-thread.lua", "--feed", "Samples/chat-thread/feed.json",
                                 "--device", "iphone-se-3", "--commands", commands)
        #expect(result.stdout.contains("> dump --format svg --output \(output)\nwrote \(output)\n"))
        #expect(result.stdout.contains("> dump --format png\nerror: usage: dump [--format text|json|svg] [--output FILE]\n"))
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("<rect class=\"viewport\" x=\"0\" y=\"400\" width=\"375\" height=\"667\">"))
        #expect(svg.contains("<g class=\"cell estimated\">") && svg.contains("<g class=\"cell\">"))
    }

    @Test("run --output writes the dump to the file, not to standard output")
    func runOutput() throws {
        let output = scratch.path + "/dump.txt"
        let result = try tessera("run", "Scripts/list.lua", "--device", "iphone-se-3", "--output", output)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.hasPrefix("# Tessera frame dump\n# script: Scripts/list.lua\n"))
        #expect(written.contains("\ncell [0, 93] frame = (0 4092; 375 44); zIndex = 0\n"))
    }

    @Test("a bad script exits 2 with the message on stderr and writes nothing to --output")
    func badScript() throws {
        let script = try scratch.write("bad.lua", "local L = require \"tessera\"\nlocal item = L.item(nil)\n")
        let absent = scratch.path + "/absent.txt"
        let result = try tessera("run", script, "--output", absent)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("\(script):2: bad argument #1 to 'item' (table expected, got nil)\n"))
        #expect(!FileManager.default.fileExists(atPath: absent))
        // A file that was there is left as it was, and no temporary file is left beside it.
        let existing = try scratch.write("existing.txt", "previous dump\n")
        let again = try tessera("run", script, "--output", existing)
        #expect(again.status == 2)
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "previous dump\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
    }

    @Test("a malformed feed exits 2 naming the file, line and column")
    func badFeed() throws {
        let feed = try scratch.write("feed.json", "{\"photos\": [}")
        let result = try tessera("run", "Scripts/adaptive-photos.lua", "--feed", feed)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(feed):1:13: "))
    }

    @Test("an unknown device exits 2 and says how to list them")
    func unknownDevice() throws {
        let result = try tessera("run", "Scripts/grid.lua", "--device", "iphone-1")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown device 'iphone-1' (did you mean 'iphone-15'?); `tessera devices` lists the presets"))
    }

    @Test("a missing script exits 2")
    func missingScript() throws {
        let result = try tessera("run", "Scripts/no-such-script.lua")
        #expect(result.status == 2)
        #expect(result.stderr == "Scripts/no-such-script.lua: cannot read the script: no such file\n")
    }

    @Test("devices lists the presets")
    func devices() throws {
        let result = try tessera("devices")
        #expect(result.status == 0)
        let names = result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.contains("iphone-se-3"))
        #expect(names.contains("ipad-pro-13"))
        let se = result.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-se-3 ") }
        #expect(se?.contains("375×667") == true)
        #expect(se?.contains("@2x") == true)
    }

    @Test("a sample script finds Scripts/lib from any working directory")
    func pluginsFromAnotherDirectory() throws {
        let result = try TesseraExecutable.run(["run", ScriptTests.script("samples/settings"),
                                                "--feed", ScriptTests.file("Samples/settings/feed.json"), "--device", "iphone-se-3"],
                                               in: scratch.path)
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        #expect(result.stdout.contains("supplementaryView \"separator\" [0, 0] frame = (32 80; 327 0.5); zIndex = 1"))
    }

    @Test("--layout-direction rightToLeft flips the frames and the trait reaches the script")
    func rightToLeft() throws {
        // grid on iphone-se-3: FW(0.2) cells of 75; right to left cell 0 is at 375 − 75 = 300.
        let flipped = try tessera("run", "Scripts/grid.lua", "--device", "iphone-se-3", "--layout-direction", "rightToLeft")
        #expect(flipped.status == 0, Comment(rawValue: flipped.stderr))
        #expect(flipped.stdout.contains("# device: iphone-se-3 portrait, contentSizeCategory: large, layoutDirection: rightToLeft\n"))
        #expect(flipped.stdout.contains("cell [0, 0] frame = (300 0; 75 75); zIndex = 0"))
        // A provider reads the trait: 40-pt leading inset only right to left, which is then on the right.
        let script = try scratch.write("direction.lua", """
            local L = require "tessera"
            local function rows(env)
              local rtl = env.traitCollection.layoutDirection == "rightToLeft"
              local item = L.item { size = { width = L.fractionalWidth(1), height = L.absolute(20) } }
              return L.section { group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(20) },
                                                              subitems = { item } },
                                 contentInsets = L.insets { leading = rtl and 40 or 0 } }
            end
            return L.layout { sections = { { provider = rows, count = 1 } } }
            """)
        let ltr = try tessera("run", script, "--device", "iphone-se-3")
        #expect(ltr.stdout.contains("cell [0, 0] frame = (0 0; 375 20)"), Comment(rawValue: ltr.stderr))
        let rtl = try tessera("run", script, "--device", "iphone-se-3", "--layout-direction", "rightToLeft")
        #expect(rtl.stdout.contains("cell [0, 0] frame = (0 0; 335 20)"), Comment(rawValue: rtl.stderr))
        let bad = try tessera("run", "Scripts/grid.lua", "--layout-direction", "sideways")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("Please provide one of 'leftToRight' and 'rightToLeft'"))
    }

    @Test("a custom size is named in the dump's device comment as the dump writes numbers")
    func customSizeComment() throws {
        let result = try tessera("run", "Scripts/list.lua", "--width", "600", "--height", "800", "--scale", "2")
        #expect(result.status == 0)
        #expect(result.stdout.contains("# device: iphone-15-pro portrait, width 600, height 800, scale 2, contentSizeCategory: large\n"))
        #expect(result.stdout.contains("container = (600 800); scale = 2;"))
    }

    @Test("explore --commands with a missing file fails before printing anything")
    func exploreMissingCommands() throws {
        let result = try tessera("explore", "Scripts/list.lua", "--commands", scratch.path + "/missing.txt")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(scratch.path)/missing.txt: cannot read the commands (no such file, or not UTF-8 text)"))
    }

    @Test("explore goto an item that does not exist says so and exits 2")
    func exploreGotoMissingItem() throws {
        let commands = try scratch.write("steps.txt", "goto 9 9\ngoto 0 500\n")
        let result = try tessera("explore", "Scripts/list.lua", "--commands", commands)
        #expect(result.status == 2)
        #expect(result.stdout.contains("\n> goto 9 9\nerror: cell [9, 9]: no such item to scroll to (the layout has 1 section)\n"))
        #expect(result.stdout.contains("\n> goto 0 500\nerror: cell [0, 500]: no such item to scroll to (section 0 has 94 items laid out)\n"))
    }

    @Test("--output writes through a symbolic link, straight to a device, and refuses a folder")
    func outputTargets() throws {
        let target = scratch.path + "/target.txt", link = scratch.path + "/link.txt"
        try "old\n".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(try tessera("run", "Scripts/list.lua", "--output", link).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# Tessera frame dump\n"))
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = try tessera("run", "Scripts/list.lua", "--output", "/dev/full")
            #expect(full.status == 2)
            #expect(full.stderr == "/dev/full: cannot write the output (No space left on device)\n")
        }
        let folder = try tessera("run", "Scripts/list.lua", "--output", scratch.path)
        #expect(folder.status == 2)
        #expect(folder.stderr == "\(scratch.path): cannot write the output (it is a folder)\n")
        let nowhere = scratch.path + "/missing/dump.txt"
        let missing = try tessera("run", "Scripts/list.lua", "--output", nowhere)
        #expect(missing.status == 2)
        #expect(missing.stderr == "\(nowhere): cannot write the output (no folder \(scratch.path)/missing)\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/missing"))
        let dangling = scratch.path + "/dangling.txt"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: scratch.path + "/nothing/here")
        let broken = try tessera("run", "Scripts/list.lua", "--output", dangling)
        #expect(broken.status == 2)
        #expect(broken.stderr == "\(dangling): cannot write the output (a symbolic link to nothing)\n")
    }

    @Test("--output /dev/stdout writes to the stream, appending to the file it is redirected to")
    func outputToStandardOutput() throws {
        // TesseraExecutable.run redirects standard output to a file: the dump lands there, and nothing replaces it.
        let result = try tessera("run", "Scripts/list.lua", "--output", "/dev/stdout")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# Tessera frame dump\n# script: Scripts/list.lua\n"))
    }

    @Test("a cell function that fails is a script error: exit 2, with the cell and the line")
    func measuringErrorExitCode() throws {
        let script = try scratch.write("cell.lua", estimatedRowsPrelude + """

            return L.layout { sections = { { section = L.section { group = group, cell = function() return 5 end }, count = 3 } } }
            """)
        let result = try tessera("run", script)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("while measuring cell [0, 0]: \(script):4: a cell function must return a view"))
    }

    @Test("explore refuses indexes and sizes it cannot use, and draws a cell far taller than the screen")
    func exploreBounds() throws {
        let commands = try scratch.write("steps.txt", "goto 1e19 0\ngoto -1 0\nestimate 0 1e308\nwidth 1e300\nshow\n")
        // Columns outside 16…400 are refused, not clamped (docs/cli.md).
        let huge = try tessera("explore", "Scripts/list.lua", "--commands", commands, "--columns", "9223372036854775807")
        #expect(huge.status == 2)
        #expect(huge.stderr.contains("--columns must be a number of columns from 16 to 400 (got 9223372036854775807)"))
        #expect(huge.stdout.isEmpty)
        let result = try tessera("explore", "Scripts/list.lua", "--commands", commands, "--columns", "400")
        #expect(result.status == 2)
        #expect(result.stdout.contains("\n> goto 1e19 0\nerror: usage: goto <section> <item>\n"))
        #expect(result.stdout.contains("\n> goto -1 0\nerror: usage: goto <section> <item>\n"))
        #expect(result.stdout.contains("\n> estimate 0 1e308\nerror: an estimate must be more than 0 and at most 100000 points\n"))
        #expect(result.stdout.contains("\n> width 1e300\nerror: width must be more than 0 and at most 100000 points\n"))
        // At the widest, 400 columns: the frame is 400 dashes wide.
        #expect(result.stdout.contains("+" + String(repeating: "-", count: 400) + "+"))
        let tall = try scratch.write("tall.lua", """
            local L = require "tessera"
            local item = L.item { size = { width = L.fractionalWidth(1), height = L.absolute(1e7) } }
            local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(1e7) }, subitems = { item } }
            return L.layout { sections = { { section = L.section { group = group }, count = 2 } } }
            """)
        let show = try scratch.write("show.txt", "show\n")
        let drawn = try tessera("explore", tall, "--commands", show, "--columns", "20")
        #expect(drawn.status == 0)
        // The cell's top edge below the safe area, its label, and its sides down to the bottom of the view.
        #expect(drawn.stdout.contains("\n|+------------------+|\n||0                 ||\n"))
    }

    @Test("explore's show puts a horizontal layout's scroll indicator along the bottom and labels boxes cut by the edge")
    func exploreShowSideways() throws {
        let commands = try scratch.write("steps.txt", "scroll 800\nshow\n")
        let result = try tessera("explore", "Scripts/samples/quotes-carousel.lua", "--feed", "Samples/quotes-carousel/feed.json",
                                 "--device", "iphone-se-3", "--columns", "60", "--commands", commands)
        #expect(result.status == 0)
        // 800 of 0…2566 with a 375-pt view: the thumb covers columns 16–23 of 60.
        #expect(result.stdout.contains("\n+" + String(repeating: "-", count: 16) + String(repeating: "#", count: 8)
                                       + String(repeating: "-", count: 36) + "+"))
        // Cell 2 starts left of the view: its label sits at the view's left edge; cell 3's inside its corner.
        #expect(result.stdout.contains("\n|2                           | |3                            |\n"))
    }

    @Test("negative numbers are values, not options: --content-offset -20 works and --width -1 is refused for what it is")
    func negativeNumbers() throws {
        let pinned = try tessera("run", "Scripts/pinned-headers.lua", "--content-offset", "-20")
        #expect(pinned.status == 0)
        // The iPhone 15 Pro's top inset is 59: at -20 the visible area starts 39 pt into the content, so the pinned
        // header is held there, raised (1000000000 + its own 2).
        #expect(pinned.stdout.contains("\nsupplementaryView \"header\" [0, 0] frame = (10 39; 373 44); zIndex = 1000000002\n"))
        let width = try tessera("run", "Scripts/grid.lua", "--width", "-1")
        #expect(width.status == 2)
        #expect(width.stderr.hasPrefix("Error: --width must be a positive number (got -1)\n"))
        let prefetch = try tessera("explore", "Scripts/list.lua", "--prefetch", "-5")
        #expect(prefetch.status == 2)
        #expect(prefetch.stderr.hasPrefix("Error: --prefetch must be a distance in points from 0 to 1000000 (got -5)\n"))
    }

    @Test("Numbers in option errors are as they were typed", arguments: [
        (["--width", "1e999"], "--width must be a positive number (got 1e999)"),
        (["--scale", "nan"], "--scale must be a positive number (got nan)"),
        (["--content-offset", "-1e999"], "--content-offset must be a number of points from -10000000 to 10000000 (got -1e999)"),
    ])
    func numbersAsTyped(_ options: [String], _ message: String) throws {
        let result = try TesseraExecutable.run(["run", "Scripts/grid.lua"] + options)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: \(message)\n"))
    }

    @Test("run --help describes the command and its options")
    func runHelp() throws {
        let result = try tessera("run", "--help")
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: tessera run [<options>] <script>"))
        for option in ["--feed", "--lua-path", "--max-memory", "--max-instructions", "--device", "--format", "--output"] {
            #expect(result.stdout.contains(option), "\(option) is not in the help")
        }
    }
}
