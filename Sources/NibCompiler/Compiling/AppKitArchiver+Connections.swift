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
