// Rule 2.1, rounding: fractional sizes are floored to a device pixel, positions rounded to the nearest one.

import Testing
@testable import TesseraLayout

extension Rules {
    @Suite("Rules · pixel rounding")
    struct RoundingTests {
        @Test("FW(1/3) in a 320-pt row is floored to 106.5 at scale 2")
        func thirdsAtScaleTwo() throws {
            let group = hGroup(fw(1), ab(10), [item(fw(1.0 / 3), fh(1))])
            let solved = try solve(group, [3])
            // 320 / 3 = 106.67 → floored to ½ pt = 106.5; x = 0, 106.5, 213
            #expect(cells(solved) == [rect(0, 0, 106.5, 10), rect(106.5, 0, 106.5, 10), rect(213, 0, 106.5, 10)])
        }

        @Test("FW(1/3) of 301 pt: 100 at scale 2, 100⅓ at scale 3", arguments: [
            (2.0, 100.0, [0.0, 100, 200]),
            (3.0, 301.0 / 3, [0.0, 301.0 / 3, 602.0 / 3]),
        ] as [(Double, Double, [Double])])
        func thirdsOf301(scale: Double, width: Double, xs: [Double]) throws {
            let group = hGroup(fw(1), ab(20), [item(fw(1.0 / 3), fh(1))])
            let solved = try solve(group, [3], in: collectionView(width: 301, scale: scale))
            // 301 / 3 = 100.33: scale 2 floors to 100.0; scale 3 keeps 301/3 (exactly 301 pixels / 3)
            #expect(approx(cells(solved), xs.map { rect($0, 0, width, 20) }))
        }

        @Test("A fraction that lands within float noise of a pixel keeps it: FW(1/3) of 300 is 100")
        func floatNoiseDoesNotLoseAPixel() throws {
            let group = hGroup(fw(1), ab(10), [item(fw(1.0 / 3), fh(1))])
            let solved = try solve(group, [3], in: collectionView(width: 300))
            // 300 × (1/3) = 99.999… in binary; UIKit gives 100, not 99.5; x = 0, 100, 200
            #expect(cells(solved) == [rect(0, 0, 100, 10), rect(100, 0, 100, 10), rect(200, 0, 100, 10)])
        }

        @Test("Widths are floored, not rounded, to the pixel grid", arguments: [
            (2.0, 101.5, [0.0, 101.5, 203]),
            (3.0, 304.0 / 3, [0.0, 304.0 / 3, 608.0 / 3]),
        ] as [(Double, Double, [Double])])
        func widthsAreFloored(scale: Double, width: Double, xs: [Double]) throws {
            let group = hGroup(fw(1), ab(10), [item(fw(0.3175), fh(1))])
            let solved = try solve(group, [3], in: collectionView(scale: scale))
            // 0.3175 × 320 = 101.6 pt. Scale 2: 203.2 px → 203 → 101.5. Scale 3: 304.8 px → 304 → 101.33
            // (rounding would give 305 px = 101.67). Three fit (≤ 305 pt); x = k × width.
            #expect(approx(cells(solved), xs.map { rect($0, 0, width, 10) }))
        }

        @Test("Fractional heights are floored too", arguments: [(2.0, 20.0), (3.0, 61.0 / 3)] as [(Double, Double)])
        func heightsAreFloored(scale: Double, height: Double) throws {
            let group = hGroup(fw(1), ab(100), [item(fw(1), fh(0.2045))])
            let solved = try solve(group, [1], in: collectionView(scale: scale))
            // 0.2045 × 100 = 20.45 pt. Scale 2: 40.9 px → 40 → 20. Scale 3: 61.35 px → 61 → 20.33
            #expect(approx(cell(solved, 0), rect(0, 0, 320, height)))
        }

        @Test("Positions are rounded to the nearest pixel", arguments: [
            (2.0, [0.0, 54, 107.5, 161.5, 215, 269]),
            (3.0, [0.0, 161.0 / 3, 323.0 / 3, 484.0 / 3, 646.0 / 3, 269]),
        ] as [(Double, [Double])])
        func positionsAreRounded(scale: Double, xs: [Double]) throws {
            let group = hGroup(fw(1), ab(10), [item(ab(51), fh(1))], spacing: .flexible(0))
            let solved = try solve(group, [6], in: collectionView(scale: scale))
            // 6 × 51 = 306 ≤ 320 (7 would be 357). Leftover 14 over 5 gaps = 2.8, so exact x = k × 53.8:
            // 0, 53.8, 107.6, 161.4, 215.2, 269.
            // Scale 2 (px 107.6, 215.2, 322.8, 430.4, 538) → 54, 107.5, 161.5, 215, 269.
            // Scale 3 (px 161.4, 322.8, 484.2, 645.6, 807) → 161/3, 323/3, 484/3, 646/3, 269.
            #expect(approx(cells(solved), xs.map { rect($0, 0, 51, 10) }))
        }

        @Test("A nested group's items are rounded from its rounded origin: each level may add half a pixel")
        func nestedPositionsRoundInTheirGroup() throws {
            let nested = LayoutElement.group(vGroup(fw(1), ab(202.5), [item(fw(1), ab(117.5)), item(fw(1), ab(85))]))
            let group = vGroup(fw(1), ab(351), [item(fw(1), ab(148.5)), nested])
            let solved = try solve(group, [3], in: collectionView(scale: 3))
            // The nested group at 148.5 (445.5 px) rounds to 446 px = 148⅔; its second item, 117.5 below that at
            // 266⅙ (798.5 px), rounds to 799 px = 266⅓, a pixel below the exact 266 (R1, nested groups).
            #expect(approx(cells(solved), [rect(0, 0, 320, 148.5), rect(0, 446.0 / 3, 320, 117.5),
                                           rect(0, 799.0 / 3, 320, 85)]))
        }
    }
}

@Suite("Pixel rounding without the C library")
struct FastRoundingTests {
    @Test("Rounding and flooring agree with Double's own, halves away from zero, across magnitudes")
    func agreesWithTheStandardLibrary() {
        var state: UInt64 = 7
        var values: [Double] = [0, -0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                                4503599627370495.5, -4503599627370495.5, 1e300, -1e300, 0x1p52, -0x1p52, .nan]
        for _ in 0..<10_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = (Double(state >> 11) / Double(1 << 53) - 0.5) * 2e7
            values.append(value)
            values.append((value * 4).rounded() / 4)  // halves and quarters
        }
        for value in values {
            let round = PixelGrid.round(value), floor = PixelGrid.floor(value)
            #expect(round.bitPattern == value.rounded(.toNearestOrAwayFromZero).bitPattern || (round.isNaN && value.isNaN),
                    "round(\(value))")
            #expect(floor.bitPattern == value.rounded(.down).bitPattern || (floor.isNaN && value.isNaN), "floor(\(value))")
        }
    }
}

extension FastRoundingTests {
    @Test("A position a rounding error below a half pixel rounds as the half does: lengths built up by additions agree with lengths computed at once")
    func noiseBelowAHalf() {
        let grid = PixelGrid(scale: 3)
        // 274.6667 + 846.9999999999998 / 2 − 19: the true value 679.1666… is a half pixel at @3x.
        let added = 274.66666666666669 + 846.9999999999998 / 2 - 19
        let atOnce = 274.66666666666669 + 847.0 / 2 - 19
        #expect(grid.round(added) == grid.round(atOnce))
        #expect(grid.round(atOnce) == 679 + 1.0 / 3)
        #expect(PixelGrid(scale: 2).round(-10.25 + 1e-12) == -10.5)
        #expect(PixelGrid(scale: 2).round(10.2499) == 10)
    }
}
