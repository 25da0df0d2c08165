import UIKit

/// A card: a headline title inset by `inset` from its top and sides, set up from `init(frame:)` through `setUp()`,
/// which its subclasses override.
class BaseCardView: UIView {
    let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    var inset: CGFloat { 12 }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        setUp()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setUp() {
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
        ])
    }

    /// Ends the card `inset` below `view`.
    func pinBottom(to view: UIView) {
        bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: inset).isActive = true
    }
}

/// A product: a 64-pt thumbnail under the title, the price beside it; a wider inset than the base card's.
final class ProductCardView: BaseCardView {
    let thumbnailView: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    let priceLabel = UILabel()

    override var inset: CGFloat { 16 }

    override func setUp() {
        super.setUp()
        priceLabel.font = .preferredFont(forTextStyle: .body)
        priceLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(thumbnailView)
        addSubview(priceLabel)
        NSLayoutConstraint.activate([
            thumbnailView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            thumbnailView.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            thumbnailView.widthAnchor.constraint(equalToConstant: 64),
            thumbnailView.heightAnchor.constraint(equalToConstant: 64),
            priceLabel.centerYAnchor.constraint(equalTo: thumbnailView.centerYAnchor),
            priceLabel.leadingAnchor.constraint(equalTo: thumbnailView.trailingAnchor, constant: 12),
        ])
        pinBottom(to: thumbnailView)
    }

    func configure(title: String, price: String) {
        titleLabel.text = title
        priceLabel.text = price
    }
}

/// A promotion: a badge under the title at its trailing edge, its width given to the init.
final class PromoCardView: BaseCardView {
    let badgeView = UIView()

    init(badgeWidth: CGFloat) {
        super.init(frame: .zero)
        badgeView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(badgeView)
        NSLayoutConstraint.activate([
            badgeView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 6),
            badgeView.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            badgeView.widthAnchor.constraint(equalToConstant: badgeWidth),
            badgeView.heightAnchor.constraint(equalToConstant: 24),
        ])
        pinBottom(to: badgeView)
    }

    convenience init() {
        self.init(badgeWidth: 60)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The shop: a product card and a promotion, stacked in the safe area's margins.
final class ShopViewController: UIViewController {
    private let productCard = ProductCardView()
    private let promoCard = PromoCardView(badgeWidth: 88)

    private lazy var stackView: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [productCard, promoCard])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        productCard.configure(title: "Walnut desk lamp", price: "$89")
        promoCard.titleLabel.text = "Free shipping this week"
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
