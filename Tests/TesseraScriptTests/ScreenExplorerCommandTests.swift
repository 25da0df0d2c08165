// `tessera explore` on a screen, end to end: commands piped in, the drawing, the view list, constraints and why.

import Foundation
import Testing
import TesseraTestSupport

@Suite("The explorer on a screen")
struct ScreenExplorerCommandTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// A navigation controller's form: a label "Name" (hugging 251) then a text field filling the margins, a box with
    /// two required widths (100, then 200: broken).
    private static let form = """
        local L = require "tessera"
        local form = L.viewController{
          title = "Form",
          view = function(view)
            local name = L.label{ text = "Name", accessibilityIdentifier = "name", translatesAutoresizingMaskIntoConstraints = false }
            name:setContentHuggingPriority(251, "horizontal")
            local field = L.textField{ placeholder = "Value", accessibilityIdentifier = "field", translatesAutoresizingMaskIntoConstraints = false }
            local box = L.view{ accessibilityIdentifier = "box", translatesAutoresizingMaskIntoConstraints = false }
            for _, v in ipairs{ name, field, box } do view:addSubview(v) end
            local guide = view.safeAreaLayoutGuide
            L.activate{
              name.leadingAnchor:constraint{ equalTo = view.layoutMarginsGuide.leadingAnchor },
              name.topAnchor:constraint{ equalTo = guide.topAnchor, constant = 20 },
              field.leadingAnchor:constraint{ equalTo = name.trailingAnchor, constant = 8 },
              field.trailingAnchor:constraint{ equalTo = view.layoutMarginsGuide.trailingAnchor },
              field.centerYAnchor:constraint{ equalTo = name.centerYAnchor },
              box.leadingAnchor:constraint{ equalTo = view.layoutMarginsGuide.leadingAnchor },
              box.topAnchor:constraint{ equalTo = name.bottomAnchor, constant = 20 },
              box.heightAnchor:constraint{ equalToConstant = 44 },
              box.widthAnchor:constraint{ equalToConstant = 100 },
              box.widthAnchor:constraint{ equalToConstant = 200 },
            }
          end,
        }
        return L.navigationController{ rootViewController = form }
        """

    private func explore(_ commands: String, _ options: String...) throws -> CommandRun {
        let script = try scratch.write("form.lua", Self.form)
        return try TesseraExecutable.run(["explore", script, "--device", "iphone-se-3"] + options, input: commands)
    }

    @Test("views lists the tree numbered; constraints lists what affects a view, broken and unmet ones marked")
    func viewsAndConstraints() throws {
        let result = try explore("views\nconstraints field h\nconstraints box v\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
            screen 375×667 @2x; 4 views; 22 constraints (10 from the script, 12 from UIKit): 1 broken, 1 optional not met; 0 ambiguous views
            """))
        #expect(result.stdout.contains("""
            > views
            #0   UIView frame = (0 0; 375 667)
            #1     UILabel "name" frame = (16 84; 47.5 20.5); text = "Name"
            #2     UITextField "field" frame = (71.5 84; 287.5 20.5); text = "Value"
            #3     UIView "box" frame = (16 124.5; 100 44)

            """))
        #expect(result.stdout.contains("""
            > constraints field h
            4 constraints affect #2 UITextField "field" (horizontal): 0 broken, 1 optional not met
            c9 @750 satisfied  <NSContentSizeLayoutConstraint:0x6000021002d0 field.width >= 44.5 @750   (active, names: field:0x7fa0000024a0 )>
            c10 @250 not met by 243  <NSContentSizeLayoutConstraint:0x600002100320 field.width <= 44.5 @250   (active, names: field:0x7fa0000024a0 )>
            c15 @1000 satisfied  <NSLayoutConstraint:0x6000021004b0 H:[name]-(8)-[field]   (active, names: field:0x7fa0000024a0, name:0x7fa000001dc0 )>
            c16 @1000 satisfied  <NSLayoutConstraint:0x600002100500 field.trailing == UILayoutGuide:0x6000037001c0'UIViewLayoutMarginsGuide'.trailing   (active, names: field:0x7fa0000024a0 )>

            """))
        // Only the vertical ones: the widths (one broken) are left out.
        #expect(result.stdout.contains("""
            > constraints box v
            2 constraints affect #3 UIView "box" (vertical): 0 broken, 0 optional not met
            c19 @1000 satisfied  <NSLayoutConstraint:0x6000021005f0 V:[name]-(20)-[box]   (active, names: box:0x7fa000002b80, name:0x7fa000001dc0 )>
            c20 @1000 satisfied  <NSLayoutConstraint:0x600002100640 box.height == 44   (active, names: box:0x7fa000002b80 )>

            """))
    }

    @Test("why explains a hugging label, a stretching field and a broken width")
    func why() throws {
        let result = try explore("why name\nwhy #2\nwhy box\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Width 47.5: its intrinsic width 47.5 decided it; optional c5 (name.width >= 47.5 @750) won "
                                       + "against c10 (field.width <= 44.5 @250); optional c6 (name.width <= 47.5 @251) won against c10."))
        #expect(result.stdout.contains("Width 287.5: set by required c15 and c16 (field.trailing == "
                                       + "UILayoutGuide:0x6000037001c0'UIViewLayoutMarginsGuide'.trailing); through other views by c3 "
                                       + "('UIView-Encapsulated-Layout-Width' UIView:0x7fa0000016e0.width == 375) and c13; optional c5 won "
                                       + "against c10; optional c10 lost by 243 against c3, c5, c13, c15 and c16."))
        #expect(result.stdout.contains("Width 100: set by required c21 (box.width == 100). Height 44: set by required c20 "
                                       + "(box.height == 44). CONFLICT: c22 (box.width == 200) was broken (left out): it conflicted "
                                       + "with c21.\n"))
    }

    @Test("show draws the bars, the guides and the views, scaled to the columns")
    func show() throws {
        let result = try explore("show\norientation landscape\nshow\n", "--columns", "32")
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
            +--------------------------------+
            |########## status bar ##########|
            |############# Form #############|
            |################################|
            |.+nam++field 'Value'----------+.|
            |.+---++-----------------------+.|
            |.+-------+                    '.|
            |.|box    |                    '.|
            |.+-------+                    '.|
            |.'                            '.|
            """))
        #expect(result.stdout.contains("""
            |.''''''''''''''''''''''''''''''.|
            +--------------------------------+
            bars #, safe area ., layout margins ', views +-| (subviews over superviews), collection view cells .:
            """))
        // In landscape the status bar goes and the bar is 32 high: one row of nine.
        #expect(result.stdout.contains("""
            > orientation landscape
            device: iphone-se-3 landscape, contentSizeCategory: large
            screen 667×375 @2x; 4 views; 22 constraints (10 from the script, 12 from UIKit): 1 broken, 1 optional not met; 0 ambiguous views
            """))
        #expect(result.stdout.contains("""
            +--------------------------------+
            |############# Form #############|
            |+na+field 'Value'--------------+|
            |+box-+                         '|
            """))
    }

    @Test("An unknown view lists the names; a collection-view command says it needs a layout; the status is 2")
    func errors() throws {
        let result = try explore("constraints nope\nscroll 10\nwhy\nconstraints box x\n")
        #expect(result.status == 2)
        #expect(result.stdout.contains("""
            > constraints nope
            error: unknown view 'nope': name a view by its number (#0 to #3, as views lists them), its identifier (name, field, box) \
            or a class one view alone has (UILabel, UITextField)
            """))
        #expect(result.stdout.contains("""
            > scroll 10
            error: 'scroll' drives a layout's collection view, and this script returns a screen: explore the layout's script on its \
            own to scroll (type help for the screen's commands)
            """))
        #expect(result.stdout.contains("> why\nerror: usage: why <view>\n"))
        #expect(result.stdout.contains("> constraints box x\nerror: usage: constraints <view> [h|v] (h: horizontal, v: vertical)\n"))
    }

    @Test("log prints UIKit's conflict log; dump prints the screen dump; --width is refused for a screen")
    func logDumpAndOptions() throws {
        let result = try explore("log\ndump\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Will attempt to recover by breaking constraint \n"
                                       + "<NSLayoutConstraint:0x6000021006e0 box.width == 200   (active, names: box:0x7fa000002b80 )>\n"))
        #expect(result.stdout.contains("""
            > dump
            # Tessera screen dump
            """))
        #expect(result.stdout.contains("\n  UIView \"box\" frame = (16 124.5; 100 44); in window = (16 124.5; 100 44)\n"))
        let sized = try explore("views\n", "--width", "300")
        #expect(sized.status == 2)
        #expect(sized.stdout.isEmpty)
        #expect(sized.stderr.contains("--width and --height are for layouts: a screen is the device's size (choose another --device)"))
    }
}
