import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The steps of one load as it recorded them (``TraceRecord``), with what turns them into
/// ``LoadEvent`` values: the plan, the platform and the classes the load resolved.
///
/// The events are built once, the first time they are read, under a lock: a trace is a
/// `Sendable` value and may be read from several threads.
final class RecordedTrace: @unchecked Sendable {
    let plan: NibPlan
    let platform: Platform
    let records: [TraceRecord]
    /// Text that only the load knew (the class of an object the caller supplied).
    let strings: [String]
    /// The steps recorded as whole events (``TraceRecord/Kind/event``).
    let extraEvents: [LoadEvent]
    /// Per class slot, how the load created its objects (`nil` for a slot not resolved).
    let classes: [ClassResolution?]
    /// Per placeholder (``NibPlan/placeholders``): the class of the object bound to it, or `nil`.
    let placeholderClasses: [LiveClass?]

    /// The class of a live object, read when the trace is built.
    enum LiveClass {
        /// A stand-in's ``NibStandIn/className``.
        case standIn(String)
        /// Any other object's Swift type.
        case type(Any.Type)

        init(_ object: AnyObject) {
            if let standIn = object as? NibStandIn {
                self = .standIn(standIn.className)
            } else {
                self = .type(Swift.type(of: object))
            }
        }

        var name: String {
            switch self {
            case .standIn(let name): name
            case .type(let type): "\(type)"
            }
        }
    }

    private let lock = Lock()
    /// Guarded by ``lock``.
    private var built: [LoadEvent]?

    init(
        plan: NibPlan, platform: Platform, records: [TraceRecord], strings: [String], extraEvents: [LoadEvent],
        classes: [ClassResolution?], placeholderClasses: [LiveClass?]
    ) {
        self.placeholderClasses = placeholderClasses
        self.plan = plan
        self.platform = platform
        self.records = records
        self.strings = strings
        self.extraEvents = extraEvents
        self.classes = classes
    }

    /// The number of steps.
    var count: Int { records.count }

    /// The steps as events.
    var events: [LoadEvent] {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let events = records.map(event)
        built = events
        return events
    }

    private var isAppKit: Bool { !platform.usesUIKitSemantics }

    /// The class an object was created as.
    private func createdClass(_ position: Int) -> ClassResolution? {
        classes[plan.classSlots[position]]
    }

    /// The top-level objects and the classes they were created as.
    var topLevelObjects: [LoadTrace.TopLevelObject] {
        plan.topLevel.compactMap { position in
            position.map { LoadTrace.TopLevelObject(id: plan.ids[$0], className: createdClass($0)?.className) }
        }
    }

    /// The class of the live object at a connection's destination.
    private func destinationClassName(_ connection: NibPlan.ConnectionPlan) -> String? {
        guard let position = connection.destination else { return nil }
        if let slot = plan.createdSlot(at: position) { return classes[slot]?.className }
        return plan.placeholderIndices[position].flatMap { placeholderClasses[$0]?.name }
    }

    /// The class a connection's source was created as, or `nil` when it was not created.
    private func sourceClassName(_ connection: NibPlan.ConnectionPlan) -> String? {
        plan.createdSlot(at: connection.source).flatMap { classes[$0]?.className }
    }

    private func event(_ record: TraceRecord) -> LoadEvent {
        switch record.kind {
        case .event:
            return extraEvents[record.index]
        case .created:
            let resolved = createdClass(record.index)
            return LoadEvent(
                phase: .instantiate, action: .created, objectID: plan.ids[record.index],
                className: resolved?.className,
                detail: resolved?.detail(window: plan.objects[record.index].windowTemplate),
                location: plan.locations[record.index])
        case .unknownClass:
            let resolved = createdClass(record.index)
            return LoadEvent(
                phase: .instantiate, action: .unknownClass, outcome: .warning, objectID: plan.ids[record.index],
                className: resolved?.unknownCustomClass, detail: resolved?.unknownClassDetail,
                location: plan.locations[record.index])
        case .placeholderBound:
            return placeholderBound(plan.placeholders[record.index], supplied: record.flag == 1)
        case .awake:
            return LoadEvent(
                phase: .awake, action: .awake, objectID: plan.ids[record.index],
                className: createdClass(record.index)?.className)
        case .awakePlaceholder:
            let placeholder = plan.placeholders[record.index]
            return LoadEvent(phase: .awake, action: .awake, objectID: placeholder.id, className: placeholder.className)
        case .outlet, .outletCollection:
            let connection = plan.connections[record.index]
            let key: String
            switch connection.kind {
            case .outlet(let property), .outletCollection(let property): key = property
            default: key = connection.label ?? ""
            }
            let access = record.flag == 0 ? NibKeyAccess.setter : .instanceVariable
            return LoadEvent(
                phase: .connect, action: record.kind == .outlet ? .outlet : .outletCollection,
                objectID: connection.sourceID,
                className: record.string >= 0 ? strings[record.string] : sourceClassName(connection), name: key,
                destinationID: connection.destinationID, destinationClassName: destinationClassName(connection),
                detail: record.count >= 0 ? access.rawValue + " (\(record.count) objects)" : access.rawValue,
                location: connection.location)
        case .action:
            let connection = plan.connections[record.index]
            guard case .action(let action) = connection.kind else { preconditionFailure("not an action") }
            let targetText = record.flag == 1 ? "nil target (First Responder)" : "target"
            return LoadEvent(
                phase: .connect, action: .action, objectID: connection.sourceID,
                className: sourceClassName(connection), name: action.selector,
                destinationID: connection.destinationID, destinationClassName: destinationClassName(connection),
                detail: isAppKit
                    ? "setTarget/setAction, \(targetText)"
                    : "addTarget for \(action.eventType ?? "default events"), \(targetText)",
                location: connection.location)
        case .actionNotAnswered:
            let connection = plan.connections[record.index]
            let targetClass = destinationClassName(connection)
            guard case .action(let action) = connection.kind else { preconditionFailure("not an action") }
            return LoadEvent(
                phase: .connect, action: .action, outcome: .skipped, objectID: connection.sourceID,
                className: sourceClassName(connection), name: connection.label,
                destinationID: connection.destinationID, destinationClassName: targetClass,
                detail:
                    "the target (\(targetClass ?? "?")) does not respond to \(action.selector), so no connection is made (L3.4)",
                location: connection.location)
        case .binding:
            let connection = plan.connections[record.index]
            guard case .binding(let binding) = connection.kind else { preconditionFailure("not a binding") }
            return LoadEvent(
                phase: .connect, action: .binding, objectID: connection.sourceID,
                className: sourceClassName(connection), name: binding.name,
                destinationID: connection.destinationID, destinationClassName: destinationClassName(connection),
                detail: "bind to \(binding.keyPath)",
                location: connection.location)
        }
    }

    private func placeholderBound(_ placeholder: NibPlan.PlaceholderPlan, supplied: Bool) -> LoadEvent {
        let id = placeholder.id
        switch placeholder.role {
        case .filesOwner:
            return supplied
                ? LoadEvent(
                    phase: .placeholders, action: .placeholderBound, objectID: id, className: placeholder.className,
                    name: "File's Owner", detail: "the caller's owner")
                : LoadEvent(
                    phase: .placeholders, action: .placeholderBound, outcome: .skipped, objectID: id,
                    name: "File's Owner", detail: "no owner given: its connections are skipped")
        case .firstResponder:
            return LoadEvent(
                phase: .placeholders, action: .placeholderBound, objectID: id, name: "First Responder",
                detail: "nil target: the responder chain")
        case .application:
            return LoadEvent(
                phase: .placeholders, action: .placeholderBound, objectID: id, name: "Application",
                detail: supplied ? "the application object" : "application stand-in")
        case .custom(let name):
            return LoadEvent(
                phase: .placeholders, action: .placeholderBound, objectID: id, name: name, detail: "external object")
        case .exit, .storyboardReference, nil:
            return LoadEvent(
                phase: .placeholders, action: .placeholderBound, outcome: .skipped, objectID: id,
                name: placeholder.role?.name, detail: "resolved when a segue runs, not at load")
        }
    }
}
