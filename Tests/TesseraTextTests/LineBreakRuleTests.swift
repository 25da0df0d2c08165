// Line break opportunities against UAX #14 as ICU implements it, and the Hangul word filter on top.
import Testing
@testable import TesseraText

@Suite struct LineBreakRuleTests {
    let breaker: LineBreaker

    init() throws { breaker = try LineBreaker() }

    func offsets(_ text: String, _ strategy: LineBreakStrategy = .none) -> [Int] {
        breaker.opportunities(in: text, strategy: strategy).map(\.offset)
    }

    @Test func breaksAfterSpacesNotBeforeThem() {
        #expect(offsets("Hello world") == [6, 11])      // LB7 × SP, LB18 SP ÷
        #expect(offsets("  leading") == [2, 9])
        #expect(offsets("two  spaces") == [5, 11])
        #expect(offsets("") == [])
    }

    @Test func hyphensAllowABreakAfterThem() {
        #expect(offsets("well-known fact") == [5, 11, 15])  // LB21 × HY, then HY ÷ AL
        #expect(offsets("-5 degrees") == [3, 10])           // LB25: no break in "-5"
    }

    @Test func punctuationStaysWithItsWord() {
        #expect(offsets("Hello, world!") == [7, 13])        // LB13: × IS, × EX
        #expect(offsets("(hello) world") == [8, 13])        // LB14 OP ×, LB13 × CL
        #expect(offsets("$12.50 each") == [7, 11])          // LB25: prefix and numeric sequences
        #expect(offsets("\u{201C}quoted\u{201D} text") == [9, 13])  // LB19: × QU, QU ×
    }

    @Test func lineSeparatorsAreMandatory() {
        let opportunities = breaker.opportunities(in: "a\nb\r\nc\u{2029}d")
        #expect(opportunities.map(\.offset) == [2, 5, 7, 8])
        #expect(opportunities.map(\.isMandatory) == [true, true, true, false])  // the end is not a break
    }

    @Test func ideographsBreakBetweenCharactersButNotBeforeClosingPunctuation() {
        #expect(offsets("漢字かな") == [1, 2, 3, 4])             // LB31 between ID
        #expect(offsets("漢字。漢字", .standard) == [1, 3, 4, 5])  // LB13/LB16: × CL (U+3002 is CL)
        #expect(offsets("Hello 漢字") == [6, 7, 8])
    }

    @Test func hangulBreaksBetweenSyllablesWithoutTheFilter() {
        #expect(offsets("안녕하세요 반갑습니다") == [1, 2, 3, 4, 6, 7, 8, 9, 10, 11])
        #expect(offsets("안녕, 세상") == [1, 4, 5, 6])
    }

    @Test func standardStrategyKeepsHangulWordsWhole() {
        for strategy in [LineBreakStrategy.standard, .hangulWordPriority] {
            #expect(offsets("안녕하세요 반갑습니다", strategy) == [6, 11])
            #expect(offsets("안녕, 세상", strategy) == [4, 6])
            #expect(offsets("iPhone에서 사진을 봅니다", strategy) == [9, 13, 16])  // a particle stays with its word
            #expect(offsets("한국\u{200B}어", strategy) == [3, 4])  // a zero-width space still allows a break
        }
        // Latin text is unaffected.
        #expect(offsets("well-known fact", .standard) == [5, 11, 15])
        #expect(offsets("Hello 한국어 (Korean)", .standard) == [6, 10, 18])
    }

    @Test func characterWrappingBreaksAtGraphemesNotBeforeWhitespace() {
        func characters(_ text: String) -> [Int] {
            breaker.opportunities(in: text, characterWrapping: true).map(\.offset)
        }
        #expect(characters("ab cd") == [1, 3, 4, 5])
        #expect(characters("a👍🏽b") == [1, 5, 6])           // an emoji with its skin tone is one grapheme
        #expect(characters("e\u{301}x") == [2, 3])           // a combining accent stays with its letter
        // No break before the line feed (it hangs); the one after it is mandatory.
        let lines = breaker.opportunities(in: "a\nb", characterWrapping: true)
        #expect(lines == [LineBreakOpportunity(offset: 2, isMandatory: true), LineBreakOpportunity(offset: 3)])
    }
}
