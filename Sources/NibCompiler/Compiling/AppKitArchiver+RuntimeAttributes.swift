import NibModel

extension AppKitArchiver {
    /// The document's user-defined runtime attributes, one
    /// `NSIBUserDefinedRuntimeAttributesConnector` per object (`NSObject`, `NSValues`,
    /// `NSKeyPaths`), which AppKit applies after the other connections with `setValue:forKeyPath:`.
    /// Values are the objects AppKit's decoder gives back: an `NSNumber` for a boolean or number,
    /// an `NSString` for a string (a localized one too: a xib compiled for one language), an
    /// `NSColor`, the `NSCustomResource` of a named image and `NSNull` for nil. Points, sizes,
    /// rectangles and ranges would be `NSValue`s, which no Apple-compiled nib of the corpus shows:
    /// they are refused at the attribute.
    mutating func archiveRuntimeAttributes() throws(CompileError) -> [GraphID] {
        var connectors: [GraphID] = []
        // Objects of this nib only (a storyboard's scene nib archives some of the document's),
        // looked up before their runtime attributes are read.
        for object in document.objects {
            guard let target = archived[object.id.rawValue] else { continue }
            let attributes = object.runtimeAttributes
            guard !attributes.isEmpty else { continue }
            var keyPaths: [String] = []
            var values: [GraphID] = []
            for attribute in attributes {
                keyPaths.append(attribute.keyPath)
                values.append(try runtimeValue(attribute, of: object))
            }
            connectors.append(runtimeAttributesConnector(on: target, keyPaths: keyPaths, values: values))
        }
        return connectors
    }

    /// One `NSIBUserDefinedRuntimeAttributesConnector`: the object, its values and their key paths.
    mutating func runtimeAttributesConnector(on object: GraphID, keyPaths: [String], values: [GraphID]) -> GraphID {
        let archivedValues = builder.collection("NSArray", values)
        let archivedKeyPaths = builder.collection("NSArray", keyPaths.map { builder.string($0) })
        return builder.add(
            "NSIBUserDefinedRuntimeAttributesConnector",
            [
                .init("NSObject", .reference(object)), .init("NSValues", .reference(archivedValues)),
                .init("NSKeyPaths", .reference(archivedKeyPaths)),
            ])
    }

    private mutating func runtimeValue(
        _ attribute: RuntimeAttribute, of object: NibObject
    ) throws(CompileError)
        -> GraphID
    {
        switch attribute.value {
        case .string(let text), .localizedString(let text):
            return builder.string(text)
        case .boolean(let flag):
            return builder.intern("NSNumber", [.init("NS.intval", .boolean(flag))])
        case .number(.integer(let number)):
            return builder.number(Int64(number))
        case .number(.real(let number)):
            return builder.number(number)
        case .number(.bool(let flag)):
            return builder.intern("NSNumber", [.init("NS.intval", .boolean(flag))])
        case .nil:
            return builder.intern("NSNull", [])
        case .image(let name, let catalog):
            return imageResource(name, catalog: catalog)
        case .color:
            if let element = runtimeAttributeElement(attribute.keyPath, of: object),
                let color = element.child(forKey: "value") ?? element.children.first(where: { $0.name == "color" }),
                let encoded = IBColorCodec.encode(
                    color.attributes.filter { $0.name != "key" }.map { ($0.name, $0.value) }),
                case .reference(let id) = value(encoded, element: color)
            {
                return id
            }
        default:
            break
        }
        throw CompileError(
            .unsupportedValue(
                element: "userDefinedRuntimeAttribute", attribute: "type", value: attribute.type ?? "none"),
            at: attribute.location)
    }

    /// The `<userDefinedRuntimeAttribute>` element of `object` for `keyPath`.
    private func runtimeAttributeElement(_ keyPath: String, of object: NibObject) -> NibElement? {
        for list in object.sourceElement.children where list.name == "userDefinedRuntimeAttributes" {
            if let element = list.children.first(where: { $0[attribute: "keyPath"] == keyPath }) { return element }
        }
        return nil
    }
}
