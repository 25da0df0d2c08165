// Refused: a UIKit class Tessera does not model (UITextView) used as a subview.
import UIKit
class NotesViewController: UIViewController {
    let notesView = UITextView()
    override func viewDidLoad() {
        super.viewDidLoad()
        notesView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(notesView)
    }
}
