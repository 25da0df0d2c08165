// A helper whose layout comes from elsewhere: no function returns a layout or a section, and no class is a
// view controller (a UIViewController subclass is a screen entry since issue 22).
import UIKit

final class PlainBackground: NSObject {
    func apply(to view: UIView) {
        view.backgroundColor = .systemBackground
    }
}
