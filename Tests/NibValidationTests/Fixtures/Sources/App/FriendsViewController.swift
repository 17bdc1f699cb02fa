import UIKit

/// The storyboard scene that creates its detail with a segue action, and the unwind target.
final class FriendsViewController: UIViewController {
    @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
    @IBAction func unwindToFriends(_ segue: UIStoryboardSegue) {}
}
