import NibModel

extension AppKitArchiver {
    /// Notes a view's tool tip, which ibtool archives as a help connector rather than on the
    /// view: the `toolTip` attribute or a `<string key="toolTip">` child. A base64 string is
    /// left out, as ibtool leaves it out.
    mutating func recordToolTip(_ element: NibElement, id: GraphID) {
        if let text = element[attribute: "toolTip"] {
            toolTips.append((id, text))
        } else if let child = element.child(forKey: "toolTip"), child.name == "string",
            child[attribute: "base64-UTF8"] != "YES"
        {
            toolTips.append((id, child.text))
        }
    }

    /// The help connectors of the views' tool tips (`NSIBHelpConnector`: the view, the
    /// `NSToolTipHelpKey` file and the text as marker), after the other connectors.
    mutating func helpConnectors() -> [GraphID] {
        toolTips.map { tip in
            builder.add(
                "NSIBHelpConnector",
                [
                    .init("NSDestination", .reference(tip.view)),
                    .init("NSFile", .reference(builder.string("NSToolTipHelpKey"))),
                    .init("NSMarker", .reference(builder.string(tip.text))),
                ])
        }
    }
}

extension AppKitArchiver {
    /// A binding's connector (`NSNibBindingConnector`, version 2): the bound object, the object
    /// observed, the binding and key path, `NSLabel` as Interface Builder shows them
    /// (`value: values.name`), and the options as a dictionary of strings, numbers and
    /// booleans (none when the binding has no options).
    mutating func bindingConnector(_ binding: Connection.Binding, source: GraphID, destination: GraphID) -> GraphID {
        var entries: [ArchiveGraph.Entry] = [
            .init("NSSource", .reference(source)), .init("NSDestination", .reference(destination)),
            .init("NSLabel", .reference(builder.string(binding.name + ": " + binding.keyPath))),
            .init("NSBinding", .reference(builder.string(binding.name))),
            .init("NSKeyPath", .reference(builder.string(binding.keyPath))),
        ]
        var pairs: [GraphID] = []
        for option in binding.options {
            let value: GraphID?
            switch option.type {
            case "string": value = builder.string(option.value ?? "")
            case "integer": value = Int64(option.value ?? "").map { builder.number($0) }
            case "real": value = Double(option.value ?? "").map { builder.number($0) }
            // A boolean is an `NSNumber` holding `NS.boolval`, as Apple's nibs of Sparkle's
            // permission prompt hold `NSValidatesImmediately` (transmission's copy).
            case "bool": value = builder.intern("NSNumber", [.init("NS.boolval", .boolean(option.value == "YES"))])
            default: value = nil
            }
            guard let value else { continue }
            pairs += [builder.string(option.key), value]
        }
        if !pairs.isEmpty {
            entries.append(.init("NSOptions", .reference(builder.collection("NSDictionary", pairs, shared: false))))
        }
        entries.append(.init("NSNibBindingConnectorVersion", .integer(2)))
        return builder.add("NSNibBindingConnector", entries)
    }
}
