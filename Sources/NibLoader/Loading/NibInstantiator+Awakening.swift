import NibModel

extension NibInstantiator {
    /// L4: AppKit wakes every object that implements `awakeFromNib`, then the placeholders,
    /// File's Owner last (L4.1, L4.3); UIKit only the objects it created (L4.2).
    func awakeFromNib() {
        for position in created {
            awake(plan.objects[position].id, object: live.slots[position], className: classNames[position])
        }
        guard isAppKit else { return }
        var ownerID: ObjectID?
        for placeholder in plan.placeholders {
            if placeholder.placeholderRole == .filesOwner {
                ownerID = placeholder.id
                continue
            }
            if let object = live[placeholder.id] {
                awake(placeholder.id, object: object, className: placeholder.className)
            }
        }
        if let ownerID, let owner {
            awake(ownerID, object: owner, className: plan.indexByID[ownerID].map { plan.documentObjects[$0].className })
        }
    }

    private func awake(_ id: ObjectID, object: AnyObject?, className: String?) {
        guard let object, let awakable = LoaderCasts.awakable(object) else { return }
        awakable.awakeFromNib()
        record(LoadEvent(phase: .awake, action: .awake, objectID: id, className: className))
    }

    /// L5: windows visible at launch (no `visibleAtLaunch`, or `YES`) are shown after every awake.
    func showWindows() {
        for position in plan.windows {
            let object = plan.documentObjects[position]
            guard let instance = live[object.id] else { continue }
            guard object.isVisibleAtLaunch else {
                record(
                    LoadEvent(
                        phase: .show, action: .windowShown, outcome: .skipped, objectID: object.id,
                        className: createdClassName(object.id), detail: "visibleAtLaunch=\"NO\"",
                        location: object.location))
                continue
            }
            guard let window = LoaderCasts.window(instance) else {
                record(
                    LoadEvent(
                        phase: .show, action: .windowShown, outcome: .skipped, objectID: object.id,
                        className: createdClassName(object.id), detail: "the class cannot be shown (adopt NibWindow)"))
                continue
            }
            window.showNibWindow()
            shownWindows.append(instance)
            record(
                LoadEvent(
                    phase: .show, action: .windowShown, objectID: object.id, className: createdClassName(object.id)))
        }
    }

    /// T6: an AppKit window controller or document owner whose `window` outlet is not connected.
    func checkOwner() {
        guard isAppKit, let filesOwner = plan.filesOwner else { return }
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
