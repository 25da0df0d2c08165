// A SnapKit checkout form: card number, a row of expiry and CVC fields splitting the width 2:1, a terms label and a pay button on the bottom safe area, made with makeConstraints and inset/offset.
import UIKit
import SnapKit

class CheckoutViewController: UIViewController {
    let headerLabel = UILabel()
    let cardField = UITextField()
    let expiryField = UITextField()
    let cvcField = UITextField()
    let termsLabel = UILabel()
    let payButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        headerLabel.text = "Payment details"
        headerLabel.font = .systemFont(ofSize: 24, weight: .bold)
        cardField.placeholder = "Card number"
        cardField.borderStyle = .roundedRect
        expiryField.placeholder = "MM / YY"
        expiryField.borderStyle = .roundedRect
        cvcField.placeholder = "CVC"
        cvcField.borderStyle = .roundedRect
        termsLabel.text = "By paying you agree to the terms of sale. Your card is charged when the order ships."
        termsLabel.font = .preferredFont(forTextStyle: .footnote)
        termsLabel.numberOfLines = 0
        payButton.setTitle("Pay 42.00", for: .normal)
        [headerLabel, cardField, expiryField, cvcField, termsLabel, payButton].forEach { view.addSubview($0) }

        headerLabel.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(24)
            make.leading.trailing.equalToSuperview().inset(20)
        }
        cardField.snp.makeConstraints { make in
            make.top.equalTo(headerLabel.snp.bottom).offset(20)
            make.leading.trailing.equalTo(headerLabel)
            make.height.equalTo(44)
        }
        expiryField.snp.makeConstraints { make in
            make.top.equalTo(cardField.snp.bottom).offset(12)
            make.leading.equalTo(cardField)
            make.height.equalTo(cardField)
        }
        cvcField.snp.makeConstraints { make in
            make.top.height.equalTo(expiryField)
            make.leading.equalTo(expiryField.snp.trailing).offset(12)
            make.trailing.equalTo(cardField)
            make.width.equalTo(expiryField).multipliedBy(0.5)
        }
        termsLabel.snp.makeConstraints { make in
            make.top.equalTo(expiryField.snp.bottom).offset(16)
            make.leading.trailing.equalTo(cardField)
        }
        payButton.snp.makeConstraints { make in
            make.leading.trailing.equalTo(cardField)
            make.height.equalTo(50)
            make.bottom.equalTo(view.safeAreaLayoutGuide).inset(16)
        }
    }
}
