// One case run, compared and settled by the library as each record mode says, in a scratch sample.

import Foundation
import Testing
import TesseraGolden

@Suite("A case run by the library: recorded, passed, failed with its .new")
struct CaseRunnerTests {
    @Test("missing records the golden; the same output passes; a changed golden fails under never with the output beside it")
    func recordPassFail() throws {
        let scratch = try GoldenScratch(manifest: quotesOnOneDevice)
        let manifest = try SampleManifest.load(folder: scratch.path)
        let cases = SampleCase.cases(of: manifest)
        try #require(cases.count == 1)
        let sampleCase = cases[0]
        let golden = scratch.path + "/expected/iphone-se-3-portrait-large.txt"
        #expect(sampleCase.goldenPath == golden)

        let recording = CaseRunner(mode: .missing, modeReason: "the default", explorer: nil).run(sampleCase, manifest)
        #expect(recording.status == .recorded)
        #expect(recording.headline == "recorded \(golden)")
        let rendered = try sampleCase.render(manifest, explorer: nil)
        #expect(scratch.read("expected/iphone-se-3-portrait-large.txt") == rendered)

        let never = CaseRunner(mode: .never, modeReason: "--record never", explorer: nil)
        let passing = never.run(sampleCase, manifest)
        #expect(passing.status == .passed)
        #expect(passing.headline.isEmpty && passing.pendingFile == nil)

        let narrower = rendered.replacingOccurrences(of: "cell [0, 0] frame = (56 44; 262 599)",
                                                     with: "cell [0, 0] frame = (56 44; 200 599)")
        try #require(narrower != rendered)
        try Data(narrower.utf8).write(to: URL(fileURLWithPath: golden))
        let failing = never.run(sampleCase, manifest)
        #expect(failing.status == .failed)
        #expect(failing.failure == .mismatch)
        #expect(failing.headline == "\(golden) differs; the new output is in iphone-se-3-portrait-large.txt.new")
        #expect(failing.detail.split(separator: "\n").map(String.init) == [
            "section 0:",
            "  ~ cell [0, 0]: resized Δw +62 — (56 44; 200 599) → (56 44; 262 599)",
            "1 of 13 elements differs: 1 resized",
            "tolerance: 0.25 pt (half a device pixel at @2x; --tolerance changes it)",
        ])
        #expect(failing.pendingFile == "iphone-se-3-portrait-large.txt.new")
        #expect(scratch.read("expected/iphone-se-3-portrait-large.txt.new") == rendered)
        #expect(scratch.read("expected/iphone-se-3-portrait-large.txt") == narrower)
        #expect(failing.reproduction == "tessera run \(manifest.script) --feed \(manifest.feed!) --device iphone-se-3 "
                + "--content-size-category large")
    }

    @Test("within --tolerance the changed frame passes and nothing is written")
    func withinTolerance() throws {
        let scratch = try GoldenScratch(manifest: quotesOnOneDevice)
        let manifest = try SampleManifest.load(folder: scratch.path)
        let sampleCase = SampleCase.cases(of: manifest)[0]
        let rendered = try sampleCase.render(manifest, explorer: nil)
        let nudged = rendered.replacingOccurrences(of: "cell [0, 0] frame = (56 44; 262 599)",
                                                   with: "cell [0, 0] frame = (56 44; 262.4 599)")
        try #require(nudged != rendered)
        try FileManager.default.createDirectory(atPath: scratch.path + "/expected", withIntermediateDirectories: true)
        try Data(nudged.utf8).write(to: URL(fileURLWithPath: sampleCase.goldenPath))
        let strict = CaseRunner(mode: .never, modeReason: "--record never", explorer: nil).run(sampleCase, manifest)
        #expect(strict.status == .failed)
        let lenient = CaseRunner(mode: .never, modeReason: "--record never", tolerance: 0.5, explorer: nil)
            .run(sampleCase, manifest)
        #expect(lenient.status == .passed)
        #expect(scratch.read("expected/iphone-se-3-portrait-large.txt") == nudged)
    }

    @Test("a missing script is an error outcome naming the file, and no golden is written")
    func scriptError() throws {
        let scratch = try GoldenScratch(manifest: #"{ "script": "missing.lua", "feed": null, "devices": ["iphone-se-3"], "contentSizeCategories": ["large"] }"#)
        let manifest = try SampleManifest.load(folder: scratch.path)
        let outcome = CaseRunner(mode: .missing, modeReason: "the default", explorer: nil)
            .run(SampleCase.cases(of: manifest)[0], manifest)
        #expect(outcome.status == .error)
        #expect(outcome.headline == "\(scratch.path)/missing.lua: cannot read the script: no such file")
        #expect(scratch.read("expected/iphone-se-3-portrait-large.txt") == nil)
    }
}
