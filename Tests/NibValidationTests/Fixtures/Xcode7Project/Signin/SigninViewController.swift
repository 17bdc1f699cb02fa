import UIKit

/// Written for Swift 2 (Xcode 7.3): a method's first parameter has no argument label, so
/// `login(sender:)` is `login:` to Objective-C, and every non-private method is seen by it.
class SigninViewController: UIViewController {
    @IBOutlet weak var emailField: UITextField!
    @IBOutlet weak var passwordField: UITextField!

    @IBAction func login(sender: UIButton) {
    }

    @IBAction func forgotPassword(sender: AnyObject) {
    }

    @IBAction func passwordChanged(sender: UITextField, forEvent event: UIEvent) {
    }

    func dismissKeyboard(recognizer: UITapGestureRecognizer) {
        view.endEditing(true)
    }
}
