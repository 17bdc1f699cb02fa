import UIKit

/// Outlets to views whose classes come from a dependency (CocoaPods module `Pods`).
final class CheckoutViewController: UIViewController {
    @IBOutlet weak var totalLabel: UILabel!
    @IBOutlet weak var payButton: UIButton!
    @IBOutlet weak var cardField: CardTextField!
    @IBOutlet weak var cardView: CardView!
}

/// A view of the app whose gesture recognizers the document connects.
final class CardView: UIView {}
