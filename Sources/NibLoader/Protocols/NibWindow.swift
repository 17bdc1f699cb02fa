/// A window the loader can show (loading.md L5).
public protocol NibWindow: AnyObject {
    /// Shows the window (`makeKeyAndOrderFront:`); called after every `awakeFromNib`.
    func showNibWindow()
}
