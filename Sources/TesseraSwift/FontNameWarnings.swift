// Warnings for UIFont(name:size:) given the system font's private name, which iOS 13 and later answer with Times.

import SwiftSyntax
import TesseraText

/// Finds `UIFont(name:size:)` calls whose name is the system font's private name: a literal starting with ".SF"
/// (".SFUI-Regular") or a font's `fontName` (`label.font!.fontName`, ".SFUI-Regular" while the font is the system
/// font, a label's and a text field's default). iOS 13 and later give Times New Roman for them (`TimesSubstitution`,
/// semantics T7), whatever the code around them; the Swift front end does not run such code (no labels in layout
/// code), so it says so from the syntax, once per name.
final class FontNameWarnings: SyntaxVisitor {
    /// Each warning's position (a UTF-8 offset) and text, in source order.
    private(set) var found: [(offset: Int, message: String)] = []
    private var names: Set<String> = []

    /// The warnings of `tree`, in source order.
    static func warnings(in tree: SourceFileSyntax) -> [(offset: Int, message: String)] {
        let visitor = FontNameWarnings(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        guard callee == "UIFont" || callee == "UIFont.init", let first = node.arguments.first,
              first.label?.text == "name", let (substitution, condition) = Self.substitution(for: first.expression)
        else { return .visitChildren }
        guard names.insert(substitution.requestedName).inserted else { return .visitChildren }
        let size = node.arguments.first { $0.label?.text == "size" }?.expression.trimmedDescription ?? "?"
        let call = condition == nil ? nil : "UIFont(name: \(first.expression.trimmedDescription), size: \(size))"
        found.append((node.positionAfterSkippingLeadingTrivia.utf8Offset,
                      substitution.warning(size: size, call: call, condition: condition)))
        return .visitChildren
    }

    /// The substitution a name argument gets, with the condition it needs (nil for a literal name).
    private static func substitution(for name: ExprSyntax) -> (TimesSubstitution, String?)? {
        if let literal = name.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
           let segment = literal.segments.first?.as(StringSegmentSyntax.self),
           let substitution = TimesSubstitution(name: segment.content.text) {
            return (substitution, nil)
        }
        guard let member = name.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "fontName",
              let base = member.base, let substitution = TimesSubstitution(name: TimesSubstitution.systemFontName(weight: .regular))
        else { return nil }
        var font = base.trimmedDescription
        while font.hasSuffix("!") || font.hasSuffix("?") { font.removeLast() }
        return (substitution, "when \(font) is the system font, whose fontName is \"\(substitution.requestedName)\"")
    }
}
