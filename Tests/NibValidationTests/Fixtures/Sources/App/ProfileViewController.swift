import UIKit

protocol ProfileDelegate: AnyObject {}

final class ProfileViewController: BaseViewController, ProfileDelegate {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var avatarView: AvatarView!
    @IBOutlet var buttons: [UIButton]!
    var plainLabel: UILabel?

    @IBAction func save(_ sender: Any) {}
    @IBAction func refresh() {}
}

extension ProfileViewController {
    @IBAction func share(sender: Any) {}
    @objc(resetAll:)
    @IBAction func reset(_ sender: UIButton) {}
}
