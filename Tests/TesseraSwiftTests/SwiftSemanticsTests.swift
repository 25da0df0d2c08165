// The interpreter computes as Swift does: integer division, literal typing, control flow, closures, enums.

import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct SwiftSemanticsTests {
    /// The height of the first cell of a one-row layout whose row height is `height`, after `statements` ran
    /// (with `width`, the container's effective width, in scope); `declarations` go at file level.
    static func height(_ height: String, statements: String = "", declarations: String = "") throws -> Double {
        let source = """
            \(declarations)
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    let width = environment.container.effectiveContentSize.width
            \(statements)
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height)))
                    let item = NSCollectionLayoutItem(layoutSize: size)
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
                }
            }
            """
        let solved = try SwiftTests.solve(source: source, counts: [1])
        return try #require(solved.cell(0, 0)).height
    }

    @Test func integerDivisionAndLiteralTyping() throws {
        #expect(try Self.height("CGFloat(n)", statements: "let n = 7 / 2") == 3)         // Int division
        #expect(try Self.height("7 / 2") == 3.5)                                        // literals typed as CGFloat
        #expect(try Self.height("CGFloat(a / b)", statements: "let a = 7; let b = 2") == 3)
        #expect(try Self.height("CGFloat(q + 10)", statements: "let q = -7 / 2") == 7)   // truncates toward zero
        #expect(try Self.height("CGFloat(r + 10)", statements: "let r = -7 % 3") == 9)
        #expect(try Self.height("x / 2", statements: "let x: CGFloat = 7") == 3.5)
        #expect(try Self.height("width / 3") == 131)                                    // 393 / 3
        #expect(try Self.height("CGFloat(Int(width) / 100)") == 3)
    }

    @Test func controlFlow() throws {
        #expect(try Self.height("h", statements: "let h: CGFloat = if width > 300 { 50 } else { 20 }") == 50)
        #expect(try Self.height("h", statements: """
            let h: CGFloat = switch Int(width) {
            case 0..<300: 10
            case let w where w > 390: 40
            default: 30
            }
            """) == 40)
        #expect(try Self.height("CGFloat(n)", statements: "var n = 1\nwhile n < 100 { n *= 2 }") == 128)
        #expect(try Self.height("CGFloat(t)", statements: "var t = 0\nfor (i, w) in [10, 20].enumerated() { t += i * w }") == 20)
        #expect(try Self.height("CGFloat(t)", statements: """
            var t = 0
            for i in 1...10 {
                if i % 2 == 0 { continue }
                if i > 7 { break }
                t += i
            }
            """) == 16)   // 1 + 3 + 5 + 7
        // A return from inside a range loop with a `where`; an empty range; each turn's own variable captured.
        #expect(try Self.height("first(over: 5) + first(over: 20000)", declarations: """
            func first(over n: Int) -> CGFloat {
                for i in 0..<100 where i * i > n { return CGFloat(i) }
                for _ in 5..<5 { return 1000 }
                return -1
            }
            """) == 2)   // 3 + -1
        #expect(try Self.height("CGFloat(made.map { $0() }.reduce(0) { $0 + $1 })", statements: """
            var made: [() -> Int] = []
            for i in 1..<4 { made.append({ i * 10 }) }
            """) == 60)
    }

    @Test func closuresFunctionsAndRecursion() throws {
        #expect(try Self.height("CGFloat(total)", statements: """
            var total = 0
            let add = { (n: Int) in total += n }
            add(3)
            add(4)
            """) == 7)
        #expect(try Self.height("CGFloat([1, 2, 3].map { $0 * 2 }.reduce(0) { $0 + $1 })") == 12)
        #expect(try Self.height("CGFloat(fib(10))", declarations: "func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }") == 55)
        #expect(try Self.height("scaled(4, by: 2.5)", declarations: "func scaled(_ v: CGFloat, by f: CGFloat = 2) -> CGFloat { v * f }") == 10)
        #expect(try Self.height("scaled(4)", declarations: "func scaled(_ v: CGFloat, by f: CGFloat = 2) -> CGFloat { v * f }") == 8)
        #expect(try Self.height("CGFloat((0..<5).filter { $0.isMultiple(of: 2) }.count)") == 3)
    }

    @Test func enumsAndOptionals() throws {
        let kinds = "enum Kind: Int, CaseIterable { case a, b = 5, c\n var double: Int { rawValue * 2 } }"
        #expect(try Self.height("CGFloat(Kind.allCases.count * 10)", declarations: kinds) == 30)
        #expect(try Self.height("CGFloat(Kind.c.rawValue)", declarations: kinds) == 6)                  // counts on from 5
        #expect(try Self.height("CGFloat(Kind(rawValue: 5)!.double)", declarations: kinds) == 10)
        #expect(try Self.height("CGFloat(Kind(rawValue: 9)?.rawValue ?? 12)", declarations: kinds) == 12)
        #expect(try Self.height("k == .b ? 44 : 22", statements: "let k = Kind.b", declarations: kinds) == 44)
    }

    /// A string literal is the text the compiler makes of it: escapes resolved, a raw string's backslashes kept, a
    /// multi-line literal's indentation and escaped line breaks dropped, an enum's raw value likewise.
    @Test func stringLiteralEscapes() throws {
        #expect(try Self.height(#"CGFloat("a\nb".count)"#) == 3)
        #expect(try Self.height(#"CGFloat("tab\there".count)"#) == 8)
        #expect(try Self.height(#"CGFloat("\"q\" \\".count)"#) == 5)
        #expect(try Self.height(#"CGFloat("\u{2014}".count)"#) == 1)
        #expect(try Self.height(###"CGFloat(##"a\nb"##.count)"###) == 4)
        #expect(try Self.height(#"s == "a\nb" ? 44 : 22"#, statements: #"let s = "a" + "\n" + "b""#) == 44)
        let multiline = "        let s = \"\"\"\n            ab\\\n            cd\n            ef\n            \"\"\"\n"
        #expect(try Self.height("CGFloat(s.count)", statements: multiline) == 7)   // "abcd\nef"
        let kinds = #"enum Mark: String { case dash = "\u{2014}", pair = "a\tb" }"#
        #expect(try Self.height("CGFloat(Mark.dash.rawValue.count + 10 * Mark.pair.rawValue.count)", declarations: kinds) == 31)
    }

    /// A struct is a value: a copy (a variable, a property, an array's element) keeps what it had when another is
    /// changed, by a field, a nested field, an element's field or a mutating method; a class holding one sees its
    /// property set (didSet) when a field of it changes.
    @Test func structsAreValues() throws {
        let declarations = """
            struct Inner { var n = 0 }
            struct Outer {
                var inner = Inner()
                var list: [Inner] = [Inner(), Inner()]
                mutating func bumpInner() { inner.n += 1 }
                mutating func bumpFirst() { list[0].n += 5 }
            }
            final class Holder {
                var outer = Outer() { didSet { sets += 1; seen = outer.inner.n } }
                var sets = 0
                var seen = 0
            }
            """
        let statements = """
                var a = Outer()
                let snapshot = a
                a.inner.n = 3
                a.bumpInner()
                var b = a
                b.bumpFirst()
                b.list[1].n = 7
                var items = [a, b]
                var first = items[0]
                first.inner.n = 100
                items[1].inner.n = 50
                let holder = Holder()
                holder.outer.inner.n = 9
                holder.outer.bumpInner()
            """
        // snapshot 0, a 4 (3 then bumped), a's first element 0 (b's bump was b's), b's 5 and 7.
        #expect(try Self.height("CGFloat(snapshot.inner.n + a.inner.n * 10 + a.list[0].n * 100 + b.list[0].n * 1000 + b.list[1].n * 10000)",
                                statements: statements, declarations: declarations) == 75040)
        // The array's elements are copies: 4 (not first's 100) and 50; the holder's struct 10, set twice, its didSet
        // seeing the value after the mutating method (10).
        #expect(try Self.height("CGFloat(items[0].inner.n + items[1].inner.n * 10 + first.inner.n * 1000 + holder.outer.inner.n * 100000 + holder.sets * 1000000)",
                                statements: statements, declarations: declarations) == 3100504)
        #expect(try Self.height("CGFloat(holder.seen)", statements: statements, declarations: declarations) == 10)
    }

    /// A string's common methods, as a view controller's formatting and validation code uses them.
    @Test func stringMethods() throws {
        let name = #"let name = "  Ada Lovelace \n""#
        #expect(try Self.height("CGFloat(t)", statements: name + """

                let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
                var letters = ""
                for part in trimmed.split(separator: " ") { if let first = part.first { letters += String(first) } }
                let t = (letters == "AL" ? 1 : 0) + (trimmed.hasPrefix("Ada") ? 10 : 0) + (trimmed.hasSuffix("lace") ? 100 : 0)
                    + (trimmed.contains("Love") ? 1000 : 0) + (trimmed.contains("love") ? 10000 : 0) + trimmed.count * 100000
            """) == 1_201_111)   // initials, prefix, suffix, a part (case counts), 12 characters
        // `.whitespaces` leaves the line break (and the space before it).
        #expect(try Self.height("CGFloat(name.trimmingCharacters(in: .whitespaces).count)", statements: name) == 14)
    }

    @Test func environmentTraits() throws {
        #expect(try Self.height("environment.traitCollection.displayScale * 10") == 30)
        #expect(try Self.height("environment.container.contentSize.height / 4") == 213)   // 852 / 4
        #expect(try Self.height("h", statements: """
            let h: CGFloat = environment.traitCollection.preferredContentSizeCategory < .extraLarge ? 44 : 88
            """) == 44)
    }

    @Test func handlersRotateAndMoveItems() throws {
        let source = """
            func createLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50))
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.orthogonalScrollingBehavior = .continuous
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    items.forEach { item in
                        if item.indexPath.item == 0 {
                            item.transform = CGAffineTransform(rotationAngle: .pi / 2)
                        } else {
                            item.transform = CGAffineTransform(rotationAngle: -.pi)
                            item.center = CGPoint(x: item.center.x + offset.x, y: 7)
                        }
                    }
                }
                return UICollectionViewCompositionalLayout(section: section)
            }
            """
        let solved = try SwiftTests.solve(source: source, counts: [2])
        let items = try solved.invalidateVisibleItems(ofSection: 0, offset: 0)
        let first = try #require(items.first { $0.indexPath.item == 0 })
        #expect(abs(first.transform.a) < 1e-12 && abs(first.transform.b - 1) < 1e-12 && abs(first.transform.c + 1) < 1e-12)
        let second = try #require(items.first { $0.indexPath.item == 1 })
        #expect(abs(second.transform.a + 1) < 1e-12)
        #expect(second.center == Point(x: 150, y: 7))   // the second item's centre is 150 (100 + 50), moved to y = 7
    }

    @Test func eachLoadStartsAfresh() throws {
        let file = try SwiftLayoutFile(source: """
            final class Counter {
                var runs = 0
                func createLayout() -> UICollectionViewLayout {
                    runs += 1
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(runs * 10)))
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
                        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
                }
            }
            """, path: "Test.swift")
        for _ in 0..<2 {
            let solved = try SwiftTests.solve(file.load(), counts: [1])
            #expect(solved.cell(0, 0)?.height == 10)
        }
    }

    @Test func headerTopPaddingIsRefusedNotIgnored() {
        #expect(SwiftTests.error(source: """
            func f() -> UICollectionViewLayout {
                var config = UICollectionLayoutListConfiguration(appearance: .plain)
                config.headerTopPadding = 0
                return UICollectionViewCompositionalLayout.list(using: config)
            }
            """) == "Test.swift:3:12: unsupported in layout code: setting 'headerTopPadding' on UICollectionLayoutListConfiguration")
    }

    @Test func mistakesAreNamed() {
        #expect(SwiftTests.error(source: "func f() -> UICollectionViewLayout { return nope }")
            == "Test.swift:1:45: cannot find 'nope' in the layout code")
        #expect(SwiftTests.error(source: "func f() -> UICollectionViewLayout { guard false else { }\n return nil }")
            == "Test.swift:1:38: the else of a guard must not fall through")
        #expect(SwiftTests.error(source: "func f() -> UICollectionViewLayout { let x = 3; return x }")
            == "Test.swift:1:1: the entry returned Int, not a layout or a section")
        #expect(SwiftTests.error(source: """
            func f() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(4)))
                item.contentInsets = .init(top: 1, leading: 2)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item])))
            }
            """) == "Test.swift:3:10: missing argument 'bottom:' in NSDirectionalEdgeInsets(top:leading:) (unknown call to UIKit's API?)")
    }
}
