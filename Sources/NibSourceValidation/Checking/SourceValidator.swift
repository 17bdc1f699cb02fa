import NibModel
import NibValidation

/// Checks a document's connections, classes and runtime attributes against the app's Swift sources.
///
/// A rule reports only what it can conclude: when a class is outside the sources and the
/// framework table, or a type is a protocol, it stays silent.
public struct SourceValidator: Sendable {
    /// What the sources declare.
    public var index: SwiftSourceIndex
    /// The rules that run.
    public var rules: RuleSelection
    /// Whether `unknown-class` reports every class the sources and the framework table lack.
    /// By default a class is judged only when the document puts it in one of the given modules
    /// (or in the target's module, with no module layout given): any other may come from a dependency.
    public var strictClasses: Bool

    /// Creates a validator.
    public init(index: SwiftSourceIndex, rules: RuleSelection = .default, strictClasses: Bool = false) {
        self.index = index
        self.rules = rules
        self.strictClasses = strictClasses
    }

    /// Every finding of the enabled source rules for one document, in document order.
    public func validate(_ document: NibDocument) -> [ValidationDiagnostic] {
        let framework = FrameworkClasses.forPlatform(document.platform)
        var findings = Findings(rules: rules)
        for object in document.objects {
            checkClass(object, framework, &findings)
            checkRuntimeAttributes(object, framework, &findings)
        }
        for connection in document.connections {
            switch connection.kind {
            case .outlet(let outlet):
                checkOutlet(
                    connection, property: outlet.property, destination: outlet.destination, collection: false,
                    document, framework, &findings)
            case .outletCollection(let collection):
                checkOutlet(
                    connection, property: collection.property, destination: collection.destination,
                    collection: true, document, framework, &findings)
            case .action(let action):
                checkAction(connection, action, document, framework, &findings)
            case .segue(let segue):
                checkSegueActions(connection, segue, document, framework, &findings)
            default:
                break
            }
        }
        return findings.diagnostics
    }

    /// `unused-outlet` and `unused-action`: the sources' `@IBOutlet`s and `@IBAction`s that none of
    /// the documents connects, at their `.swift` locations.
    public func unusedMembers(in documents: [NibDocument]) -> [ValidationDiagnostic] {
        guard rules.isEnabled(.unusedOutlet) || rules.isEnabled(.unusedAction) else { return [] }
        var usedOutlets: Set<String> = []
        var usedActions: Set<String> = []
        var selectorsSentUpTheChain: Set<String> = []
        for document in documents {
            for connection in document.connections {
                switch connection.kind {
                case .outlet(let outlet):
                    markOutlet(outlet.property, from: connection.source, document, &usedOutlets)
                case .outletCollection(let collection):
                    markOutlet(collection.property, from: connection.source, document, &usedOutlets)
                case .action(let action):
                    guard let target = document.object(withID: action.target) else { continue }
                    if target.placeholderRole == .firstResponder {
                        selectorsSentUpTheChain.insert(action.selector)
                    } else if let className = runtimeClass(of: target) {
                        let lineage = ClassLineage(
                            of: className, module: target.customModule, index: index,
                            framework: .forPlatform(document.platform))
                        if let method = lineage.method(withSelector: action.selector) {
                            usedActions.insert(method.location.description)
                        }
                    }
                case .segue(let segue):
                    if let unwind = segue.unwindAction { selectorsSentUpTheChain.insert(unwind) }
                default:
                    break
                }
            }
        }
        var findings = Findings(rules: rules)
        for swiftClass in index.classes.values.sorted(by: { $0.location.description < $1.location.description }) {
            for outlet in swiftClass.outlets where !usedOutlets.contains(outlet.location.description) {
                findings.add(
                    .unusedOutlet,
                    "@IBOutlet '\(outlet.name)' of '\(swiftClass.name)' is not connected in any document",
                    at: outlet.location)
            }
            for method in swiftClass.methods where method.kind == .action {
                guard !usedActions.contains(method.location.description),
                    !selectorsSentUpTheChain.contains(method.selector)
                else { continue }
                findings.add(
                    .unusedAction,
                    "@IBAction '\(method.selector)' of '\(swiftClass.name)' is not connected in any document",
                    at: method.location)
            }
        }
        return findings.diagnostics.sorted { lhs, rhs in
            (lhs.location.file, lhs.location.line) < (rhs.location.file, rhs.location.line)
        }
    }

    private func markOutlet(
        _ property: String, from source: ObjectID, _ document: NibDocument, _ used: inout Set<String>
    ) {
        guard let object = document.object(withID: source), let className = runtimeClass(of: object) else { return }
        let lineage = ClassLineage(
            of: className, module: object.customModule, index: index, framework: .forPlatform(document.platform))
        if let (outlet, _) = lineage.outlet(named: property) {
            used.insert(outlet.location.description)
        }
    }

    // MARK: - Classes and modules

    private func checkClass(_ object: NibObject, _ framework: FrameworkClasses, _ findings: inout Findings) {
        guard let customClass = object.customClass, !customClass.isEmpty else { return }
        switch object.placeholderRole {
        case .firstResponder, .exit, .storyboardReference: return
        default: break
        }
        let written = object.customModule.flatMap { $0.isEmpty ? nil : $0 }
        let declaredHere = index.swiftClasses(runtimeName: customClass)
        guard let declared = index.swiftClass(runtimeName: customClass, module: written) else {
            if index.swiftClass(named: customClass)?.isDeclared == true || index.objectiveCClasses[customClass] != nil
                || framework.contains(customClass) || FrameworkClasses.isFrameworkClassName(customClass)
            {
                return
            }
            guard strictClasses || isJudged(module: written, provider: object.customModuleProvider) else { return }
            let module = written.map { " (module '\($0)')" } ?? ""
            findings.add(
                .unknownClass,
                "unknown class '\(customClass)'\(module): no class of that name in the sources, and it is not a framework class",
                at: object.location)
            return
        }
        let lineage = ClassLineage(of: customClass, module: declared.module, index: index, framework: framework)
        let declaredNote = ValidationDiagnostic.Note(
            message: "class '\(declared.name)' declared here", location: declared.location)
        if lineage.endsOutsideObjectiveC {
            let root = lineage.sourceClasses.last ?? declared
            let how =
                root.name == declared.name ? "it has no superclass" : "its root class '\(root.name)' has no superclass"
            var notes = [declaredNote]
            if root.name != declared.name {
                notes.append(.init(message: "class '\(root.name)' declared here", location: root.location))
            }
            findings.add(
                .notObjCClass,
                "class '\(customClass)' is not an Objective-C class (\(how)); Interface Builder can only create and connect NSObject subclasses",
                at: object.location, notes: notes)
        }
        // With customModuleProvider="target", ibtool resolves the class in the module of the target
        // that compiles the document, whatever customModule says; which target that is is not known here.
        guard declared.objcName == nil, object.customModuleProvider != "target" else { return }
        let modules = declaredHere.compactMap(\.module)
        guard let module = declared.module, !modules.isEmpty else { return }
        if let written {
            guard !modules.contains(written) else { return }
            let lives =
                modules.count == 1
                ? "module '\(module)'" : "modules \(modules.map { "'\($0)'" }.joined(separator: ", "))"
            findings.add(
                .wrongModule,
                "class '\(customClass)' lives in \(lives), but the document names module '\(written)'",
                at: object.location, notes: [declaredNote])
        } else {
            findings.add(
                .wrongModule,
                "class '\(customClass)' has no module; the Swift class lives in module '\(module)' (set Module, or mark the class @objc(\(customClass)))",
                at: object.location, notes: [declaredNote])
        }
    }

    /// Whether a class missing from the sources can be judged: the document puts it in one of the
    /// given modules, or (with no module layout given) in the target that compiles the document.
    private func isJudged(module: String?, provider: String?) -> Bool {
        if let module, index.modules.contains(module) { return true }
        return provider == "target" && index.modules.isEmpty
    }

    private func checkRuntimeAttributes(_ object: NibObject, _ framework: FrameworkClasses, _ findings: inout Findings)
    {
        guard !object.runtimeAttributes.isEmpty, let className = object.customClass,
            index.swiftClass(runtimeName: className) != nil
        else { return }
        let lineage = ClassLineage(of: className, module: object.customModule, index: index, framework: framework)
        guard lineage.isComplete else { return }
        let frameworkKeys = framework.knownMembers(ofLineage: lineage.names)
        for attribute in object.runtimeAttributes {
            let key = String(attribute.keyPath.prefix { $0 != "." })
            if lineage.property(named: key) != nil || lineage.outlet(named: key) != nil || frameworkKeys.contains(key) {
                continue
            }
            findings.add(
                .unknownRuntimeAttribute,
                "runtime attribute '\(attribute.keyPath)': class '\(className)' has no @IBInspectable or property '\(key)'",
                at: attribute.location)
        }
    }

    // MARK: - Connections

    private func runtimeClass(of object: NibObject) -> String? {
        switch object.placeholderRole {
        case .firstResponder, .exit, .storyboardReference: nil
        default: object.customClass ?? object.className
        }
    }

    private func checkOutlet(
        _ connection: Connection, property: String, destination: ObjectID, collection: Bool, _ document: NibDocument,
        _ framework: FrameworkClasses, _ findings: inout Findings
    ) {
        guard let source = document.object(withID: connection.source), let className = runtimeClass(of: source) else {
            return
        }
        let lineage = ClassLineage(of: className, module: source.customModule, index: index, framework: framework)
        guard lineage.startsInSources else { return }
        guard let (outlet, _) = lineage.outlet(named: property) else {
            guard lineage.isComplete else { return }
            if framework.knownMembers(ofLineage: lineage.names).contains(property) { return }
            let what = collection ? "outlet collection" : "outlet"
            var message = "class '\(className)' has no \(what) '\(property)'"
            var notes: [ValidationDiagnostic.Note] = []
            if let plain = lineage.property(named: property) {
                guard !plain.isObjC else { return }
                message += "; its property '\(property)' is not @IBOutlet or @objc, so key-value coding cannot set it"
                notes.append(.init(message: "property '\(property)' declared here", location: plain.location))
            } else if let declared = lineage.sourceClasses.first {
                notes.append(.init(message: "class '\(declared.name)' declared here", location: declared.location))
            }
            findings.add(.unknownOutlet, message, at: connection.location, notes: notes)
            return
        }
        guard let typeName = outlet.typeName, let target = document.object(withID: destination),
            let targetClass = runtimeClass(of: target)
        else { return }
        let typeModule = lineage.sourceClasses.first?.module
        let declaredType =
            index.swiftClass(named: typeName, module: typeModule).flatMap { $0.isDeclared ? $0.runtimeName : nil }
            ?? index.resolvingAlias(typeName)
        guard !["NSObject", "AnyObject", "Any"].contains(declaredType) else { return }
        // The declared type must be known all the way up, or nothing can be concluded.
        let typeLineage = ClassLineage(of: declaredType, module: typeModule, index: index, framework: framework)
        guard typeLineage.isComplete, !typeLineage.endsOutsideObjectiveC else { return }
        let destinationLineage = ClassLineage(
            of: targetClass, module: target.customModule, index: index, framework: framework)
        var shown = "'\(targetClass)'"
        if destinationLineage.isComplete {
            guard !destinationLineage.names.contains(declaredType) else { return }
        } else {
            // A class from a dependency: Interface Builder only lets a custom class replace the
            // element's class with a subclass of it, so the element's class is an ancestor.
            guard target.placeholderRole == nil, target.customClass != nil else { return }
            let base = StandardClasses.className(forElement: target.element, platform: document.platform)
            let baseLineage = ClassLineage(of: base, index: index, framework: framework)
            guard base != targetClass, baseLineage.isComplete,
                !baseLineage.names.contains(declaredType), !typeLineage.names.contains(base)
            else { return }
            shown += " (a kind of '\(base)')"
        }
        findings.add(
            .outletTypeMismatch,
            "outlet '\(property)' of '\(className)' is declared as '\(outlet.typeText ?? typeName)', but its destination '\(destination)' is a \(shown)",
            at: connection.location,
            notes: [.init(message: "outlet '\(property)' declared here", location: outlet.location)])
    }

    /// A segue's `destinationCreationSelector` (an `@IBSegueAction`) must exist on the view
    /// controller of the segue's scene; an unwind segue's action must exist on some class.
    private func checkSegueActions(
        _ connection: Connection, _ segue: Connection.Segue, _ document: NibDocument, _ framework: FrameworkClasses,
        _ findings: inout Findings
    ) {
        if let selector = connection.element[attribute: "destinationCreationSelector"], !selector.isEmpty,
            let controller = sceneController(of: connection.source, document),
            let className = runtimeClass(of: controller)
        {
            let lineage = ClassLineage(
                of: className, module: controller.customModule, index: index, framework: framework)
            if lineage.startsInSources, lineage.isComplete, lineage.method(withSelector: selector) == nil {
                var notes: [ValidationDiagnostic.Note] = []
                if let declared = lineage.sourceClasses.first {
                    notes.append(.init(message: "class '\(declared.name)' declared here", location: declared.location))
                }
                findings.add(
                    .unknownAction,
                    "class '\(className)' has no @IBSegueAction method '\(selector)' for this segue",
                    at: connection.location, notes: notes)
            }
        }
        if let unwind = segue.unwindAction, !unwind.isEmpty, !isDeclaredAnywhere(unwind, framework) {
            findings.add(
                .unknownAction,
                "unwind action '\(unwind)' is not a method of any class in the sources; the unwind segue cannot find a destination",
                at: connection.location)
        }
    }

    /// The top-most object above `id`: in a storyboard, the scene's view controller.
    private func sceneController(of id: ObjectID, _ document: NibDocument) -> NibObject? {
        var current = document.object(withID: id)
        var steps = 0
        while let object = current, let parent = object.parent, let next = document.object(withID: parent),
            steps < 10_000
        {
            current = next
            steps += 1
        }
        return current
    }

    /// Whether some class of the sources (Swift or Objective-C) or of the framework table has a
    /// method with that selector.
    private func isDeclaredAnywhere(_ selector: String, _ framework: FrameworkClasses) -> Bool {
        index.selectors.contains(selector) || index.objectiveCActions.contains(selector)
            || framework.allActions.contains(selector)
    }

    private func checkAction(
        _ connection: Connection, _ action: Connection.Action, _ document: NibDocument, _ framework: FrameworkClasses,
        _ findings: inout Findings
    ) {
        guard let target = document.object(withID: action.target) else { return }
        if target.placeholderRole == .firstResponder {
            // M1: First Responder is whatever object is first in the responder chain when the action
            // is sent, so some class of the app or of the framework must implement the method.
            guard !isDeclaredAnywhere(action.selector, framework) else { return }
            findings.add(
                .unknownFirstResponderAction,
                "action '\(action.selector)' is sent to First Responder, but no class in the sources or the framework's responder chain has a method with that selector",
                at: connection.location)
            return
        }
        guard let className = runtimeClass(of: target) else { return }
        let lineage = ClassLineage(of: className, module: target.customModule, index: index, framework: framework)
        guard lineage.startsInSources, lineage.isComplete, lineage.method(withSelector: action.selector) == nil else {
            return
        }
        if framework.actions(ofLineage: lineage.names).contains(action.selector) { return }
        var notes: [ValidationDiagnostic.Note] = []
        if let declared = lineage.sourceClasses.first {
            notes.append(.init(message: "class '\(declared.name)' declared here", location: declared.location))
        }
        findings.add(
            .unknownAction,
            "class '\(className)' has no action method '\(action.selector)' (no @IBAction or @objc method with that selector)",
            at: connection.location, notes: notes)
    }
}
