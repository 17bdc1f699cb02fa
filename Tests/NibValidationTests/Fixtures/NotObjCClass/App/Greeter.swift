import UIKit

/// No superclass: Interface Builder cannot create it or set its outlets.
final class Greeter {
    @IBOutlet var nameLabel: UILabel!
}

protocol Greeting {}

/// Only a protocol: still no superclass.
class PoliteGreeter: Greeting {}

/// Inherits from a Swift root class.
final class LoudGreeter: PoliteGreeter {}
