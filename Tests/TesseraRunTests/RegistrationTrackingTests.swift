// A registration's cell refitted after configure: a changed label or constant gives a cell function's frames, no change keeps the size.

import Foundation
import Testing
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraTestSupport

@Suite("Cell registrations · refitting what configure changed")
struct RegistrationTrackingTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Four people in a cell of an avatar, a name and a note (wrapping), configured by `configure`; `cell` is
    /// `registration` or `function` (the same views built and configured for each person).
    static func people(configure: String, cell: String) -> String {
        """
        local L = require "tessera"
        local long = string.rep("A much longer note that wraps onto more lines in this cell. ", 3)
        local people = { { name = "Ann", note = "Short", side = 40 }, { name = "Bob", note = long, side = 40 },
                         { name = "Cy", note = "Short", side = 60 }, { name = "Di", note = "Short", side = 60 } }
        local function make()
          local content = L.view {}
          local avatar = L.imageView { image = { width = 40, height = 40 } }
          local name = L.label { textStyle = "headline" }
          local note = L.label { textStyle = "subheadline", numberOfLines = 0 }
          for _, view in ipairs { avatar, name, note } do
            view.translatesAutoresizingMaskIntoConstraints = false
            content:addSubview(view)
          end
          local top = name.topAnchor:constraint { equalTo = content.topAnchor, constant = 8 }
          local tall = avatar.heightAnchor:constraint { equalToConstant = 70 }
          L.activate {
            avatar.leadingAnchor:constraint { equalTo = content.leadingAnchor, constant = 16 },
            avatar.topAnchor:constraint { equalTo = content.topAnchor, constant = 8 },
            content.bottomAnchor:constraint { greaterThanOrEqualTo = avatar.bottomAnchor, constant = 8 },
            name.leadingAnchor:constraint { equalTo = avatar.trailingAnchor, constant = 12 }, top,
            name.trailingAnchor:constraint { lessThanOrEqualTo = content.trailingAnchor, constant = -16 },
            note.leadingAnchor:constraint { equalTo = name.leadingAnchor },
            note.topAnchor:constraint { equalTo = name.bottomAnchor, constant = 2 },
            note.trailingAnchor:constraint { lessThanOrEqualTo = content.trailingAnchor, constant = -16 },
            content.bottomAnchor:constraint { equalTo = note.bottomAnchor, constant = 8 },
          }
          return { contentView = content, avatar = avatar, name = name, note = note, top = top, tall = tall }
        end
        local function configure(cell, person)
          \(configure)
        end
        local registration = L.cellRegistration { build = make, configure = configure }
        local function function_(person)
          local cell = make()
          configure(cell, person)
          return cell.contentView
        end
        local size = { width = L.fractionalWidth(1), height = L.estimated(60) }
        local group = L.group.vertical { size = size, subitems = { L.item { size = size } } }
        return L.layout { sections = { { section = L.section { group = group, cell = \(cell) }, items = people } } }
        """
    }

    /// The cells (with their subviews) of the people script, measuring all, and the script.
    private func cells(_ configure: String, _ cell: String) throws -> ([DumpElement], LayoutScript) {
        let (run, script) = try scratch.runScript("people-\(cell).lua", Self.people(configure: configure, cell: cell),
                                                  measuring: .all)
        return (try run.frameDump().elements.filter { $0.category == .cell }, script)
    }

    /// The cells' frames and their subviews' frames, measuring all, and the script.
    private func frames(_ configure: String, _ cell: String) throws -> ([Rect], [[Rect]], LayoutScript) {
        let (run, script) = try scratch.runScript("people-\(cell).lua", Self.people(configure: configure, cell: cell),
                                                  measuring: .all)
        let cells = try run.frameDump().elements.filter { $0.category == .cell }
        return (cells.map(\.frame), cells.map { $0.subviews.map(\.frame) }, script)
    }

    @Test("A configure that sets one label's text refits with that label's new size: the frames of a cell function")
    func oneLabel() throws {
        let configure = "cell.note.text = person.note"
        let (frames, subviews, script) = try frames(configure, "registration")
        let (expected, expectedSubviews, _) = try self.frames(configure, "function_")
        #expect(frames == expected)
        #expect(subviews == expectedSubviews)
        // Bob's note wraps to four lines: his row is the tallest; the others are 40-pt avatars' rows (8 + 40 + 8).
        #expect(frames.map(\.height) == [56, expected[1].height, 56, 56])
        #expect(frames[1].height > 70)
        #expect(subviews[1][2].height > 60)
        // Di's note is Cy's: her fit is Cy's again, not refitted.
        #expect(script.registrationRepeatedFits == 1)
        #expect(script.registrationFits.incremental + script.registrationFits.fresh == 3)
    }

    @Test("A configure that sets nothing keeps the size: the same tree is not fitted again")
    func nothing() throws {
        let (frames, _, script) = try frames("local _ = person", "registration")
        #expect(script.registrationRepeatedFits == 3)
        #expect(script.registrationFits == (incremental: 0, fresh: 1))
        #expect(frames.map(\.height) == [56, 56, 56, 56])
    }

    @Test("Constants, texts and an image's size edited in place, and a constraint activated, give a cell function's frames",
          arguments: [
              "cell.name.text = person.name; cell.note.text = person.note; cell.top.constant = person.side / 5; "
                  + "cell.avatar.image.width = person.side; cell.avatar.image.height = person.side",
              "cell.note.text = person.note; cell.tall.isActive = person.side == 60",
              "cell.note.text = person.note; cell.name.text = 'Same'; cell.top.constant = person.side / 5",
          ])
    func changes(_ configure: String) throws {
        let (frames, subviews, script) = try frames(configure, "registration")
        let (expected, expectedSubviews, _) = try self.frames(configure, "function_")
        #expect(frames == expected)
        #expect(subviews == expectedSubviews)
        // Cy's and Di's rows are taller than Ann's: a 60-pt image, or the 70-pt avatar.
        #expect(frames[2].height > frames[0].height)
        #expect(frames[2].height == frames[3].height)
        // Di's cell is configured as Cy's was (but in the first case, which sets their names): her fit is Cy's again.
        #expect(script.registrationRepeatedFits == (configure.contains("person.name") ? 0 : 1))
    }

    @Test("Only values changed: after the first read the cell's tables are read again value by value")
    func refreshedReads() throws {
        let (_, _, script) = try frames("cell.note.text = person.note; cell.top.constant = person.side / 5", "registration")
        #expect(script.registrationReads == (full: 1, refreshed: 3))
    }

    @Test("A configure changing the tree's shape (a constraint activated, a view added) is read in full then; values alone are read again",
          arguments: [
              // Cy's activates `tall` (read in full); Di's leaves it active, Bob's leaves it inactive.
              ("cell.note.text = person.note; cell.tall.isActive = person.side == 60", 2),
              ("cell.note.text = person.note; if person.side == 60 and not cell.extra then "
                  + "cell.extra = L.view {}; cell.contentView:addSubview(cell.extra) end", 2),
              ("cell.note.text = person.note; cell.top.identifier = person.name; cell.top.constant = person.side / 4", 1),
          ])
    func shapeChanges(_ configure: String, fullReads: Int) throws {
        let (frames, subviews, script) = try frames(configure, "registration")
        let (expected, expectedSubviews, _) = try self.frames(configure, "function_")
        #expect(frames == expected)
        #expect(subviews == expectedSubviews)
        #expect(script.registrationReads.full == fullReads)
        #expect(script.registrationReads.full + script.registrationReads.refreshed == 4)
    }

    @Test("What configure sets is read again from a tracked cell, that property alone or its whole view: the cells and subviews of a cell function",
          arguments: [
              // Bob's note cut to one line; a hidden note (hidden views keep their constraints); a bigger name.
              ("cell.note.text = person.note; cell.note.numberOfLines = person.side == 40 and 1 or 0", false),
              ("cell.note.text = person.note; cell.note.isHidden = person.side == 60", false),
              ("cell.note.text = person.note; cell.name.font = L.font.system(person.side == 60 and 30 or 17)", false),
              // A new image table; the image's table changed in place through the view (read: every value again).
              ("cell.note.text = person.note; cell.avatar.image = { width = person.side, height = person.side }", false),
              ("cell.note.text = person.note; local image = cell.avatar.image; image.height = person.side", true),
              // The same property twice; two properties of one view; a property the view did not have yet.
              ("cell.note.text = 'x'; cell.note.text = person.note", false),
              ("cell.note.text = person.note; cell.note.isHidden = person.side == 60; cell.note.text = person.name", false),
              ("cell.note.text = person.note; cell.contentView.backgroundColor = person.name; "
                  + "cell.top.identifier = person.name", false),
              // Priorities set by method; a constraint's constant; a key the module's changed set does not expect.
              ("cell.note.text = person.note; cell.name:setContentCompressionResistancePriority(person.side, 'vertical'); "
                  + "cell.top.constant = person.side / 3", false),
              ("cell.note.text = person.note; L._viewCounters.changed[1] = true", false),
          ] as [(String, Bool)])
    func trackedProperties(_ configure: String, readsEverything: Bool) throws {
        let (cells, script) = try cells(configure, "registration")
        let (expected, _) = try self.cells(configure, "function_")
        #expect(cells == expected)
        #expect(cells.count == 4)
        #expect(script.registrationReads == (full: 1, refreshed: 3))
        // Only what configure changed is read again (at most three views and a constraint for each item); after a
        // table read through a view, every view (4) and constraint (10).
        if readsEverything {
            #expect(script.registrationRefreshedObjects == 3 * 14)
        } else {
            #expect(script.registrationRefreshedObjects <= 3 * 4)
        }
    }

    @Test("A font two labels share, changed in place through one, and a frame changed in place: the cell function's dump, and no other view moves")
    func sharedTables() throws {
        func script(_ cell: String) -> String {
            """
            local L = require "tessera"
            local items = { { size = 15, x = 10 }, { size = 30, x = 20 }, { size = 20, x = 30 } }
            local function make()
              local content = L.view {}
              local font = L.font.system(15)
              local a = L.label { text = "Aa", font = font }
              local b = L.label { text = "Bb", font = font }
              local box = L.view { accessibilityIdentifier = "box" }
              local other = L.view { accessibilityIdentifier = "other" }
              local stack = L.stack { axis = "vertical", a, b }
              stack.translatesAutoresizingMaskIntoConstraints = false
              content:addSubview(stack)
              content:addSubview(box)
              content:addSubview(other)
              stack:pinEdges(content)
              return { contentView = content, a = a, b = b, box = box }
            end
            local function configure(cell, item)
              cell.a.font.size = item.size
              cell.box.frame.x = item.x
              cell.a.text = "Aa " .. L.text.size(cell.b).height
            end
            local registration = L.cellRegistration { build = make, configure = configure }
            local function function_(item) local cell = make(); configure(cell, item); return cell.contentView end
            local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
            return L.layout { sections = { { section = L.section {
              group = L.group.vertical { size = size, subitems = { L.item { size = size } } }, cell = \(cell) },
              items = items } } }
            """
        }
        let (registered, _) = try scratch.runScript("shared-registration.lua", script("registration"), measuring: .all)
        let (function, _) = try scratch.runScript("shared-function.lua", script("function_"), measuring: .all)
        let cells = try registered.frameDump().elements
        #expect(cells == (try function.frameDump().elements))
        // The labels share one font: the second label follows the first's size (18, 36, 24 pt lines).
        #expect(cells.map(\.frame.height) == [36, 72, 48])
        #expect(cells.map { $0.subviews.first { $0.name == "box" }?.frame.minX } == [10, 20, 30])
        // Every view has a frame of its own: changing the box's in place leaves the other view's at 0.
        #expect(cells.map { $0.subviews.first { $0.name == "other" }?.frame.minX } == [0, 0, 0])
    }

    @Test("A tracked cell reads again only the views and constraints configure changed")
    func changedObjectsOnly() throws {
        let (_, _, texts) = try frames("cell.note.text = person.note", "registration")
        #expect(texts.registrationRefreshedObjects == 3)
        let (_, _, both) = try frames("cell.note.text = person.note; cell.top.constant = person.side / 5", "registration")
        #expect(both.registrationRefreshedObjects == 6)
        // Setting a value equal to the one it holds is a change read again, as UIKit's setters do not compare.
        let (_, _, same) = try frames("cell.name.text = 'Same'", "registration")
        #expect(same.registrationRefreshedObjects == 3)
        #expect(same.registrationRepeatedFits == 3)
    }

    @Test("Two registrations whose build returns one tree: the second is read in full each time, and both give a cell function's frames")
    func sharedTree() throws {
        let configure = "cell.note.text = person.note; cell.top.constant = person.side / 5"
        let shared = Self.people(configure: configure, cell: "registration").replacingOccurrences(
            of: "local registration = L.cellRegistration { build = make, configure = configure }",
            with: "local tree\nlocal function once() tree = tree or make(); return tree end\n"
                + "local registration = L.cellRegistration { build = once, configure = configure }\n"
                + "local second = L.cellRegistration { build = once, configure = configure }"
        ).replacingOccurrences(
            of: "items = people } } }",
            with: "items = people }, { section = L.section { group = group, cell = second }, items = people } } }")
        #expect(shared.contains("cell = second"))
        let (run, script) = try scratch.runScript("shared.lua", shared, measuring: .all)
        let cells = try run.frameDump().elements.filter { $0.category == .cell }
        let (expected, _) = try self.cells(configure, "function_")
        #expect(cells.count == 8)
        #expect(cells.prefix(4).map(\.frame.height) == expected.map(\.frame.height))
        #expect(cells.suffix(4).map(\.frame.height) == expected.map(\.frame.height))
        #expect(cells.suffix(4).map { $0.subviews.map(\.frame) } == expected.map { $0.subviews.map(\.frame) })
        // The first registration reads one label and one constraint per item; the second, every view (4) and active
        // constraint (10).
        #expect(script.registrationReads == (full: 2, refreshed: 6))
        #expect(script.registrationRefreshedObjects == 3 * 2 + 3 * (4 + 10))
    }

    /// Statements a configure may make, each varying with the person (their side is 40 or 60, their note short or
    /// long): texts, hidden flags, lines, fonts, constants, images replaced or changed in place, priorities, an
    /// activation, a property set the first time.
    static let statements = [
        "cell.note.text = person.note", "cell.name.text = person.name", "cell.name.text = 'Same'",
        "cell.note.isHidden = person.side == 60", "cell.name.isHidden = person.name == 'Bob'",
        "cell.note.numberOfLines = person.side == 40 and 0 or 2",
        "cell.name.font = L.font.system(person.side / 3)", "cell.top.constant = person.side / 5",
        "cell.avatar.image = { width = person.side, height = 40 }", "cell.avatar.image.height = person.side",
        "cell.name:setContentCompressionResistancePriority(person.side == 60 and 250 or 750, 'horizontal')",
        "cell.tall.isActive = person.side == 60", "cell.top.identifier = person.name",
        "cell.note.preferredMaxLayoutWidth = person.side == 60 and 120 or 0",
    ]

    @Test("Random configures of a tracked cell give a cell function's cells and subviews", arguments: 1...16)
    func randomConfigures(seed: UInt64) throws {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let configure = (0..<(2 + next(4))).map { _ in Self.statements[next(Self.statements.count)] }
            .joined(separator: "; ")
        let (cells, script) = try cells(configure, "registration")
        let (expected, _) = try self.cells(configure, "function_")
        #expect(cells == expected, "configure: \(configure)")
        #expect(cells.count == 4)
        #expect(script.registrationReads.full + script.registrationReads.refreshed == 4)
    }
}
