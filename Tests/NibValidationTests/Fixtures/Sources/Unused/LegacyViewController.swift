import UIKit

class LegacyViewController: UIViewController {
    @IBOutlet weak var oldLabel: UILabel?
    @IBAction func oldAction(_ sender: Any) {}
}
