// What the interpreter asks of an initialiser: convenience or designated, the storyboard one, its first label.

import SwiftSyntax

extension InitializerDeclSyntax {
    /// A `convenience init`.
    var isConvenience: Bool { modifiers.contains { $0.name.text == "convenience" } }

    /// `init?(coder:)`: what a storyboard or nib calls, never a headless run.
    var isCoderInit: Bool { firstParameterLabel == "coder" }

    /// The first parameter's label (`frame` of `init(frame:)`), nil without parameters.
    var firstParameterLabel: String? { signature.parameterClause.parameters.first?.firstName.text }
}
