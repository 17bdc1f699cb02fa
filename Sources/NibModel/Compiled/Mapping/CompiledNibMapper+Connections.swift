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
            let record = archive.objects[connector]
            let position = TreeWriter.position(of: connector, in: archive)
            let connectionID = "\(idPrefix)conn\(connector)"
            let prefix = record.className.hasPrefix("UI") ? "UI" : "NS"
            let source = archive.reference(forKey: prefix + "Source", in: record)
            let destination = archive.reference(forKey: prefix + "Destination", in: record)
            let label = archive.string(forKey: prefix + "Label", in: record)
            func add(_ name: String, _ attributes: [(String, String)], options: [(String, String, String)] = []) {
                guard let source, id(of: source) != nil else { return }
                connections[source, default: []].append((name, attributes + [("id", connectionID)], options, position))
            }
            switch record.className {
            case "NSNibOutletConnector", "UIRuntimeOutletConnection":
                guard let destination, let target = id(of: destination), let label else { continue }
                add("outlet", [("property", label), ("destination", target)])
            case "UIRuntimeOutletCollectionConnection":
                guard let label else { continue }
                var targets = try spend(archive.elements(record.value(forKey: "UIDestination")), at: connector)
                if targets.isEmpty, let destination { targets = [destination] }
                var attributes: [(String, String)] = []
                if let className = archive.string(forKey: "runtimeCollectionClassName", in: record) {
                    attributes.append(("collectionClass", className))
                }
                if record.value(forKey: "addsContentToExistingCollection")?.integer == 1 {
                    attributes.append(("appends", "YES"))
                }
                for (offset, target) in targets.enumerated() {
                    guard let targetID = id(of: target), let source, id(of: source) != nil else { continue }
                    connections[source, default: []].append(
                        (
                            "outletCollection",
                            [("property", label), ("destination", targetID)] + attributes
                                + [("id", offset == 0 ? connectionID : "\(connectionID).\(offset)")], [], position
                        ))
                }
            case "NSNibControlConnector", "NSNibAuxiliaryActionConnector":
                guard let label else { continue }
                let target = destination.flatMap { id(of: $0) } ?? placeholderID(.firstResponder, index: nil)
                var attributes = [("selector", label), ("target", target)]
                // An auxiliary action (a xib's `trigger="doubleAction"`) keeps its trigger in
                // `NSTrigger`, the connector's `trigger` property.
                if record.className == "NSNibAuxiliaryActionConnector",
                    let trigger = archive.string(forKey: "NSTrigger", in: record)
                {
                    attributes.insert(("trigger", trigger), at: 0)
                }
                add("action", attributes)
            case "UIRuntimeEventConnection":
                guard let label else { continue }
                let target = destination.flatMap { id(of: $0) } ?? placeholderID(.firstResponder, index: nil)
                let mask = Int(record.value(forKey: "UIEventMask")?.integer ?? 0)
                let names = Self.controlEvents.filter { mask & (1 << $0.bit) != 0 }.map(\.name)
                guard let source, id(of: source) != nil else { continue }
                for (offset, name) in (names.isEmpty ? [nil] : names.map(Optional.some)).enumerated() {
                    var attributes = [("selector", label), ("destination", target)]
                    if let name { attributes.append(("eventType", name)) }
                    attributes.append(("id", offset == 0 ? connectionID : "\(connectionID).\(offset)"))
                    connections[source, default: []].append(("action", attributes, [], position))
                }
            case "NSNibBindingConnector":
                guard let destination, let target = id(of: destination),
                    let binding = archive.string(forKey: "NSBinding", in: record)
                else { continue }
                let keyPath = archive.string(forKey: "NSKeyPath", in: record) ?? ""
                let options = bindingOptions(record.value(forKey: "NSOptions"))
                _ = try spend(options.indices.map { $0 }, at: connector)
                add(
                    "binding", [("destination", target), ("name", binding), ("keyPath", keyPath)],
                    options: options)
            case "NSIBUserDefinedRuntimeAttributesConnector":
                guard let object = archive.reference(forKey: "NSObject", in: record) else { continue }
                let keyPaths = try spend(archive.elements(record.value(forKey: "NSKeyPaths")), at: connector)
                let values = collectionValues(record.value(forKey: "NSValues"))
                for (keyPath, value) in zip(keyPaths, values) {
                    runtimeAttributes[object, default: []].append(
                        runtimeAttribute(archive.string(.reference(keyPath)) ?? "", value))
                }
            case "UINibKeyValuePair":
                guard let object = archive.reference(forKey: "UIObject", in: record),
                    let keyPath = archive.string(forKey: "UIKeyPath", in: record)
                else { continue }
                runtimeAttributes[object, default: []].append(
                    runtimeAttribute(keyPath, record.value(forKey: "UIValue") ?? .null))
            case "NSIBHelpConnector":
                guard let destination, let marker = archive.string(forKey: "NSMarker", in: record),
                    archive.string(forKey: "NSFile", in: record) ?? "NSToolTipHelpKey" == "NSToolTipHelpKey"
                else { continue }
                extraAttributes[destination, default: []].append(("toolTip", marker))
            default:
                continue
            }
        }
    }

    /// The raw values of a collection (references or scalars).
    func collectionValues(_ value: CompiledArchive.Value?) -> [CompiledArchive.Value] {
        switch value {
        case .array(let items): return items
        case .reference(let index):
            let object = archive.objects[index]
            if case .array(let items) = object.value(forKey: "NS.objects") { return items }
            return object.values.compactMap { CompiledArchive.isEmptyKey($0.key) ? $0.value : nil }
        default: return []
        }
    }

    /// A runtime attribute in the xib's spelling: its type, and a value attribute or a
    /// number child.
    func runtimeAttribute(
        _ keyPath: String, _ value: CompiledArchive.Value
    ) -> (
        keyPath: String, type: String, value: String?, number: (String, String)?
    ) {
        var value = value
        if case .reference(let index) = value {
            let object = archive.objects[index]
            switch object.className {
            case "$null": return (keyPath, "nil", nil, nil)
            case "NSString", "NSMutableString", "NSLocalizableString":
                return (keyPath, "string", archive.string(value) ?? "", nil)
            case "NSNumber":
                value = object.values.first?.value ?? .null
            case "NSColor", "UIColor": return (keyPath, "color", nil, nil)
            case "NSImage", "UIImage", "NSCustomResource":
                return (keyPath, "image", archive.string(forKey: "NSResourceName", in: object), nil)
            default: return (keyPath, "nil", nil, nil)
            }
        }
        switch value {
        case .boolean(let flag): return (keyPath, "boolean", flag ? "YES" : "NO", nil)
        case .integer(let integer): return (keyPath, "number", nil, ("integer", String(integer)))
        case .float(let real): return (keyPath, "number", nil, ("real", String(real)))
        case .double(let real): return (keyPath, "number", nil, ("real", String(real)))
        case .string(let text): return (keyPath, "string", text, nil)
        default: return (keyPath, "nil", nil, nil)
        }
    }

    /// Binding options as `<bool|integer|real|string key= value=>` entries (element, key, value).
    func bindingOptions(_ value: CompiledArchive.Value?) -> [(String, String, String)] {
        archive.dictionary(value).compactMap { key, item in
            guard let name = archive.string(.reference(key)) else { return nil }
            let object = archive.objects[item]
            if let text = archive.string(.reference(item)), object.className.hasSuffix("String") {
                return ("string", name, text)
            }
            switch object.values.first?.value {
            case .boolean(let flag): return ("bool", name, flag ? "YES" : "NO")
            case .integer(let integer): return ("integer", name, String(integer))
            case .float(let real): return ("real", name, String(real))
            case .double(let real): return ("real", name, String(real))
            default: return nil
            }
        }
    }
}
