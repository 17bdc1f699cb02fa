import NibModel

extension NibInstantiator {
    /// The initializer rules L2.1–L2.4.
    enum Initializer: String {
        case coder = "init(nibCoder:)"
        case frame = "init(frame:)"
        case plain = "init()"
    }

    /// How every object of one class-resolution slot is created (one per distinct element,
    /// custom class and module; see ``NibPlan``).
    final class ResolvedClass {
        let factory: ClassRegistry.Factory
        let className: String
        let initializer: Initializer
        /// The `created` event's detail.
        let detail: String
        /// The unknown-class warning's class and detail, when the standard class stands in.
        let unknownClass: (custom: String, detail: String)?
        /// ``NibStandIn/standardActions(for:)`` of ``className``.
        let standardActions: Set<String>

        init(
            factory: ClassRegistry.Factory, className: String, initializer: Initializer, detail: String,
            unknownClass: (custom: String, detail: String)?, standardActions: Set<String>
        ) {
            self.factory = factory
            self.className = className
            self.initializer = initializer
            self.detail = detail
            self.unknownClass = unknownClass
            self.standardActions = standardActions
        }
    }

    /// L2: every object that is not a placeholder, children before their parent (a coder
    /// finds its descendants), top-level objects in document order.
    func instantiateObjects() throws(NibLoadingError) {
        for position in plan.order {
            try instantiate(at: position)
        }
    }

    private func instantiate(at position: Int) throws(NibLoadingError) {
        // Only the plan is read here (the document's object only for the first object of a
        // class slot and for runtime attributes): copying a `NibObject` retains all its parts.
        let slot = plan.objects[position].classSlot
        let resolved: ResolvedClass
        if let cached = resolvedClasses[slot] {
            resolved = cached
        } else {
            resolved = try resolveClass(plan.documentObjects[position], slot: slot)
            resolvedClasses[slot] = resolved
        }
        let objectID = plan.objects[position].id
        if let unknown = resolved.unknownClass {
            record(
                LoadEvent(
                    phase: .instantiate, action: .unknownClass, outcome: .warning, objectID: objectID,
                    className: unknown.custom, detail: unknown.detail, location: plan.objects[position].location))
        }
        let factory = resolved.factory
        let className = resolved.className
        let instance: AnyObject
        switch resolved.initializer {
        case .frame:
            let frame = plan.objects[position].frame ?? NibRect(x: 0, y: 0, width: 0, height: 0)
            instance = factory.frame.map { $0(frame) } ?? factory.plain()
        case .coder:
            let coder = NibCoder(
                position: position, className: className, platform: platform, live: live,
                standardActions: resolved.standardActions)
            do {
                instance = try factory.coder.map { try $0(coder) } ?? factory.plain()
            } catch {
                throw failure(
                    .initializerFailed(className: className, message: "\(error)"),
                    at: plan.objects[position].location, objectID: objectID)
            }
        case .plain:
            instance = factory.plain()
        }
        live.slots[position] = instance
        created.append(position)
        classNames[position] = className
        record(
            LoadEvent(
                phase: .instantiate, action: .created, objectID: objectID, className: className,
                detail: resolved.detail, location: plan.objects[position].location))
        if plan.objects[position].hasRuntimeAttributes {
            let object = plan.documentObjects[position]
            for attribute in object.runtimeAttributes {
                applyRuntimeAttribute(attribute, to: instance, object: object, className: className)
            }
        }
    }

    /// L2.4 generic custom objects: plain init; L2.2 AppKit custom views: init-with-frame;
    /// otherwise init-with-coder (L2.1, and L2.3 for UIKit views). A class that lacks the
    /// chosen initializer gets plain init.
    private func chooseInitializer(_ object: NibObject, factory: ClassRegistry.Factory) -> Initializer {
        if object.element == "customObject" { return .plain }
        if isAppKit, object.element == "customView", object.customClass != nil {
            return factory.frame == nil ? .plain : .frame
        }
        return factory.coder == nil ? .plain : .coder
    }

    /// The registered class for the object, or its standard class under the unknown-class
    /// policy, with the initializer to use: the same for every object with the same element,
    /// custom class and module.
    private func resolveClass(_ object: NibObject, slot: Int) throws(NibLoadingError) -> ResolvedClass {
        func resolved(
            _ factory: ClassRegistry.Factory, _ className: String, unknown: (String, String)? = nil
        ) -> ResolvedClass {
            let initializer = chooseInitializer(object, factory: factory)
            return ResolvedClass(
                factory: factory, className: className, initializer: initializer,
                detail: initializer.rawValue + (factory.isStandIn ? " (stand-in)" : ""), unknownClass: unknown,
                standardActions: NibStandIn.standardActions(for: className))
        }
        let registry = options.registry
        let standard =
            platform == plan.platform
            ? plan.standardClassNames[slot] : StandardClasses.className(forElement: object.element, platform: platform)
        guard let custom = object.customClass else {
            return resolved(try standardFactory(standard, object: object), standard)
        }
        let module =
            object.customModuleProvider == "target"
            ? (options.targetModule ?? object.customModule) : object.customModule
        if let factory = registry.factory(forClass: custom, module: module) {
            return resolved(factory, custom)
        }
        if registry.standInsForOtherStandardClasses, Self.isFrameworkClass(custom) {
            return resolved(ClassRegistry.standIn(custom), custom)
        }
        switch policy {
        case .fail:
            throw failure(.unknownClass(custom), at: object.location, objectID: object.id)
        case .failForCustomObjects where object.element == "customObject":
            throw failure(.unknownClass(custom), at: object.location, objectID: object.id)
        default:
            let detail = "Unknown class \(custom) in Interface Builder file; using \(standard)"
            do {
                return resolved(try standardFactory(standard, object: object), standard, unknown: (custom, detail))
            } catch {
                // Recorded before the failure, as a load that resolves object by object does.
                record(
                    LoadEvent(
                        phase: .instantiate, action: .unknownClass, outcome: .warning, objectID: object.id,
                        className: custom, detail: detail, location: object.location))
                throw failure(error.kind, at: error.location, objectID: object.id)
            }
        }
    }

    private func standardFactory(_ name: String, object: NibObject) throws(NibLoadingError) -> ClassRegistry.Factory {
        if let factory = options.registry.factory(for: name) { return factory }
        if options.registry.standInsForOtherStandardClasses { return ClassRegistry.standIn(name) }
        throw failure(.unknownClass(name), at: object.location, objectID: object.id)
    }

    /// Class names that belong to Apple's frameworks rather than the app.
    static func isFrameworkClass(_ name: String) -> Bool {
        let prefixes = [
            "NS", "UI", "WK", "MK", "AV", "PDF", "SCN", "SK", "IK", "CA", "GLK", "MTK", "AR", "QL", "PH", "WebView",
        ]
        return prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase } == true
        } || name == "WebView"
    }

    /// L3.7, C1: sets a user-defined runtime attribute by key path as part of decoding. A
    /// missing key is logged, not fatal, on both platforms ("Failed to set … user defined
    /// inspected property").
    func applyRuntimeAttribute(
        _ attribute: RuntimeAttribute, to instance: AnyObject, object: NibObject, className: String
    ) {
        func skip(_ reason: String, _ outcome: LoadEvent.Outcome = .warning) {
            record(
                LoadEvent(
                    phase: .instantiate, action: .runtimeAttribute, outcome: outcome, objectID: object.id,
                    className: className, name: attribute.keyPath, detail: reason, location: attribute.location))
        }
        guard let value = runtimeValue(attribute.value) else {
            skip("unsupported runtime attribute type '\(attribute.type ?? "?")'")
            return
        }
        let components = attribute.keyPath.split(separator: ".").map(String.init)
        guard let last = components.last else {
            skip("empty key path")
            return
        }
        var target: AnyObject = instance
        for component in components.dropLast() {
            guard let next = (target as? NibKeyValueCoding)?.nibValue(forKey: component) as? NibKeyValueCoding else {
                skip(
                    "key path component '\(component)' is nil or not key-value coding-compliant"
                        + (component == "layer" ? " (the view is not layer-backed; set wantsLayer)" : ""))
                return
            }
            target = next
        }
        guard let coding = target as? NibKeyValueCoding else {
            skip(
                "Failed to set (\(attribute.keyPath)) user defined inspected property on (\(className)): not key value coding-compliant"
            )
            return
        }
        switch Result(catching: { () throws(NibKeyValueFailure) in try coding.setNibValue(value.value, forKey: last) })
        {
        case .success(let access):
            record(
                LoadEvent(
                    phase: .instantiate, action: .runtimeAttribute, objectID: object.id, className: className,
                    name: attribute.keyPath, detail: "\(value.description) via \(access.rawValue)",
                    location: attribute.location))
        case .failure(.noSuchKey):
            skip(
                "Failed to set (\(attribute.keyPath)) user defined inspected property on (\(className)): this class is not key value coding-compliant for the key \(last)"
            )
        case .failure(.typeMismatch(let expected, let actual)):
            skip("'\(attribute.keyPath)' expects \(expected), the document gives \(actual)")
        }
    }

    /// A runtime attribute's value as the Swift value the key receives.
    private func runtimeValue(_ value: RuntimeAttribute.Value) -> (value: Any?, description: String)? {
        switch value {
        case .boolean(let bool): (bool, "\(bool)")
        case .number(.integer(let int)): (int, "\(int)")
        case .number(.real(let real)): (real, "\(real)")
        case .number(.bool(let bool)): (bool, "\(bool)")
        case .string(let string), .localizedString(let string): (string, "\"\(string)\"")
        case .nil: (nil, "nil")
        case .color(let color): (color, "color")
        case .image(let name, _):
            (
                live.cache.image(named: name) ?? NibImage(name: name, path: "", scale: 1, device: nil, byteCount: 0),
                "image \(name)"
            )
        case .point(let point): (point, "point")
        case .size(let size): (size, "size")
        case .rect(let rect): (rect, "rect")
        case .range(let range): (range, "range")
        case .unknown: nil
        }
    }
}
