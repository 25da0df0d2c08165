// Ways a script ran past its instruction budget or its deadline: finalizers, caught errors, long library work.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("Limits that cannot be escaped")
struct LimitEscapeTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    private static let budget = 1_000_000

    /// The budget's message at line 2 of `script.lua`.
    private func budgetMessage(_ budget: Int = LimitEscapeTests.budget) -> String {
        "\(scratch.path)/script.lua:2: instruction budget exceeded (\(budget) instructions): the script runs too long "
            + "or never stops; raise the limit with --max-instructions"
    }

    /// Runs `line` as line 2 of a script under `limits` and returns its error's message (nil, with an issue
    /// recorded, when it ran to its end).
    private func message(_ line: String, limits: ScriptLimits = ScriptLimits(instructions: budget),
                         sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            try scratch.run("script.lua", "local L = require \"tessera\"\n\(line)\nreturn nil\n", limits: limits)
        } catch let error as ScriptError {
            return error.message
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
            return nil
        }
        Issue.record("the script ran past its limits without an error", sourceLocation: sourceLocation)
        return nil
    }

    @Test("A finalizer is refused: the collector runs __gc with the count hook off, even when the state closes")
    func finalizerRefused() {
        #expect(message("setmetatable({}, { __gc = function() while true do end end })")
            == "\(scratch.path)/script.lua:2: setmetatable: finalizers (__gc) are not available to scripts (the "
            + "collector runs them where no limit can stop them)")
        // A metatable without __gc still works, and __gc added later is never called (Lua marks objects when
        // their metatable is set), so there is no way around the check.
        #expect(message("local t = setmetatable({}, { __index = { x = 7 } }); error(tostring(t.x), 0)") == "7")
    }

    @Test("Catching the budget error does not buy more instructions", arguments: [
        "while true do pcall(function() while true do end end) end",
        "while true do xpcall(function() while true do end end, function(m) return m end) end",
        "xpcall(function() while true do end end, function() while true do end end); while true do end",
        "while true do pcall(function() local x <close> = setmetatable({}, { __close = function() while true do end end }) end) end",
        "local ok = pcall(error, setmetatable({}, { __tostring = function() while true do end end })); while true do end",
    ])
    func caughtBudgetError(_ line: String) {
        #expect(message(line) == budgetMessage())
    }

    @Test("An xpcall handler still runs for an ordinary error")
    func handlerForOrdinaryErrors() {
        #expect(message("local ok, m = xpcall(error, function(m) return 'handled ' .. m end, 'oops', 0); error(m, 0)")
            == "handled oops")
    }

    @Test("Long work inside library functions is charged before it is done", arguments: [
        "local s = string.rep('', 1e8)",
        "for i = 1, 20 do local s = string.rep('ab', 5e6) end",
        "local s = string.rep('a', 3000); local i = s:find('.-b')",
        "local s = string.rep('a', 3000); local m = s:match('(.-)b')",
        "for w in string.rep('a', 3000):gmatch('.-b') do end",
        "local s = string.rep('a', 3000):gsub('.-b', '')",
        "local t = {}; for i = 1, 20000 do t[i] = -i end; for i = 1, 10 do table.sort(t) end",
        "local t = {}; for i = 1, 20000 do t[i] = 'x' end; for i = 1, 100 do local s = table.concat(t) end",
        "table.move({}, 1, 1e7, 2)",
        "local t = {}; for i = 1, 1000 do t[i] = i end; for i = 1, 2000 do local n = select('#', table.unpack(t)) end",
        "local s = ('x'):rep(1000); for i = 1, 2000 do local n = select('#', s:byte(1, -1)) end",
        "local s = (' '):rep(100000) .. '1'; for i = 1, 500 do local n = tonumber(s) end",
        "local src = '--' .. ('x'):rep(100000); for i = 1, 100 do local f = load(src) end",
        "local t = {}; for i = 1, 20000 do t[i] = {} end; for i = 1, 200 do collectgarbage() end",
        "local s = ('é'):rep(100000); for i = 1, 100 do local n = utf8.len(s) end",
        "local s = ('x'):rep(100000); for i = 1, 200 do local t = s .. i end",
    ])
    func libraryWork(_ line: String) {
        #expect(message(line) == budgetMessage())
    }

    @Test("Lua's patterns still behave as the manual says", arguments: [
        ("string.find('hello world', 'o w')", "5 7"),
        ("string.find('hello', 'l+')", "3 4"),
        ("string.find('a.b', '.', 1, true)", "2 2"),
        ("string.match('key = value', '(%w+)%s*=%s*(%w+)')", "key value"),
        ("string.match('  trim  ', '^%s*(.-)%s*$')", "trim"),
        ("string.match('f(a(b)c)d', '%b()')", "(a(b)c)"),
        ("string.match('THE (quick) fox', '%f[%a]%a+')", "THE"),
        ("string.match('abcabc', '(abc)%1')", "abc"),
        ("string.match('hello', '()ll()')", "3 5"),
        ("string.gsub('hello world', 'o', '0')", "hell0 w0rld 2"),
        ("string.gsub('abc', '%w', '%0%0')", "aabbcc 3"),
        ("string.gsub('abc', '', '-')", "-a-b-c- 4"),
        ("string.gsub('hello world', '(%w+)', { hello = 'HI' })", "HI world 2"),
        ("string.gsub('$x + $y', '%$(%w+)', function(n) return n:upper() end)", "X + Y 2"),
        ("string.gsub('abc', '^a', 'z')", "zbc 1"),
    ])
    func patterns(_ expression: String, _ expected: String) throws {
        let result = try scratch.probe("table.concat({ \(expression) }, ' ')")
        #expect(result == expected)
    }

    @Test("Pattern errors keep Lua's messages", arguments: [
        ("string.find('a', '%')", "malformed pattern (ends with '%')"),
        ("string.find('a', '[a')", "malformed pattern (missing ']')"),
        ("string.find('a', '(a')", "unfinished capture"),
        ("string.match('a', 'a)')", "invalid pattern capture"),
        ("string.find('a', '%1')", "invalid capture index %1"),
        ("string.find('a', '%f')", "missing '[' after '%f' in pattern"),
        ("string.find('a', '%b')", "malformed pattern (missing arguments to '%b')"),
        ("string.gsub('a', 'a', '%2')", "invalid capture index %2"),
        ("string.gsub('a', 'a', '%x')", "invalid use of '%' in replacement string"),
        ("string.gsub('a', 'a', {a = {}})", "invalid replacement value (a table)"),
    ])
    func patternErrors(_ expression: String, _ expected: String) throws {
        let result = try scratch.probe("select(2, pcall(function() return \(expression) end))")
        #expect(result?.hasSuffix(expected) == true, "\(result ?? "nil")")
    }

    @Test("A format width beyond two digits is refused (Lua 5.4 checks it before formatting)")
    func formatWidth() {
        #expect(message("local s = string.format('%99999d', 1)")
            == "\(scratch.path)/script.lua:2: invalid conversion specification: '%99999d'")
    }

    @Test("The deadline stops an endless loop with its line")
    func deadline() {
        // 1 s: time enough to load the module before the loop on a loaded machine.
        let limits = ScriptLimits(instructions: 1 << 60, deadline: ScriptDeadline(secondsFromNow: 1))
        #expect(message("while true do end", limits: limits)
            == "\(scratch.path)/script.lua:2: timed out after 1 s: the script runs too long or never stops; raise the "
            + "limit with --timeout")
    }

    @Test("The deadline stops a pattern that backtracks for ever, inside the library function")
    func deadlineInLibraryFunction() {
        let limits = ScriptLimits(instructions: 1 << 60, deadline: ScriptDeadline(secondsFromNow: 1))
        #expect(message("local s = string.rep('a', 1e5); local i = s:find('.-.-.-.-b')", limits: limits)
            == "\(scratch.path)/script.lua:2: timed out after 1 s: the script runs too long or never stops; raise the "
            + "limit with --timeout")
    }

    @Test("A deadline that passes outside the script stops the layout at its next call into the script")
    func deadlineBetweenCalls() throws {
        let text = rowsLayout + """

            local function provider(environment, index) return L.section { group = group } end
            return L.layout { sections = { { provider = provider, count = 1 } } }
            """
        let script = try scratch.write("provided.lua", text)
        // The deadline is set once the script has loaded (loading on a loaded machine may take longer than it).
        let loaded = try LayoutScript(ScriptOptions(script: script))
        loaded.state.setDeadline(ScriptDeadline(secondsFromNow: 0.2))
        // The layout (here: the test) takes the rest of the time before it calls the provider.
        Thread.sleep(forTimeInterval: 0.3)
        let message = "\(script): timed out after 0.2 s (in the layout, between calls into the script); raise the "
            + "limit with --timeout"
        #expect(throws: ScriptError(.script, message)) { try ScriptTests.solve(loaded, on: "iphone-se-3") }
        #expect(throws: ScriptError(.script, message)) { try ScriptTests.solve(loaded, on: "iphone-se-3") }
    }
}
