// A rating badge, a UIView subclass run as an entry and fitted at the device's width: a horizontal stack of five
// 16-pt star image views and a count label, 6 apart, in a pill whose corner radius layoutSubviews sets from its
// bounds (drawing only); the badge hugs the leading margin and the stack sets its height.
import UIKit

class RatingBadgeView: UIView {
    var rating = 4
    let starsStack = UIStackView()
    lazy var countLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        label.text = "\(rating).0 · 1,284 ratings"
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        let pill = UIView()
        pill.backgroundColor = UIColor(white: 0.95, alpha: 1)
        pill.translatesAutoresizingMaskIntoConstraints = false
        addSubview(pill)

        starsStack.axis = .horizontal
        starsStack.alignment = .center
        starsStack.spacing = 6
        starsStack.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<5 {
            let star = UIImageView()
            star.image = UIImage(systemName: index < rating ? "star.fill" : "star")
            star.tintColor = .systemOrange
            star.translatesAutoresizingMaskIntoConstraints = false
            star.widthAnchor.constraint(equalToConstant: 16).isActive = true
            star.heightAnchor.constraint(equalToConstant: 16).isActive = true
            starsStack.addArrangedSubview(star)
        }
        starsStack.addArrangedSubview(countLabel)
        pill.addSubview(starsStack)

        NSLayoutConstraint.activate([
            pill.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            pill.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            pill.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            pill.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),

            starsStack.topAnchor.constraint(equalTo: pill.topAnchor, constant: 6),
            starsStack.bottomAnchor.constraint(equalTo: pill.bottomAnchor, constant: -6),
            starsStack.leadingAnchor.constraint(equalTo: pill.leadingAnchor, constant: 12),
            starsStack.trailingAnchor.constraint(equalTo: pill.trailingAnchor, constant: -12),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        subviews.first?.layer.cornerRadius = (subviews.first?.bounds.height ?? 0) / 2
    }
}
