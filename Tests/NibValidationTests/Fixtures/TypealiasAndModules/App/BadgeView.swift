import UIKit

/// The app's badge: same name as Core's, another module.
class BadgeView: UIView {
    @IBOutlet weak var titleLabel: UILabel!
}
