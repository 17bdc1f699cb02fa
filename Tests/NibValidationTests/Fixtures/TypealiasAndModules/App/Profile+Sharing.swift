import UIKit

/// Actions added through the alias.
extension Profile {
    @IBAction func share(_ sender: Any) {}
}
