#if canImport(UIKit)
    import UIKit

    /// File's Owner of ProfileCard.xib.
    final class ProfileCardController: UIViewController {
        @IBOutlet weak var nameLabel: UILabel!

        @IBAction func follow(_ sender: UIButton) {}

        /// Loads the card from its nib, by the name `GenerateNibIdentifiers` generated.
        static func make() -> ProfileCardController {
            let controller = ProfileCardController(nibName: NibFile.ProfileCard.name, bundle: .module)
            return controller
        }
    }
#endif

/// The feature's name, so the target has a declaration on every platform.
public let profileFeatureName = "ProfileFeature"
