// The record of the `.new` files the last test run wrote: what `accept` may rename, and nothing else.

import Foundation

/// `expected/.pending` of a sample: one line per `.new` file `tessera test` wrote there, with its size and a hash
/// of its bytes. `accept` (and `review`'s yes) renames a `.new` over its golden only when it is listed and still
/// holds what the run wrote; a file copied in by hand, edited since, or left by an older run is refused.
///
/// ```
/// # .new files tessera test wrote here; tessera accept renames only these (never commit this file)
/// iphone-se-3-portrait-large.txt.new	2711	9f0c2d4e81b7a6c3
/// ```
struct PendingRecord: Equatable {
    struct Entry: Equatable {
        var size: Int
        var hash: UInt64
    }

    static let fileName = ".pending"
    private static let heading = "# .new files tessera test wrote here; tessera accept renames only these (never commit this file)"

    /// Entries by `.new` file name.
    var entries: [String: Entry] = [:]

    /// The record of the `expected/` folder `folder` (empty when there is none or it cannot be read).
    static func load(expectedFolder folder: String) -> PendingRecord {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return PendingRecord() }
        var record = PendingRecord()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let size = Int(fields[1]), let hash = UInt64(fields[2], radix: 16) else { continue }
            record.entries[String(fields[0])] = Entry(size: size, hash: hash)
        }
        return record
    }

    /// What the file at `path` holds, as an entry (nil when it cannot be read).
    static func entry(of path: String) -> Entry? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return Entry(size: data.count, hash: hash(data))
    }

    /// 64-bit FNV-1a of the bytes (it tells an unchanged file from a changed one; it is not a signature).
    static func hash(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Writes the record into `folder` (atomically), or deletes it when it has no entries.
    func save(expectedFolder folder: String) throws {
        let path = (folder as NSString).appendingPathComponent(Self.fileName)
        guard !entries.isEmpty else {
            GoldenStore.remove(path)
            return
        }
        let lines = entries.keys.sorted().map { name in
            "\(name)\t\(entries[name]!.size)\t\(String(entries[name]!.hash, radix: 16))"
        }
        try GoldenStore.shared.write(([Self.heading] + lines).joined(separator: "\n") + "\n", to: path,
                                     what: "the record of pending files", createsFolder: false)
    }

    /// After a test run: the entries of the cases that ran (`ran`, `.new` names) become what the run wrote
    /// (`wrote`); others (another shard's) stay while their file does.
    static func update(expectedFolder folder: String, ran: Set<String>, wrote: Set<String>) throws {
        let old = load(expectedFolder: folder)
        var record = PendingRecord()
        for (name, entry) in old.entries where !ran.contains(name) {
            if Self.entry(of: (folder as NSString).appendingPathComponent(name)) == entry { record.entries[name] = entry }
        }
        for name in wrote {
            if let entry = Self.entry(of: (folder as NSString).appendingPathComponent(name)) { record.entries[name] = entry }
        }
        guard record != old else { return }
        try record.save(expectedFolder: folder)
    }

    /// Removes the entry of `.new` file `name` (accepted or rejected) from the record of `folder`.
    static func forget(_ name: String, expectedFolder folder: String) throws {
        var record = load(expectedFolder: folder)
        guard record.entries.removeValue(forKey: name) != nil else { return }
        try record.save(expectedFolder: folder)
    }
}
