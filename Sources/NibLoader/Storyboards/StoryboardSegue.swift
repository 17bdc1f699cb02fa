import NibModel

/// The segue object a segue creates when it runs (`UIStoryboardSegue` / `NSStoryboardSegue`,
/// storyboards.md S12.3): what `prepare(for:sender:)` and unwind actions receive.
public final class StoryboardSegue {
    /// `identifier=` (S3).
    public let identifier: String?
    /// The segue's kind.
    public let kind: String
    /// The class of the segue object: `customClass`, else the framework's class.
    public let className: String
    /// The source controller (S12.3).
    public let source: AnyObject
    /// The destination controller: created for the segue (S11), or the unwind's destination (S21).
    public let destination: AnyObject
    /// The segue as written.
    public let info: StoryboardSegueInfo
    /// The source's controller state.
    public let sourceController: StoryboardController
    /// The destination's controller state.
    public let destinationController: StoryboardController

    init(
        info: StoryboardSegueInfo, className: String, source: StoryboardController,
        destination: StoryboardController
    ) {
        self.identifier = info.identifier
        self.kind = info.kind
        self.className = className
        self.info = info
        self.sourceController = source
        self.destinationController = destination
        self.source = source.object
        self.destination = destination.object
    }
}
