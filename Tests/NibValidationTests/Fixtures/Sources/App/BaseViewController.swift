import UIKit

/// The superclass whose outlet documents connect through ProfileViewController.
class BaseViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
}
