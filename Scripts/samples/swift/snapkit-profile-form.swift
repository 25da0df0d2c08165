// A profile form laid out with SnapKit: an avatar, a name and an e-mail field under it, a bio, a save button pinned
// to the safe area's bottom (the style of many apps' settings screens).

import UIKit
import SnapKit

class ProfileFormViewController: UIViewController {
    let avatarView = UIView()
    let nameLabel: UILabel = {
        let label = UILabel()
        label.text = "Ada Lovelace"
        label.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        return label
    }()
    let emailField: UITextField = {
        let field = UITextField()
        field.placeholder = "E-mail"
        field.borderStyle = .roundedRect
        return field
    }()
    let bioLabel: UILabel = {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.text = "Mathematician and writer, chiefly known for her work on Charles Babbage's proposed mechanical general-purpose computer, the Analytical Engine."
        return label
    }()
    let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        saveButton.setTitle("Save", for: .normal)
        [avatarView, nameLabel, emailField, bioLabel, saveButton].forEach { view.addSubview($0) }

        avatarView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
            make.leading.equalToSuperview().offset(20)
            make.size.equalTo(72)
        }
        nameLabel.snp.makeConstraints { make in
            make.centerY.equalTo(avatarView)
            make.leading.equalTo(avatarView.snp.trailing).offset(16)
            make.trailing.lessThanOrEqualToSuperview().inset(20)
        }
        emailField.snp.makeConstraints { make in
            make.top.equalTo(avatarView.snp.bottom).offset(24)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(44)
        }
        bioLabel.snp.makeConstraints { make in
            make.top.equalTo(emailField.snp.bottom).offset(16)
            make.leading.trailing.equalTo(emailField)
        }
        saveButton.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-16)
            make.width.equalToSuperview().multipliedBy(0.5)
        }
    }
}
