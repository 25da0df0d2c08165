// Naming a view of a tree as a person types it: its accessibilityIdentifier, its number in depth-first order, its class.

/// A name that picks no view, or more than one.
public struct ViewLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}

extension ViewHierarchy {
    /// The view `name` picks: an `accessibilityIdentifier`; `#n`, the view's place in depth-first order counted from
    /// 0 (the root) as a tree listing numbers them; or a class name (`UILabel`) that one view alone has.
    ///
    /// - Throws: `ViewLookupError` naming the names there are.
    public func view(named name: String) throws(ViewLookupError) -> Int {
        let order = depthFirst().map(\.view)
        if name.hasPrefix("#"), let position = Int(name.dropFirst()) {
            guard order.indices.contains(position) else {
                throw ViewLookupError(description: "no view \(name): the views are #0 to #\(order.count - 1)")
            }
            return order[position]
        }
        if let index = order.first(where: { views[$0].identifier == name }) { return index }
        let sameClass = order.filter { views[$0].kind.className == name }
        if sameClass.count == 1 { return sameClass[0] }
        if sameClass.count > 1 {
            let numbers = sameClass.map { "#\(order.firstIndex(of: $0)!)" }
            throw ViewLookupError(description: "\(sameClass.count) views are \(name)s (\(numbers.joined(separator: ", "))): "
                                  + "name one by its number or identifier")
        }
        throw ViewLookupError(description: "unknown view '\(name)': " + namesText(order: order))
    }

    /// What names the views: their identifiers, their numbers, the classes one view alone has.
    private func namesText(order: [Int]) -> String {
        let identifiers = order.compactMap { views[$0].identifier }
        var counts: [String: Int] = [:]
        for index in order { counts[views[index].kind.className, default: 0] += 1 }
        var seen: Set<String> = []
        let unique = order.map { views[$0].kind.className }.filter { counts[$0] == 1 && seen.insert($0).inserted }
        var text = "name a view by its number (#0 to #\(order.count - 1), as views lists them)"
        if !identifiers.isEmpty { text += ", its identifier (\(identifiers.joined(separator: ", ")))" }
        if !unique.isEmpty { text += " or a class one view alone has (\(unique.joined(separator: ", ")))" }
        return text
    }
}
