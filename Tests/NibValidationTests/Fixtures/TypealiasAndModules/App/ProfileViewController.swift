import UIKit

final class ProfileViewController: UIViewController {
    @IBAction func save(_ sender: Any) {}
}

typealias Profile = ProfileViewController
