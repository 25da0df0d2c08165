// The options of a screen (a script returning a view controller): the keyboard and the readable width.

import ArgumentParser
import TesseraRun
import TesseraViews

/// `--keyboard`, `--keyboard-height`, `--no-quicktype-bar`, `--readable-width`.
struct ScreenOptionGroup: ParsableArguments {
    @Flag(help: "Show the software keyboard (screens): the keyboard layout guide and the keyboard take its frame (uikit-autolayout.md §8.4).")
    var keyboard = false

    @Option(name: .customLong("keyboard-height"), parsing: .unconditional,
            help: "The keyboard's height with the bottom safe area, where the reference does not know it (screens).")
    var keyboardHeight: NumberArgument?

    @Flag(name: .customLong("no-quicktype-bar"), help: "The keyboard without its QuickType bar (screens).")
    var noQuickTypeBar = false

    @Option(name: .customLong("readable-width"), parsing: .unconditional,
            help: "The readable content guide's width at this text size, where the reference does not know it (screens).")
    var readableWidth: NumberArgument?

    func validate() throws {
        for (name, given) in [("keyboard-height", keyboardHeight), ("readable-width", readableWidth)] {
            guard let given else { continue }
            if !(given.value.isFinite && given.value >= 0 && given.value <= GeometryOptions.maximumSide) {
                throw ValidationError("--\(name) must be a number of points from 0 to \(Int(GeometryOptions.maximumSide)) (got \(given.text))")
            }
        }
        if keyboardHeight != nil && !keyboard { throw ValidationError("--keyboard-height needs --keyboard") }
        if noQuickTypeBar && !keyboard { throw ValidationError("--no-quicktype-bar needs --keyboard") }
    }

    /// The screen options these describe.
    var screenOptions: ScreenOptions {
        ScreenOptions(keyboard: ScreenKeyboard(isShown: keyboard, height: keyboardHeight?.value, showsQuickTypeBar: !noQuickTypeBar),
                      readableWidth: readableWidth?.value)
    }

    /// Whether any option was given (they apply to screens only).
    var isGiven: Bool { keyboard || readableWidth != nil }
}
