// Cell registrations from the command line: dumps equal to cell functions', stale values on reuse, --check-reuse, errors.

import Foundation
import Testing
import TesseraDump
import TesseraTestSupport

@Suite("The command line · cell registrations")
struct CellRegistrationTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    @Test("A registration's dump equals its cell function's, element for element", arguments: ["contact-cell", "chip"])
    func sameDumps(_ name: String) throws {
        let function = try TesseraExecutable.run(["run", "Scripts/\(name).lua", "--format", "json"])
        let registration = try TesseraExecutable.run(["run", "Scripts/\(name)-registration.lua", "--format", "json"])
        #expect(function.status == 0 && registration.status == 0)
        #expect(function.stderr.isEmpty && registration.stderr.isEmpty)
        let expected = try JSONDumpFormat.parse(function.stdout)
        let actual = try JSONDumpFormat.parse(registration.stdout)
        #expect(actual.elements.count == expected.elements.count)
        #expect(actual.elements.count == (name == "chip" ? 12 : 4))
        for (found, wanted) in zip(actual.elements, expected.elements) {
            #expect(found == wanted)
            #expect(!found.subviews.isEmpty)
        }
        #expect(registration.stdout == function.stdout)
        // The text dumps differ only in the script they name.
        let text = try TesseraExecutable.run(["run", "Scripts/\(name).lua"]).stdout.split(separator: "\n")
        let registered = try TesseraExecutable.run(["run", "Scripts/\(name)-registration.lua"]).stdout.split(separator: "\n")
        #expect(text.count == registered.count)
        let differing = zip(text, registered).filter { $0 != $1 }
        #expect(differing.map(\.0) == ["# script: Scripts/\(name).lua"])
    }

    @Test("The contact registration fits each contact: the wrapped detail makes row 2 taller, the last row has no detail")
    func contactFrames() throws {
        let result = try TesseraExecutable.run(["run", "Scripts/contact-cell-registration.lua", "--device", "iphone-15-pro"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
            cell [0, 0] frame = (8 0; 377 56.333); zIndex = 0
              UIImageView "avatar" frame = (8 8; 40 40); in collection view = (16 8; 40 40)
            """))
        let dump = try TextDumpFormat.parse(result.stdout)
        #expect(dump.elements.map(\.frame.height) == [56.333, 56.333, 92.333, 56])
        #expect(dump.elements.map(\.frame.minY) == [0, 56.333, 112.667, 205])
    }

    /// People whose `note` label configure shows only when they have a note (and never hides again), with the cell
    /// class's `prepareForReuse` when given.
    static func notes(configure: String, prepareForReuse: String? = nil) -> String {
        """
        local L = require "tessera"
        local people = { { name = "Ann", note = "VIP" }, { name = "Bob" }, { name = "Cy", note = "New" } }
        local registration = L.cellRegistration {
          build = function()
            local content = L.view {}
            local name = L.label { accessibilityIdentifier = "name" }
            local note = L.label { accessibilityIdentifier = "note", isHidden = true }
            local stack = L.stack { axis = "vertical", name, note }
            stack.translatesAutoresizingMaskIntoConstraints = false
            content:addSubview(stack)
            stack:pinEdges(content)
            return { contentView = content, name = name, note = note }
          end,
          configure = function(cell, person)
        \(configure)
          end,\(prepareForReuse.map { "\n  prepareForReuse = function(cell)\n\($0)\n  end," } ?? "")
        }
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        return L.layout { sections = { { section = L.section {
          group = L.group.vertical { size = size, subitems = { L.item { size = size } } }, cell = registration },
          items = people } } }
        """
    }

    /// A configure that shows a person's note when there is one, and leaves the note as it was when not.
    static let showsNotes = """
                cell.name.text = person.name
                if person.note then
                  cell.note.text = person.note
                  cell.note.isHidden = false
                end
            """

    @Test("A property configure leaves stays as the previous item set it: Bob shows Ann's note, as on a device")
    func staleValues() throws {
        let script = try scratch.write("notes.lua", Self.notes(configure: Self.showsNotes))
        let plain = try TesseraExecutable.run(["run", script])
        #expect(plain.status == 0)
        #expect(plain.stderr.isEmpty)
        let dump = try TextDumpFormat.parse(plain.stdout)
        #expect(dump.elements.map(\.frame.height) == [40.667, 40.667, 40.667])
        #expect(plain.stdout.contains("""
            UILabel "note" frame = (0 20.333; 393 20.333); in collection view = (0 61; 393 20.333); text = "VIP"
            """))
        let checked = try TesseraExecutable.run(["run", script, "--check-reuse"])
        #expect(checked.status == 0)
        #expect(checked.stdout == plain.stdout)
        #expect(checked.stderr == """
            warning: \(script):17: reuse: configure set note.text for cell [0, 0] but not for cell [0, 1], which shows \
            the value cell [0, 0] left (a reused cell keeps what its last configure set: set note.text for every item)
            warning: \(script):18: reuse: configure set note.isHidden for cell [0, 0] but not for cell [0, 1], which \
            shows the value cell [0, 0] left (a reused cell keeps what its last configure set: set note.isHidden for \
            every item)

            """)

        // Set for every item, Bob's note is hidden and his row one line high; --check-reuse says nothing.
        let fixed = try scratch.write("fixed.lua", Self.notes(configure: """
                cell.name.text = person.name
                cell.note.text = person.note or ""
                cell.note.isHidden = person.note == nil
            """))
        #expect(try Self.quietHeights(fixed) == [40.667, 20.333, 40.667])
    }

    /// The cells' heights of `script` run with `--check-reuse`, which must succeed without a word on standard error.
    static func quietHeights(_ script: String) throws -> [Double] {
        let result = try TesseraExecutable.run(["run", script, "--check-reuse"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return try TextDumpFormat.parse(result.stdout).elements.map(\.frame.height)
    }

    @Test("prepareForReuse runs before each configure but the first: Bob's note is hidden again, --check-reuse is silent")
    func prepareForReuse() throws {
        let script = try scratch.write("prepared.lua", Self.notes(configure: Self.showsNotes, prepareForReuse: """
                cell.note.text = ""
                cell.note.isHidden = true
            """))
        let result = try TesseraExecutable.run(["run", script, "--check-reuse"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let dump = try TextDumpFormat.parse(result.stdout)
        // Ann's and Cy's notes show (two lines); Bob's row is his name alone, as the reset left the note.
        #expect(dump.elements.map(\.frame.height) == [40.667, 20.333, 40.667])
        #expect(dump.elements.map(\.frame.minY) == [0, 40.667, 61])
        #expect(result.stdout.contains("""
            UILabel "note" frame = (0 20.333; 393 20.333); in collection view = (0 81.333; 393 20.333); text = "New"
            """))
        // Without it, the same configure leaves Bob with Ann's note (staleValues).
        let stale = try TesseraExecutable.run(["run", try scratch.write("stale.lua", Self.notes(configure: Self.showsNotes))])
        #expect(try TextDumpFormat.parse(stale.stdout).elements.map(\.frame.height) == [40.667, 40.667, 40.667])
    }

    @Test("--check-reuse counts the views and constraints a configure adds to the reused cell")
    func additions() throws {
        let script = try scratch.write("adds.lua", Self.notes(configure: """
                local badge = L.label { text = person.name }
                badge.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView:addSubview(badge)
                L.activate { badge.topAnchor:constraint { equalTo = cell.contentView.topAnchor } }
            """))
        let result = try TesseraExecutable.run(["run", script, "--check-reuse", "--depth", "cells"])
        #expect(result.status == 0)
        #expect(result.stderr == """
            warning: \(script):14: reuse: configure added 1 view and 1 constraint that build did not make, in cell [0, 0] \
            (UIKit allows it, but the reused cell keeps them for the items after it)

            """)
        let plain = try TesseraExecutable.run(["run", script, "--depth", "cells"])
        #expect(plain.stderr.isEmpty)
    }

    /// A cell of one label pinned by `top`, with a height constraint build makes and leaves inactive (`tall`).
    static func pinned(configure: String) -> String {
        """
        local L = require "tessera"
        local registration = L.cellRegistration {
          build = function()
            local content = L.view {}
            local name = L.label {}
            name.translatesAutoresizingMaskIntoConstraints = false
            content:addSubview(name)
            local top = name.topAnchor:constraint { equalTo = content.topAnchor, constant = 8 }
            L.activate { top,
              name.leadingAnchor:constraint { equalTo = content.leadingAnchor, constant = 16 },
              name.bottomAnchor:constraint { lessThanOrEqualTo = content.bottomAnchor, constant = -8 } }
            return { contentView = content, name = name, top = top,
                     tall = content.heightAnchor:constraint { equalToConstant = 100 } }
          end,
          configure = function(cell, row)
        \(configure)
          end,
        }
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        return L.layout { sections = { { section = L.section {
          group = L.group.vertical { size = size, subitems = { L.item { size = size } } }, cell = registration },
          items = { { name = "Ann", top = 8 }, { name = "Bob", tall = true, top = 20 }, { name = "Cy", top = 4 } } } } }
        """
    }

    @Test("--check-reuse does not count a constraint build made inactive as added when configure activates it")
    func activatingBuildsConstraint() throws {
        let script = try scratch.write("tall.lua", Self.pinned(configure: """
                cell.name.text = row.name
                cell.tall.isActive = row.tall == true
            """))
        #expect(try Self.quietHeights(script) == [44, 100, 44])
    }

    @Test("--check-reuse reports a constraint configure makes in place of one build made (the count stays the same)")
    func replacedConstraint() throws {
        let script = try scratch.write("swap.lua", Self.pinned(configure: """
                cell.name.text = row.name
                cell.top.isActive = false
                cell.top = cell.name.topAnchor:constraint { equalTo = cell.contentView.topAnchor, constant = row.top }
                cell.top.isActive = true
            """))
        let result = try TesseraExecutable.run(["run", script, "--check-reuse", "--depth", "cells"])
        #expect(result.status == 0)
        #expect(result.stderr == """
            warning: \(script):15: reuse: configure added 1 constraint that build did not make, in cell [0, 0] \
            (UIKit allows it, but the reused cell keeps them for the items after it)

            """)
    }

    @Test("A list configuration's rows and header take registrations; the header is configured with the section's data")
    func listConfiguration() throws {
        let script = try scratch.write("list.lua", Self.listScript)
        let result = try TesseraExecutable.run(["run", script])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasSuffix("""
            supplementaryView "header" [0, 0] frame = (16 0; 361 20.333); zIndex = 1
              UILabel frame = (0 0; 361 20.333); in collection view = (16 0; 361 20.333); text = "Header"
            cell [0, 0] frame = (16 20.333; 361 36.333); zIndex = 0
              UILabel frame = (8 8; 345 20.333); in collection view = (24 28.333; 345 20.333); text = "One"
            cell [0, 1] frame = (16 56.667; 361 77); zIndex = 0
              UILabel frame = (8 8; 345 61); in collection view = (24 64.667; 345 61); text = "Two rows of text that wrap at \
            the width of an inset grouped list on a phone, as they should"
            cell [0, 2] frame = (16 133.667; 361 36.333); zIndex = 0
              UILabel frame = (8 8; 345 20.333); in collection view = (24 141.667; 345 20.333); text = "Three"

            """))
    }

    /// An inset grouped list whose rows (a wrapping label in the margins) and header are registrations.
    static let listScript = """
        local L = require "tessera"
        local list = require "listconfig"
        local function titled(label, inMargins)
          local content = L.view {}
          label.translatesAutoresizingMaskIntoConstraints = false
          content:addSubview(label)
          label:pinEdges(inMargins and content.layoutMarginsGuide or content)
          return { contentView = content, title = label }
        end
        local row = L.cellRegistration {
          build = function() return titled(L.label { numberOfLines = 0 }, true) end,
          configure = function(cell, record) cell.title.text = record end,
        }
        local header = L.cellRegistration {
          build = function() return titled(L.label { textStyle = "headline" }, false) end,
          configure = function(cell, data) cell.title.text = data end,
        }
        local rows = { "One", "Two rows of text that wrap at the width of an inset grouped list on a phone, as they should",
                       "Three" }
        return L.layout { sections = { {
          provider = function(environment)
            return list.section({ appearance = "insetGrouped", headerMode = "supplementary", cell = row,
                                  headerCell = header }, environment)
          end,
          items = rows, data = "Header",
        } } }
        """

    /// Runs `body` (the registration) in a one-section script, writing to a file, and returns the run.
    private func failing(_ name: String, _ registration: String) throws -> (CommandRun, String) {
        let script = try scratch.write(name, """
            local L = require "tessera"
            \(registration)
            local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
            return L.layout { sections = { { section = L.section {
              group = L.group.vertical { size = size, subitems = { L.item { size = size } } }, cell = registration },
              items = { { name = "Ann" }, { name = "Bob" } } } } }
            """)
        let output = scratch.path + "/" + name + ".out"
        let result = try TesseraExecutable.run(["run", script, "--output", output])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output))
        return (result, script)
    }

    @Test("A registration without build is an error at its line, exit 2, nothing written")
    func withoutBuild() throws {
        let (result, script) = try failing("nobuild.lua", """
            local registration = L.cellRegistration {
              configure = function(cell, person) cell.text = person.name end,
            }
            """)
        #expect(result.stderr.hasPrefix("""
            \(script):2: cellRegistration needs build = function(environment) … return contentView end (it makes the \
            cell's views once)

            """))
    }

    @Test("A configure that fails is an error at its line, naming the cell, exit 2")
    func configureFails() throws {
        let (result, script) = try failing("fails.lua", """
            local registration = L.cellRegistration {
              build = function() return L.label { text = "" } end,
              configure = function(cell, person)
                cell.text = person.name .. person.note
              end,
            }
            """)
        #expect(result.stderr.hasPrefix("""
            while measuring cell [0, 0]: \(script):5: attempt to concatenate a nil value (field 'note')

            """))
    }

    @Test("A prepareForReuse that fails is an error at its line, naming the reused cell; one that is no function, at the registration's")
    func prepareForReuseFails() throws {
        let (result, script) = try failing("prepare.lua", """
            local registration = L.cellRegistration {
              build = function() return L.label { text = "" } end,
              configure = function(cell, person) cell.text = person.name end,
              prepareForReuse = function(cell)
                cell.text = cell.text .. nil
              end,
            }
            """)
        #expect(result.stderr.hasPrefix("""
            while measuring cell [0, 1]: \(script):6: attempt to concatenate a nil value

            """))
        let (wrong, other) = try failing("wrong.lua", """
            local registration = L.cellRegistration {
              build = function() return L.label { text = "" } end,
              prepareForReuse = "reset",
            }
            """)
        #expect(wrong.stderr.hasPrefix("""
            \(other):2: bad field 'prepareForReuse' in cellRegistration (function expected, got string)

            """))
    }

    @Test("A configure that returns another tree, and a build that returns no view, are errors at their lines")
    func otherTree() throws {
        let (result, script) = try failing("other.lua", """
            local registration = L.cellRegistration {
              build = function() return L.view {} end,
              configure = function(cell, person)
                return L.label { text = person.name }
              end,
            }
            """)
        #expect(result.stderr == """
            while measuring cell [0, 0]: \(script):4: configure returned a view tree build did not make (configure sets \
            the properties of the cell it is given, which build made once, and returns nothing; a function making a new \
            tree for each item is a cell function: cell = function(record, environment) … end)

            """)
        let (built, path) = try failing("build.lua", """
            local registration = L.cellRegistration {
              build = function() return { name = L.label { text = "" } } end,
              configure = function(cell, person) cell.name.text = person.name end,
            }
            """)
        #expect(built.stderr == """
            while measuring cell [0, 0]: \(path):3: build returned a table without contentView = view (the cell's \
            content view expected, L.view{…} …, or a table holding it as contentView)

            """)
        let (replaced, other) = try failing("replaced.lua", """
            local registration = L.cellRegistration {
              build = function() return { contentView = L.view {} } end,
              configure = function(cell, person) cell.contentView = L.view {} end,
            }
            """)
        #expect(replaced.stderr == """
            while measuring cell [0, 0]: \(other):4: configure replaced the cell's contentView (configure sets the \
            properties of the cell it is given, which build made once, and returns nothing)

            """)
    }

    @Test("A property configure sets to a value of another type is an error at the view's line, exit 2, nothing written",
          arguments: [("isHidden = \"yes\"", "bad field 'isHidden' in label (boolean expected, got string)", 0),
                      ("text = {}", "bad field 'text' in label (string expected, got table)", 0),
                      ("preferredMaxLayoutWidth = 0/0",
                       "bad field 'preferredMaxLayoutWidth' in label (a finite number from 0 expected, got nan)", 0),
                      ("preferredMaxLayoutWidth = -1",
                       "bad field 'preferredMaxLayoutWidth' in label (a finite number from 0 expected, got -1)", 0),
                      // The first item's configure runs before the cell's views are tracked; the second's after.
                      ("isHidden = person.name == \"Bob\" and 1 or false",
                       "bad field 'isHidden' in label (boolean expected, got number)", 1)])
    func badlyTypedProperty(_ assignment: String, _ message: String, _ item: Int) throws {
        let (result, script) = try failing("typed.lua", """
            local registration = L.cellRegistration {
              build = function()
                local content = L.view {}
                local label = L.label { text = "" }
                content:addSubview(label)
                return { contentView = content, label = label }
              end,
              configure = function(cell, person)
                cell.label.text = person.name
                cell.label.\(assignment)
              end,
            }
            """)
        #expect(result.stderr.hasPrefix("""
            while measuring cell [0, \(item)]: \(script):5: \(message), set after the label made here

            """))
    }

    @Test("A number configure gives a label's text is its text, as L.label takes it; a constraint's constant must be a number")
    func numbersAndConstants() throws {
        let script = try scratch.write("count.lua", """
            local L = require "tessera"
            local registration = L.cellRegistration {
              build = function() return L.label { text = "" } end,
              configure = function(cell, row) cell.text = row.count end,
            }
            local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
            return L.layout { sections = { { section = L.section {
              group = L.group.vertical { size = size, subitems = { L.item { size = size } } }, cell = registration },
              items = { { count = 42 }, { count = 7.5 } } } } }
            """)
        let result = try TesseraExecutable.run(["run", script])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("text = \"42\""))
        #expect(result.stdout.contains("text = \"7.5\""))
        let (constant, path) = try failing("constant.lua", """
            local registration = L.cellRegistration {
              build = function()
                local content = L.view {}
                local label = L.label { text = "" }
                label.translatesAutoresizingMaskIntoConstraints = false
                content:addSubview(label)
                local top = label.topAnchor:constraint { equalTo = content.topAnchor }
                L.activate { top, label.bottomAnchor:constraint { equalTo = content.bottomAnchor },
                             label.leadingAnchor:constraint { equalTo = content.leadingAnchor } }
                return { contentView = content, label = label, top = top }
              end,
              configure = function(cell, person)
                cell.label.text = person.name
                cell.top.constant = "8"
              end,
            }
            """)
        #expect(constant.stderr.hasPrefix("""
            while measuring cell [0, 0]: \(path):8: bad field 'constant' in constraint (a finite number expected, got \
            string), set after the constraint made here

            """))
    }
}
