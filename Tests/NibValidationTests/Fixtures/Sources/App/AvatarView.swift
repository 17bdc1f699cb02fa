import UIKit

@IBDesignable
class AvatarView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0
}

@objc(LegacyBadgeView)
class BadgeView: UIView {}
