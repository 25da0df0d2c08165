// The text benchmark runs and its line count agrees with measuring the same paragraphs directly.

import Testing
import TesseraText
@testable import tessera

@Suite struct TextBenchmarkTests {
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
