// Lists the font files of a directory with the C library (no Foundation).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads directories for `FontRegistry.registerFonts(inDirectory:)`.
enum DirectoryListing {
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The paths of files in `directory` whose extension is a font's, sorted.
    /// - Throws: `fontFileNotFound` when the directory cannot be opened.
    static func fontFiles(in directory: String) throws -> [String] {
        guard let dir = opendir(directory) else { throw TextMeasurementError.fontFileNotFound(path: directory) }
        defer { closedir(dir) }
        var paths: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let dot = name.lastIndex(of: "."), !name.hasPrefix(".") else { continue }
            guard fontExtensions.contains(name[name.index(after: dot)...].lowercased()) else { continue }
            paths.append(directory.hasSuffix("/") ? directory + name : directory + "/" + name)
        }
        return paths.sorted()
    }
}
