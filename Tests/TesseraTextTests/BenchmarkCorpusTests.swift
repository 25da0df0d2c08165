// The Swift port of shared/bench/corpus.py reproduces its corpus exactly (same SHA-256).
import Foundation
import Testing
import TesseraTestSupport
@testable import TesseraText

@Suite struct BenchmarkCorpusTests {
    /// The digest `python3 shared/bench/corpus.py --check` prints: the reference the port must reproduce. A missing
    /// script (the shared folder not beside the checkout) or a failing python3 is an error, never a fallback.
    static func referenceDigest() throws -> String {
        let script = TestPaths.shared.appendingPathComponent("bench/corpus.py")
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw CorpusReferenceError("\(script.path) is missing: the tests need the workplace's shared/ folder")
        }
        let run = try RunningProcess.run(try RequiredTool.python3.required(), [script.path, "--check"],
                                         directory: FileManager.default.currentDirectoryPath)
        guard run.status == 0, let range = run.stdout.range(of: "sha256=") else {
            throw CorpusReferenceError("python3 \(script.path) --check exited \(run.status): \(run.stderr)")
        }
        return String(run.stdout[range.upperBound...].prefix(64))
    }

    struct CorpusReferenceError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test func sha256OfKnownVectors() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test(.enabled(if: RequiredTool.python3.runs, "\(RequiredTool.python3.skipReason)"))
    func portReproducesTheReferenceCorpus() throws {
        let corpus = BenchmarkCorpus.paragraphs()
        #expect(corpus.count == 10_000)
        let digest = SHA256.hex(Array(corpus.map(\.text).joined(separator: "\n").utf8))
        #expect(digest == (try Self.referenceDigest()))
        // What `--check` also prints: 5015 English paragraphs of 20...200 characters, Korean of 10...80.
        let english = corpus.filter { $0.language == .english }.map { $0.text.unicodeScalars.count }
        let korean = corpus.filter { $0.language == .korean }.map { $0.text.unicodeScalars.count }
        #expect(english.count == 5015)
        #expect(english.min() == 20 && english.max() == 200)
        #expect(korean.min() == 10 && korean.max() == 80)
    }
}
