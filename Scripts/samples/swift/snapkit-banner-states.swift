// A banner whose SnapKit constraints change after they are made: updateConstraints changes a constant,
// remakeConstraints replaces a view's constraints, a kept Constraint is updated and another deactivated, and a
// high-priority width loses to a required maximum (what apps do when a message is shown or a keyboard appears).

import UIKit
import SnapKit

class BannerViewController: UIViewController {
    let bannerView = UIView()
    let messageLabel = UILabel()
    let closeButton = UIButton(type: .system)
    let footerView = UIView()
    var bannerTop: Constraint?
    var footerHeight: Constraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.text = "Your changes were saved."
        messageLabel.numberOfLines = 0
        closeButton.setTitle("Close", for: .normal)
        closeButton.setContentHuggingPriority(.required, for: .horizontal)
        view.addSubview(bannerView)
        bannerView.addSubview(messageLabel)
        bannerView.addSubview(closeButton)
        view.addSubview(footerView)

        bannerView.snp.makeConstraints { make in
            bannerTop = make.top.equalTo(view.safeAreaLayoutGuide).offset(-80).constraint
            make.centerX.equalToSuperview()
            make.width.equalTo(600).priority(.high)
            make.width.lessThanOrEqualToSuperview().offset(-32)
        }
        closeButton.snp.makeConstraints { make in
            make.trailing.equalToSuperview().inset(12)
            make.centerY.equalTo(messageLabel)
        }
        messageLabel.snp.makeConstraints { make in
            make.top.leading.bottom.equalToSuperview().inset(16)
            make.trailing.equalTo(closeButton.snp.leading).offset(-8)
        }
        footerView.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.top.equalTo(view.snp.bottom)
            footerHeight = make.height.equalTo(120).constraint
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Show the banner: 12 below the safe area's top instead of hidden above it.
        bannerTop?.update(offset: 12)
        closeButton.snp.updateConstraints { make in
            make.trailing.equalToSuperview().inset(20)
        }
        // The footer slides up from below the screen to sit on the safe area's bottom.
        footerView.snp.remakeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
            make.bottom.equalTo(view.safeAreaLayoutGuide)
            make.height.equalTo(64)
        }
        footerHeight.deactivate()
    }
}
