/// Finds the files behind the image and sound names a document uses (loading.md A6, L1).
public protocol NibResourceProvider {
    /// The best image file for a name, or `nil` when there is none.
    func image(named name: String) -> NibImage?
    /// The sound file for a name, or `nil` when there is none.
    func sound(named name: String) -> NibSound?
}
