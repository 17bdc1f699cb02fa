import UIKit

/// ProfileViewController.xib's File's Owner, also the detail scene of Main.storyboard.
final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var avatarView: UIImageView!
    @IBOutlet var ratingButtons: [UIButton]!

    @IBAction func rate(_ sender: UIButton) {}
    @IBAction func notificationsChanged(_ sender: UISwitch) {}
    @IBAction func avatarTapped(_ sender: UITapGestureRecognizer) {}
}
