import NibModel

extension NibInstantiator {
    /// The initializer rules L2.1–L2.5.
    enum Initializer: String {
        case coder = "init(nibCoder:)"
        case frame = "init(frame:)"
        case plain = "init()"
        /// AppKit windows and panels (L2.5): `initWithContentRect:styleMask:backing:defer:`.
        case windowTemplate = "init(contentRect:styleMask:backing:defer:)"
    }

    /// How every object of one class-resolution slot is created (one per distinct element,
    /// custom class and module; see ``NibPlan``).
    final class ResolvedClass {
        /// ``ClassRegistry/Factory/plain``.
        let plain: () -> AnyObject
        /// ``ClassRegistry/Factory/coder``.
        let coder: ((NibCoder) throws -> AnyObject)?
        /// ``ClassRegistry/Factory/frame``.
        let frame: ((NibRect) -> AnyObject)?
        /// ``ClassRegistry/Factory/window``.
        let window: ((NibWindowTemplate, NibCoder) throws -> AnyObject)?
        /// What the trace says about the slot's objects.
        let resolution: ClassResolution
        /// ``NibStandIn/standardActions(for:)`` of the class.
        let standardActions: Set<String>

        init(factory: ClassRegistry.Factory, resolution: ClassResolution, standardActions: Set<String>) {
            // Kept apart, so that creating an object retains only the closure it calls.
            self.plain = factory.plain
            self.coder = factory.coder
            self.frame = factory.frame
            self.window = factory.window
            self.resolution = resolution
            self.standardActions = standardActions
        }

        /// The class the objects are created as.
        var className: String { resolution.className }
    }

    /// L2: every object that is not a placeholder, children before their parent (a coder
    /// finds its descendants), top-level objects in document order.
    func instantiateObjects() throws(NibLoadingError) {
        for position in plan.order {
            try instantiate(at: position)
        }
    }

    private func instantiate(at position: Int) throws(NibLoadingError) {
        let slot = plan.classSlots[position]
        let resolved: ResolvedClass
        if let cached = resolvedClasses[slot] {
            resolved = cached
        } else {
            resolved = try resolveClass(slot: slot, position: position)
            resolvedClasses[slot] = resolved
            classResolutions[slot] = resolved.resolution
            resolvedNewClasses = true
        }
        if resolved.resolution.unknownCustomClass != nil {
            record(TraceRecord(kind: .unknownClass, index: position))
        }
        let instance: AnyObject
        switch resolved.resolution.initializer {
        case .frame:
            let frame = plan.objects[position].frame ?? NibRect(x: 0, y: 0, width: 0, height: 0)
            if let initialize = resolved.frame {
                instance = initialize(frame)
                // A stand-in's subviews and attributes: NSCustomView adds them after init-with-frame.
                if let standIn = instance as? NibStandIn {
                    standIn.decodeArchivedParts(
                        NibCoder(position: position, resolved: resolved, platform: platform, live: live))
                }
            } else {
                instance = resolved.plain()
            }
        case .windowTemplate, .coder:
            let coder = NibCoder(position: position, resolved: resolved, platform: platform, live: live)
            do {
                if case .windowTemplate = resolved.resolution.initializer, let initialize = resolved.window,
                    let template = plan.objects[position].windowTemplate
                {
                    instance = try initialize(template, coder)
                } else if case .coder = resolved.resolution.initializer, let decode = resolved.coder {
                    instance = try decode(coder)
                } else {
                    instance = resolved.plain()
                }
            } catch {
                throw failure(
                    .initializerFailed(className: resolved.className, message: "\(error)"),
                    at: plan.locations[position], objectID: plan.ids[position])
            }
        case .plain:
            instance = resolved.plain()
        }
        if let unknown = resolved.resolution.unknownCustomClass, let standIn = instance as? NibStandIn {
            standIn.unknownCustomClass = unknown
        }
        live.slots[position] = instance
        record(TraceRecord(kind: .created, index: position))
        let attributes = plan.runtimeAttributeRanges[position]
        if !attributes.isEmpty {
            for index in attributes {
                applyRuntimeAttribute(
                    plan.runtimeAttributes[index], to: instance, position: position, className: resolved.className)
            }
        }
    }

    /// L2.4 generic custom objects: plain init; L2.2 every AppKit custom view, with or without
    /// a custom class: init-with-frame; L2.5 AppKit windows and panels: the window template;
    /// otherwise init-with-coder (L2.1, L2.3 for UIKit views). A class that lacks the
    /// chosen initializer gets plain init.
    private func chooseInitializer(_ object: NibPlan.ClassPlan, factory: ClassRegistry.Factory) -> Initializer {
        if object.element == "customObject" { return .plain }
        if isAppKit, object.element == "customView" {
            return factory.frame == nil ? .plain : .frame
        }
        if isAppKit, object.element == "window" || object.element == "panel" {
            return factory.window == nil ? .plain : .windowTemplate
        }
        return factory.coder == nil ? .plain : .coder
    }

    /// The registered class for the slot, or its standard class under the unknown-class
    /// policy, with the initializer to use: the same for every object with the same element,
    /// custom class and module. `position` is the first object of the slot to be created,
    /// which errors name.
    private func resolveClass(slot: Int, position: Int) throws(NibLoadingError) -> ResolvedClass {
        let object = plan.classes[slot]
        func resolved(
            _ factory: ClassRegistry.Factory, _ className: String, unknown: String? = nil
        ) -> ResolvedClass {
            ResolvedClass(
                factory: factory,
                resolution: ClassResolution(
                    className: className, initializer: chooseInitializer(object, factory: factory),
                    isStandIn: factory.isStandIn, unknownCustomClass: unknown),
                standardActions: StandardActions.actions(for: className))
        }
        let registry = options.registry
        let standard =
            platform == plan.platform
            ? object.standardClassName : StandardClasses.className(forElement: object.element, platform: platform)
        guard let custom = object.customClass else {
            return resolved(try standardFactory(standard, position: position), standard)
        }
        let module =
            object.key.customModuleProvider == "target"
            ? (options.targetModule ?? object.key.customModule) : object.key.customModule
        if let factory = registry.factory(forClass: custom, module: module) {
            return resolved(factory, custom)
        }
        if registry.standInsForOtherStandardClasses, Self.isFrameworkClass(custom) {
            return resolved(ClassRegistry.standIn(custom), custom)
        }
        let objectID = plan.ids[position]
        switch policy {
        case .fail:
            throw failure(.unknownClass(custom), at: plan.locations[position], objectID: objectID)
        case .failForCustomObjects where object.element == "customObject":
            throw failure(.unknownClass(custom), at: plan.locations[position], objectID: objectID)
        default:
            do {
                return resolved(try standardFactory(standard, position: position), standard, unknown: custom)
            } catch {
                // Recorded before the failure, as a load that resolves object by object does.
                record(
                    LoadEvent(
                        phase: .instantiate, action: .unknownClass, outcome: .warning, objectID: objectID,
                        className: custom,
                        detail: ClassResolution(
                            className: standard, initializer: .plain, isStandIn: false, unknownCustomClass: custom
                        ).unknownClassDetail, location: plan.locations[position]))
                throw failure(error.kind, at: error.location, objectID: objectID)
            }
        }
    }

    private func standardFactory(_ name: String, position: Int) throws(NibLoadingError) -> ClassRegistry.Factory {
        if let factory = options.registry.factory(for: name) { return factory }
        if options.registry.standInsForOtherStandardClasses { return ClassRegistry.standIn(name) }
        throw failure(.unknownClass(name), at: plan.locations[position], objectID: plan.ids[position])
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
        _ attribute: NibPlan.RuntimeAttributePlan, to instance: AnyObject, position: Int, className: String
    ) {
        func skip(_ reason: String, _ outcome: LoadEvent.Outcome = .warning) {
            record(
                LoadEvent(
                    phase: .instantiate, action: .runtimeAttribute, outcome: outcome, objectID: plan.ids[position],
                    className: className, name: attribute.keyPath, detail: reason, location: attribute.location))
        }
        guard let value = runtimeValue(attribute.value) else {
            skip("unsupported runtime attribute type '\(attribute.type ?? "?")'")
            return
        }
        let components = attribute.components
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
                    phase: .instantiate, action: .runtimeAttribute, objectID: plan.ids[position], className: className,
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
