// Finding samples (folders with a sample.json) and pending `.new` goldens below the paths a command is given.

import Foundation

/// Walks folders for sample manifests and pending goldens, in a sorted, stable order.
public enum SampleDiscovery {
    /// The paths a command was given, or `Samples` when none.
    public static func roots(_ paths: [String]) -> [String] { paths.isEmpty ? ["Samples"] : paths }

    /// Folders holding a `sample.json`, at or below `paths` (a path may also be a `sample.json`), sorted and
    /// without duplicates. Hidden folders are not searched, nor the inside of a sample.
    public static func sampleFolders(under paths: [String]) throws -> [String] {
        var found = Set<String>()
        for path in paths.map(clean) {
            if (path as NSString).lastPathComponent == SampleManifest.fileName, FileManager.default.fileExists(atPath: path) {
                let folder = (path as NSString).deletingLastPathComponent
                found.insert(folder.isEmpty ? "." : folder)
                continue
            }
            guard isDirectory(path) else {
                throw ToolError(.input, "\(path): no such folder (expected a sample folder or a folder of samples)")
            }
            walk(path, depth: 0) { folder, entries in
                if entries.contains(SampleManifest.fileName) {
                    found.insert(folder)
                    return false
                }
                return true
            }
        }
        return found.sorted()
    }

    /// Pending `.new` files in `expected/` folders at or below `paths` (a path may also be a golden, meaning its
    /// `.new`, or a `.new` file itself), sorted.
    public static func pendingFiles(under paths: [String]) throws -> [String] {
        var found = Set<String>()
        for path in paths.map(clean) {
            if isDirectory(path) {
                walk(path, depth: 0) { folder, entries in
                    if (folder as NSString).lastPathComponent == "expected", SampleFiles.sampleFolder(ofExpected: folder) != nil {
                        for entry in entries where entry.hasSuffix(".new") && !entry.hasPrefix(".") {
                            let file = (folder as NSString).appendingPathComponent(entry)
                            if !isDirectory(file) { found.insert(file) }
                        }
                    }
                    return true
                }
            } else if path.hasSuffix(".new"), FileManager.default.fileExists(atPath: path) {
                found.insert(path)
            } else if FileManager.default.fileExists(atPath: path + ".new") {
                found.insert(path + ".new")
            } else if FileManager.default.fileExists(atPath: path) {
                throw ToolError(.input, "\(path): no pending \((path as NSString).lastPathComponent).new beside this golden")
            } else {
                throw ToolError(.input, "\(path): no such file or folder")
            }
        }
        return found.sorted()
    }

    /// `Samples/` → `Samples`, `./x` → `x`: paths as they are shown.
    static func clean(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        return path
    }

    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// Visits `folder` and its visible subfolders (sorted); `visit` returns whether to descend. A symbolic link to a
    /// folder is not followed: what a walk finds (and `accept`, `reject` and `--prune` then rename or delete) lies
    /// inside the folders it was given.
    private static func walk(_ folder: String, depth: Int, _ visit: (String, [String]) -> Bool) {
        guard depth < 16, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        guard visit(folder, entries) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let child = folder == "." ? entry : (folder as NSString).appendingPathComponent(entry)
            if SampleFiles.isRealFolder(child) { walk(child, depth: depth + 1, visit) }
        }
    }
}
