import NibModel

extension Storyboard {
    /// An unwind segue (S21–S24): find the destination among the live controllers (S23), prepare
    /// on the source, call the unwind action on the destination, then dismiss and unwind the
    /// containers on the way (S24). Finding none does nothing (S37).
    func unwind(
        _ segue: StoryboardSegueInfo, from source: StoryboardController, sender: AnyObject?, trigger: Trigger
    )
        throws(StoryboardError) -> StoryboardSegue?
    {
        let sceneID = source.scene.id
        func event(
            _ step: StoryboardEvent.Step, _ rule: String, _ detail: String, outcome: LoadEvent.Outcome = .done,
            controller: StoryboardController? = nil
        ) {
            session.record(
                StoryboardEvent(
                    step, rule: rule, outcome: outcome, sceneID: controller?.scene.id ?? sceneID,
                    objectID: controller?.id, segueID: segue.id, className: controller?.className,
                    name: segue.unwindAction ?? segue.identifier, detail: detail, location: segue.location))
        }
        guard let action = segue.unwindAction else {
            event(.unwindFailed, "S21", "the unwind segue has no unwindAction: nothing happens", outcome: .warning)
            return nil
        }
        event(
            .unwindSearch, "S23",
            "UIStoryboardUnwindSegueSource(source: \(source.id), action: \(action)); shouldPerformSegue not asked (S22: unspecified)"
        )

        // (1) The search (S23).
        var from = source
        var candidate = Self.nextCandidate(after: source)
        var found: (destination: StoryboardController, level: StoryboardController)?
        search: while let level = candidate {
            var allowed = level.children.filter { !Self.contains($0, from) }
            if level.kind == .navigation { allowed.reverse() }
            for child in allowed {
                if ask(child, action: action, source: source, sender: sender, event: event) {
                    found = (child, level)
                    break search
                }
            }
            if ask(level, action: action, source: source, sender: sender, event: event) {
                found = (level, level)
                break
            }
            from = level
            candidate = Self.nextCandidate(after: level)
        }
        guard let (destination, level) = found else {
            event(.unwindFailed, "S37", "no controller answers \(action): the unwind fails silently", outcome: .skipped)
            return nil
        }

        // (2) prepare on the source, (3) the unwind action on the destination (S22).
        let made = StoryboardSegue(
            info: segue, className: segueClassName(segue), source: source, destination: destination)
        (source.object as? StoryboardSegueHandling)?.prepare(for: made, sender: sender)
        event(
            .prepare, "S22",
            source.object is StoryboardSegueHandling ? "prepare(for:sender:) on the source" : "default: nothing",
            controller: source)
        if let target = destination.object as? NibActionTarget {
            target.performNibAction(action, sender: made)
        }
        event(.unwindAction, "S22", "\(action) called with the segue", controller: destination)

        // (4) The transition (S24).
        var node = source
        while node !== level, let next = Self.nextCandidate(after: node) {
            if node.presenting === next {
                next.presented = nil
                node.presenting = nil
                (next.object as? StoryboardControllerStandIn)?.presentedController = nil
                event(.unwindTransition, "S24", "dismissed by \(next.className) \(next.id)", controller: node)
            } else if next !== level, next.kind != .plain {
                (next.object as? StoryboardUnwinding)?.unwind(for: made, towards: destination.object)
                event(
                    .unwindTransition, "S24", "unspecified order: unwind(for:towards:) on a container along the path",
                    controller: next)
            }
            node = next
        }
        if level.presented != nil, destination === level || Self.contains(destination, level) {
            level.presented?.presenting = nil
            level.presented = nil
            event(.unwindTransition, "S24", "what \(level.className) presented is dismissed", controller: level)
        }
        if destination !== level, let index = level.children.firstIndex(where: { $0 === destination }) {
            (level.object as? StoryboardUnwinding)?.unwind(for: made, towards: destination.object)
            switch level.kind {
            case .navigation:
                let popped = level.children.count - index - 1
                level.children.removeSubrange((index + 1)...)
                (level.object as? StoryboardControllerStandIn)?.childControllers = level.children.map(\.object)
                event(
                    .unwindTransition, "S24", "unwind(for:towards:): popped \(popped) controllers to \(destination.id)",
                    controller: level)
            case .tabs:
                level.selectedIndex = index
                event(.unwindTransition, "S24", "unwind(for:towards:): tab \(index) selected", controller: level)
            default:
                event(.unwindTransition, "S24", "unwind(for:towards:): shows \(destination.id)", controller: level)
            }
        }
        return made
    }

    /// Asks one candidate (S23): its own answer when it adopts ``StoryboardUnwinding``, else
    /// the default, "implements the action and is not the source".
    private func ask(
        _ candidate: StoryboardController, action: String, source: StoryboardController, sender: AnyObject?,
        event: (StoryboardEvent.Step, String, String, LoadEvent.Outcome, StoryboardController?) -> Void
    ) -> Bool {
        let answer: Bool
        if let unwinding = candidate.object as? StoryboardUnwinding {
            answer = unwinding.canPerformUnwindSegueAction(action, from: source.object, sender: sender)
        } else {
            answer =
                candidate !== source && (candidate.object as? NibActionTarget)?.respondsToNibAction(action) == true
        }
        event(
            .unwindCandidate, "S23", "canPerformUnwindSegueAction(\(action)) → \(answer ? "yes" : "no")",
            answer ? .done : .skipped, candidate)
        return answer
    }

    /// The presenter of a presented controller, else the parent (S23).
    static func nextCandidate(after controller: StoryboardController) -> StoryboardController? {
        controller.presenting ?? controller.parent
    }

    /// Whether `node` is `descendant` or one of its containers (`childContaining(_:)`).
    static func contains(_ node: StoryboardController, _ descendant: StoryboardController) -> Bool {
        var current: StoryboardController? = descendant
        while let each = current {
            if each === node { return true }
            current = each.parent
        }
        return false
    }
}
