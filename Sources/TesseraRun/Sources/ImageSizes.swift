// Images' sizes for Swift view controllers: `--image NAME=WIDTHxHEIGHT` read into sizes by name.

import TesseraLayout

/// The sizes `UIImage(named:)` gives its images, which a headless run cannot load.
public enum ImageSizes {
    /// `["hero=393x262", …]` as sizes by name; throws an `ImageSizeError` naming the first bad one.
    public static func parse(_ options: [String]) throws -> [String: Size] {
        var sizes: [String: Size] = [:]
        for option in options {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            let numbers = parts.count == 2 ? parts[1].lowercased().split(separator: "x").compactMap { Double($0) } : []
            guard parts.count == 2, !parts[0].isEmpty, numbers.count == 2, numbers.allSatisfy({ $0 > 0 && $0 <= 100_000 }) else {
                throw ImageSizeError(message: "--image needs NAME=WIDTHxHEIGHT with positive sizes in points "
                                     + "(e.g. hero=393x262), got '\(option)'")
            }
            sizes[parts[0]] = Size(width: numbers[0], height: numbers[1])
        }
        return sizes
    }
}

/// `--size WIDTHxHEIGHT`: the size a `UIView` subclass entry is laid out at.
public enum ViewSizeArgument {
    /// The size `text` gives (`320x180`), or nil when it is not two positive numbers of points (at most 100,000).
    public static func parse(_ text: String) -> Size? {
        let numbers = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        guard numbers.count == 2, let width = numbers[0], let height = numbers[1],
              [width, height].allSatisfy({ $0 > 0 && $0 <= 100_000 }) else { return nil }
        return Size(width: width, height: height)
    }
}

/// A malformed `--image` option.
public struct ImageSizeError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
