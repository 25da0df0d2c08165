// Errors in scripts and their input: exact messages with the file and line, tracebacks, and who is to blame.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("Errors with locations")
struct ScriptErrorTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Runs `text` as `name` in the scratch folder and returns the error it must raise.
    private func failure(_ name: String, _ text: String, feed: String? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) -> ScriptError? {
        #expect(throws: ScriptError.self, sourceLocation: sourceLocation) {
            try scratch.run(name, text, feed: feed)
        }
    }

    private func path(_ name: String) -> String { scratch.path + "/" + name }

    @Test("a bad argument names the function, the expected type and the caller's line")
    func badArgument() throws {
        let error = try #require(failure("item.lua", "local L = require \"tessera\"\n\nlocal item = L.item(nil)\n"))
        #expect(error.kind == .script)
        #expect(error.message == "\(path("item.lua")):3: bad argument #1 to 'item' (table expected, got nil)")
        #expect(error.traceback.first == "\(path("item.lua")):3: in main chunk")
    }

    @Test("a provider that returns nil for a section with items is named at its definition, with UIKit's words")
    func providerReturnsNil() throws {
        let text = rowsLayout + """

            return L.layout { sections = { { section = L.section { group = group }, count = 1 },
                                           { provider = function(environment, index)
                                               return nil
                                             end, count = 3 } } }
            """
        let loaded = try scratch.run("nil.lua", text)
        #expect(throws: ScriptError(.script, "\(path("nil.lua")):6: the section provider returned nil for section 1, which has "
                                        + "3 items (UIKit: Invalid section definition. Please specify a valid section definition "
                                        + "when content is to be rendered for a section.)")) {
            try loaded.layout.solve(itemCounts: loaded.itemCounts, in: CollectionViewGeometry(size: Size(width: 320, height: 480)))
        }
    }

    @Test("an unknown field suggests the nearest name")
    func unknownField() throws {
        let text = rowsLayout + "\nlocal s = L.section { group = group, contentInset = 5 }\n"
        let error = try #require(failure("field.lua", text))
        #expect(error.message == "\(path("field.lua")):5: unknown field 'contentInset' in section (did you mean 'contentInsets'?)")
    }

    @Test("an unknown font name fails at L.font.named's line")
    func unknownFontName() throws {
        let error = try #require(failure("font.lua", "local L = require \"tessera\"\n\nlocal f = L.font.named(\"NoSuchFace\", 15)\n"))
        #expect(error.message.hasPrefix("\(path("font.lua")):3: bad argument #1 to 'font.named': no font is named "
            + "'NoSuchFace' (fonts come from the system font files and --font-dir; families known: "))
        #expect(error.message.contains("Inter"))
    }

    @Test("a positional point names the field once")
    func positionalPoint() throws {
        let text = "local L = require \"tessera\"\nlocal a = L.anchor { edges = { \"top\" }, absoluteOffset = { 0, 4 } }\n"
        let error = try #require(failure("anchor.lua", text))
        #expect(error.message == "\(path("anchor.lua")):2: unexpected positional value in anchor.absoluteOffset: "
            + "use named fields (x = …)")
    }

    @Test("a list element or a view argument of the wrong kind names the field and what was expected", arguments: [
        ("L.group.horizontal { size = size, subitems = { 5 } }",
         "bad field 'subitems[1]' in horizontal (item or group expected, got number)"),
        ("L.section { group = group, boundarySupplementaryItems = { \"header\" } }",
         "bad field 'boundarySupplementaryItems[1]' in section (boundary item (L.header{…}, L.boundarySupplementaryItem{…}) expected, got string)"),
        ("L.section { group = group, decorationItems = { item } }",
         "bad field 'decorationItems[1]' in section (decoration item (L.background{…}) expected, got item)"),
        ("L.item { size = size, supplementaryItems = { group } }",
         "bad field 'supplementaryItems[1]' in item (supplementary item (L.supplementaryItem{…}) expected, got group)"),
        ("L.label(\"Title\")", "bad argument #1 to 'label' (table expected, got string)"),
        ("L.vstack { spacing = 8, aligment = \"center\" }", "unknown field 'aligment' in vstack (did you mean 'alignment'?)"),
    ])
    func wrongKinds(expression: String, message: String) throws {
        let text = """
            local L = require "tessera"
            local size = { width = L.fractionalWidth(1), height = L.absolute(44) }
            local item = L.item { size = size }
            local group = L.group.horizontal { size = size, subitems = { item } }
            local value = \(expression)
            """
        let error = try #require(failure("kinds.lua", text))
        #expect(error.message == "\(path("kinds.lua")):5: " + message)
    }

    @Test("a custom group's provider returning a number as an item is an error, not a crash")
    func customItemNotATable() throws {
        let text = """
            local L = require "tessera"
            local size = { width = L.fractionalWidth(1), height = L.absolute(100) }
            local group = L.group.custom { size = size, itemProvider = function(environment) return { 5 } end }
            return L.layout { sections = { { section = L.section { group = group }, count = 1 } } }
            """
        let loaded = try scratch.run("custom.lua", text)
        let error = try #require(#expect(throws: ScriptError.self) { try ScriptTests.solve(loaded, on: "iphone-se-3") })
        #expect(error.message == "\(path("custom.lua")):3: itemProvider returned a bad item 1 "
            + "(expected {frame = {x = …, y = …, width = …, height = …}, zIndex = …})")
    }

    @Test("an unknown value of an enumeration lists the options")
    func unknownEnumValue() throws {
        let text = rowsLayout + "\nlocal s = L.section { group = group, orthogonalScrollingBehavior = \"sideways\" }\n"
        let error = try #require(failure("enum.lua", text))
        #expect(error.message == "\(path("enum.lua")):5: bad field 'orthogonalScrollingBehavior' in section: "
            + "unknown value 'sideways' (expected one of: continuous, continuousGroupLeadingBoundary, groupPaging, "
            + "groupPagingCentered, none, paging)")
    }

    @Test("a near miss of an enumeration value is suggested")
    func nearEnumValue() throws {
        let text = rowsLayout + "\nlocal s = L.section { group = group, orthogonalScrollingBehavior = \"pagin\" }\n"
        let error = try #require(failure("near.lua", text))
        #expect(error.message == "\(path("near.lua")):5: bad field 'orthogonalScrollingBehavior' in section: "
            + "unknown value 'pagin' (did you mean 'paging'?)")
    }

    @Test("a negative absolute size gets the engine's message at the item's line")
    func negativeAbsoluteSize() throws {
        let text = """
            local L = require "tessera"
            local item = L.item { size = { width = L.absolute(-10), height = L.absolute(44) } }
            local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }
            return L.layout { sections = { { section = L.section { group = group }, count = 3 } } }
            """
        let error = try #require(failure("negative.lua", text))
        #expect(error.kind == .script)
        #expect(error.message == "\(path("negative.lua")):2: Invalid absolute width: -10 (a finite length ≥ 0 is required)")
    }

    @Test("an error inside a section provider carries a traceback naming the provider's line")
    func errorInProvider() throws {
        let text = rowsLayout + """

            local function broken(environment, index)
              error("no section for index " .. index)
            end
            return L.layout { sections = { { section = L.section { group = group }, count = 1 },
                                           { provider = broken, count = 2 } } }
            """
        let loaded = try scratch.run("provider.lua", text)
        let file = path("provider.lua")
        // The provider runs while the layout is solved, for section 1.
        let error = try #require(#expect(throws: ScriptError.self) {
            try ScriptTests.solve(loaded, on: "iphone-se-3")
        })
        #expect(error.kind == .script)
        #expect(error.message == "\(file):6: no section for index 1")
        #expect(error.traceback.first == "\(file):6: in function <\(file):5>")
    }

    @Test("a provider that returns something other than a section is named")
    func providerReturnsWrongKind() throws {
        // The message points at the L.layout{…} that holds the provider (here not a tail call: see tailCalls).
        let text = rowsLayout + "\nlocal layout = L.layout { sections = { { provider = function() return group end, count = 2 } } }\n"
            + "return layout\n"
        let loaded = try scratch.run("wrong.lua", text)
        let error = try #require(#expect(throws: ScriptError.self) { try ScriptTests.solve(loaded, on: "iphone-se-3") })
        #expect(error.message == "\(path("wrong.lua")):5: a section provider must return L.section{…} or nil (it returned group)")
    }

    @Test("a script must return L.layout{…}", arguments: [
        ("return 42", "number"), ("return nil", "nil"), ("", "nil"), ("return { sections = {} }", "table"),
        ("return L.section { group = group }", "section"),
    ])
    func wrongReturnValue(body: String, returned: String) throws {
        let error = try #require(failure("returns.lua", rowsLayout + "\n" + body + "\n"))
        #expect(error.kind == .script)
        #expect(error.message == "\(path("returns.lua")): the script must return L.layout{…} or a view controller "
                + "(L.viewController{…}, L.navigationController{…}, L.tabBarController{…}) (it returned \(returned))")
    }

    @Test("a syntax error names the line")
    func syntaxError() throws {
        let error = try #require(failure("syntax.lua", "local L = require \"tessera\"\nreturn L.layout {\n"))
        #expect(error.kind == .script)
        #expect(error.message == "\(path("syntax.lua")):3: unexpected symbol near <eof>")
        let unclosed = try #require(failure("string.lua", "local L = require \"tessera\"\nlocal s = \"abc\n"))
        #expect(unclosed.message == "\(path("string.lua")):2: unfinished string near '\"abc'")
    }

    @Test("a malformed feed names the file, line and column, and is an input error")
    func malformedFeed() throws {
        let feed = try scratch.write("feed.json", "{\n  \"photos\": [1, 2,]\n}\n")
        let error = try #require(failure("feed.lua", rowsLayout + "\nreturn rows(#L.feed.photos)\n", feed: feed))
        #expect(error.kind == .input)
        // Line 2 is `  "photos": [1, 2,]`: the ']' after the trailing comma is its 19th character.
        #expect(error.message == "\(feed):2:19: unexpected character ']': expected a value")
    }

    @Test("a missing feed is an input error naming the file")
    func missingFeed() throws {
        let feed = path("absent.json")
        let error = try #require(failure("nofeed.lua", rowsLayout + "\nreturn rows(1)\n", feed: feed))
        #expect(error.kind == .input)
        #expect(error.message == "\(feed): cannot read the feed (no such file)")
    }

    @Test("a missing script is an input error")
    func missingScript() throws {
        let script = path("absent.lua")
        let error = try #require(#expect(throws: ScriptError.self) { try LayoutScript(ScriptOptions(script: script)) })
        #expect(error.kind == .input)
        #expect(error.message == "\(script): cannot read the script: no such file")
    }

    @Test("require of a missing module lists where it looked")
    func missingModule() throws {
        let extra = try ScratchFolder()
        try scratch.write("lib/keep.lua", "return {}")
        let script = try scratch.write("missing.lua", "local L = require \"tessera\"\nlocal m = require \"no.such\"\n")
        let error = try #require(#expect(throws: ScriptError.self) {
            try LayoutScript(ScriptOptions(script: script, luaPath: [extra.path]))
        })
        // The script's folder, its lib folder, Scripts/lib (relative to the working directory, listed whether or not
        // it is there) and the --lua-path folders; dots in the name are folders; then the built-in plugins and a hint.
        let tried = ["\(scratch.path)/no/such.lua", "\(scratch.path)/lib/no/such.lua", "Scripts/lib/no/such.lua",
                     "\(extra.path)/no/such.lua"]
        #expect(error.message == "\(script):2: module 'no.such' not found:" + tried.map { "\n\tno file '\($0)'" }.joined()
                    + "\n\tno built-in plugin 'no.such' (built in: listconfig)"
                    + "\nhint: give the folder that holds no/such.lua with --lua-path <folder> (repeatable)")
    }

    @Test("a loop in require is reported where it closes")
    func requireLoop() throws {
        try scratch.write("first.lua", "local second = require \"second\"\nreturn {}\n")
        try scratch.write("second.lua", "\nlocal first = require \"first\"\nreturn {}\n")
        let error = try #require(failure("loop.lua", "local first = require \"first\"\n"))
        #expect(error.message == "\(path("second.lua")):2: loop in require: first → second → first")
        #expect(error.traceback == ["\(path("second.lua")):2: in local 'chunk'", "\(path("first.lua")):1: in local 'chunk'",
                                    "\(path("loop.lua")):1: in main chunk"])
    }

    @Test("constructors called in a tail call (`return L.layout{…}`, `return L.section{…}`) still name their line")
    func tailCalls() throws {
        let layoutError = try #require(failure("tail-layout.lua", "local L = require \"tessera\"\nreturn L.layout { sectionz = {} }\n"))
        let sectionText = rowsLayout + """

            local function provider(environment, index)
              return L.section { group = group, contentInset = 3 }
            end
            return L.layout { sections = { { provider = provider, count = 1 } } }
            """
        let loaded = try scratch.run("tail-section.lua", sectionText)
        let sectionError = try #require(#expect(throws: ScriptError.self) { try ScriptTests.solve(loaded, on: "iphone-se-3") })
        #expect(layoutError.message == "\(path("tail-layout.lua")):2: unknown field 'sectionz' in layout (did you mean 'sections'?)")
        #expect(sectionError.message
            == "\(path("tail-section.lua")):6: unknown field 'contentInset' in section (did you mean 'contentInsets'?)")
    }

    @Test("errors name the script by the path given, however long")
    func longPath() throws {
        let deep = "a-rather-long-folder-name/another-long-folder-name/and-one-more"
        let text = "local L = require \"tessera\"\nlocal item = L.item(nil)\n"
        let error = try #require(failure(deep + "/item.lua", text))
        #expect(error.message == "\(path(deep + "/item.lua")):2: bad argument #1 to 'item' (table expected, got nil)")
    }
}
