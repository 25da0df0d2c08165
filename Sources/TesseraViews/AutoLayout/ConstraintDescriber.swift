// Describes views, anchors and constraints as UIKit's logs print them (`<NSLayoutConstraint:0x… H:|-(16)-[…]>`).
import TesseraConstraints
import TesseraLayout

/// UIKit's `description` of views, anchors and constraints of one tree (reference: uikit-autolayout.md §6).
///
/// Addresses are made up but stable: a view's comes from its serial number (`ViewHierarchy.serials`), a
/// constraint's from its place in the list it is described from, so the same tree logs the same text.
struct ConstraintDescriber {
    let hierarchy: ViewHierarchy
    /// Whether labels and buttons show their text after their address (logs do; signatures leave it out).
    var showsText = true

    /// A view's address: `0x7fa0000016e0`-like, from its serial number.
    func address(ofView index: Int) -> String {
        "0x" + String(0x7fa0_0000_1000 + hierarchy.serials[index] * 0x6e0, radix: 16)
    }

    /// A constraint's address, from a number that tells constraints apart.
    static func address(ofConstraint number: Int) -> String {
        "0x" + String(0x6000_0210_0000 + number * 0x50, radix: 16)
    }

    /// `UILabel:0x7fa…'Hello'`, or the view's identifier (`profileImageView`) when it has one.
    func item(_ index: Int) -> String {
        let view = hierarchy.views[index]
        if let identifier = view.identifier { return identifier }
        var text = "\(view.kind.className):\(address(ofView: index))"
        if showsText, let shown = shownText(of: view) { text += "'\(Self.cut(shown))'" }
        return text
    }

    /// The `names:` entry of a view: `profileImageView:0x…` for a named view, nothing for an unnamed one.
    func nameEntry(_ index: Int) -> String? {
        hierarchy.views[index].identifier.map { "\($0):\(address(ofView: index))" }
    }

    /// A label's text or a button's title, as a log shows it after the address.
    private func shownText(of view: View) -> String? {
        switch view.content {
        case .label(let label, _): label.text
        case .button(let button): button.title
        default: nil
        }
    }

    /// Text cut to 25 characters and `...`, as logs cut labels' texts.
    static func cut(_ text: String) -> String {
        text.count > 25 ? String(text.prefix(25)) + "..." : text
    }

    /// `UILabel:0x…'Hi'`, or a guide: `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`.
    func item(_ item: AnchorItem) -> String {
        switch item {
        case .view(let index): self.item(index)
        case .guide(let index, let kind):
            "UILayoutGuide:" + "0x" + String(0x6000_0370_0000 + hierarchy.serials[index] * 0x1c0 + kind.addressOffset, radix: 16)
                + "'\(kind.identifier)'"
        case .layoutGuide(let owner, let index):
            "UILayoutGuide:" + "0x" + String(0x6000_0371_0000 + (hierarchy.serials[owner] * 16 + index) * 0x1c0, radix: 16)
                + "'\(hierarchy.layoutGuides[index].identifier)'"
        case .stackSpanner(let index):
            "_UILayoutSpacer:" + "0x" + String(0x6000_00ab_4000 + hierarchy.serials[index] * 0x960, radix: 16)
                + "'UISV-alignment-spanner'"
        }
    }

    /// `<NSLayoutXAxisAnchor:0x… "UILabel:0x…'Hi'.leading">`, as UIKit's exceptions show anchors.
    func anchor(_ anchor: ConstraintAnchor) -> String {
        let number = hierarchy.serials[anchor.item.owningView] * 16 + LayoutAttribute.allCases.firstIndex(of: anchor.attribute)!
        return "<\(anchor.attribute.family.rawValue):\("0x" + String(0x6000_0046_0000 + number * 0x80, radix: 16)) "
            + "\"\(item(anchor.item)).\(anchor.attribute.rawValue)\">"
    }

    /// A number as logs print it: at most six significant digits (`406.667`, `0.571429`, `44`).
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let magnitude = Int((abs(value)).log10Floor) + 1
        let decimals = max(0, 6 - magnitude)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}

extension Double {
    /// ⌊log₁₀ self⌋ for a positive value, by repeated division (no Foundation).
    fileprivate var log10Floor: Int {
        guard self > 0, isFinite else { return 0 }
        var value = self, exponent = 0
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }
}
