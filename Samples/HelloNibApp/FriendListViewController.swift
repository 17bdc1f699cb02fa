import UIKit

/// Main.storyboard's friend list; the unwind segue from Add Friend returns here.
final class FriendListViewController: UITableViewController {
    @IBAction func unwindToFriends(_ segue: UIStoryboardSegue) {}
}

/// Main.storyboard's Add Friend scene.
final class AddFriendViewController: UIViewController {}
