// A manifest's "sets", "calls" and "states" on a Swift view controller: cases, golden names, renders and mistakes.

import Foundation
import Testing
import TesseraGolden
import TesseraLayout
import TesseraTestSupport

@Suite struct ManifestStateTests {
    static let graph = """
        { "script": "$ROOT/Scripts/samples/swift/graph.swift", "feed": null,
          "devices": ["iphone-se-3"], "contentSizeCategories": ["large"],
          "states": [ {"name": "btn1", "calls": ["btn1Action"]},
                      {"name": "both", "calls": ["btn1Action", "btn2Action(_:)"]} ] }
        """

    @Test func eachStateIsACaseOnEveryDeviceWithItsOwnGolden() throws {
        let scratch = try GoldenScratch(manifest: Self.graph)
        let manifest = try SampleManifest.load(folder: scratch.path)
        let cases = SampleCase.cases(of: manifest)
        #expect(cases.map(\.state) == [nil, "btn1", "both"])
        #expect(cases.map { ($0.goldenPath as NSString).lastPathComponent }
                == ["iphone-se-3-portrait-large.txt", "iphone-se-3-portrait-large-btn1.txt", "iphone-se-3-portrait-large-both.txt"])
        #expect(cases[1].name.hasSuffix("iphone-se-3 portrait · large · state btn1"))
        #expect(cases[2].reproduction(manifest).hasSuffix("--content-size-category large --call btn1Action --call 'btn2Action(_:)'"))
        let rendered = try cases[1].render(manifest, explorer: nil)
        #expect(rendered.contains("# sample: \(manifest.name), state: btn1\n"))
        // The first bar is a tenth of the 300-pt graph after btn1; half of it in the manifest's own case.
        #expect(rendered.contains("UIView \"bar\" frame = (5 270; 50 30)"))
        #expect(try cases[0].render(manifest, explorer: nil).contains("UIView \"bar\" frame = (5 150; 50 150)"))
    }

    @Test func theManifestsOwnSetsAndCallsComeBeforeAStatesAndApplyToEveryCase() throws {
        let scratch = try GoldenScratch(manifest: """
            { "script": "$ROOT/Scripts/samples/swift/slack-new-workspace.swift", "feed": null,
              "entry": "UrlWSViewController", "devices": ["iphone-se-3"], "contentSizeCategories": ["large"],
              "sets": {"urlTextField.text": "error"},
              "states": [ {"name": "next", "calls": ["tapNextButton"]} ] }
            """)
        let manifest = try SampleManifest.load(folder: scratch.path)
        let cases = SampleCase.cases(of: manifest)
        let own = try cases[0].render(manifest, explorer: nil), next = try cases[1].render(manifest, explorer: nil)
        #expect(own.contains("text = \"error\"") && next.contains("text = \"error\""))
        #expect(own.contains("text = \"This URL is not available. Sorry!\"; hidden"))
        #expect(next.contains("text = \"This URL is not available. Sorry!\"\n"))
    }

    @Test("mistakes in states are named with their line", arguments: [
        ("\"states\": [ {\"name\": \"a\", \"calls\": [\"x\"]},\n {\"name\": \"a\", \"calls\": [\"y\"]} ]",
         "4: duplicate state name 'a' (already at line 3): two states would write one golden"),
        ("\"states\": [ {\"name\": \"a b\", \"calls\": [\"x\"]} ]",
         "3: states[0].name 'a b' must be letters, digits, '-' and '_': it names golden files"),
        ("\"states\": [ {\"name\": \"quiet\"} ]",
         "3: states[0] ('quiet') sets and calls nothing: its goldens would repeat the manifest's"),
        ("\"states\": [ {\"name\": \"a\", \"cals\": [\"x\"]} ]",
         "3: unknown field 'cals' in states[0] (did you mean 'calls'?) (expected one of: name, sets, calls)"),
        ("\"calls\": []", "3: 'calls' must be a non-empty array of method names"),
        ("\"sets\": {\"a\": [1]}", "3: 'sets.a' must be a string, number or Boolean (the value --set a=… gives)"),
    ])
    func mistakes(_ field: String, _ expected: String) throws {
        let scratch = try GoldenScratch(manifest: """
            { "script": "$ROOT/Scripts/samples/swift/graph.swift", "feed": null,
              "devices": ["iphone-se-3"],
            \(field) }
            """)
        let error = try #require(throws: ToolError.self) { try SampleManifest.load(folder: scratch.path) }
        #expect("\(error)" == scratch.path + "/sample.json:" + expected)
    }
}
