// Seed 004 ([Programmatically Views](2)), SnapKit variant, with its attributed count as plain text, its frame
// height set as a whole frame and no contentSize (each marked below): the same translation as 004-pattern-detail-list.swift
// with the notes' Masonry blocks written in SnapKit (Masonry's Swift sibling, which the post's cover shows):
// `make.centerY.equalTo(container.snp.centerY).offset(-5.0)` etc. SnapKit's makeConstraints also turns
// translatesAutoresizingMaskIntoConstraints off, so those lines are not written. Everything not in the notes is
// marked as in the anchor version.

import UIKit
import SnapKit

class PatternViewController: UIViewController {
    // not in the notes: plausible definition (the item view of the xib, placed by its frame in a scroll view)
    let scrollView = UIScrollView()
    let patternItemView = UIView()
    let pieChartView = UIView()
    let _detailContainer = UIView()
    var detailContainerHeight: NSLayoutConstraint!

    // not in the notes: plausible data (1 to 5 rows for blood pressure): title key, count, dot colour
    let records: [(title: String, value: NSNumber, color: UIColor)] = [
        ("string_bp_normal", 50, UIColorFromRGB(0x4cd964)),
        ("string_bp_prehypertension", 12, UIColorFromRGB(0xffcc00)),
        ("string_bp_hypertension_1", 3, UIColorFromRGB(0xff3b30)),
    ]

    // not in the notes: plausible definition of the xib's layout (pie chart above, detail container below)
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        patternItemView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 249)
        scrollView.addSubview(patternItemView)

        pieChartView.translatesAutoresizingMaskIntoConstraints = false
        _detailContainer.translatesAutoresizingMaskIntoConstraints = false
        patternItemView.addSubview(pieChartView)
        patternItemView.addSubview(_detailContainer)
        detailContainerHeight = _detailContainer.heightAnchor.constraint(equalToConstant: 1)   // 1 pt in the xib
        NSLayoutConstraint.activate([
            pieChartView.topAnchor.constraint(equalTo: patternItemView.topAnchor, constant: 16),
            pieChartView.centerXAnchor.constraint(equalTo: patternItemView.centerXAnchor),
            pieChartView.widthAnchor.constraint(equalToConstant: 200),
            pieChartView.heightAnchor.constraint(equalToConstant: 200),
            _detailContainer.topAnchor.constraint(equalTo: pieChartView.bottomAnchor, constant: 16),
            _detailContainer.leadingAnchor.constraint(equalTo: patternItemView.leadingAnchor, constant: 16),
            _detailContainer.trailingAnchor.constraint(equalTo: patternItemView.trailingAnchor, constant: -16),
            detailContainerHeight,
        ])

        let width = view.bounds.width - 32
        let uiViewArray = records.map { makeItem(title: $0.title, value: $0.value, color: $0.color, width: width) }
        layoutDetails(uiViewArray, width: width)
    }

    // One row (from the notes): a container with a coloured dot, a title label and a count label
    func makeItem(title: String, value: NSNumber, color: UIColor, width: CGFloat) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 30))

        let image = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        let circleLayer = CAShapeLayer()
        circleLayer.path = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 7, height: 7)).cgPath
        circleLayer.strokeColor = color.cgColor
        circleLayer.fillColor = color.cgColor
        image.layer.addSublayer(circleLayer)

        let titleView = UILabel(frame: CGRect(x: 8, y: 0, width: 100, height: 30))
        titleView.text = LanguageManager.get(title, alter: "")
        titleView.font = titleView.font.withSize(14)

        let countLabel = UILabel(frame: CGRect(x: 100, y: 0, width: 100, height: 30))

        // Tessera's copy: the seed's attributed count ("50" at 25 pt, "회" at 14 pt) as one run at 25 pt, until
        // attributed text lands; the rows' SnapKit constraints are the seed's.
        countLabel.text = String(format: "%d", value.intValue) + LanguageManager.get("string_report_chart_timse_unit", alter: "")
        countLabel.font = UIFont.systemFont(ofSize: 25.0)

        container.addSubview(image)
        container.addSubview(titleView)
        container.addSubview(countLabel)
        // make the constraints (Masonry in the notes)
        image.snp.makeConstraints { make in
            make.centerY.equalTo(container.snp.centerY).offset(-5.0)
            make.left.equalTo(container.snp.left).offset(8.0)
        }
        titleView.snp.makeConstraints { make in
            make.centerY.equalTo(container.snp.centerY)
            make.left.equalTo(image.snp.right).offset(16.0)
        }
        countLabel.snp.makeConstraints { make in
            make.centerY.equalTo(container.snp.centerY)
            make.right.equalTo(container.snp.right)
        }
        return container
    }

    // The rows stacked into the detail container (from the notes), then the container's and the item's
    // heights grown by the rows' total (the notes describe it; the two lines after the loop are plausible)
    func layoutDetails(_ uiViewArray: [UIView], width: CGFloat) {
        var yPosition: CGFloat = 0
        for label in uiViewArray {
            label.frame = CGRect(x: 0, y: yPosition, width: width, height: 30)
            _detailContainer.addSubview(label)
            label.snp.makeConstraints { make in
                make.left.equalTo(_detailContainer.snp.left)
                make.right.equalTo(_detailContainer.snp.right)
                make.top.equalTo(_detailContainer.snp.top).offset(yPosition)
                make.height.equalTo(30)
            }
            yPosition = yPosition + 30
        }
        // not in the notes: plausible definition
        detailContainerHeight.constant = yPosition
        // Tessera's copy: the seed sets `patternItemView.frame.size.height`, a nested setter the interpreter refuses yet
        patternItemView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 16 + 200 + 16 + yPosition + 16)
        // Tessera's copy: the seed sets `scrollView.contentSize = patternItemView.frame.size`, which the interpreter
        // refuses yet (a frame-placed scroll view's content size is not modelled): left out
    }
}

// not in the notes: plausible definition (the app's localisation helper; Korean, as the app's)
enum LanguageManager {
    static let strings: [String: String] = [
        "string_bp_normal": "정상",
        "string_bp_prehypertension": "고혈압 전단계",
        "string_bp_hypertension_1": "고혈압 1기",
        "string_bp_hypertension_2": "고혈압 2기",
        "string_bp_low": "저혈압",
        "string_report_chart_timse_unit": "회",
    ]
    static func get(_ key: String, alter: String) -> String {
        return strings[key] ?? alter
    }
}

// not in the notes: plausible definition (the usual Objective-C macro as a function)
func UIColorFromRGB(_ rgb: Int) -> UIColor {
    return UIColor(red: CGFloat((rgb >> 16) & 0xff) / 255, green: CGFloat((rgb >> 8) & 0xff) / 255,
                   blue: CGFloat(rgb & 0xff) / 255, alpha: 1)
}
