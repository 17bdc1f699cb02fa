extension CompiledNibMapper {
    /// UIKit's `UIControlEvents` bits and the `eventType` names xibs use for them.
    static let controlEvents: [(bit: Int, name: String)] = [
        (0, "touchDown"), (1, "touchDownRepeat"), (2, "touchDragInside"), (3, "touchDragOutside"),
        (4, "touchDragEnter"), (5, "touchDragExit"), (6, "touchUpInside"), (7, "touchUpOutside"),
        (8, "touchCancel"), (12, "valueChanged"), (13, "primaryActionTriggered"), (14, "menuActionTriggered"),
        (16, "editingDidBegin"), (17, "editingChanged"), (18, "editingDidEnd"), (19, "editingDidEndOnExit"),
    ]

    /// Reads every connector into connection elements under their source objects.
    mutating func readConnections() throws(NibParseError) {
        for connector in connectorIndices {
            let kind = archive.classKind(connector)
            let position = archive.position(of: connector)
            let connectionID = idPrefix + "conn" + String(connector)
            let isUIKit = archive.className(connector).hasPrefix("UI")
            let source = archive.reference(isUIKit ? .uiSource : .nsSource, in: connector)
            let destination = archive.reference(isUIKit ? .uiDestination : .nsDestination, in: connector)
            let label = archive.string(isUIKit ? .uiLabel : .nsLabel, in: connector)
            /// Adds a connection whose attributes end with its id.
            func add(_ name: String, _ attributes: [(String, String)], options: [(String, String, String)] = []) {
                guard let source, hasID(source) else { return }
                connections[source, default: []].append((name, attributes, options, position))
            }
            switch kind {
            case .outletConnector, .uiOutletConnection:
                guard let destination, let target = id(of: destination), let label else { continue }
                add("outlet", [("property", label), ("destination", target), ("id", connectionID)])
            case .uiOutletCollectionConnection:
                guard let label else { continue }
                var targets = try spend(
                    archive.elements(archive.value(.uiDestination, in: connector)), at: connector)
                if targets.isEmpty, let destination { targets = [destination] }
                var attributes: [(String, String)] = []
                if let className = archive.string(.collectionClassName, in: connector) {
                    attributes.append(("collectionClass", className))
                }
                if archive.value(.appendsToCollection, in: connector)?.integer == 1 {
                    attributes.append(("appends", "YES"))
                }
                for (offset, target) in targets.enumerated() {
                    guard let targetID = id(of: target), let source, hasID(source) else { continue }
                    connections[source, default: []].append(
                        (
                            "outletCollection",
                            [("property", label), ("destination", targetID)] + attributes
                                + [("id", offset == 0 ? connectionID : "\(connectionID).\(offset)")], [], position
                        ))
                }
            case .controlConnector, .auxiliaryActionConnector:
                guard let label else { continue }
                let target = destination.flatMap { id(of: $0) } ?? placeholderID(.firstResponder, index: nil)
                var attributes = [("selector", label), ("target", target), ("id", connectionID)]
                // An auxiliary action (a xib's `trigger="doubleAction"`) keeps its trigger in
                // `NSTrigger`, the connector's `trigger` property.
                if kind == .auxiliaryActionConnector, let trigger = archive.string(.trigger, in: connector) {
                    attributes.insert(("trigger", trigger), at: 0)
                }
                add("action", attributes)
            case .uiEventConnection:
                guard let label else { continue }
                let target = destination.flatMap { id(of: $0) } ?? placeholderID(.firstResponder, index: nil)
                let mask = Int(archive.value(.eventMask, in: connector)?.integer ?? 0)
                let names = Self.controlEvents.filter { mask & (1 << $0.bit) != 0 }.map(\.name)
                guard let source, hasID(source) else { continue }
                for (offset, name) in (names.isEmpty ? [nil] : names.map(Optional.some)).enumerated() {
                    var attributes: [(String, String)] = []
                    attributes.reserveCapacity(4)
                    attributes.append(("selector", label))
                    attributes.append(("destination", target))
                    if let name { attributes.append(("eventType", name)) }
                    attributes.append(("id", offset == 0 ? connectionID : "\(connectionID).\(offset)"))
                    connections[source, default: []].append(("action", attributes, [], position))
                }
            case .bindingConnector:
                guard let destination, let target = id(of: destination),
                    let binding = archive.string(.binding, in: connector)
                else { continue }
                let keyPath = archive.string(.keyPath, in: connector) ?? ""
                let options = bindingOptions(archive.value(.options, in: connector))
                try spend(options.count, at: connector)
                var attributes = [("destination", target), ("name", binding), ("keyPath", keyPath)]
                // A binding of several values (`value2` after `value`, `maxValue` before `value`)
                // names the connector of the one before it (`NSPreviousConnector`, as Apple's
                // SUStatus nib holds it).
                if case .reference(let previous)? = archive.value(named: "NSPreviousConnector", in: connector),
                    archive.classKind(previous) == .bindingConnector
                {
                    attributes.append(("previousBinding", idPrefix + "conn" + String(previous)))
                }
                attributes.append(("id", connectionID))
                add("binding", attributes, options: options)
            case .runtimeAttributesConnector:
                guard let object = archive.reference(.nsObject, in: connector) else { continue }
                let keyPaths = try spend(archive.elements(archive.value(.keyPaths, in: connector)), at: connector)
                let values = archive.collectionValues(archive.value(.values, in: connector))
                for (keyPath, value) in zip(keyPaths, values) {
                    runtimeAttributes[object, default: []].append(
                        runtimeAttribute(archive.string(.reference(keyPath)) ?? "", value))
                }
            case .uiKeyValuePair:
                guard let object = archive.reference(.uiObject, in: connector),
                    let keyPath = archive.string(.uiKeyPath, in: connector)
                else { continue }
                runtimeAttributes[object, default: []].append(
                    runtimeAttribute(keyPath, archive.value(.uiValue, in: connector) ?? .null))
            case .helpConnector:
                guard let destination, let marker = archive.string(.marker, in: connector),
                    archive.string(.helpFile, in: connector) ?? "NSToolTipHelpKey" == "NSToolTipHelpKey"
                else { continue }
                extraAttributes[destination, default: []].append(("toolTip", marker))
            default:
                continue
            }
        }
    }

    /// A runtime attribute in the xib's spelling: its type, and a value attribute or a
    /// number child.
    func runtimeAttribute(
        _ keyPath: String, _ value: ArchiveValue
    ) -> (
        keyPath: String, type: String, value: String?, number: (String, String)?
    ) {
        var value = value
        if case .reference(let index) = value {
            switch archive.classKind(index) {
            case .null: return (keyPath, "nil", nil, nil)
            case .nsString, .nsMutableString, .nsLocalizableString:
                return (keyPath, "string", archive.string(value) ?? "", nil)
            case .nsNumber:
                let slots = archive.slotRange(of: index)
                value = slots.isEmpty ? .null : archive.slots[slots.lowerBound].value
            case .nsColor, .uiColor: return (keyPath, "color", nil, nil)
            case .nsImage, .uiImage, .customResource:
                return (keyPath, "image", archive.string(.resourceName, in: index), nil)
            default: return (keyPath, "nil", nil, nil)
            }
        }
        switch value {
        case .boolean(let flag): return (keyPath, "boolean", flag ? "YES" : "NO", nil)
        case .integer(let integer): return (keyPath, "number", nil, ("integer", String(integer)))
        case .float(let real): return (keyPath, "number", nil, ("real", String(real)))
        case .double(let real): return (keyPath, "number", nil, ("real", String(real)))
        case .string: return (keyPath, "string", archive.string(value), nil)
        default: return (keyPath, "nil", nil, nil)
        }
    }

    /// Binding options as `<bool|integer|real|string key= value=>` entries (element, key, value).
    func bindingOptions(_ value: ArchiveValue?) -> [(String, String, String)] {
        archive.dictionary(value).compactMap { key, item in
            guard let name = archive.string(.reference(key)) else { return nil }
            if let text = archive.string(.reference(item)), archive.className(item).hasSuffix("String") {
                return ("string", name, text)
            }
            let slots = archive.slotRange(of: item)
            switch slots.isEmpty ? nil : archive.slots[slots.lowerBound].value {
            case .boolean(let flag): return ("bool", name, flag ? "YES" : "NO")
            case .integer(let integer): return ("integer", name, String(integer))
            case .float(let real): return ("real", name, String(real))
            case .double(let real): return ("real", name, String(real))
            default: return nil
            }
        }
    }
}
