// A stack of cards in a scroll view, each pinned with SnapKit below the one before: the content view fills the
// scroll view's content and matches its width, so the cards scroll vertically (a feed or a dashboard).

import UIKit
import SnapKit

class CardStackViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let titles = ["Steps", "Heart rate", "Sleep", "Workouts", "Mindfulness", "Nutrition"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        scrollView.snp.makeConstraints { make in
            make.edges.equalTo(view.safeAreaLayoutGuide)
        }
        contentView.snp.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide)
            make.width.equalTo(scrollView.frameLayoutGuide)
        }
        var previous: UIView?
        for (index, title) in titles.enumerated() {
            let card = makeCard(title: title, lines: index % 3 + 1)
            card.accessibilityIdentifier = "card\(index)"
            contentView.addSubview(card)
            card.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview().inset(16)
                if let previous = previous {
                    make.top.equalTo(previous.snp.bottom).offset(12)
                } else {
                    make.top.equalToSuperview().offset(16)
                }
            }
            previous = card
        }
        previous?.snp.makeConstraints { make in
            make.bottom.equalToSuperview().inset(16)
        }
    }

    func makeCard(title: String, lines: Int) -> UIView {
        let card = UIView()
        card.layer.cornerRadius = 12
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let detailLabel = UILabel()
        detailLabel.numberOfLines = 0
        var text = "Today's figures against your weekly average."
        for _ in 1..<lines { text += " Today's figures against your weekly average." }
        detailLabel.text = text
        card.addSubview(titleLabel)
        card.addSubview(detailLabel)
        titleLabel.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview().inset(12)
        }
        detailLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(4)
            make.leading.trailing.bottom.equalToSuperview().inset(12)
        }
        return card
    }
}
