// A feed parsed by simdjson and read by the script lazily: the document's owner and how L.feed is set.

import CFeed
import CLua
import Foundation
import TesseraJSON

/// A parsed feed (simdjson's DOM): owned by the script's state, freed after the state closes.
final class FeedDocument {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    deinit { feed_free(pointer) }

    /// Nesting the strict reader accepts (`JSONReader.maximumDepth`): deeper documents are left to it, for its message.
    static let maximumDepth = 512
}

extension LuaState {
    /// Pushes the JSON file at `path` as the script sees it: arrays and objects as tables whose fields are read
    /// from the parsed document when first indexed (so a script that reads counts and a few fields does not build
    /// a million tables), scalars as themselves.
    ///
    /// simdjson parses the file; when it rejects it, the strict reader parses it again and throws its message with
    /// the line and column (or, if it accepts what simdjson did not, the value is built eagerly).
    func push(feedAt path: String, timings: inout ScriptTimings) throws {
        var status = FEED_OK
        let readStart = ScriptTimings.now()
        guard let text = feed_read(path, &status) else {
            throw ScriptError(.input, "\(path): cannot read the feed (\(Self.whyUnreadable(path)))")
        }
        let parseStart = ScriptTimings.now()
        timings.read += parseStart - readStart
        let parsed = feed_parse(text, FeedDocument.maximumDepth, &status)
        feed_text_free(text)
        timings.parse += ScriptTimings.now() - parseStart
        guard let document = parsed else {
            if status == FEED_OUT_OF_MEMORY { throw ScriptError(.input, "\(path): not enough memory to parse the feed") }
            return try push(strictFeedAt: path)
        }
        context.feedDocuments.append(FeedDocument(document))
        lua_pushcclosure(L, feed_lua_open, 0)
        lua_pushlightuserdata(L, UnsafeMutableRawPointer(document))
        push(reference: context.nullReference)
        try call(arguments: 2, results: 1)
    }

    /// Why `path` cannot be read: missing, a folder, or not readable.
    static func whyUnreadable(_ path: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "no such file" }
        if isFolder.boolValue { return "it is a folder, not a JSON file" }
        if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
        return "it could not be read"
    }

    /// Parses the feed with the strict reader and pushes it as tables (what simdjson rejected).
    private func push(strictFeedAt path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptError(.input, "\(path): cannot read the feed (\(Self.whyUnreadable(path)))")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(contentsOf: data, file: path)
        } catch {
            throw ScriptError(.input, "\(error)")
        }
        push(json: value)
    }

    /// Pushes the function that reads one field of every element of a feed array without making the elements that
    /// lack it into tables (`feed_lua_field_of_elements`; false for any other table).
    func pushFieldReader() {
        lua_pushcclosure(L, feed_lua_field_of_elements, 0)
    }

    /// Pushes `table[index]` for the table at `table`, through its metamethods (a feed's lazy records), in
    /// protected mode.
    func pushElement(_ index: Int, of table: Int32) throws {
        let table = lua_absindex(L, table)
        lua_pushcclosure(L, feed_lua_index, 0)
        lua_pushvalue(L, table)
        push(index)
        try call(arguments: 2, results: 1)
    }
}
