// A media tile, a UIView subclass laid out at a fixed size (--size 180x240, as a grid would give it): a 16:9
// thumbnail at the top, a title of at most two lines and a subtitle under it, and a duration badge in the
// thumbnail's bottom-trailing corner; layoutSubviews stacks the subtitle under the title when the tile is narrow.
import UIKit

class MediaTileView: UIView {
    let thumbnailView: UIImageView = {
        let view = UIImageView()
        view.backgroundColor = .secondarySystemFill
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    let durationLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 11, weight: .medium)
        label.text = "12:48"
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()
    let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.numberOfLines = 2
        label.text = "Sourdough at home: the long cold proof"
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()
    let subtitleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.text = "Bread Club · 3 days ago"
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()
    var subtitleTop: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(thumbnailView)
        thumbnailView.addSubview(durationLabel)
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        subtitleTop = subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2)
        NSLayoutConstraint.activate([
            thumbnailView.topAnchor.constraint(equalTo: topAnchor),
            thumbnailView.leadingAnchor.constraint(equalTo: leadingAnchor),
            thumbnailView.trailingAnchor.constraint(equalTo: trailingAnchor),
            thumbnailView.heightAnchor.constraint(equalTo: thumbnailView.widthAnchor, multiplier: 9.0 / 16.0),
            durationLabel.trailingAnchor.constraint(equalTo: thumbnailView.trailingAnchor, constant: -6),
            durationLabel.bottomAnchor.constraint(equalTo: thumbnailView.bottomAnchor, constant: -6),
            titleLabel.topAnchor.constraint(equalTo: thumbnailView.bottomAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            subtitleTop,
            subtitleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        thumbnailView.layer.cornerRadius = 8
        // Narrow tiles leave more room between the title and the subtitle.
        subtitleTop.constant = bounds.width < 200 ? 6 : 2
    }
}
