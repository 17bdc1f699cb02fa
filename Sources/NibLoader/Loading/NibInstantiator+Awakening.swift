import NibModel

extension NibInstantiator {
    /// L4: AppKit wakes every object that implements `awakeFromNib`, then the placeholders,
    /// File's Owner last (L4.1, L4.3); UIKit only the objects it created (L4.2).
    func awakeFromNib() {
        let slots = live.slots
        var noted: Set<Int> = []
        for position in plan.order {
            guard let object = slots[position] else { continue }
            guard let awakable = LoaderCasts.awakable(object) else {
                noteNotAwakable(at: position, noted: &noted)
                continue
            }
            awakable.awakeFromNib()
            record(TraceRecord(kind: .awake, index: position))
        }
        guard isAppKit else { return }
        var filesOwner: Int?
        for (index, placeholder) in plan.placeholders.enumerated() {
            if placeholder.role == .filesOwner {
                filesOwner = index
                continue
            }
            if let object = slots[placeholder.position] {
                awakePlaceholder(index, object: object)
            }
        }
        if let filesOwner, let owner {
            awakePlaceholder(filesOwner, object: owner)
        }
    }

    /// A registered class that does not adopt ``NibAwakable`` is never sent `awakeFromNib`,
    /// even when it defines the method (Swift cannot send a method a protocol does not
    /// declare): one note per class, so that the silence is explained.
    private func noteNotAwakable(at position: Int, noted: inout Set<Int>) {
        let slot = plan.classSlots[position]
        guard let resolution = classResolutions[slot], !resolution.isStandIn, noted.insert(slot).inserted else {
            return
        }
        let name = resolution.className
        record(
            LoadEvent(
                phase: .awake, action: .awake, outcome: .note, objectID: plan.ids[position], className: name,
                detail:
                    "\(name) does not adopt NibAwakable, so awakeFromNib() is not sent to it; if it defines awakeFromNib(), declare the conformance (extension \(name.split(separator: ".").last.map(String.init) ?? name): NibAwakable {}) (L4)",
                location: plan.locations[position]))
    }

    private func awakePlaceholder(_ index: Int, object: AnyObject) {
        guard let awakable = LoaderCasts.awakable(object) else { return }
        awakable.awakeFromNib()
        record(TraceRecord(kind: .awakePlaceholder, index: index))
    }

    /// L5: windows visible at launch (no `visibleAtLaunch`, or `YES`) are shown after every awake.
    func showWindows() {
        for window in plan.windows {
            let position = window.position
            guard let instance = live.slots[position] else { continue }
            guard window.isVisibleAtLaunch else {
                record(
                    LoadEvent(
                        phase: .show, action: .windowShown, outcome: .skipped, objectID: plan.ids[position],
                        className: createdClassName(at: position), detail: "visibleAtLaunch=\"NO\"",
                        location: plan.locations[position]))
                continue
            }
            guard let shown = LoaderCasts.window(instance) else {
                record(
                    LoadEvent(
                        phase: .show, action: .windowShown, outcome: .skipped, objectID: plan.ids[position],
                        className: createdClassName(at: position),
                        detail: "the class cannot be shown (adopt NibWindow)"))
                continue
            }
            shown.showNibWindow()
            shownWindows.append(instance)
            record(
                LoadEvent(
                    phase: .show, action: .windowShown, objectID: plan.ids[position],
                    className: createdClassName(at: position)))
        }
    }

    /// T6: an AppKit window controller or document owner whose `window` outlet is not connected.
    func checkOwner() {
        guard isAppKit, let index = plan.filesOwner else { return }
        let filesOwner = plan.placeholders[index]
        let ownerClass = filesOwner.className
        let isWindowOwner =
            ownerClass.hasSuffix("WindowController") || ownerClass.hasSuffix("Document")
            || owner is NibWindowController
        guard isWindowOwner else { return }
        if !plan.filesOwnerHasWindowOutlet {
            record(
                LoadEvent(
                    phase: .finish, action: .windowOutletUnconnected, outcome: .warning, objectID: filesOwner.id,
                    className: ownerClass,
                    detail:
                        "File's Owner's 'window' outlet is not connected: the nib loads but no window is shown (T6)",
                    location: filesOwner.location))
        }
    }
}
