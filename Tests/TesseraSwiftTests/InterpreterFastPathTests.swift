// The interpreter's shortcuts compute what the general paths do: in-place appends, cached blocks and closures.

import Testing
import SwiftParser
import SwiftSyntax
import TesseraLayout
@testable import TesseraSwift

@Suite struct InterpreterFastPathTests {
    @Test func appendingInPlaceKeepsValueSemantics() throws {
        // `b` shares `a`'s array until it is changed: appending to `b` must leave `a` as it was.
        #expect(try SwiftSemanticsTests.height("CGFloat(a.count * 10 + b.count + b[3])", statements: """
                var a = [1, 2]
                var b = a
                b.append(3)
                b.append(contentsOf: [4])
            """) == 28)   // 2 * 10 + 4 + 4
        #expect(try SwiftSemanticsTests.height("CGFloat(made.count + made[99] + made[0])", statements: """
                var made: [Int] = []
                for i in 0..<100 { made.append(i) }
            """) == 199)
        // A closure appending to the array it captured changes the variable, not a copy.
        #expect(try SwiftSemanticsTests.height("CGFloat(xs.count * 100 + xs[1])", statements: """
                var xs = [Int]()
                let add = { (v: Int) in xs.append(v) }
                add(1)
                add(7)
            """) == 207)
        // A stored property appended to in place: a copy read before keeps its elements; an observed property runs
        // its didSet at each append; a lazy one is made at its first.
        #expect(try SwiftSemanticsTests.height("CGFloat(Store().fill())", declarations: """
            final class Store {
                var items: [Int] = []
                var log: [Int] = [] { didSet { changes += 1 } }
                var changes = 0
                lazy var cached: [Int] = [5]
                func fill() -> Int {
                    let before = items
                    for i in 0..<50 { items.append(i) }
                    self.items.append(contentsOf: [100])
                    log.append(1)
                    log.append(2)
                    cached.append(6)
                    return before.count * 10000 + items.count * 100 + items[50] + changes * 10 + cached.count
                }
            }
            """) == 5222)   // 0 + 51 * 100 + 100 + 2 * 10 + 2
    }

    /// `map`, `filter`, `forEach` and `contains` evaluate a one-expression closure in one scope rebound per element;
    /// a closure that makes closures (which keep the scope they were made in) gets a scope per element.
    @Test func closuresCalledPerElementBindEachElement() throws {
        #expect(try SwiftSemanticsTests.height("CGFloat(t)", statements: """
                let k = 3
                let tripled = [1, 2, 3].map { $0 * k }
                let odd = tripled.filter { v in v % 2 == 1 }
                let adders = [1, 2, 3].map { n in { (x: Int) in x + n } }
                var seen = 0
                [4, 5].forEach { seen = seen * 10 + $0 }
                let typed = [1, 2].map { (v: Int) in v * 100 }
                let t = tripled[2] * 1000 + odd.count * 100 + adders[0](10) + adders[2](10) + seen * 10000 + typed[1] + ([7, 8].contains { $0 > 7 } ? 1 : 0)
            """) == 459_425)   // 9,000 + 200 + 11 + 13 + 450,000 + 200 + 1
    }

    /// A condition list is read once and evaluated at each run: Boolean expressions, bindings (the shorthand
    /// `if let x` too), `case` patterns, each turn binding its own values.
    @Test func conditionsReadOnceBindEachTurn() throws {
        #expect(try SwiftSemanticsTests.height("CGFloat(t)", statements: """
                var t = 0
                let values: [Int?] = [1, nil, 3, 4]
                for (i, v) in values.enumerated() {
                    if let v { t += v * 100 }
                    guard let w = v, w > 1 else { continue }
                    if i % 2 == 0, let u = v { t += u }
                    if case 4 = w { t += 1000 }
                }
            """) == 1_803)   // 100 + 300 + 400 + 3 + 1,000
    }

    @Test func blocksRunAgainSeeTheirOwnScope() throws {
        // A local function declared below its call, its block run three times: each run's function reads that run's `i`.
        #expect(try SwiftSemanticsTests.height("CGFloat(t)", statements: """
                var t = 0
                for i in 0..<3 {
                    t += twice(i)
                    func twice(_ x: Int) -> Int { x * 2 + i }
                }
            """) == 9)   // 0 + 3 + 6
    }

    @Test func closuresOfOneRunBindTheirArguments() throws {
        #expect(try SwiftSemanticsTests.height("CGFloat(a[2] + b[2] + c[1] + d)", statements: """
                let a = [1, 2, 3].map { $0 * 2 }
                let b = [1, 2, 3].map { v in v + 1 }
                let c = [4, 5].map { $0 * 10 }
                let d = [[1, 2], [3]].map { $0.count }.count
            """) == 62)   // 6 + 4 + 50 + 2
        #expect(try SwiftSemanticsTests.height("CGFloat(adder()(4))", declarations: """
            func adder() -> (Int) -> Int { { $0 + 1 } }
            """) == 5)
    }

    @Test func literalArithmeticFoldedOnceTakesEachContextsType() throws {
        // The same literal expression, evaluated again in a loop: a CGFloat in a CGFloat sum, an Int in an Int one.
        #expect(try SwiftSemanticsTests.height("t + CGFloat(n)", statements: """
                var t: CGFloat = 0
                var n = 0
                for _ in 0..<3 {
                    t += 1 / 4
                    n += 7 / 2
                }
            """) == 9.75)   // 0.75 + 9
    }

    @Test func writtenTypesReadOnceStillCoerceEachValue() throws {
        #expect(try SwiftSemanticsTests.height("f(1, 2, true) + f(3, 4, false) + g(.a) + g(.b) + h(0.5)", declarations: """
            enum Kind { case a, b }
            func f(_ a: CGFloat, _ b: Int, _ c: Bool) -> CGFloat { a + CGFloat(b) + (c ? 100 : 0) }
            func g(_ k: Kind) -> CGFloat { k == .a ? 10 : 20 }
            func h(_ x: Double?) -> CGFloat { CGFloat(x ?? 0) * 2 }
            """) == 141)   // 103 + 7 + 10 + 20 + 1
    }

    @Test func scopeVariablesAreFoundBelowAndAboveTheIndexedCount() {
        var variables = NamedValues()
        #expect(variables.isEmpty)
        // Below and past the count above which an index by name is kept.
        for count in 1...(NamedValues.indexedAbove + 8) {
            variables["v\(count)"] = .int(count)
            // Every variable set so far is found, overwritten in place, and an absent name is not.
            for index in 1...count {
                guard case .int(index)? = variables["v\(index)"] else {
                    Issue.record("v\(index) lost among \(count) variables")
                    return
                }
            }
            #expect(variables["v\(count + 1)"] == nil)
        }
        variables["v3"] = .int(30)
        variables["v15"] = nil
        variables["v2"] = nil
        guard case .int(30)? = variables["v3"], case .int(20)? = variables["v20"] else {
            Issue.record("overwritten or moved variables not found")
            return
        }
        #expect(variables["v15"] == nil && variables["v2"] == nil)
        #expect(!variables.isEmpty)
        #expect(NamedValues.signature(of: "v1x") == NamedValues.signature(of: "v9x"))
        var alike: NamedValues = ["v1x": .int(1), "v9x": .int(9)]
        alike["v5x"] = .int(5)
        guard case .int(9)? = alike["v9x"], case .int(5)? = alike["v5x"], case .int(1)? = alike["v1x"] else {
            Issue.record("names of one signature bit told apart wrongly")
            return
        }
        #expect(alike["v2x"] == nil)
        // The values in the order their names were first set.
        #expect(alike.values.compactMap { if case .int(let v) = $0 { v } else { nil } } == [1, 9, 5])
    }

    @Test func callsReadOnceEvaluateTheirArgumentsEachTime() throws {
        #expect(try SwiftSemanticsTests.height("total", statements: """
                var total: CGFloat = 0
                for i in 0..<3 {
                    var xs = [Int]()
                    xs.append(i + 1)
                    total += scaled(x: CGFloat(xs[0]), by: 2) + scaled(x: 1)
                }
            """, declarations: """
            func scaled(x: CGFloat, by factor: CGFloat = 10) -> CGFloat { x * factor }
            """) == 42)   // (1 + 2 + 3) × 2 + 3 × 10
    }

    @Test func stringLiteralsReadOnceInterpolateEachTime() throws {
        #expect(try SwiftSemanticsTests.height("CGFloat(text.count * 10 + (text == \"[0][1][2]\" ? 1 : 0))", statements: """
                var text = ""
                for i in 0..<3 { text += "[\\(i)]" }
            """) == 91)
    }

    @Test func scopesFindTheNearestDeclarationPastSignatureMisses() {
        let outer = Scope(parent: nil)
        outer.values["name"] = .int(1)
        outer.values["count"] = .int(2)
        let middle = Scope(parent: outer)
        let inner = Scope(parent: middle)
        inner.values["name"] = .int(3)   // shadows the outer one
        inner.values["x"] = .int(4)
        #expect(!middle.values.mayHold(NamedValues.signature(of: "name")))
        #expect(inner.values.mayHold(NamedValues.signature(of: "name")))
        guard case .int(3)? = inner.lookup("name"), case .int(1)? = middle.lookup("name"),
              case .int(2)? = inner.lookup("count") else {
            Issue.record("a variable was not found where it is declared")
            return
        }
        #expect(inner.lookup("missing") == nil && inner.lookup("nam") == nil && inner.lookup("names") == nil)
        #expect(inner.assign("count", .int(20)) && !inner.assign("missing", .int(0)))
        #expect(inner.holder(of: "count") === outer && inner.holder(of: "name") === inner)
        guard case .int(20)? = outer.values["count"] else {
            Issue.record("the assignment did not reach the declaring scope")
            return
        }
    }

    @Test func methodsMadeOnceKeepEachInstancesSelf() throws {
        #expect(try SwiftSemanticsTests.height("CGFloat(a + b + d + fact(4))", statements: """
                let c = Counter()
                let a = c.bump()
                let b = c.twice()
                let d = Counter().bump()
            """, declarations: """
            final class Counter {
                var n = 0
                func bump(by step: Int = 1) -> Int { n += step; return n }
                func twice() -> Int { bump() + bump(by: 10) }
            }
            func fact(_ k: Int) -> Int { k <= 1 ? 1 : k * fact(k - 1) }
            """) == 40)   // 1 + (2 + 12) + 1 + 24
    }

    @Test func functionTypesAreToldFromValueTypes() {
        #expect(Interpreter.isFunctionType("(Int) -> Int"))
        #expect(Interpreter.isFunctionType("() ->Void"))
        #expect(!Interpreter.isFunctionType("CGFloat"))
        #expect(!Interpreter.isFunctionType("[Int: String]"))
        #expect(!Interpreter.isFunctionType("- >"))
    }

    @Test func locationTextsAreMadeOncePerOffset() {
        var made: [Int] = []
        let texts = LocationTexts { offset in
            made.append(offset)
            return "File.swift:\(offset / 10 + 1)"
        }
        #expect(texts.text(at: 25) == "File.swift:3")
        #expect(texts.text(at: 25) == "File.swift:3")
        #expect(texts.text(at: 3) == "File.swift:1")
        #expect(made == [25, 3])
    }

    @Test func nodeTablesFindEveryNodeOfSeveralTrees() {
        // Two trees with the same shape: their nodes have the same indices in their trees, and are told apart.
        let first = Parser.parse(source: "let a = 1 + 2\nlet b = [a, 3, 4]\nfunc f() { print(a) }")
        let second = Parser.parse(source: "let a = 1 + 2\nlet b = [a, 3, 4]\nfunc f() { print(a) }")
        let nodes = Array(first.tokens(viewMode: .sourceAccurate).map(Syntax.init))
            + Array(second.tokens(viewMode: .sourceAccurate).map(Syntax.init))
            + [Syntax(first), Syntax(second)]
        var table = NodeTable<Int>()
        for (index, node) in nodes.enumerated() { table[node.id] = index }   // grows past 64 slots on the way
        #expect(table.count == nodes.count)
        for (index, node) in nodes.enumerated() { #expect(table[node.id] == index) }
        table[nodes[3].id] = -1   // replaced, not added
        #expect(table.count == nodes.count && table[nodes[3].id] == -1)
        #expect(table[Syntax(Parser.parse(source: "x")).id] == nil)
    }

    @Test func stringFormatReadsSpecifiersByCharacter() throws {
        #expect(try SwiftSemanticsTests.height("""
            String(format: "%@ · #%d: %.1f%% %s", "Engineer", 42, 2.5, "ok") == "Engineer · #42: 2.5% ok" ? 1 : 0
            """) == 1)
        // A percent sign carrying a combining mark is one character, not a specifier: written as it is.
        #expect(try SwiftSemanticsTests.height("""
            String(format: "%\u{301}d %d", 7) == "%\u{301}d 7" ? 1 : 0
            """) == 1)
        // A format read once fills each call's own values; a width is not a precision; a last lone % ends the text.
        #expect(try SwiftSemanticsTests.height("""
            t == "0: 1.00|0.000000,1: 1.50|1.000000,2: 2.00|2.000000," ? 1 : 0
            """, statements: """
                var t = ""
                for i in 0..<3 { t += String(format: "%d: %5.2f|%2f,%", i, 1 + Double(i) / 2, Double(i)) }
            """) == 1)
        // Refused where used: a specifier past the arguments, one Tessera does not format (after the ones before it).
        #expect(SwiftTests.error(source: #"func f() -> UICollectionViewLayout { let s = String(format: "%d %d", 1); return nil }"#)
            == #"Test.swift:1:46: String(format:): more specifiers than arguments in "%d %d""#)
        #expect(SwiftTests.error(source: #"func f() -> UICollectionViewLayout { let s = String(format: "%d %x", 1, 2); return nil }"#)
            == "Test.swift:1:46: unsupported in layout code: the format specifier %x")
    }

    @Test func anAssignmentsTargetBaseIsEvaluatedOnceBeforeItsValue() throws {
        // `box().value = next()`: `box()` runs once, before `next()` (as in Swift): made 1, then value 2.
        #expect(try SwiftSemanticsTests.height("CGFloat(shared.value * 10 + shared.reads)", statements: """
                box().value = next()
            """, declarations: """
            final class Box { var value = 0; var reads = 0 }
            let shared = Box()
            func box() -> Box { shared.reads += 1; return shared }
            func next() -> Int { shared.reads * 2 }
            """) == 21)
        // Operators are read once per node and give what they always gave, compound assignment included.
        #expect(try SwiftSemanticsTests.height("CGFloat(t)", statements: """
                var t = 0
                for i in 0..<10 { t += i % 3 == 0 ? i << 1 : (i ^ 5) & 6; t -= i > 7 || i < 1 ? 1 : 0 }
            """) == 49)
    }

    @Test func prefixOperatorsReadOnceApplyToEachValue() throws {
        // `-` and `!` read once per node, applied to a new value at every turn; an annotated local coerced each time.
        #expect(try SwiftSemanticsTests.height("CGFloat(t) + u", statements: """
                var t = 0
                var u: CGFloat = 0
                for i in 0..<6 { let flag = !(i % 2 == 0); t += flag ? -i : i * 10; let half: CGFloat = -i; u -= half }
            """) == 66)   // t: 0 - 1 + 20 - 3 + 40 - 5 = 51; u: 0 + 1 + 2 + 3 + 4 + 5 = 15
    }

    @Test func typeNamesAndMemberwiseInitialisersReadOnceStillActPerCall() throws {
        // `Box` names the type at each turn; the later `Box` (another reference) names the local that shadows it.
        // A memberwise initialiser coerces each argument (Int to CGFloat) and takes defaults, at every call.
        #expect(try SwiftSemanticsTests.height("total()", declarations: """
            struct Box { let w: CGFloat; var h: CGFloat = 100; let tag: String? }
            func total() -> CGFloat {
                var sum: CGFloat = 0
                for i in 1...3 { let box = Box(w: CGFloat(i) / 2, tag: nil); sum += box.w + box.h }
                let short = Box(w: 7, h: 1, tag: "t")
                let Box = 1000
                return sum + short.w + short.h + CGFloat(Box)
            }
            """) == 1311)   // 3 + 300 + 7 + 1 + 1000
        #expect(SwiftTests.error(source: """
            struct Box { let w: CGFloat; var h: CGFloat = 100 }
            func f() -> UICollectionViewLayout {
                for i in 0..<3 { _ = i < 2 ? Box(w: 1) : Box(h: 2) }
                return UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            }
            """) == "Test.swift:3:46: missing argument 'w:' in the call to Box(…)")
        #expect(SwiftTests.error(source: """
            struct Box { let w: CGFloat }
            func f() -> UICollectionViewLayout {
                _ = Box(w: 1)
                _ = Box(w: 1, d: 2)
                return UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            }
            """) == "Test.swift:4:19: extra argument 'd' in the call to Box(…)")
    }
}
