// Turning the interpreter's UIKit objects into the engine's model values (items, groups, sections, layouts).

import TesseraLayout

/// Builds model values from objects; closures (handlers, custom item providers) call back into the interpreter.
struct ModelBuilder {
    let interpreter: Interpreter
    /// Turns an interpreter error into the file's error.
    let locate: (Error) -> Error

    func section(_ value: SwiftValue, at position: SourcePosition) throws -> LayoutSection {
        guard case .object(let object) = value, object.kind == .section else {
            throw InterpreterError(position: position, message: "expected NSCollectionLayoutSection, got \(value.typeName)")
        }
        let p = object.properties
        var section = LayoutSection(group: try group(p["group"], at: object.position))
        if let v = p["interGroupSpacing"]?.number { section.interGroupSpacing = v }
        if case .insets(let v)? = p["contentInsets"] { section.contentInsets = v }
        section.contentInsetsReference = try choice(p["contentInsetsReference"], .automatic, "contentInsetsReference", object)
        section.supplementaryContentInsetsReference = try choice(p["supplementaryContentInsetsReference"], .automatic,
                                                                 "supplementaryContentInsetsReference", object)
        if case .bool(let v)? = p["supplementariesFollowContentInsets"] { section.supplementariesFollowContentInsets = v }
        section.boundarySupplementaryItems = try objects(p["boundarySupplementaryItems"], .boundaryItem).map(boundary)
        section.decorationItems = try objects(p["decorationItems"], .decorationItem).map(decoration)
        section.orthogonalScrollingBehavior = try choice(p["orthogonalScrollingBehavior"], .none,
                                                         "orthogonalScrollingBehavior", object)
        if case .function(let handler)? = p["visibleItemsInvalidationHandler"] {
            section.visibleItemsInvalidationHandler = self.handler(handler, at: object.position)
        }
        return section
    }

    func configuration(_ value: SwiftValue?) throws -> LayoutConfiguration {
        var configuration = LayoutConfiguration()
        guard case .object(let object)? = value else { return configuration }
        let p = object.properties
        if case .member(let direction)? = p["scrollDirection"] {
            guard let axis = ["vertical": Axis.vertical, "horizontal": .horizontal][direction] else {
                throw InterpreterError(position: object.position, message: "unknown scrollDirection .\(direction)")
            }
            configuration.scrollDirection = axis
        }
        if let v = p["interSectionSpacing"]?.number { configuration.interSectionSpacing = v }
        configuration.boundarySupplementaryItems = try objects(p["boundarySupplementaryItems"], .boundaryItem).map(boundary)
        configuration.contentInsetsReference = try choice(p["contentInsetsReference"], .safeArea, "contentInsetsReference", object)
        return configuration
    }

    private func choice<T: RawRepresentable>(_ value: SwiftValue?, _ fallback: T, _ name: String,
                                             _ object: SwiftObject) throws -> T where T.RawValue == String {
        guard case .member(let raw)? = value else { return fallback }
        guard let v = T(rawValue: raw) else {
            throw InterpreterError(position: object.position, message: "unknown \(name) .\(raw)")
        }
        return v
    }

    private func objects(_ value: SwiftValue?, _ kind: SwiftObject.Kind) throws -> [SwiftObject] {
        guard case .array(let values)? = value else { return [] }
        return try values.map { written in
            // `[.background(elementKind: …)]`: an implicit member read on the array's element type.
            var element = written
            if case .implicitCall = written { element = try interpreter.coerce(written, toTypeNamed: kind.rawValue, at: SourcePosition(offset: 0)) }
            if case .member = written { element = try interpreter.coerce(written, toTypeNamed: kind.rawValue, at: SourcePosition(offset: 0)) }
            guard case .object(let object) = element, object.kind == kind else {
                throw InterpreterError(position: SourcePosition(offset: 0),
                                       message: "expected \(kind.rawValue) in the array, got \(element.typeName)")
            }
            return object
        }
    }

    private func size(_ object: SwiftObject) -> LayoutSize {
        if case .layoutSize(let size)? = object.properties["layoutSize"] { return size }
        return LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
    }

    private func insets(_ object: SwiftObject) -> DirectionalEdgeInsets {
        if case .insets(let v)? = object.properties["contentInsets"] { return v }
        return .zero
    }

    private func int(_ object: SwiftObject, _ name: String, _ fallback: Int) -> Int {
        if case .int(let v)? = object.properties[name] { return v }
        return fallback
    }

    func element(_ value: SwiftValue) throws -> LayoutElement {
        guard case .object(let object) = value else {
            throw InterpreterError(position: SourcePosition(offset: 0), message: "expected an item or a group, got \(value.typeName)")
        }
        switch object.kind {
        case .item:
            var item = LayoutItem(layoutSize: size(object), contentInsets: insets(object))
            if case .edgeSpacing(let e)? = object.properties["edgeSpacing"] { item.edgeSpacing = e }
            item.supplementaryItems = try objects(object.properties["supplementaryItems"], .supplementaryItem).map(supplementary)
            return .item(item)
        case .group:
            return .group(try group(value, at: object.position))
        default:
            throw InterpreterError(position: object.position, message: "expected an item or a group, got \(object.kind.rawValue)")
        }
    }

    func group(_ value: SwiftValue?, at position: SourcePosition) throws -> LayoutGroup {
        guard case .object(let object)? = value, object.kind == .group else {
            throw InterpreterError(position: position, message: "expected NSCollectionLayoutGroup, got \(value?.typeName ?? "nothing")")
        }
        let p = object.properties
        var group: LayoutGroup
        if case .function(let provider)? = p["itemProvider"] {
            group = .custom(layoutSize: size(object), itemProvider: customItems(provider, at: object.position))
        } else {
            guard case .array(let subitems)? = p["subitems"] else { throw InterpreterError(position: position, message: "a group without subitems") }
            let axis: LayoutGroup.Arrangement = p["arrangement"].map { if case .member("vertical") = $0 { return .vertical }; return .horizontal } ?? .horizontal
            group = LayoutGroup(layoutSize: size(object), arrangement: axis, subitems: try subitems.map(element))
            switch p["repetition"] {
            case .member("count")?: group.repetition = .count(int(object, "count", 1))
            case .member("repeating")?: group.repetition = .repeating(int(object, "count", 1))
            default: break
            }
        }
        if case .spacing(let s)? = p["interItemSpacing"] { group.interItemSpacing = s }
        group.contentInsets = insets(object)
        if case .edgeSpacing(let e)? = p["edgeSpacing"] { group.edgeSpacing = e }
        group.supplementaryItems = try objects(p["supplementaryItems"], .supplementaryItem).map(supplementary)
        return group
    }

    private func supplementary(_ object: SwiftObject) throws -> SupplementaryItem {
        guard case .string(let kind)? = object.properties["elementKind"],
              case .anchor(let container)? = object.properties["containerAnchor"] else {
            throw InterpreterError(position: object.position, message: "a supplementary item needs an element kind and an anchor")
        }
        var item = SupplementaryItem(layoutSize: size(object), elementKind: kind, containerAnchor: container,
                                     zIndex: int(object, "zIndex", 1))
        if case .anchor(let a)? = object.properties["itemAnchor"] { item.itemAnchor = a }
        return item
    }

    private func boundary(_ object: SwiftObject) throws -> BoundarySupplementaryItem {
        guard case .string(let kind)? = object.properties["elementKind"] else {
            throw InterpreterError(position: object.position, message: "a boundary item needs an element kind")
        }
        var item = BoundarySupplementaryItem(layoutSize: size(object), elementKind: kind,
                                             alignment: try choice(object.properties["alignment"], RectAlignment.top,
                                                                   "alignment", object),
                                             zIndex: int(object, "zIndex", 1))
        if case .point(let p)? = object.properties["absoluteOffset"] { item.absoluteOffset = p }
        if case .bool(let b)? = object.properties["extendsBoundary"] { item.extendsBoundary = b }
        if case .bool(let b)? = object.properties["pinToVisibleBounds"] { item.pinToVisibleBounds = b }
        return item
    }

    private func decoration(_ object: SwiftObject) throws -> DecorationItem {
        guard case .string(let kind)? = object.properties["elementKind"] else {
            throw InterpreterError(position: object.position, message: "a decoration item needs an element kind")
        }
        return DecorationItem(elementKind: kind, contentInsets: insets(object), zIndex: int(object, "zIndex", 0))
    }

    private func customItems(_ provider: SwiftFunction, at position: SourcePosition) -> CustomGroupItemProvider {
        let interpreter = self.interpreter, locate = self.locate
        return { environment in
            do {
                let value = try interpreter.invoke(provider, [Argument(label: nil, value: .environment(environment),
                                                                       location: position)], at: position)
                guard case .array(let values) = value else {
                    throw InterpreterError(position: position, message: "a custom group's item provider must return "
                                            + "[NSCollectionLayoutGroupCustomItem], got \(value.typeName)")
                }
                return try values.map { element in
                    guard case .object(let o) = element, o.kind == .customItem, case .rect(let frame)? = o.properties["frame"] else {
                        throw InterpreterError(position: position, message: "expected NSCollectionLayoutGroupCustomItem, got \(element.typeName)")
                    }
                    var zIndex = 0
                    if case .int(let z)? = o.properties["zIndex"] { zIndex = z }
                    return CustomGroupItem(frame: frame, zIndex: zIndex)
                }
            } catch {
                throw locate(error)
            }
        }
    }

    private func handler(_ function: SwiftFunction, at position: SourcePosition) -> VisibleItemsInvalidationHandler {
        let interpreter = self.interpreter, locate = self.locate
        return { items, offset, environment in
            do {
                let objects = items.map { item in
                    SwiftObject(.visibleItem, [
                        "frame": .rect(item.frame), "alpha": .double(item.alpha), "zIndex": .int(item.zIndex),
                        "center": .point(item.center), "transform": .transform(item.transform), "isHidden": .bool(item.isHidden),
                        "indexPath": .tuple([.int(item.indexPath.section), .int(item.indexPath.item)]),
                        "representedElementCategory": .member(item.category.rawValue),
                        "representedElementKind": item.elementKind.map { .string($0) } ?? .null,
                    ], at: position)
                }
                _ = try interpreter.invoke(function, [
                    Argument(label: nil, value: .array(objects.map { .object($0) }), location: position),
                    Argument(label: nil, value: .point(offset), location: position),
                    Argument(label: nil, value: .environment(environment), location: position)], at: position)
                for (index, object) in objects.enumerated() {
                    let p = object.properties
                    if let alpha = p["alpha"]?.number { items[index].alpha = alpha }
                    if case .int(let z)? = p["zIndex"] { items[index].zIndex = z }
                    if case .point(let c)? = p["center"] { items[index].center = c }
                    if case .transform(let t)? = p["transform"] { items[index].transform = t }
                    if case .bool(let h)? = p["isHidden"] { items[index].isHidden = h }
                }
            } catch {
                throw locate(error)
            }
        }
    }
}
