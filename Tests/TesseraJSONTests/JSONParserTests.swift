// The JSON reader: values, escapes, and errors that name the line and column.

import Testing
import TesseraJSON

@Suite("JSON reader")
struct JSONParserTests {
    @Test func readsNestedValuesInOrder() throws {
        let value = try JSONParser.parse(#"{"b": [1, -2.5, 3e2, true, null], "a": {"x": "y"}}"#)
        #expect(value.objectValue?.map(\.key) == ["b", "a"])
        #expect(value["b"] == .array([.number(1), .number(-2.5), .number(300), .bool(true), .null]))
        #expect(value["a"]?["x"]?.stringValue == "y")
    }

    @Test func readsEscapesSurrogatesAndKorean() throws {
        let value = try JSONParser.parse(#"["a\"b\\c\n\u00e9\ud83d\ude00", "안녕하세요 world"]"#)
        #expect(value.arrayValue?[0].stringValue == "a\"b\\c\né😀")
        #expect(value.arrayValue?[1].stringValue == "안녕하세요 world")
    }

    @Test func readsLargeAndSmallNumbersExactly() throws {
        let value = try JSONParser.parse("[0, -0, 123456789012, 0.1, 1.5e-3, 9007199254740993]")
        #expect(value.arrayValue?.map { $0.numberValue! } == [0, 0, 123456789012, 0.1, 0.0015, 9007199254740992])
    }

    @Test("Errors name the line and column", arguments: [
        ("{\n  \"a\": 1,\n}", 3, 1, "expected a string key in double quotes"),
        ("[1, 2,, 3]", 1, 7, "unexpected character ',': expected a value"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key"),
        ("[\"abc", 1, 6, "unterminated string"),
        ("[01]", 1, 2, "numbers may not have leading zeros"),
        ("[\"\\x\"]", 1, 3, "invalid escape '\\x'"),
        ("[1] 2", 1, 5, "unexpected text after the JSON document"),
        ("", 1, 1, "unexpected end of the document: expected a value"),
        ("{\"한국\": tru}", 1, 8, "unexpected character: expected 'true'"),
    ])
    func reportsWhereItFailed(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try JSONParser.parse(text, file: "feed.json")
            Issue.record("parsed \(text) without an error")
        } catch let error as JSONError {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.message == message)
            #expect(error.description == "feed.json:\(line):\(column): \(message)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func rejectsInvalidUTF8() {
        let bytes: [UInt8] = [0x5B, 0x22, 0xFF, 0x22, 0x5D]
        #expect(throws: JSONError.self) { try bytes.withUnsafeBufferPointer { try JSONParser.parse(bytes: $0) } }
    }

    @Test func limitsNesting() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONError.self) { try JSONParser.parse(deep) }
    }

    @Test("parseWithLines gives the line each value starts on, by path")
    func linesByPath() throws {
        let text = "{ \"script\": \"a.lua\",\n  \"devices\": [\"x\",\n    \"y\"],\n  \"explorations\": [ { \"name\":\n \"scroll\" } ] }\n"
        let (value, lines) = try JSONParser.parseWithLines(contentsOf: Array(text.utf8), file: "sample.json")
        #expect(value["devices"]?.arrayValue?.count == 2)
        #expect(lines[""] == 1 && lines["script"] == 1 && lines["devices"] == 2 && lines["devices[0]"] == 2)
        #expect(lines["devices[1]"] == 3 && lines["explorations"] == 4 && lines["explorations[0]"] == 4)
        #expect(lines["explorations[0].name"] == 5)
    }

    @Test func quotesAndNumbersForWriting() {
        #expect(JSONWriting.quote("a\"b\n\u{01}") == #""a\"b\n\u0001""#)
        #expect(JSONWriting.number(96) == "96")
        #expect(JSONWriting.number(-0.0) == "0")
        #expect(JSONWriting.number(106.5) == "106.5")
        #expect(JSONWriting.number(1.0 / 3) == "0.3333333333333333")
    }
}
