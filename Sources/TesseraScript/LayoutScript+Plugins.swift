// Where `require` finds a script's plugins.

import Foundation

extension LayoutScript {
    /// The plugin folders `require` searches after the script's own folder (and before `--lua-path`): the
    /// script folder's `lib/`, the `lib/` of the nearest enclosing folder named `Scripts` (so
    /// `Scripts/samples/x.lua` finds `Scripts/lib` from any working directory), and `Scripts/lib` in the
    /// working directory — each once, if it exists.
    static func libraryFolders(scriptFolder: String) -> [String] {
        var candidates = [(scriptFolder as NSString).appendingPathComponent("lib")]
        var folder = URL(fileURLWithPath: scriptFolder).standardizedFileURL
        while folder.path != "/" {
            if folder.lastPathComponent == "Scripts" {
                candidates.append(folder.appendingPathComponent("lib").path)
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        candidates.append("Scripts/lib")
        var seen = Set<String>()
        return candidates.filter { path in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                return false
            }
            return seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted
        }
    }
}
