import UIKit

/// Written for Swift 3, whose SWIFT_VERSION lives in Config/Base.xcconfig: `greet(_:)` is seen by
/// Objective-C without @objc, as every method of an NSObject subclass was before Swift 4.
class GreeterViewController: UIViewController {
    func greet(_ sender: UIButton) {
    }
}
