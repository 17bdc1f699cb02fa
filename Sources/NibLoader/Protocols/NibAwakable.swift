/// An object that implements `awakeFromNib` (loading.md L4).
///
/// The loader sends it after every object is created and every connection is made. AppKit
/// also sends it to File's Owner and the placeholders that adopt it, File's Owner last
/// (L4.1, L4.3); UIKit only to the objects it created (L4.2).
public protocol NibAwakable: AnyObject {
    /// Called once per load, after all connections are made.
    func awakeFromNib()
}
