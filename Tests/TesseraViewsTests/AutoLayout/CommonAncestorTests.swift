// ViewHierarchy.commonAncestor: the nearest view holding both, on trees of every shape up to a few hundred views.

import Testing
import TesseraViews

@Suite("Common ancestors")
struct CommonAncestorTests {
    /// A tree of `count` views, each added under an earlier one picked by a multiplicative hash of `seed`.
    private static func tree(count: Int, seed: Int) -> ViewHierarchy {
        var tree = ViewHierarchy(root: View(kind: .view))
        for index in 1..<count {
            let superview = ((index &* 2_654_435_761 &+ seed &* 40_503) >> 7) % index
            tree.addSubview(View(kind: .view), to: superview)
        }
        return tree
    }

    @Test("Every pair's common ancestor is the deepest view among both chains' shared views", arguments: 0..<12)
    func everyPair(seed: Int) {
        let tree = Self.tree(count: 60 + seed * 20, seed: seed)
        for a in tree.views.indices {
            let chain = tree.ancestors(of: a)
            for b in stride(from: 0, to: tree.views.count, by: 3) {
                let shared = tree.ancestors(of: b).first { chain.contains($0) }
                #expect(tree.commonAncestor(a, b) == shared)
                #expect(tree.commonAncestor(b, a) == shared)
            }
        }
    }

    @Test("A view and its own ancestor: the ancestor; a view and itself: the view; a chain 200 deep")
    func chains() {
        var tree = ViewHierarchy(root: View(kind: .view))
        for index in 1..<200 { tree.addSubview(View(kind: .view), to: index - 1) }
        let side = tree.addSubview(View(kind: .view), to: 120)
        #expect(tree.commonAncestor(199, 37) == 37)
        #expect(tree.commonAncestor(37, 199) == 37)
        #expect(tree.commonAncestor(150, 150) == 150)
        #expect(tree.commonAncestor(side, 199) == 120)
        #expect(tree.commonAncestor(0, side) == 0)
    }
}
