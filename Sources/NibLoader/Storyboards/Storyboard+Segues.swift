import NibModel

extension Storyboard {
    /// How a segue was started.
    enum Trigger {
        /// `performSegue(withIdentifier:sender:)` from code (S12.2).
        case code
        /// The source object's action (S5, S12).
        case source(ObjectID)
    }

    /// `performSegue(withIdentifier:sender:)` (S12.2): a segue of the controller's scene with
    /// the identifier, else S35.
    func performSegue(
        withIdentifier identifier: String, from controller: StoryboardController, sender: AnyObject?
    )
        throws(StoryboardError) -> StoryboardSegue?
    {
        guard
            let segue = controller.storyboard.segues(inScene: controller.scene.id).first(where: {
                $0.identifier == identifier
            })
        else {
            throw StoryboardError(
                .missingSegue(identifier, controller: "<\(controller.className): \(controller.id)>"),
                at: controller.scene.location, objectID: controller.id, trace: trace)
        }
        return try run(segue, from: controller, sender: sender, trigger: .code)
    }

    /// Fires the segue whose source is `sourceID` in the controller's scene (S12): a control,
    /// bar item, gesture recognizer, cell or menu item.
    func fire(sourceID: ObjectID, in controller: StoryboardController) throws(StoryboardError) -> StoryboardSegue? {
        guard let segue = segues(from: sourceID).first(where: \.isTriggered) else {
            throw StoryboardError(
                .noSegueFromObject(sourceID), at: location(of: sourceID), objectID: sourceID, trace: trace)
        }
        return try fire(segue, in: controller)
    }

    /// Fires one segue from its source object, or from code when the controller is its source.
    func fire(
        _ segue: StoryboardSegueInfo, in controller: StoryboardController
    ) throws(StoryboardError)
        -> StoryboardSegue?
    {
        if segue.sourceID == controller.id {
            return try run(segue, from: controller, sender: nil, trigger: .code)
        }
        if controller.object(withID: segue.sourceID) == nil { try loadView(of: controller) }
        let sender = controller.object(withID: segue.sourceID)
        return try run(segue, from: controller, sender: sender, trigger: .source(segue.sourceID))
    }

    /// S12's order: shouldPerform, destination, segue object, prepare, perform.
    func run(
        _ segue: StoryboardSegueInfo, from source: StoryboardController, sender: AnyObject?, trigger: Trigger
    ) throws(StoryboardError) -> StoryboardSegue? {
        let uiKit = platform.usesUIKitSemantics
        let sceneID = source.scene.id
        func event(
            _ step: StoryboardEvent.Step, _ rule: String, _ detail: String, outcome: LoadEvent.Outcome = .done,
            objectID: ObjectID? = nil, className: String? = nil
        ) {
            session.record(
                StoryboardEvent(
                    step, rule: rule, outcome: outcome, sceneID: sceneID, objectID: objectID, segueID: segue.id,
                    className: className, name: segue.identifier, detail: detail, location: segue.location))
        }
        guard segue.isTriggered else {
            throw StoryboardError(
                .notTriggered(kind: segue.kind, identifier: segue.identifier), at: segue.location, objectID: segue.id,
                trace: trace)
        }
        switch trigger {
        case .code: event(.segueTriggered, "S12.2", "\(segue.title) from code on \(source.className)")
        case .source(let id):
            event(
                .segueTriggered, "S12", "\(segue.title) fired by its source \(id)", objectID: id,
                className: (sender as? NibStandIn)?.className ?? sender.map { String(describing: type(of: $0)) })
        }
        if segue.kind == "unwind" { return try unwind(segue, from: source, sender: sender, trigger: trigger) }

        // 1. shouldPerformSegue (S12.1), not for performSegue from code on UIKit (S12.2).
        let handler = source.object as? StoryboardSegueHandling
        if case .code = trigger, uiKit {
            event(
                .shouldPerform, "S12.2", "not asked: performSegue from code skips shouldPerformSegue", outcome: .skipped
            )
        } else if let handler {
            let answer = handler.shouldPerformSegue(withIdentifier: segue.identifier ?? "", sender: sender)
            if !answer {
                event(
                    .shouldPerform, "S37", "shouldPerformSegue answered no: the segue ends silently", outcome: .skipped,
                    className: source.className)
                return nil
            }
            event(
                .shouldPerform, uiKit ? "S12.1" : "S12.1", "shouldPerformSegue answered yes",
                className: source.className)
        } else {
            event(
                .shouldPerform, "S12.1", "default: yes (the class does not implement it)", className: source.className)
        }

        // 2. The destination (S11, S20, S26).
        let destination = try makeDestination(segue, source: source, sender: sender)
        event(
            .destinationCreated, "S11", "new \(destination.className) from scene \(destination.scene.id)",
            objectID: destination.id, className: destination.className)

        // 3. The segue object (S12.3, S13).
        let className = segueClassName(segue)
        let made = StoryboardSegue(info: segue, className: className, source: source, destination: destination)
        event(
            .segueCreated, segue.customClass == nil ? "S12.3" : "S13",
            "\(className)(identifier: \(segue.identifier.map { "'\($0)'" } ?? "nil"), source: \(source.id), destination: \(destination.id))",
            className: className)

        // 4. prepare(for:sender:) (S12.4).
        handler?.prepare(for: made, sender: sender)
        event(
            .prepare, "S12.4",
            handler == nil ? "default: nothing (the class does not implement it)" : "prepare(for:sender:)",
            className: source.className)

        // 5. perform (S12.5, S13–S18).
        try perform(made, source: source, destination: destination, sender: sender)
        return made
    }

    /// The class of a segue's object: its custom class, else the framework's class for its kind.
    func segueClassName(_ segue: StoryboardSegueInfo) -> String {
        if let custom = segue.customClass { return custom }
        // WatchKit makes no segue object: it asks the source for the destination's context (S39).
        if platform == .watchOS { return "WatchKitSegue" }
        if platform.usesUIKitSemantics {
            switch segue.kind {
            case "popover", "popoverPresentation": return "UIStoryboardPopoverSegue"
            case "unwind": return "UIStoryboardUnwindSegue"
            case "embed": return "UIStoryboardEmbedSegue"
            default: return "UIStoryboardSegue"
            }
        }
        return "NSStoryboardSegue"
    }

    /// The destination of a triggered segue: through the segue action (S20), a reference (S26) or
    /// a new instantiation of its scene (S11).
    private func makeDestination(
        _ segue: StoryboardSegueInfo, source: StoryboardController, sender: AnyObject?
    )
        throws(StoryboardError) -> StoryboardController
    {
        guard let scene = scene(controllerID: segue.destinationID) else {
            throw StoryboardError(
                .load(.unknownObject(segue.destinationID)), at: segue.location, objectID: segue.id, trace: trace)
        }
        guard let selector = segue.destinationCreationSelector else {
            return try instantiate(scene, rule: "S11")
        }
        guard let actions = source.object as? StoryboardSegueActions else {
            session.record(
                StoryboardEvent(
                    .creator, rule: "S20", outcome: .warning, sceneID: source.scene.id, objectID: source.id,
                    segueID: segue.id, className: source.className, name: selector,
                    detail: "the source does not adopt StoryboardSegueActions: plain init(coder:)",
                    location: segue.location))
            return try instantiate(scene, rule: "S11")
        }
        var called = false
        var result: AnyObject?
        let controller = try instantiate(scene, rule: "S20") { coder in
            called = true
            result = try actions.segueAction(selector, coder: coder, sender: sender, identifier: segue.identifier)
            return result
        }
        session.record(
            StoryboardEvent(
                .creator, rule: "S20", sceneID: source.scene.id, objectID: controller.id, segueID: segue.id,
                className: source.className, name: selector,
                detail: !called
                    ? "the segue action was not reached"
                    : result == nil
                        ? "the segue action returned nil: plain init(coder:)"
                        : "the segue action built the destination",
                location: segue.location))
        return controller
    }

    /// `perform()`: what each kind does (S13–S18).
    private func perform(
        _ segue: StoryboardSegue, source: StoryboardController, destination: StoryboardController, sender: AnyObject?
    ) throws(StoryboardError) {
        let info = segue.info
        let uiKit = platform.usesUIKitSemantics
        func done(_ rule: String, _ detail: String, _ outcome: LoadEvent.Outcome = .done) {
            session.record(
                StoryboardEvent(
                    .perform, rule: rule, outcome: outcome, sceneID: source.scene.id, objectID: destination.id,
                    segueID: info.id, className: destination.className, name: info.identifier, detail: detail,
                    location: info.location))
        }
        if let custom = info.customClass {
            if let performer = options.customSegues[custom] {
                performer(segue)
                destination.placement = .custom(custom)
                done("S13", "\(custom).perform() ran; it installs the destination itself")
            } else {
                done("S13", "\(custom) is not registered (StoryboardOptions.customSegues): nothing installed", .warning)
            }
            return
        }
        if info.kind == "custom" {
            throw StoryboardError(
                .cannotPerform(identifier: info.identifier), at: info.location, objectID: info.id, trace: trace)
        }
        if platform == .watchOS {
            switch info.kind {
            case "push":
                attach(destination, to: source, as: .pushed)
                done("S39", "pushController(withName:context:): pushed above \(source.className) \(source.id)")
            default:
                let presenter = present(destination, from: source, style: "modal")
                done(
                    "S39",
                    "presentController(withName:context:): presented modally by \(presenter.className) \(presenter.id)")
            }
            return
        }
        if uiKit {
            switch info.kind {
            case "show", "push":
                if let navigation = source.navigationController {
                    push(destination, onto: navigation)
                    done(
                        "S14",
                        "pushed onto \(navigation.className) \(navigation.id) (stack depth \(navigation.children.count))"
                    )
                } else {
                    let presenter = present(destination, from: source, style: "automatic")
                    done("S14", "no navigation controller: presented modally by \(presenter.className) \(presenter.id)")
                }
            case "showDetail", "replace":
                if let split = source.splitController, options.horizontalSizeClass == .regular {
                    replaceDetail(of: split, with: destination)
                    done("S15", "replaced the secondary child of \(split.className) \(split.id)")
                } else if options.horizontalSizeClass == .compact, let navigation = source.navigationController {
                    push(destination, onto: navigation)
                    done("S15", "compact width: shown as show, pushed onto \(navigation.className) \(navigation.id)")
                } else {
                    let presenter = present(destination, from: source, style: "automatic")
                    done("S15", "no split view controller: presented modally by \(presenter.className) \(presenter.id)")
                }
            case "popoverPresentation", "popover":
                if options.horizontalSizeClass == .regular {
                    let presenter = present(destination, from: source, style: "popover")
                    destination.placement = .popover
                    done(
                        "S17",
                        "popover presented by \(presenter.className) \(presenter.id)"
                            + (info.anchorViewID.map { ", anchored at \($0)" } ?? ""))
                } else {
                    let presenter = present(destination, from: source, style: "fullScreen")
                    done("S17", "compact width: presented full screen by \(presenter.className) \(presenter.id)")
                }
            default:
                let style = info.modalPresentationStyle ?? "automatic"
                let presenter = present(destination, from: source, style: style)
                done(
                    "S16",
                    "presented modally (\(style)\(info.modalTransitionStyle.map { ", transition \($0)" } ?? "")) by \(presenter.className) \(presenter.id)"
                )
            }
            return
        }
        switch info.kind {
        case "sheet":
            attach(destination, to: source, as: .sheet)
            done("S18", "presentAsSheet: \(destination.className) is the content of a sheet on \(source.className)")
        case "modal":
            attach(destination, to: source, as: .modalWindow)
            done("S18", "presentAsModalWindow: \(destination.className) is the content of a modal window")
        case "popover":
            guard info.anchorViewID != nil || sender != nil else {
                throw StoryboardError(
                    .presentationFailed(
                        "a popover needs a positioning view: the segue has no anchor and no sender (S38)"),
                    at: info.location, objectID: info.id, trace: trace)
            }
            attach(destination, to: source, as: .popover)
            done(
                "S18",
                "present(_:asPopoverRelativeTo:): popover anchored at \(info.anchorViewID?.rawValue ?? "the sender")")
        default:
            if destination.kind == .window {
                session.install(destination, rule: "S18")
                destination.placement = .shown
                done("S18", "unspecified: shown (the window controller's window is shown)")
            } else {
                attach(destination, to: source, as: .shown)
                done("S18", "unspecified: shown")
            }
        }
    }

    private func push(_ destination: StoryboardController, onto navigation: StoryboardController) {
        destination.parent = navigation
        destination.placement = .pushed
        navigation.children.append(destination)
        (navigation.object as? StoryboardControllerStandIn)?.childControllers.append(destination.object)
    }

    private func replaceDetail(of split: StoryboardController, with destination: StoryboardController) {
        destination.parent = split
        destination.placement = .detail
        if split.children.count >= 2 {
            split.children[1].parent = nil
            split.children[1] = destination
        } else {
            split.children.append(destination)
        }
        (split.object as? StoryboardControllerStandIn)?.childControllers = split.children.map(\.object)
    }

    /// UIKit: the controller that defines the presentation context presents (S16): the source's
    /// root container, or what it already presents, on top.
    private func present(
        _ destination: StoryboardController, from source: StoryboardController, style: String
    )
        -> StoryboardController
    {
        var presenter = source
        while let parent = presenter.parent { presenter = parent }
        while let presented = presenter.presented { presenter = presented }
        attach(destination, to: presenter, as: .presented(style: style))
        return presenter
    }

    private func attach(
        _ destination: StoryboardController, to presenter: StoryboardController,
        as placement: StoryboardController.Placement
    ) {
        presenter.presented = destination
        destination.presenting = presenter
        destination.placement = placement
        (presenter.object as? StoryboardControllerStandIn)?.presentedController = destination.object
    }
}
