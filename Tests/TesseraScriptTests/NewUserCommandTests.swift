// The small things a new user hit: the feed hint, --version, did-you-mean, feed errors, providers called once.

import Foundation
import Testing
import TesseraTestSupport

@Suite("The command line · what a new user hits")
struct NewUserCommandTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    static let rows = """
        local L = require "tessera"
        local item = L.item { size = { width = L.fractionalWidth(1), height = L.absolute(44) } }
        local group = L.group.vertical { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }

        """

    @Test("The --feed hint comes only when the script read L.feed and it was nil, in run and explore alike")
    func feedHint() throws {
        let reads = try scratch.write("reads.lua", "local L = require \"tessera\"\nlocal n = #L.feed.items\n")
        let mentions = try scratch.write("mentions.lua", "local L = require \"tessera\"\nerror(\"the feed is broken\")\n")
        let hint = "hint: the script reads L.feed, and no --feed was given"
        let run = try TesseraExecutable.run(["run", reads])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("\(reads):2: attempt to index a nil value (field 'feed')\n\(hint)\n"))
        let other = try TesseraExecutable.run(["run", mentions])
        #expect(other.status == 2 && other.stderr.contains("the feed is broken") && !other.stderr.contains("hint"))
        let explore = try TesseraExecutable.run(["explore", reads, "--commands", try scratch.write("q.txt", "quit\n")])
        #expect(explore.status == 2 && explore.stderr.contains(hint))
    }

    @Test("tessera --version")
    func version() throws {
        let run = try TesseraExecutable.run(["--version"])
        #expect(run.status == 0 && run.stdout == "tessera 0.12.0\n")
    }

    @Test("Did you mean: a device name in run and explore, a group constructor")
    func didYouMean() throws {
        let run = try TesseraExecutable.run(["run", "Scripts/grid.lua", "--device", "iphone-15pro"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown device 'iphone-15pro' (did you mean 'iphone-15-pro'?); `tessera devices` lists the presets"))
        let commands = try scratch.write("device.txt", "device iphone-se3\n")
        let explore = try TesseraExecutable.run(["explore", "Scripts/grid.lua", "--commands", commands])
        #expect(explore.stdout.contains("> device iphone-se3\nerror: unknown device 'iphone-se3' (did you mean 'iphone-se-3'?); tessera devices lists them\n"))
        let group = try scratch.write("group.lua", "local L = require \"tessera\"\nlocal g = L.group.horizontall { }\n")
        let script = try TesseraExecutable.run(["run", group])
        #expect(script.status == 2)
        #expect(script.stderr.hasPrefix("\(group):2: L.group has no constructor 'horizontall' (did you mean 'horizontal'?)\n"))
    }

    @Test("--scale's help says what it accepts")
    func scaleHelp() throws {
        let help = try TesseraExecutable.run(["run", "--help"])
        #expect(help.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
                    .contains("a number above 0 and at most 10 (real devices: 1, 2 or 3)"))
    }

    @Test("'cannot read the feed' says why: missing, a folder")
    func feedErrors() throws {
        let missing = try TesseraExecutable.run(["run", "Scripts/grid.lua", "--feed", scratch.path + "/absent.json"])
        #expect(missing.status == 2 && missing.stderr.contains("absent.json: cannot read the feed (no such file)"))
        let folder = try TesseraExecutable.run(["run", "Scripts/grid.lua", "--feed", scratch.path])
        #expect(folder.status == 2 && folder.stderr.contains(": cannot read the feed (it is a folder, not a JSON file)"))
    }

    @Test("A section provider runs once per solve, so its print shows once; the safe area reads left and right too")
    func providerOnce() throws {
        let script = try scratch.write("provider.lua", Self.rows + """
            return L.layout { sections = { { count = 3, provider = function(environment, index)
              local safe = environment.collectionView.safeAreaInsets
              print("provider", index, safe.left, safe.right, safe.leading, safe.top)
              return L.section { group = group }
            end } } }

            """)
        for measure in ["all", "visible"] {
            let run = try TesseraExecutable.run(["run", script, "--device", "iphone-15-pro", "--orientation", "landscape",
                                                 "--measure", measure])
            #expect(run.status == 0)
            #expect(run.stderr == "provider\t0\t59.0\t59.0\t59.0\t0.0\n")
        }
        // The explorer's first layout solves once whatever the estimate model (nothing is measured before it).
        let commands = try scratch.write("none.txt", "")
        for model in ["script", "perItem", "cached", "runningAverage"] {
            let run = try TesseraExecutable.run(["explore", script, "--device", "iphone-15-pro", "--orientation", "landscape",
                                                 "--model", model, "--commands", commands])
            #expect(run.status == 0)
            #expect(run.stderr.components(separatedBy: "provider\t0\t59.0").count - 1 == 1, "model \(model)")
        }
    }

    @Test("--model perItem without an estimate function warns")
    func perItemWarning() throws {
        let run = try TesseraExecutable.run(["explore", "Scripts/grid.lua", "--model", "perItem", "--commands",
                                             try scratch.write("q.txt", "model perItem\n")])
        let warning = "warning: perItem estimates come from a section's estimate(record) function, and no section has one: "
            + "every item keeps the script's estimate"
        #expect(run.stderr.contains(warning))
        #expect(run.stdout.contains("> model perItem\nestimate model perItem\n\(warning)\n"))
    }
}
