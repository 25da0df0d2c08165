// Cells fitted on a second thread while the next is configured give what fitting them in turn gives: frames,
// dumps, counts and errors.

import Testing
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraSwift

@Suite struct CellFitOverlapTests {
    static let screens: [(path: String, entry: String)] = [
        (CellTests.samples + "cell-name-list.swift", "ListViewController"),
        (CellTests.samples + "cell-diffable-contacts.swift", "ContactsViewController"),
        (CellTests.samples + "cell-registration-tags.swift", "TagsViewController"),
        (CellTests.samples + "cell-collection-view-controller.swift", "FeedViewController"),
        (SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftScreens/stack-cell.swift", "ListViewController"),
        (SwiftTests.root + "/Tests/TesseraSwiftTests/SwiftScreens/contacts-screen.swift", "ContactsScreenViewController"),
    ]

    @Test(arguments: screens.indices)
    func overlappedFitsGiveTheDumpOfFitsInTurn(_ index: Int) throws {
        let (path, entry) = Self.screens[index]
        let overlapped = try CellTests.run(path: path, entry: entry)
        let inTurn = try CellTests.run(path: path, entry: entry, overlapsFits: false)
        let text = ScreenTextFormat.write(try overlapped.screenDump())
        #expect(text == ScreenTextFormat.write(try inTurn.screenDump()))
        #expect(text.contains(" cell [0, 1] frame = "), "the screen has cells: \(path)")
        let (a, b) = (try #require(overlapped.collectionView).run, try #require(inTurn.collectionView).run)
        #expect(a.simulation.measurements.count == b.simulation.measurements.count)
        let measurers = [a, b].compactMap { ($0.source as? SwiftCollectionSource)?.collection.measurer }
        #expect(measurers.count == 2)
        #expect(measurers[0].cellCounts == measurers[1].cellCounts)
        #expect(measurers[0].fits == measurers[1].fits)
    }

    /// A list whose cell code fails for item 5 of 8 (reading past an array's end).
    static let failingAtItem5 = """
        import UIKit
        final class ListViewController: UIViewController, UICollectionViewDataSource {
        \(CellTests.listCollectionView)
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(NameCell.self, forCellWithReuseIdentifier: "name")
                collectionView.dataSource = self
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath) as! NameCell
                let names = ["Ada", "Grace", "Linus", "Margaret", "Dennis"]
                cell.label.text = names[indexPath.item]
                return cell
            }
        }
        final class NameCell: UICollectionViewCell {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                ])
            }
        }
        """

    @Test func aCellThatFailsLaterFailsAsInTurn() throws {
        let overlapped = CellTests.error(Self.failingAtItem5)
        #expect(overlapped == CellTests.error(Self.failingAtItem5, overlapsFits: false))
        #expect(overlapped?.contains("Cells.swift:18:27: ") == true, "\(overlapped ?? "no error")")
        #expect(overlapped?.contains("index 5 out of range (the array has 5 elements)") == true, "\(overlapped ?? "no error")")
    }

    @Test func aFitThatFailsOnTheSecondThreadFailsAsInTurn() throws {
        // Item 5's label gets a font the text measurer refuses: its fit fails (on the second thread, when overlapped).
        let source = Self.failingAtItem5.replacingOccurrences(
            of: "cell.label.text = names[indexPath.item]",
            with: "cell.label.text = names[indexPath.item % 5]; cell.label.font = .systemFont(ofSize: indexPath.item == 5 ? -3 : 17)")
        let overlapped = CellTests.error(source)
        #expect(overlapped == CellTests.error(source, overlapsFits: false))
        #expect(overlapped == "while measuring cell [0, 5]: invalid font size -3.0: must be finite and greater than 0")
    }
}
