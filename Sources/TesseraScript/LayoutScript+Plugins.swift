// Where `require` finds a script's plugins.

import Foundation

extension LayoutScript {
    /// The plugin folders `require` searches after the script's own folder (and before `--lua-path`): the
    /// script folder's `lib/`, the `lib/` of the nearest enclosing folder named `Scripts` (so
    /// `Scripts/samples/x.lua` finds `Scripts/lib` from any working directory), and `Scripts/lib` in the
    /// working directory — each once, whether or not it exists (a missing module's message lists every one).
    /// Plugins built into the binary (`listconfig`) come after all of them and `--lua-path`.
    static func libraryFolders(scriptFolder: String) -> [String] {
        var candidates = [scriptFolder == "." ? "lib" : (scriptFolder as NSString).appendingPathComponent("lib")]
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
        return candidates.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }
}
