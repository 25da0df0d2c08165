// A media player laid out with the visual format language: square artwork under the safe area, title and artist, and a row of three transport buttons of equal width with centre-Y alignment.
// (Every call spells out options: []: Swift imports that option set with a default, which Tessera does not take today.)
import UIKit

class PlayerViewController: UIViewController {
    let artwork = UIView()
    let titleLabel = UILabel()
    let artistLabel = UILabel()
    let previousButton = UIButton(type: .system)
    let playButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Harbour Lights"
        titleLabel.font = .systemFont(ofSize: 22, weight: .semibold)
        artistLabel.text = "The Northern Quarter"
        previousButton.setTitle("Previous", for: .normal)
        playButton.setTitle("Play", for: .normal)
        nextButton.setTitle("Next", for: .normal)
        for subview in [artwork, titleLabel, artistLabel, previousButton, playButton, nextButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["art": artwork, "title": titleLabel, "artist": artistLabel,
                                    "prev": previousButton, "play": playButton, "next": nextButton]
        let metrics = ["side": 32, "gap": 8]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[art]-side-|",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[art]-24-[title]-gap-[artist]-32-[play(44)]",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[title]-side-|",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[artist]-side-|",
                                                      options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-side-[prev]-gap-[play(==prev)]-gap-[next(==prev)]-side-|",
            options: [.alignAllCenterY], metrics: metrics, views: views)
        constraints.append(artwork.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24))
        constraints.append(artwork.heightAnchor.constraint(equalTo: artwork.widthAnchor))
        NSLayoutConstraint.activate(constraints)
    }
}
