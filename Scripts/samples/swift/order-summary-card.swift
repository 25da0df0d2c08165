// An order summary under a standard navigation bar: a card view with 20-pt directional layout margins holding price rows (isActive anchors) whose amounts hug and never truncate, and a total row below a 1-pt divider.
import UIKit

class OrderSummaryViewController: UIViewController {
    let card = UIView()
    let divider = UIView()

    func priceRow(_ name: String, _ amount: String, below anchor: NSLayoutYAxisAnchor, spacing: CGFloat) -> UILabel {
        let nameLabel = UILabel()
        nameLabel.text = name
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        let amountLabel = UILabel()
        amountLabel.text = amount
        amountLabel.translatesAutoresizingMaskIntoConstraints = false
        amountLabel.setContentHuggingPriority(.required, for: .horizontal)
        amountLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        card.addSubview(nameLabel)
        card.addSubview(amountLabel)
        nameLabel.topAnchor.constraint(equalTo: anchor, constant: spacing).isActive = true
        nameLabel.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor).isActive = true
        amountLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor).isActive = true
        amountLabel.leadingAnchor.constraint(greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 12).isActive = true
        amountLabel.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor).isActive = true
        return nameLabel
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order"
        card.translatesAutoresizingMaskIntoConstraints = false
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        view.addSubview(card)
        card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16).isActive = true
        card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
        card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor).isActive = true

        var last = card.layoutMarginsGuide.topAnchor
        var spacing: CGFloat = 0
        for (name, amount) in [("Two large ceramic plant pots with drainage saucers", "€54.00"), ("Delivery", "€4.95"),
                               ("Discount", "−€5.00")] {
            last = priceRow(name, amount, below: last, spacing: spacing).bottomAnchor
            spacing = 8
        }
        divider.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(divider)
        divider.topAnchor.constraint(equalTo: last, constant: 12).isActive = true
        divider.heightAnchor.constraint(equalToConstant: 1).isActive = true
        divider.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor).isActive = true
        divider.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor).isActive = true
        let total = priceRow("Total", "€53.95", below: divider.bottomAnchor, spacing: 12)
        total.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor).isActive = true
    }
}
