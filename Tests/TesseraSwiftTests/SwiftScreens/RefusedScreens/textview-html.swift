// Refused: a text view whose attributed text is parsed from HTML, which needs WebKit's HTML importer.
import UIKit
class ArticleViewController: UIViewController {
    let bodyView = UITextView()
    let html = "<h1>Release notes</h1><p>Bug fixes and <b>faster</b> sync.</p>"
    override func viewDidLoad() {
        super.viewDidLoad()
        bodyView.isScrollEnabled = false
        bodyView.attributedText = try? NSAttributedString(data: Data(html.utf8),
                                                          options: [.documentType: NSAttributedString.DocumentType.html],
                                                          documentAttributes: nil)
        view.addSubview(bodyView)
    }
}
