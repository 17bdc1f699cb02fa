import UIKit

/// A Swift 2 controller: its first parameters have no label, and its methods are seen by
/// Objective-C without @objc.
class LoginViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!

    @IBAction func login(sender: UIButton) {
    }

    func logout(sender: AnyObject) {
    }

    func move(sender: AnyObject, to place: AnyObject) {
    }

    private func reset(sender: AnyObject) {
    }
}
