// Nested stack views with distributions and alignments: a header row (fill, centre-aligned, spacer), two tiles filling equally, a proportional bar row, an equal-spacing icon row, and a hidden arranged view.
import UIKit

class DashboardViewController: UIViewController {
    lazy var greetingLabel: UILabel = {
        let label = UILabel()
        label.text = "Good morning"
        label.font = .preferredFont(forTextStyle: .title1)
        return label
    }()

    lazy var settingsButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Settings", for: .normal)
        return button
    }()

    lazy var warningLabel: UILabel = {
        let label = UILabel()
        label.text = "Your subscription ends tomorrow"
        label.isHidden = true
        return label
    }()

    func tile(_ title: String, height: CGFloat) -> UIView {
        let tile = UIView()
        let label = UILabel()
        label.text = title
        label.translatesAutoresizingMaskIntoConstraints = false
        tile.addSubview(label)
        NSLayoutConstraint.activate([
            tile.heightAnchor.constraint(equalToConstant: height),
            label.leadingAnchor.constraint(equalTo: tile.leadingAnchor, constant: 12),
            label.topAnchor.constraint(equalTo: tile.topAnchor, constant: 12),
        ])
        return tile
    }

    func iconButton(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = UIStackView(arrangedSubviews: [greetingLabel, UIView(), settingsButton])
        header.alignment = .center

        let tiles = UIStackView(arrangedSubviews: [tile("Steps", height: 120), tile("Sleep", height: 120)])
        tiles.distribution = .fillEqually
        tiles.spacing = 12

        let short = UILabel()
        short.text = "Mon"
        let long = UILabel()
        long.text = "Tuesday afternoon"
        let bars = UIStackView(arrangedSubviews: [short, long])
        bars.distribution = .fillProportionally
        bars.spacing = 8

        let icons = UIStackView(arrangedSubviews: ["Home", "Search", "Inbox", "Me"].map { iconButton($0) })
        icons.distribution = .equalSpacing

        let page = UIStackView(arrangedSubviews: [header, warningLabel, tiles, bars, icons])
        page.axis = .vertical
        page.spacing = 20
        page.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(page)
        NSLayoutConstraint.activate([
            page.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            page.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            page.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
