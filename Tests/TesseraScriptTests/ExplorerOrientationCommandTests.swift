// The explorer's orientation and direction commands: the device's other size and safe area, the layout direction.

import Foundation
import Testing
import TesseraTestSupport

@Suite("Explorer · orientation and direction")
struct ExplorerOrientationCommandTests {
    let scratch: ScratchFolder

    init() throws { scratch = try ScratchFolder() }

    /// The `where` lines and the command headings of a piped session on Scripts/grid.lua.
    func session(_ commands: [String]) throws -> [String] {
        let run = try TesseraExecutable.run(["explore", "Scripts/grid.lua", "--commands",
                                             try scratch.write("commands.txt", commands.joined(separator: "\n") + "\n")])
        return run.stdout.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("offset ") || $0.hasPrefix("orientation ") || $0.hasPrefix("device ") || $0.hasPrefix("layout direction")
                || $0.hasPrefix("error:")
        }
    }

    @Test("orientation turns the device: its landscape width, no top inset (no status bar); device keeps the orientation")
    func orientation() throws {
        let lines = try session(["where", "orientation landscape", "where", "device iphone-se-3", "where",
                                 "orientation portrait", "where"])
        // iPhone 15 Pro: 393 wide in portrait, resting at minus its 59-pt top inset; 852 wide in landscape, where
        // the top inset is 0. The SE keeps landscape (667 wide), then turns back to portrait (375, inset 20).
        #expect(lines[0].hasPrefix("offset -59 of -59…") && lines[0].contains("content 393×"))
        #expect(lines[1] == "orientation landscape")
        #expect(lines[2].contains("content 852×"))
        #expect(lines[3] == "device iphone-se-3")
        #expect(lines[4].contains("content 667×"))
        #expect(lines[5] == "orientation portrait")
        #expect(lines[6].contains(" of -20…") && lines[6].contains("content 375×"))
    }

    @Test("direction sets the layout direction trait; a wrong value gives the usage")
    func direction() throws {
        let lines = try session(["direction rightToLeft", "orientation sideways", "direction upward"])
        #expect(lines == ["layout direction rightToLeft", "error: usage: orientation <portrait|landscape>",
                          "error: usage: direction <leftToRight|rightToLeft>"])
    }
}
