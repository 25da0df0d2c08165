// Hidden views in cell templates (`isHidden` on L.label, L.image, L.box, L.spacer, L.vstack, L.hstack), against the
// same column as a UIStackView view tree.

import Foundation
import Testing
import TesseraTestSupport

@Suite("Cell templates · hidden views")
struct HiddenTemplateViewTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// A list of two rows, a note hidden in the first: `cell` builds the column `A`, `B` (hidden for the first
    /// row), `C` with `spacing = 8`.
    private func list(cell: String) -> String {
        """
        local L = require "tessera"
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        return L.layout { sections = { { section = L.section {
          group = L.group.vertical { size = size, subitems = { L.item { size = size } } },
          cell = function(row)
        \(cell)
          end },
          items = { { hide = true }, { hide = false } } } } }
        """
    }

    private let template = """
            return L.vstack { spacing = 8, L.label { text = "A" }, L.label { text = "B", isHidden = row.hide },
                              L.label { text = "C" } }
        """

    private let tree = """
            local content = L.view {}
            local column = L.stack { axis = "vertical", spacing = 8, L.label { text = "A" },
                                     L.label { text = "B", isHidden = row.hide }, L.label { text = "C" } }
            column.translatesAutoresizingMaskIntoConstraints = false
            content:addSubview(column)
            column:pinEdges(content)
            return content
        """

    /// Each label's frame in the collection view, its text and whether it is hidden, as the text dump gives them.
    private func labels(_ dump: String) -> [String] {
        dump.split(separator: "\n").filter { $0.contains("UILabel") }.map { line in
            String(line[line.range(of: "in collection view")!.lowerBound...])
        }
    }

    @Test("A hidden label takes no room in a template column, where the next one starts, dumped hidden: as the UIStackView tree lays it out")
    func hiddenLabelAsTheStackView() throws {
        let templateRun = try TesseraExecutable.run(["run", try scratch.write("template.lua", list(cell: template))])
        let treeRun = try TesseraExecutable.run(["run", try scratch.write("tree.lua", list(cell: tree))])
        #expect(templateRun.status == 0 && treeRun.status == 0)
        #expect(templateRun.stderr.isEmpty)
        #expect(labels(templateRun.stdout) == [
            #"in collection view = (0 0; 393 20.333); text = "A""#,
            #"in collection view = (0 28.333; 393 0); text = "B"; hidden"#,
            #"in collection view = (0 28.333; 393 20.333); text = "C""#,
            #"in collection view = (0 48.667; 393 20.333); text = "A""#,
            #"in collection view = (0 77; 393 20.333); text = "B""#,
            #"in collection view = (0 105.333; 393 20.333); text = "C""#,
        ])
        #expect(labels(templateRun.stdout) == labels(treeRun.stdout))
    }

    @Test("Every template view takes isHidden; a value that is not a boolean is an error at the view's line")
    func everyViewTakesIsHidden() throws {
        let cell = """
                return L.hstack { isHidden = false, L.image { width = 20, height = 20, isHidden = row.hide },
                                  L.spacer { isHidden = row.hide }, L.box { width = 10, height = 10, isHidden = row.hide },
                                  L.vstack { isHidden = row.hide, L.label { text = "X" } } }
            """
        let run = try TesseraExecutable.run(["run", try scratch.write("views.lua", list(cell: cell))])
        #expect(run.status == 0)
        #expect(run.stdout.components(separatedBy: "; hidden").count - 1 == 3)
        let bad = try scratch.write("bad.lua", list(cell: "    return L.box { width = 10, height = 10, isHidden = \"yes\" }"))
        let failed = try TesseraExecutable.run(["run", bad])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("\(bad):6: bad field 'isHidden' in box (boolean expected, got string)"))
    }
}
