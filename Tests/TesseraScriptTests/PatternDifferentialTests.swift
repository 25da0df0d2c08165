// The sandbox's own pattern matcher against Lua's: the same results and errors on thousands of random patterns.

import CLua
import Foundation
import Testing
import TesseraTestSupport
import TesseraScript

@Suite("Patterns: the sandbox's matcher and Lua's agree")
struct PatternDifferentialTests {
    /// Lua that runs `string.find`, `match`, `gsub` (with a string and a function) and `gmatch` on random
    /// patterns and subjects (its own generator, so both states see the same ones) and returns every result
    /// and error message, one line per call.
    static let program = """
        local seed = 20261124
        local function random(n) seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n + 1 end
        local atoms = { "a", "b", "c", ".", "%a", "%d", "%s", "%w", "%A", "%S", "[ab]", "[^a]", "[a-c]", "[%a_]",
                        "[%]]", "[]a]", "%.", "%%", "(", ")", "()", "%1", "%2", "%b()", "%f[%w]", "%f[%W]", " ", "x",
                        "1", "[", "%" }
        local quantifiers = { "", "", "", "*", "+", "-", "?" }
        local letters = { "a", "b", "c", "(", ")", ".", " ", "1", "_", "x", "]", "%" }
        local function show(...)
          local t = table.pack(...)
          for i = 1, t.n do t[i] = tostring(t[i]) end
          return table.concat(t, ",", 1, t.n)
        end
        local out = {}
        for case = 1, 4000 do
          local p = {}
          if random(6) == 1 then p[#p + 1] = "^" end
          for i = 1, random(5) do p[#p + 1] = atoms[random(#atoms)] .. quantifiers[random(#quantifiers)] end
          if random(6) == 1 then p[#p + 1] = "$" end
          local pattern = table.concat(p)
          local s = {}
          for i = 1, random(20) - 1 do s[#s + 1] = letters[random(#letters)] end
          local subject = table.concat(s)
          local init = random(7) - 3
          out[#out + 1] = show(pcall(string.find, subject, pattern, init))
          out[#out + 1] = show(pcall(string.find, subject, pattern, init, true))
          out[#out + 1] = show(pcall(string.match, subject, pattern, init))
          out[#out + 1] = show(pcall(string.gsub, subject, pattern, "<%0|%1>"))
          out[#out + 1] = show(pcall(string.gsub, subject, pattern, function(...) return select("#", ...) .. "" end, 3))
          local ok, iterator = pcall(string.gmatch, subject, pattern, init)
          local found = { tostring(ok) }
          for _ = 1, 20 do
            if not ok then break end
            local result = table.pack(pcall(iterator))
            if not result[1] then found[#found + 1] = "error " .. tostring(result[2]) break end
            if result.n == 1 then break end
            found[#found + 1] = show(table.unpack(result, 2, result.n))
          end
          out[#out + 1] = table.concat(found, ";")
        end
        return table.concat(out, "\\n")
        """

    /// What `program` returns in a plain state with Lua's standard libraries.
    static func standardResult() -> String? {
        guard let L = luaL_newstate() else { return nil }
        defer { lua_close(L) }
        luaL_openlibs(L)
        guard luaL_loadstring(L, program) == LUA_OK, tessera_pcall(L, 0, 1, 0) == LUA_OK,
              let text = tessera_tostring(L, -1) else { return nil }
        return String(cString: text)
    }

    @Test("4,000 random patterns: find, plain find, match, gsub with a string and a function, gmatch")
    func randomPatterns() throws {
        let expected = try #require(Self.standardResult())
        let scratch = try ScratchFolder()
        let sandboxed = try #require(try scratch.probe("(function() \(Self.program) end)()"))
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = sandboxed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(actualLines.count == expectedLines.count)
        let differences = zip(expectedLines, actualLines).enumerated().filter { $0.element.0 != $0.element.1 }
        for (index, (lua, ours)) in differences.prefix(5) {
            Issue.record("call \(index + 1): Lua gives '\(lua)', the sandbox '\(ours)'")
        }
        #expect(differences.isEmpty)
        // The corpus does exercise matches, captures and errors, not only failures.
        #expect(expected.contains("true,1,") && expected.contains("malformed pattern") && expected.contains("<"))
    }
}
