// Swift view controllers written as Lua screens (LuaScreenWriter): round trips give the same frames, refusals.

import Foundation
import Testing
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraSwift
import TesseraViews

@Suite struct ScreenConversionTests {
    static let samples = SwiftTests.root + "/Scripts/samples/swift/"

    /// The Swift seed's view controller run on `device`, and its screen written as Lua and run on the same device.
    static func roundTrip(_ seed: String, device: String,
                          navigation: NavigationContainer? = nil) throws -> (swift: ScreenDump, lua: ScreenDump, script: String) {
        let preset = try #require(DevicePreset.named(device))
        let file = try SwiftLayoutFile(path: seed.hasPrefix("/") ? seed : samples + seed)
        let entry = try #require(try file.viewControllerEntry(named: nil))
        let source = SwiftScreenSource(file: file, entry: entry, name: seed, navigation: navigation)
        let swiftRun = try ScreenRun(source, options: RunOptions(device: RunDevice(preset: preset)))
        let script = try LuaScreenWriter.write(swiftRun.screen, origin: "Converted from \(seed)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("converted.lua").path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let lua = try SourceLoader.load(ScriptOptions(script: path, displayScale: RunDevice(preset: preset).displayScale))
        let luaSource = try #require(lua.screenSource)
        let luaRun = try ScreenRun(luaSource, options: RunOptions(device: RunDevice(preset: preset)))
        return (try swiftRun.screenDump(), try luaRun.screenDump(), script)
    }

    /// Each view's depth, class, name and frames; each bar's and guide's name and frame.
    static func frames(_ dump: ScreenDump) -> [String] {
        dump.bars.map { "bar \($0.name) \($0.frame)" } + dump.guides.map { "guide \($0.name) \($0.frame)" }
            + dump.views.map { "\($0.depth) \($0.title) \($0.frame) \($0.windowFrame) hidden=\($0.isHidden)" }
    }

    @Test(arguments: ["hello-label-isactive.swift", "name-field.swift", "graph.swift", "calculator.swift",
                      "snapkit-profile-form.swift", "snapkit-card-stack.swift", "snapkit-banner-states.swift",
                      "vfl-login.swift", "stack-system-spacing-form.swift", "vfl-profile-card.swift",
                      "toolbar-foreach.swift"],
          ["iphone-15-pro", "ipad-air-11"])
    func seedsRoundTripWithTheSameFrames(seed: String, device: String) throws {
        let (swift, lua, script) = try Self.roundTrip(seed, device: device)
        #expect(swift.views.count > 1, "\(seed) has views")
        #expect(Self.frames(lua) == Self.frames(swift), "\(seed) on \(device):\n\(script)")
    }

    @Test func aNavigationControllerTravelsAlong() throws {
        let navigation = NavigationContainer(prefersLargeTitles: true)
        let (swift, lua, script) = try Self.roundTrip("name-field.swift", device: "iphone-15-pro", navigation: navigation)
        #expect(script.contains("return L.navigationController { rootViewController = controller, prefersLargeTitles = true"))
        #expect(swift.bars.map(\.name) == lua.bars.map(\.name))
        #expect(Self.frames(lua) == Self.frames(swift))
    }

    /// Scroll view guides, a stack's properties and arranged subviews, hidden views, margins, hugging, the margins,
    /// readable and keyboard guides, and a constraint's multiplier, priority and identifier, on three devices.
    @Test(arguments: ["iphone-15-pro", "ipad-air-11", "iphone-se-3"])
    func everyKindOfAnchorRoundTrips(device: String) throws {
        let path = SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftScreens/conversion-mix.swift"
        let (swift, lua, script) = try Self.roundTrip(path, device: device)
        #expect(swift.views.count == 9)
        #expect(Self.frames(lua) == Self.frames(swift), "\(script)")
        #expect(script.contains("      stack.widthAnchor:constraint { equalTo = scrollView.frameLayoutGuide.widthAnchor, multiplier = 0.5 },\n"))
        #expect(script.contains("      footer.heightAnchor:constraint { greaterThanOrEqualToConstant = 44, priority = 750, "
                                + "identifier = \"footer-min\" },\n"))
    }

    @Test func theScriptNamesViewsAndWritesConstraintsInOrder() throws {
        let (_, _, script) = try Self.roundTrip("hello-label-isactive.swift", device: "iphone-15-pro")
        #expect(script == """
            -- Converted from hello-label-isactive.swift
            local L = require "tessera"

            return L.viewController {
              view = function(view, environment)
                local helloLabel = L.label { text = "Hello", font = L.font.system(17, "regular"), \
            accessibilityIdentifier = "helloLabel", translatesAutoresizingMaskIntoConstraints = false }

                view:addSubview(helloLabel)

                L.activate {
                  helloLabel.leadingAnchor:constraint { equalTo = view.safeAreaLayoutGuide.leadingAnchor, constant = 20 },
                  helloLabel.trailingAnchor:constraint { equalTo = view.safeAreaLayoutGuide.trailingAnchor, constant = -20 },
                  helloLabel.topAnchor:constraint { equalTo = view.safeAreaLayoutGuide.topAnchor, constant = 100 },
                }
              end,
            }

            """)
    }

    /// A screen made by hand with what Swift view controllers cannot make yet (custom stack spacing, an added layout
    /// guide, a button's extra insets, an image size, a text field's border): written, run as Lua, and loaded back,
    /// its views and the constraints the script made are the ones written.
    @Test func aHandMadeScreenComesBackAsItWas() throws {
        var hierarchy = ViewHierarchy(root: View(kind: .view))
        let stack = hierarchy.addSubview(View(kind: .stackView, content: .stack(StackViewProperties(
            axis: .vertical, spacing: 4, alignment: .center, distribution: .equalSpacing)), identifier: "stack",
                                              translatesAutoresizingMaskIntoConstraints: false), to: 0)
        let image = hierarchy.addArrangedSubview(View(kind: .imageView, content: .image(Size(width: 40, height: 30)),
                                                      identifier: "image"), to: stack)
        _ = hierarchy.addArrangedSubview(View(kind: .button, content: .button(ButtonContent(
            title: "Go", contentInsets: DirectionalEdgeInsets(top: 10, leading: 4, bottom: 6, trailing: 4))),
                                                       identifier: "button"), to: stack)
        hierarchy.update(stack) { view in
            if case .stack(var properties) = view.content {
                properties.customSpacing = [image: 20]
                view.content = .stack(properties)
            }
        }
        _ = hierarchy.addSubview(View(kind: .textField, content: .textField(TextFieldContent(
            text: "x", placeholder: "Name", font: .systemFont(ofSize: 20, weight: .semibold), borderStyle: .roundedRect)),
                                              identifier: "field", frame: Rect(x: 10, y: 300, width: 200, height: 40)), to: 0)
        let guide = hierarchy.addLayoutGuide(CustomLayoutGuide(owningView: 0, identifier: "gap"))
        let made: [LayoutConstraint] = [
            LayoutConstraint(ConstraintAnchor(guide, .top), .equal, ConstraintAnchor(.guide(0, .safeArea), .top)),
            LayoutConstraint(ConstraintAnchor(guide, .height), .equal, nil, constant: 24),
            LayoutConstraint(ConstraintAnchor(guide, .leading), .equal, ConstraintAnchor(view: 0, .leading)),
            LayoutConstraint(ConstraintAnchor(guide, .width), .equal, nil, constant: 1),
            LayoutConstraint(ConstraintAnchor(view: stack, .top), .equal, ConstraintAnchor(guide, .bottom)),
            LayoutConstraint(ConstraintAnchor(view: stack, .centerX), .equal, ConstraintAnchor(view: 0, .centerX),
                             multiplier: 0.8, constant: 3, priority: 600, identifier: "stack-x"),
        ]
        for constraint in made { try hierarchy.activate(constraint) }
        let screen = Screen(hierarchy: hierarchy, title: "Hand made")
        let script = try LuaScreenWriter.write(screen, origin: "hand made")
        #expect(script.contains("    stack:setCustomSpacing(20, image)\n"), "\(script)")
        #expect(script.contains("    local guide1 = L.layoutGuide { identifier = \"gap\" }\n    view:addLayoutGuide(guide1)\n"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("hand.lua").path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let preset = try #require(DevicePreset.named("iphone-15-pro"))
        let lua = try #require(try SourceLoader.load(ScriptOptions(script: path, displayScale: 3)).screenSource)
        let back = try ScreenRun(lua, options: RunOptions(device: RunDevice(preset: preset))).screen
        func unplaced(_ views: [View]) -> [View] { views.map { var view = $0; view.location = ""; return view } }
        func user(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
            constraints.filter { !$0.origin.isSystem }.map { var c = $0; c.origin = .user(location: ""); return c }
        }
        #expect(unplaced(back.hierarchy.views) == unplaced(hierarchy.views))
        #expect(user(back.hierarchy.constraints) == user(hierarchy.constraints))
        #expect(back.hierarchy.layoutGuides == hierarchy.layoutGuides)
        #expect(back.title == "Hand made")
    }

    /// conversion.swift's unit picker is a UISegmentedControl, which Lua screens cannot make: it is refused, naming it.
    @Test func theConversionSeedIsRefusedForItsSegmentedControl() throws {
        let file = try SwiftLayoutFile(path: Self.samples + "conversion.swift")
        let entry = try #require(try file.viewControllerEntry(named: nil))
        let source = SwiftScreenSource(file: file, entry: entry, name: "conversion.swift")
        let preset = try #require(DevicePreset.named("iphone-15-pro"))
        let run = try ScreenRun(source, options: RunOptions(device: RunDevice(preset: preset)))
        #expect(throws: ConversionError.self) { try LuaScreenWriter.write(run.screen, origin: "") }
    }

    @Test func aSegmentedControlIsRefused() throws {
        var hierarchy = ViewHierarchy(root: View(kind: .view))
        hierarchy.addSubview(View(kind: .segmentedControl, content: .segmentedControl(segments: ["A", "B"]),
                                  identifier: "picker"), to: 0)
        #expect(throws: ConversionError.self) { try LuaScreenWriter.write(Screen(hierarchy: hierarchy), origin: "") }
        do {
            _ = try LuaScreenWriter.write(Screen(hierarchy: hierarchy), origin: "")
        } catch {
            #expect("\(error)" == "'picker' is a UISegmentedControl, which Lua screens have no view for")
        }
    }

    /// A text view (profile-notes.swift's notes field) has no Lua view either.
    @Test func aTextViewIsRefused() throws {
        let file = try SwiftLayoutFile(path: Self.samples + "profile-notes.swift")
        let entry = try #require(try file.viewControllerEntry(named: nil))
        let source = SwiftScreenSource(file: file, entry: entry, name: "profile-notes.swift")
        let preset = try #require(DevicePreset.named("iphone-15-pro"))
        let run = try ScreenRun(source, options: RunOptions(device: RunDevice(preset: preset)))
        do {
            _ = try LuaScreenWriter.write(run.screen, origin: "")
            Issue.record("a text view was written")
        } catch {
            #expect("\(error)" == "'notesView' is a UITextView, which Lua screens have no view for")
        }
    }

    @Test func aCollectionViewIsRefused() throws {
        var hierarchy = ViewHierarchy(root: View(kind: .view))
        hierarchy.addSubview(View(kind: .collectionView, content: .scroll(ScrollViewProperties())), to: 0)
        do {
            _ = try LuaScreenWriter.write(Screen(hierarchy: hierarchy), origin: "")
            Issue.record("a collection view was written")
        } catch {
            #expect("\(error)" == "UICollectionView 1 is a UICollectionView, whose layout and cells convert cannot write yet")
        }
    }
}
