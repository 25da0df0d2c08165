// Binary search over a partitioned array, for cluster and character look-ups.

extension Array {
    /// The first index whose element does not satisfy `belongsBefore` (the array is partitioned by it).
    /// - Complexity: O(log n).
    func partitionPoint(_ belongsBefore: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsBefore(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
