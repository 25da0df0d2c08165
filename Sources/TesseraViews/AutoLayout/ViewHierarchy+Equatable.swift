// Comparing two trees, looking first where a reused cell's configure changes one.

extension ViewHierarchy {
    /// The memberwise `==` (views, constraints, serials, guides), looking first at views' content and constraints'
    /// constants: two configurations of one reused cell mostly differ there, and comparing views in order compares
    /// each whole, its source location among the rest. Arrays sharing their storage are equal without a look at
    /// their elements, as `Array`'s `==` takes them (even with a NaN inside), so the answer is always the memberwise
    /// one.
    ///
    /// - Complexity: O(views + constraints + guides).
    public static func == (a: ViewHierarchy, b: ViewHierarchy) -> Bool {
        guard a.views.count == b.views.count, a.constraints.count == b.constraints.count else { return false }
        if !sharesStorage(a.views, b.views) {
            // Labels' texts first: read out of their boxes alone, where comparing contents copies each label whole.
            for index in a.views.indices where a.views[index].content.labelText != b.views[index].content.labelText {
                return false
            }
            for index in a.views.indices where a.views[index].content != b.views[index].content { return false }
        }
        if !sharesStorage(a.constraints, b.constraints) {
            for index in a.constraints.indices where a.constraints[index].constant != b.constraints[index].constant {
                return false
            }
        }
        return a.views == b.views && a.constraints == b.constraints && a.serials == b.serials
            && a.layoutGuides == b.layoutGuides
    }

    /// Whether two arrays are the same storage (then their elements are the same values).
    static func sharesStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }
}
