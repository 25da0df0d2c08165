// The `.gitignore` a sample gets when `tessera test` first writes into its `expected/` folder.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SampleFiles {
    /// What a sample's `.gitignore` keeps out of version control: the files `test` writes and `review`, `accept` and
    /// `reject` settle (the goldens themselves are committed).
    static let gitignore = """
        # Written by tessera test and settled by tessera review, accept or reject; never committed.
        expected/*.new
        expected/.*.tmp
        expected/.pending

        """

    /// Writes `sampleFolder/.gitignore` when the sample has none (a run recorded a golden or wrote a `.new` in it);
    /// returns its path when written. An existing `.gitignore` is left as it is.
    static func writeGitignoreIfMissing(sampleFolder: String) throws -> String? {
        let path = (sampleFolder as NSString).appendingPathComponent(".gitignore")
        var info = stat()
        guard lstat(path, &info) != 0 else { return nil }
        try GoldenStore.shared.write(gitignore, to: path, what: "the sample's .gitignore", createsFolder: false)
        return path
    }
}
