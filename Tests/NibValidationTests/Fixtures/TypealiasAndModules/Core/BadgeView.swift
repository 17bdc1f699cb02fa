import UIKit

/// The framework's badge: same name as the app's, another module.
public class BadgeView: UIView {
    @IBOutlet public weak var countLabel: UILabel!
}
