// The deterministic English and Korean benchmark corpus, ported from shared/bench/corpus.py.

/// The text benchmark's corpus: paragraphs of English and Korean words drawn by a SplitMix64 generator, exactly
/// as `shared/bench/corpus.py` draws them (`corpus.py --check` prints the SHA-256 of the default corpus).
public enum BenchmarkCorpus {
    /// The language of a paragraph.
    public enum Language: String, Hashable, Sendable {
        case english = "en", korean = "ko"
    }

    /// The generator's default seed.
    public static let seed: UInt64 = 0x5EED_C0DE_2024

    /// `count` paragraphs with their language, the recipe of `corpus.py` (`generate`).
    /// - Complexity: O(total length).
    public static func paragraphs(count: Int = 10_000, seed: UInt64 = seed) -> [(language: Language, text: String)] {
        var rng = SplitMix64(state: seed)
        return (0..<max(0, count)).map { _ in paragraph(&rng) }
    }

    /// The paragraphs' texts only (`corpus.py`'s `texts`).
    public static func texts(count: Int = 10_000, seed: UInt64 = seed) -> [String] {
        paragraphs(count: count, seed: seed).map(\.text)
    }

    private static func paragraph(_ rng: inout SplitMix64) -> (language: Language, text: String) {
        let language: Language = rng.next() % 2 == 0 ? .english : .korean
        let (words, low, high) = language == .english ? (englishWords, 20, 200) : (koreanWords, 10, 80)
        let target = low + Int(rng.next() % UInt64(high - low + 1))
        var parts: [String] = []
        var length = -1  // scalar length of parts joined by spaces
        while length + 1 < target {
            let word = words[Int(rng.next() % UInt64(words.count))]
            parts.append(word)
            length += word.unicodeScalars.count + 1
        }
        if length + 1 > high, parts.count > 1 {
            parts.removeLast()
        }
        var text = parts.joined(separator: " ")
        if language == .english, let first = text.unicodeScalars.first {
            text = String(first).uppercased() + String(text.unicodeScalars.dropFirst())
        }
        return (language, text + ".")
    }

    /// SplitMix64 over wrapping 64-bit arithmetic, as the Python generator computes it with masks.
    struct SplitMix64 {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let englishWords: [String] = """
        the of and to in is you that it he was for on are as with his they at be this have from \
        or one had by word but not what all were we when your can said there use an each which she \
        do how their if will up other about out many then them these so some her would make like him \
        into time has look two more write go see number no way could people my than first water been \
        call who oil its now find long down day did get come made may part over new sound take only \
        little work know place year live me back give most very after thing our just name good \
        sentence man think say great where help through much before line right too mean old any same \
        tell boy follow came want show also around form three small set put end does another well \
        large must big even such because turn here why ask went men read need land different home us \
        move try kind hand picture again change off play spell air away animal house point page letter \
        mother answer found study still learn should America world collection layout section header \
        footer supplementary orthogonal scrolling estimated dimension
        """.split(separator: " ").map(String.init)

    static let koreanWords: [String] = """
        안녕하세요 오늘 날씨가 정말 좋습니다 우리는 학교에 갑니다 친구와 함께 점심을 먹었어요 \
        이 책은 매우 재미있습니다 한국어를 공부하고 있어요 내일 다시 만나요 감사합니다 \
        서울에서 부산까지 기차를 타고 여행했습니다 커피 한 잔 주세요 지금 몇 시예요 \
        컬렉션 뷰의 레이아웃을 계산합니다 섹션 헤더와 푸터 아이템 그룹 스크롤 방향 \
        가로 세로 크기 추정 측정 결과 화면 사용자 설정 버튼 목록 사진 음악 영화 \
        사랑 가족 회사 시간 문제 사람 생각 마음 세상 이야기 하늘 바다 봄 여름 가을 겨울
        """.split(separator: " ").map(String.init)
}
