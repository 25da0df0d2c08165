// Refused: a storyboard screen whose @IBOutlet is never connected (no storyboard is read), so constraining it finds nil.
import UIKit
class StoryboardLoginViewController: UIViewController {
    @IBOutlet weak var userField: UITextField!
    override func viewDidLoad() {
        super.viewDidLoad()
        NSLayoutConstraint.activate([
            userField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
    }
}
