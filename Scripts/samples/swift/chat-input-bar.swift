// A chat input bar: a rounded text field between an attach and a send button, the bar on the keyboard layout guide under a list area.
// (Written with a UITextField: UITextView, whose self-sizing a growing input bar needs, is not known to Tessera today.)
import UIKit

class ChatViewController: UIViewController {
    let messagesView = UIView()
    let inputBar = UIView()
    let attachButton = UIButton(type: .system)
    let messageField = UITextField()
    let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        attachButton.setTitle("+", for: .normal)
        sendButton.setTitle("Send", for: .normal)
        sendButton.setContentHuggingPriority(.required, for: .horizontal)
        messageField.font = .preferredFont(forTextStyle: .body)
        messageField.placeholder = "Message"
        messageField.borderStyle = .roundedRect
        for subview in [messagesView, inputBar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [attachButton, messageField, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            inputBar.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            messagesView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messagesView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),

            attachButton.leadingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.leadingAnchor),
            attachButton.bottomAnchor.constraint(equalTo: messageField.bottomAnchor),
            attachButton.widthAnchor.constraint(equalToConstant: 36),
            attachButton.heightAnchor.constraint(equalToConstant: 36),

            messageField.leadingAnchor.constraint(equalTo: attachButton.trailingAnchor, constant: 8),
            messageField.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            messageField.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            messageField.heightAnchor.constraint(equalToConstant: 36),

            sendButton.leadingAnchor.constraint(equalTo: messageField.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: inputBar.layoutMarginsGuide.trailingAnchor),
            sendButton.bottomAnchor.constraint(equalTo: messageField.bottomAnchor),
            sendButton.heightAnchor.constraint(equalToConstant: 36),
        ])
    }
}
