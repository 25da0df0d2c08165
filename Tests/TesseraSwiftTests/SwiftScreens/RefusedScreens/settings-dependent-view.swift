// Refused: a view of the file's class whose layout depends on the user's settings, which a headless run cannot know.
import UIKit
final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let compact = UserDefaults.standard.bool(forKey: "compactBadges")
        heightAnchor.constraint(equalToConstant: compact ? 16 : 24).isActive = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
final class InboxViewController: UIViewController {
    let badge = BadgeView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }
}
