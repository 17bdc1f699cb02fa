import AppKit

/// A popover's controller: `sourceItemView` is NSViewController's own outlet.
final class PopoverViewController: NSViewController {
    @IBOutlet weak var firstRow: NSGridRow!
    @IBOutlet weak var grid: NSGridView!
}
