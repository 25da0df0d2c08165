// Every error a script can cause names its file and line, and numbers read as the script wrote them.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("Errors name their file and line")
struct LocatedErrorTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    private func message(_ text: String) -> String? {
        do {
            try scratch.run("layout.lua", rowsLayout + "\n" + text + "\n")
        } catch let error as ScriptError {
            return error.message
        } catch {
            return "\(error)"
        }
        return nil
    }

    @Test("A description changed after its constructor made it cannot say something the engine does not know", arguments: [
        ("item.size.width.kind = 'fractionalWidht'",
         "2: unknown dimension kind 'fractionalWidht' in size.width (expected one of: fractionalWidth, fractionalHeight, "
            + "absolute, estimated, uniformAcrossSiblings)"),
        ("group.interItemSpacing = { __tessera = 'spacing', kind = 'elastic', value = 4 }",
         "3: unknown spacing kind 'elastic' in interItemSpacing (expected one of: fixed, flexible)"),
        ("group.arrangement = 'diagonal'",
         "3: unknown arrangement 'diagonal' in group (expected one of: horizontal, vertical, custom)"),
        ("local section = L.section { group = group }; section.orthogonalScrollingBehavior = 'sideways'; "
            + "return L.layout { sections = { { section = section, count = 1 } } }",
         "5: unknown orthogonalScrollingBehavior 'sideways' in section (expected one of: none, continuous, "
            + "continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered)"),
    ])
    func forgedValues(_ change: String, _ expected: String) {
        let text = change.hasPrefix("local section") ? change : change + "\nreturn rows(3)"
        #expect(message(text) == "\(scratch.path)/layout.lua:" + expected)
    }

    @Test("A repeating group whose subitem resolves to no width names the section's line")
    func zeroExtentRepeatingGroup() throws {
        let loaded = try scratch.run("zero.lua", rowsLayout + """

            local thin = L.item { size = { width = L.fractionalWidth(0.001), height = L.absolute(20) } }
            local row = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(20) },
                                             repeatingSubitem = thin, count = 2 }
            return L.layout { sections = { { section = L.section { group = row }, count = 2 } } }
            """)
        // 0.001 of 320 points is 0.32, floored to the pixel grid of scale 2: 0.
        let geometry = CollectionViewGeometry(size: Size(width: 320, height: 480))
        let error = try #require(#expect(throws: LayoutError.self) {
            try loaded.layout.solve(itemCounts: loaded.itemCounts, in: geometry)
        })
        #expect("\(loaded.locating(error))" == "\(scratch.path)/zero.lua:8: section 0 › group: A repeating group's "
            + "subitem has zero extent along the group's axis")
    }

    @Test("Numbers in messages read as Lua reads them: nan (never -nan), math.huge (never inf)", arguments: [
        ("local d = L.absolute(0/0)", "bad argument #1 to 'absolute' (finite number expected, got nan)"),
        ("local d = L.estimated(-math.huge)", "bad argument #1 to 'estimated' (finite number expected, got -math.huge)"),
        ("local f = L.font.system(1/0)", "bad argument to 'font.system' (point size > 0 expected, got math.huge)"),
    ])
    func numbers(_ line: String, _ expected: String) {
        #expect(message(line) == "\(scratch.path)/layout.lua:5: " + expected)
    }
}
