import NibModel

/// A segue as a compiled storyboard keeps it: a template object the runtime turns into a segue
/// when it fires (`UIStoryboardShowSegueTemplate`, `NSStoryboardModalWindowSegueTemplate`…),
/// naming its identifier and its destination controller's nib.
struct SegueTemplate {
    /// The template's class.
    var className: String
    /// Its keys, strings and integers, in the order ibtool writes them.
    var entries: [(key: String, value: Value)]
    /// The segue's source and destination document ids.
    var source: String
    var destination: String
    /// The segue element, for errors.
    var element: NibElement

    enum Value {
        case string(String)
        case integer(Int64)
        case boolean(Bool)
    }

    /// The template of a non-relationship segue, or `nil` for a relationship (embedded by the
    /// parent's nib instead).
    ///
    /// UIKit (from Apple's compiled storyboards and WinObjC's reader): `show` and `showDetail` are
    /// `UIStoryboardShowSegueTemplate` with the `UIActionName` UIKit sends;
    /// `presentation`, `popoverPresentation`, `push`, `modal`, `replace`, `popover`, `embed`,
    /// `unwind` have a class each; `custom` is `UIStoryboardSegueTemplate` with `UISegueClassName`.
    /// AppKit's templates are the `NSStoryboard…SegueTemplate` counterparts with `NS` keys.
    static func make(
        _ connection: Connection, segue: Connection.Segue, platform: Platform, destinationIdentifier: String?,
        module: String?, in document: NibDocument
    ) throws(CompileError) -> SegueTemplate? {
        let kind = segue.kind ?? "custom"
        guard kind != "relationship" else { return nil }
        // A segue names a controller or reference of the storyboard, or (unwinding) an exit.
        if destinationIdentifier == nil, kind != "unwind", document.object(withID: segue.destination) == nil {
            throw CompileError(.danglingReference(segue.destination.rawValue), at: connection.location)
        }
        let isUIKit = platform == .uiKit
        let prefix = isUIKit ? "UI" : "NS"
        var entries: [(key: String, value: Value)] = []
        if let identifier = segue.identifier { entries.append((prefix + "Identifier", .string(identifier))) }
        if let destinationIdentifier {
            entries.append(
                (
                    isUIKit ? "UIDestinationViewControllerIdentifier" : "NSDestinationControllerIdentifier",
                    .string(destinationIdentifier)
                ))
        }
        let className: String
        switch (isUIKit, kind) {
        case (true, "show"):
            className = "UIStoryboardShowSegueTemplate"
            entries.append(("UIActionName", .string("showViewController:sender:")))
        case (true, "showDetail"):
            className = "UIStoryboardShowSegueTemplate"
            entries.append(("UIActionName", .string("showDetailViewController:sender:")))
        case (true, "presentation"): className = "UIStoryboardPresentationSegueTemplate"
        case (true, "popoverPresentation"): className = "UIStoryboardPopoverPresentationSegueTemplate"
        case (true, "push"):
            className = "UIStoryboardPushSegueTemplate"
            entries += [("UIDestinationContainmentContext", .integer(0)), ("UISplitViewControllerIndex", .integer(0))]
        case (true, "modal"): className = "UIStoryboardModalSegueTemplate"
        case (true, "replace"): className = "UIStoryboardReplaceSegueTemplate"
        case (true, "popover"): className = "UIStoryboardPopoverSegueTemplate"
        case (true, "embed"): className = "UIStoryboardEmbedSegueTemplate"
        case (true, "unwind"): className = "UIStoryboardUnwindSegueTemplate"
        case (false, "show"): className = "NSStoryboardShowSegueTemplate"
        case (false, "modal"): className = "NSStoryboardModalWindowSegueTemplate"
        case (false, "sheet"): className = "NSStoryboardSheetSegueTemplate"
        case (false, "popover"): className = "NSStoryboardPopoverSegueTemplate"
        case (false, "embed"):
            // Performed when the source's view loads: inferred key, after UIKit's
            // `UIPerformOnViewLoad` (`NSStoryboardSegueTemplate.performOnViewLoad`).
            className = "NSStoryboardEmbedSegueTemplate"
            entries.append(("NSPerformOnViewLoad", .boolean(true)))
        case (_, "custom"): className = prefix + "StoryboardSegueTemplate"
        default:
            throw CompileError(
                .unsupportedValue(element: "segue", attribute: "kind", value: kind),
                at: connection.location)
        }
        if kind == "unwind", let action = segue.unwindAction {
            entries.append((isUIKit ? "UIActionName" : "NSActionName", .string(action)))
        }
        if let segueClass = segue.customClass {
            let name = mangled(
                segueClass, module: segue.customModule ?? (segue.customModuleProvider == "target" ? module : nil))
            entries.append((prefix + "SegueClassName", .string(name)))
        }
        return SegueTemplate(
            className: className, entries: entries, source: connection.source.rawValue,
            destination: segue.destination.rawValue, element: connection.element)
    }

    /// A Swift class's runtime name, or an Objective-C class's own.
    static func mangled(_ className: String, module: String?) -> String {
        guard let module else { return className }
        let parts = className.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { return className }
        let prefix = "_TtC" + String(repeating: "C", count: parts.count - 1)
        return prefix + ([module] + parts).map { "\($0.utf8.count)\($0)" }.joined()
    }

    /// Adds the template to `builder`.
    func archive(into builder: inout ArchiveGraph.Builder) -> ArchiveGraph.ObjectID {
        var archived: [ArchiveGraph.Entry] = []
        for entry in entries {
            switch entry.value {
            case .string(let text): archived.append(.init(entry.key, .reference(builder.string(text))))
            case .integer(let number): archived.append(.init(entry.key, .integer(number)))
            case .boolean(let flag): archived.append(.init(entry.key, .boolean(flag)))
            }
        }
        return builder.add(className, archived)
    }
}
