// An article page in a scroll view: headline, byline and body paragraphs in a stack on the readable content guide, scrolling through the content layout guide.
// (The scroll view is pinned to the safe area: Tessera gives a Swift screen's scroll view no automatic adjustedContentInset, where UIKit would inset one under the bars.)
import UIKit

class ArticleViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let contentView = UIView()
    private let headline = UILabel()
    private let byline = UILabel()
    private let body = UILabel()
    private let more = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        headline.text = "The quiet revolution in how cities plan their streets"
        headline.font = .preferredFont(forTextStyle: .largeTitle)
        headline.numberOfLines = 0
        byline.text = "By Jordan Lee · 6 min read"
        byline.font = .preferredFont(forTextStyle: .subheadline)
        body.text = "For decades, streets were designed around a single question: how many cars can pass in an hour? Planners now ask who else uses the street, and for what. The answers change everything from the width of a pavement to the timing of a crossing."
        body.numberOfLines = 0
        more.text = "Some cities began with paint and plastic posts, testing a layout for a summer before pouring concrete."
        more.numberOfLines = 0
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        let column = UIStackView(arrangedSubviews: [headline, byline, body, more])
        column.axis = .vertical
        column.spacing = 12
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            column.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 24),
            column.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
            column.leadingAnchor.constraint(equalTo: contentView.readableContentGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: contentView.readableContentGuide.trailingAnchor),
        ])
    }
}
