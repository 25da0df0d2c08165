// The text measurement benchmark: the deterministic corpus measured at a fixed width, warm and cold.

import TesseraText

/// Times `TextMeasurer` over `BenchmarkCorpus` (goals, release build: ≤ 8 µs per paragraph warm, ≤ 60 µs cold).
enum TextBenchmark {
    /// Measures every paragraph of the corpus as a multi-line label (`numberOfLines` 0, word wrapping) of
    /// `width` with the system font at `pointSize`.
    ///
    /// Cold: a fresh measurer (faces already open in `registry`) empties its width cache before each paragraph,
    /// so every word is shaped. Warm: after one untimed pass, the best of `warmRepetitions` timed passes.
    /// - Throws: when the system font cannot be loaded.
    static func run(paragraphs count: Int = 10_000, width: Double = 300, pointSize: Double = 17,
                           warmRepetitions: Int = 3, registry: FontRegistry = .shared) throws -> TextBenchmarkReport {
        let texts = BenchmarkCorpus.texts(count: count)
        let font = Font.systemFont(ofSize: pointSize)
        let measurer = try TextMeasurer(registry: registry)
        let requests = texts.map {
            TextLayoutRequest(text: $0, font: font, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        }
        _ = try measurer.measure(TextLayoutRequest(text: "Warm up 한국어", font: font))  // opens the faces
        measurer.removeCachedWidths()

        let clock = ContinuousClock()
        var coldLines = 0
        let cold = try clock.measure {
            for request in requests {
                measurer.removeCachedWidths()
                coldLines += try measurer.measure(request).lineCount
            }
        }
        for request in requests { _ = try measurer.measure(request) }  // fills the caches
        var warmLines = 0
        var warm = Duration.seconds(Int64.max)
        for _ in 0..<max(1, warmRepetitions) {
            var lines = 0
            let elapsed = try clock.measure {
                for request in requests { lines += try measurer.measure(request).lineCount }
            }
            warm = min(warm, elapsed)
            warmLines = lines
        }
        let n = Double(max(1, requests.count))
        return TextBenchmarkReport(paragraphs: requests.count, width: width, pointSize: pointSize,
                                   warmMicroseconds: BenchTiming.microseconds(warm) / n, coldMicroseconds: BenchTiming.microseconds(cold) / n,
                                   totalLines: coldLines == warmLines ? warmLines : -1)
    }
}
