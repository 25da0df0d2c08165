// A small PNG reader (8-bit RGB or RGBA, not interlaced): enough for Chromium's screenshots.

import CZlib
import Foundation

/// The pixels of a PNG file, as RGB triples.
struct PNGImage {
    var width: Int
    var height: Int
    /// Row by row, 3 bytes (R, G, B) a pixel.
    var rgb: [UInt8]

    struct Unsupported: Error, CustomStringConvertible { var description: String }

    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path), data.count > 8,
              data.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Unsupported(description: "\(path) is not a PNG file")
        }
        let bytes = [UInt8](data)
        var position = 8, compressed: [UInt8] = []
        var (width, height, colorType) = (0, 0, 0)
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        while position + 8 <= bytes.count {
            let length = integer(position), type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            let body = position + 8
            switch type {
            case "IHDR":
                (width, height) = (integer(body), integer(body + 4))
                guard bytes[body + 8] == 8, bytes[body + 12] == 0 else { throw Unsupported(description: "not 8-bit, or interlaced") }
                colorType = Int(bytes[body + 9])
            case "IDAT": compressed += bytes[body..<body + length]
            default: break
            }
            position = body + length + 4
        }
        let channels = colorType == 6 ? 4 : colorType == 2 ? 3 : 0
        guard channels > 0 else { throw Unsupported(description: "color type \(colorType) (RGB or RGBA expected)") }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var size = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK else { throw Unsupported(description: "zlib error \(status)") }
        var pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            for column in 0..<stride {
                let x = raw[row * (stride + 1) + 1 + column]
                let a = column >= channels ? Int(pixels[row * stride + column - channels]) : 0
                let b = row > 0 ? Int(pixels[(row - 1) * stride + column]) : 0
                let c = row > 0 && column >= channels ? Int(pixels[(row - 1) * stride + column - channels]) : 0
                let predictor: Int
                switch filter {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predictor = 0
                }
                pixels[row * stride + column] = UInt8((Int(x) + predictor) & 0xFF)
            }
        }
        self.width = width
        self.height = height
        if channels == 3 {
            rgb = pixels
        } else {
            var out = [UInt8]()
            out.reserveCapacity(width * height * 3)
            for pixel in 0..<width * height {
                let start = pixel * 4
                out.append(pixels[start])
                out.append(pixels[start + 1])
                out.append(pixels[start + 2])
            }
            rgb = out
        }
    }

    /// The bounding box (x, y, width, height) of the pixels of exactly this colour, or nil when there are none.
    func box(of hex: String, below top: Int = 0) -> (x: Int, y: Int, width: Int, height: Int)? {
        let value = Int(hex.dropFirst(), radix: 16)!
        let (r, g, b) = (UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in min(top, height)..<height {
            for x in 0..<width {
                let i = (y * width + x) * 3
                if rgb[i] == r && rgb[i + 1] == g && rgb[i + 2] == b {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// How many different colours the picture has (1 for a blank page).
    var colourCount: Int {
        var seen = Set<Int>()
        for i in stride(from: 0, to: rgb.count, by: 3) { seen.insert(Int(rgb[i]) << 16 | Int(rgb[i + 1]) << 8 | Int(rgb[i + 2])) }
        return seen.count
    }
}
