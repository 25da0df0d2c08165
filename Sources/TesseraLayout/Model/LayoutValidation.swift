// Checks a layout description before solving, with UIKit's messages where UIKit has them.

/// A number as people write it: `-10`, `0.5`, `nan`.
func formatted(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
}

extension LayoutDimension {
    /// Throws when the dimension cannot be laid out: a non-finite value, or a negative length.
    func validate(_ side: String, at element: String) throws {
        switch self {
        case .fractionalWidth(let f) where !f.isFinite:
            throw LayoutError(element: element, reason: "Invalid fractional width: \(f)")
        case .fractionalHeight(let f) where !f.isFinite:
            throw LayoutError(element: element, reason: "Invalid fractional height: \(f)")
        case .absolute(let v) where !(v.isFinite && v >= 0):
            throw LayoutError(element: element, reason: "Invalid absolute \(side): \(formatted(v)) (a finite length ≥ 0 is required)")
        case .estimated(let v) where !(v.isFinite && v >= 0), .uniformAcrossSiblings(let v) where !(v.isFinite && v >= 0):
            throw LayoutError(element: element, reason: "Invalid estimated \(side): \(formatted(v)) (a finite length ≥ 0 is required)")
        case .fractionalWidth(let f) where abs(f) > LayoutLimits.fraction,
             .fractionalHeight(let f) where abs(f) > LayoutLimits.fraction:
            throw LayoutError(element: element, reason: "Invalid fraction of the \(side): \(formatted(f)) (from -\(formatted(LayoutLimits.fraction)) to \(formatted(LayoutLimits.fraction)))")
        case .absolute(let v) where v > LayoutLimits.length, .estimated(let v) where v > LayoutLimits.length,
             .uniformAcrossSiblings(let v) where v > LayoutLimits.length:
            throw LayoutError(element: element, reason: "Invalid \(side): \(formatted(v)) (at most \(LayoutLimits.lengthText) points)")
        default:
            return
        }
    }
}

extension LayoutSize {
    public func validate(at element: String) throws {
        try widthDimension.validate("width", at: element)
        try heightDimension.validate("height", at: element)
    }
}

extension DirectionalEdgeInsets {
    func validate(_ name: String, at element: String) throws {
        for (edge, value) in [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
        where !(value.isFinite && abs(value) <= LayoutLimits.length) {
            throw LayoutError(element: element, reason: "Invalid \(name).\(edge): \(formatted(value)) (must be finite, at most \(LayoutLimits.lengthText) points)")
        }
    }
}

extension LayoutSpacing {
    func validate(_ name: String, at element: String) throws {
        guard minimum.isFinite, minimum >= 0 else {
            throw LayoutError(element: element, reason: "Invalid \(name): \(formatted(minimum)) (a finite spacing ≥ 0 is required)")
        }
        if minimum > LayoutLimits.length {
            throw LayoutError(element: element, reason: "\(name): Invalid length \(formatted(minimum)) (at most \(LayoutLimits.lengthText) points)")
        }
    }
}

extension EdgeSpacing {
    public func validate(at element: String) throws {
        for (edge, spacing) in [("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom)] {
            try spacing?.validate("edgeSpacing.\(edge)", at: element)
        }
    }
}

/// Throws when two supplementaries of one list share an element kind (UIKit's rule and message).
func validateUniqueKinds(_ kinds: [String], at element: String) throws {
    var seen = Set<String>()
    let duplicates = kinds.filter { !seen.insert($0).inserted }
    if !duplicates.isEmpty {
        let list = Array(Set(duplicates)).sorted().joined(separator: ", ")
        throw LayoutError(element: element,
                          reason: "Every supplementary must have a unique elementKind: duplicates detected: (\(list))")
    }
}

extension SupplementaryItem {
    public func validate(at element: String) throws {
        try layoutSize.validate(at: element)
        for anchor in [containerAnchor] + (itemAnchor.map { [$0] } ?? []) {
            let offset: Point
            switch anchor.offset {
            case .absolute(let p), .fractional(let p): offset = p
            }
            guard abs(offset.x) <= LayoutLimits.length, abs(offset.y) <= LayoutLimits.length else {
                throw LayoutError(element: element, reason: "Invalid anchor offset (\(offset.x), \(offset.y)): must be finite, at most \(LayoutLimits.lengthText)")
            }
        }
    }
}

extension BoundarySupplementaryItem {
    public func validate(at element: String) throws {
        try layoutSize.validate(at: element)
        guard abs(absoluteOffset.x) <= LayoutLimits.length, abs(absoluteOffset.y) <= LayoutLimits.length else {
            throw LayoutError(element: element, reason: "Invalid absoluteOffset: must be finite, at most \(LayoutLimits.lengthText) points")
        }
    }
}

extension LayoutItem {
    public func validate(at element: String) throws {
        try layoutSize.validate(at: element)
        try contentInsets.validate("contentInsets", at: element)
        try edgeSpacing.validate(at: element)
        for (index, supplementary) in supplementaryItems.enumerated() {
            try supplementary.validate(at: "\(element) › supplementary \(index) '\(supplementary.elementKind)'")
        }
        try validateUniqueKinds(supplementaryItems.map(\.elementKind), at: element)
    }
}

extension LayoutGroup {
    /// Throws when the group, or anything in it, cannot be laid out.
    public func validate(at element: String) throws {
        try layoutSize.validate(at: element)
        try contentInsets.validate("contentInsets", at: element)
        try edgeSpacing.validate(at: element)
        try interItemSpacing?.validate("interItemSpacing", at: element)
        for (index, supplementary) in supplementaryItems.enumerated() {
            try supplementary.validate(at: "\(element) › supplementary \(index) '\(supplementary.elementKind)'")
        }
        try validateUniqueKinds(supplementaryItems.map(\.elementKind), at: element)
        if case .custom = arrangement { return }
        if subitems.isEmpty {
            throw LayoutError(element: element, reason: "At least 1 subitem is required for a group")
        }
        let axisName = arrangement.axis == .horizontal ? "horizontal" : "vertical"
        switch repetition {
        case .fill:
            break
        case .count(let count):
            if count < 1 {
                throw LayoutError(element: element, reason: "A \(axisName) group should specify a count >= 1")
            }
            if subitems.count != 1 {
                throw LayoutError(element: element, reason: "A group made with subitem:count: takes exactly one subitem")
            }
        case .repeating(let count):
            if count < 1 {
                throw LayoutError(element: element, reason: "A repeating \(axisName) group should specify a count >= 1")
            }
            if subitems.count != 1 {
                throw LayoutError(element: element, reason: "A repeating group takes exactly one subitem")
            }
        }
        for (index, subitem) in subitems.enumerated() {
            switch subitem {
            case .item(let item): try item.validate(at: "\(element) › subitem \(index) (item)")
            case .group(let group): try group.validate(at: "\(element) › subitem \(index) (group)")
            }
        }
    }
}

extension LayoutSection {
    /// Throws when the section, or anything in it, cannot be laid out.
    public func validate(at element: String) throws {
        try group.validate(at: "\(element) › group")
        guard abs(interGroupSpacing) <= LayoutLimits.length else {
            throw LayoutError(element: element, reason: "Invalid interGroupSpacing: \(interGroupSpacing) (must be finite, at most \(LayoutLimits.lengthText) points)")
        }
        try contentInsets.validate("contentInsets", at: element)
        for (index, item) in boundarySupplementaryItems.enumerated() {
            try item.validate(at: "\(element) › boundary item \(index) '\(item.elementKind)'")
        }
        try validateUniqueKinds(boundarySupplementaryItems.map(\.elementKind), at: element)
        for (index, decoration) in decorationItems.enumerated() {
            try decoration.contentInsets.validate("contentInsets", at: "\(element) › decoration \(index) '\(decoration.elementKind)'")
        }
        try validateUniqueKinds(decorationItems.map(\.elementKind), at: element)
    }
}

extension LayoutConfiguration {
    public func validate() throws {
        guard abs(interSectionSpacing) <= LayoutLimits.length else {
            throw LayoutError(element: "configuration", reason: "Invalid interSectionSpacing: \(interSectionSpacing) (must be finite, at most \(LayoutLimits.lengthText) points)")
        }
        for (index, item) in boundarySupplementaryItems.enumerated() {
            try item.validate(at: "configuration › boundary item \(index) '\(item.elementKind)'")
        }
        try validateUniqueKinds(boundarySupplementaryItems.map(\.elementKind), at: "configuration")
    }
}
