// The Swift port of shared/bench/corpus.py reproduces its corpus exactly (same SHA-256), and the benchmark runs.
import Foundation
import Testing
@testable import TesseraText

@Suite struct BenchmarkCorpusTests {
    /// The digest `python3 shared/bench/corpus.py --check` prints; read from the script when Python is here.
    static let recordedDigest = "db5ba2a24f03c22ac326fe553dfc18839af07750d4d2577e214d2cf5b0d44aa3"

    static func referenceDigest() -> String {
        let script = TestPaths.shared.appendingPathComponent("bench/corpus.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--check"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return recordedDigest }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let range = output.range(of: "sha256=") else { return recordedDigest }
        return String(output[range.upperBound...].prefix(64))
    }

    @Test func sha256OfKnownVectors() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func portReproducesTheReferenceCorpus() {
        let corpus = BenchmarkCorpus.paragraphs()
        #expect(corpus.count == 10_000)
        let digest = SHA256.hex(Array(corpus.map(\.text).joined(separator: "\n").utf8))
        #expect(digest == Self.referenceDigest())
        // What `--check` also prints: 5015 English paragraphs of 20...200 characters, Korean of 10...80.
        let english = corpus.filter { $0.language == .english }.map { $0.text.unicodeScalars.count }
        let korean = corpus.filter { $0.language == .korean }.map { $0.text.unicodeScalars.count }
        #expect(english.count == 5015)
        #expect(english.min() == 20 && english.max() == 200)
        #expect(korean.min() == 10 && korean.max() == 80)
    }

    @Test func benchmarkReportsConsistentRuns() throws {
        let report = try TextBenchmark.run(paragraphs: 200, warmRepetitions: 1)
        #expect(report.paragraphs == 200)
        #expect(report.totalLines > 200)  // some paragraphs wrap at 300 pt
        #expect(report.warmMicroseconds > 0 && report.coldMicroseconds > 0)
        let measurer = try TextMeasurer()
        let lines = try BenchmarkCorpus.texts(count: 200).reduce(0) {
            $0 + (try measurer.measure(TextLayoutRequest(text: $1, font: .systemFont(ofSize: 17), width: 300,
                                                         numberOfLines: 0))).lineCount
        }
        #expect(report.totalLines == lines)
    }
}
