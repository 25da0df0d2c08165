// Images' sizes read from a folder (`--images DIR`): PNG and JPEG headers, nothing decoded.

import Foundation
import TesseraLayout

extension ImageSizes {
    /// The images of folder `path` by name (`hero.png` → `hero`), each sized in points: its pixel size divided by
    /// the scale its name gives (`hero@2x.png` is `hero` at half its pixels); a plain name wins over a scaled one.
    /// Files that are neither PNG nor JPEG are skipped; a PNG or JPEG whose header cannot be read is an error.
    public static func read(folder path: String) throws -> [String: Size] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw ImageSizeError(message: "--images \(path): cannot read the folder")
        }
        var sizes: [String: (size: Size, scale: Double)] = [:]
        for file in names.sorted() {
            let url = URL(fileURLWithPath: path).appendingPathComponent(file)
            let ext = url.pathExtension.lowercased()
            guard ["png", "jpg", "jpeg"].contains(ext) else { continue }
            var name = url.deletingPathExtension().lastPathComponent
            var scale = 1.0
            if let at = name.range(of: "@", options: .backwards), name.hasSuffix("x"),
               let factor = Double(name[at.upperBound...].dropLast()), factor >= 1 {
                scale = factor
                name = String(name[..<at.lowerBound])
            }
            guard let pixels = try pixelSize(of: url) else {
                throw ImageSizeError(message: "--images \(path): \(file) is not a PNG or JPEG whose size can be read")
            }
            if let known = sizes[name], known.scale <= scale { continue }
            sizes[name] = (Size(width: pixels.width / scale, height: pixels.height / scale), scale)
        }
        return sizes.mapValues(\.size)
    }

    /// The pixel size in a PNG's IHDR or a JPEG's first SOF segment; nil when neither is found.
    static func pixelSize(of url: URL) throws -> Size? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        let bytes = [UInt8](handle.readData(ofLength: 1 << 16))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        if bytes.count >= 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
           bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] {
            return Size(width: Double(be32(16)), height: Double(be32(20)))
        }
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return Size(width: Double(be16(i + 7)), height: Double(be16(i + 5)))
            }
            i += 2 + be16(i + 2)
        }
        return nil
    }
}
