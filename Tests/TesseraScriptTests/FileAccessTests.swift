// What a script may read: modules only inside the folders require searches, and no file larger than its memory.

import Foundation
import Testing
import TesseraTestSupport
import TesseraScript
#if canImport(Glibc)
import Glibc
#endif

@Suite("Files a script reads")
struct FileAccessTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Makes `name` a sparse file of `bytes` bytes (it takes no room on the disk).
    private func sparse(_ name: String, bytes: Int) throws -> String {
        let path = try scratch.write(name, "")
        let descriptor = open(path, O_WRONLY)
        defer { close(descriptor) }
        #expect(ftruncate(descriptor, off_t(bytes)) == 0)
        return path
    }

    private func message(_ text: String, feed: String? = nil, limits: ScriptLimits = ScriptLimits()) -> String? {
        do {
            try scratch.run("reader.lua", "local L = require \"tessera\"\n" + text + "\n", feed: feed, limits: limits)
        } catch let error as ScriptError {
            return error.message
        } catch {
            return "\(error)"
        }
        return nil
    }

    @Test("A module name is dotted words: a path, '..' or an empty word is an error", arguments: [
        "/etc/passwd", "..", "a..b", "lib/grid", ".hidden",
    ])
    func badModuleNames(_ name: String) {
        #expect(message("require '\(name)'") == "\(scratch.path)/reader.lua:2: require: bad module name '\(name)' "
            + "(dotted words: 'lib.grid' loads lib/grid.lua from the script's folder or a --lua-path folder; no absolute "
            + "paths, no '..')")
    }

    @Test("A module that is a symbolic link out of the folder it was found in is an error")
    func moduleLinkedOut() throws {
        let other = try ScratchFolder()
        let outside = try other.write("evil.lua", "return { stolen = true }")
        try FileManager.default.createDirectory(atPath: scratch.path + "/mods", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/mods/evil.lua", withDestinationPath: outside)
        #expect(message("local m = require 'mods.evil'") == "\(scratch.path)/reader.lua:2: require: 'mods.evil' is "
            + "\(scratch.path)/mods/evil.lua, a link to \(outside) outside \(scratch.path); modules must stay inside the "
            + "folders require searches")
        // A link that stays inside the folder is fine.
        try scratch.write("real/inner.lua", "return 7")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/mods/inner.lua",
                                                   withDestinationPath: scratch.path + "/real/inner.lua")
        #expect(message("error(tostring(require 'mods.inner'), 0)") == "7")
    }

    @Test("A 2 GiB file is refused before it is read: readJSON, require and the feed")
    func filesLargerThanTheMemoryLeft() throws {
        let bytes = 2 << 30
        let big = try sparse("big.json", bytes: bytes)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/huge.lua", withDestinationPath: big)
        let limits = ScriptLimits(memoryBytes: 64 << 20)
        let readJSON = try #require(message("local v = L.readJSON('big.json')", limits: limits))
        #expect(readJSON.hasPrefix("\(scratch.path)/reader.lua:2: readJSON: '\(scratch.path)/big.json' is 2147483648 "
                                   + "bytes, more than the "))
        #expect(readJSON.hasSuffix(" bytes the scripts have left (the memory limit is 64 MiB; raise it with --max-memory)"))
        let module = try #require(message("local m = require 'huge'", limits: limits))
        #expect(module.hasPrefix("\(scratch.path)/reader.lua:2: require: '\(scratch.path)/huge.lua' is 2147483648 bytes"))
        let feed = try #require(message("return nil", feed: big, limits: limits))
        #expect(feed.hasPrefix("--feed: '\(big)' is 2147483648 bytes, more than the "))
    }
}
