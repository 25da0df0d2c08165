// The editor annotations (Scripts/types/tessera.lua) declare exactly the functions the `tessera` module has.

import Foundation
import Testing
import TesseraTestSupport

@Suite("Editor annotations")
struct EditorAnnotationTests {
    /// `L.name` and `L.table.name` for every function of the module, as the sandbox sees it.
    static func moduleFunctions() throws -> Set<String> {
        let scratch = try ScratchFolder()
        let prelude = """
            local names = {}
            local function collect(prefix, t, depth)
              for key, value in pairs(t) do
                if type(key) == "string" and key:sub(1, 1) ~= "_" then
                  if type(value) == "function" then names[#names + 1] = prefix .. key
                  elseif type(value) == "table" and depth == 0 then collect(prefix .. key .. ".", value, 1) end
                end
              end
            end
            collect("L.", L, 0)
            """
        let listed = try scratch.probe("table.concat(names, ' ')", prelude: prelude) ?? ""
        return Set(listed.split(separator: " ").map(String.init))
    }

    /// The names after `function ` in the annotation file.
    static func annotatedFunctions() throws -> Set<String> {
        let text = try String(contentsOfFile: ScriptTests.root + "/Scripts/types/tessera.lua", encoding: .utf8)
        return Set(text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("function L.") else { return nil }
            return String(line.dropFirst("function ".count).prefix { $0 != "(" })
        })
    }

    @Test("The annotation file is valid Lua")
    func annotationsParse() throws {
        let text = try String(contentsOfFile: ScriptTests.root + "/Scripts/types/tessera.lua", encoding: .utf8)
        #expect(!text.contains("]==]"))
        let message = try ScratchFolder().probe("select(2, load(source, 'tessera.lua')) or 'parsed'",
                                                prelude: "local source = [==[\n\(text)]==]")
        #expect(message == "parsed")
    }

    @Test("Every function of the module is annotated, and every annotated function exists")
    func annotationsMatchTheModule() throws {
        let module = try Self.moduleFunctions()
        let annotated = try Self.annotatedFunctions()
        #expect(module.contains("L.group.horizontal") && module.contains("L.text.size") && module.contains("L.vstack"))
        #expect(module.subtracting(annotated).sorted() == [], "functions without annotations")
        #expect(annotated.subtracting(module).sorted() == [], "annotations of functions the module does not have")
    }
}
