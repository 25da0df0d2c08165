// Texts compared as their bytes: `String ==` takes canonically equivalent texts as equal, which measure differently.

import Glibc

extension String {
    /// Whether the two texts have the same UTF-8 bytes (compared with `memcmp`, not character by character).
    public func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        // Native and small strings are read in place; a bridged one is copied first.
        if let same = utf8.withContiguousStorageIfAvailable({ x in
            other.utf8.withContiguousStorageIfAvailable { y in x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }), let same {
            return same
        }
        var (a, b) = (self, other)
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }
}
