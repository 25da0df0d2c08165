// A profile card laid out with the visual format language in its shortest Swift form: formats without `options:`
// (it defaults to []), metrics from a dictionary, an avatar beside two labels and a row of two buttons.

import UIKit

class ProfileCardViewController: UIViewController {
    let cardView = UIView()
    let avatarView = UIView()
    let nameLabel = UILabel()
    let roleLabel = UILabel()
    let messageButton = UIButton(type: .system)
    let followButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.backgroundColor = .secondarySystemBackground
        cardView.layer.cornerRadius = 16
        avatarView.backgroundColor = .systemTeal
        avatarView.layer.cornerRadius = 32
        nameLabel.text = "Grace Hopper"
        nameLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        roleLabel.text = "Rear Admiral, compiler pioneer"
        roleLabel.font = .systemFont(ofSize: 15)
        messageButton.setTitle("Message", for: .normal)
        followButton.setTitle("Follow", for: .normal)

        cardView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cardView)
        for subview in [avatarView, nameLabel, roleLabel, messageButton, followButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            cardView.addSubview(subview)
        }
        let views: [String: UIView] = ["card": cardView, "avatar": avatarView, "name": nameLabel, "role": roleLabel,
                                       "message": messageButton, "follow": followButton]
        let metrics = ["pad": 16, "avatar": 64, "top": 120]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[card]-pad-|", metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[card]", metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[avatar(avatar)]-12-[name]-(>=pad)-|",
                                                      metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:[avatar]-12-[role]-(>=pad)-|", metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[avatar(avatar)]", metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[name]-4-[role]", metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[message]-pad-[follow(==message)]-pad-|",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[avatar]-pad-[message]-pad-|", metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[avatar]-pad-[follow]", metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)
    }
}
