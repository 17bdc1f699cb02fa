import NibModel

/// Stack views: what ibtool archives for a stack view beyond its attributes — the container
/// holding its arranged views, the secondary alignment, and the connector that has the stack
/// view decoded before the other connections.
extension AppKitArchiver {
    /// The label of the connector ibtool adds for each stack view.
    static let stackViewConnectorLabel =
        "Encoding NSStackView requires being decoded before other connections with an early decoding order priority of 999990."

    /// The stack view's own keys, once it and its subviews are archived as `id`.
    mutating func archiveStackView(_ element: NibElement, id: GraphID) throws(CompileError) {
        try checkStackDefaults(element)
        if element[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" {
            builder.set("NSDoNotTranslateAutoresizingMask", .boolean(true), on: id)
        }
        // Across the orientation: 1 leading (or top), 2 first baseline, 3 centred, 4 trailing (or
        // bottom), 5 baseline. Leading and centred are the pairs' (button_framesize_no_frame,
        // transmission_MainMenu); the others are what viraptor/ibtool's compiler writes for
        // test22_stackview_orient, whose eight stack views take every alignment and which its test
        // compares with Apple's nib. Inferred: `left` and `right` as leading and trailing.
        switch element[attribute: "alignment"] {
        case "leading", "top", "left": builder.set("NSStackViewSecondaryAlignment", .integer(1), on: id)
        case "firstBaseline": builder.set("NSStackViewSecondaryAlignment", .integer(2), on: id)
        case "centerX", "centerY": builder.set("NSStackViewSecondaryAlignment", .integer(3), on: id)
        case "trailing", "bottom", "right": builder.set("NSStackViewSecondaryAlignment", .integer(4), on: id)
        case "baseline", "lastBaseline": builder.set("NSStackViewSecondaryAlignment", .integer(5), on: id)
        default: break
        }
        if element[attribute: "distribution"] == "equalSpacing" {
            builder.set("NSStackViewHasEqualSpacing", .boolean(true), on: id)
        }
        // The arranged views (a flat hierarchy: the subviews) in the beginning container, a view
        // of its own that no document object stands for; a stack view without subviews has none
        // (test22_stackview_orient's, as viraptor/ibtool's compiler writes them for Apple's nib).
        guard case .reference(let subviews)? = builder[id]?.value(forKey: "NSSubviews") else {
            appendStackConnector(for: id)
            return
        }
        let arranged = builder[subviews]?.entries.compactMap { $0.value.referencedObject } ?? []
        let container = builder.add(
            "NSStackViewContainer",
            [
                .init("NSNextResponder", .null), .init("NSNibTouchBar", .null), .init("NSvFlags", .integer(256)),
                .init("NSFrameSize", .reference(builder.string("{0, 0}"))),
                .init("NSViewWantsBestResolutionOpenGLSurface", .boolean(true)),
                .init("NSDoNotTranslateAutoresizingMask", .boolean(true)), .init("IBNSSafeAreaLayoutGuide", .null),
                .init("IBNSLayoutMarginsGuide", .null), .init("IBNSClipsToBounds", .integer(0)),
                .init("NSStackViewContainerStackView", .reference(id)),
                .init("NSStackViewContainerViewToCustomAfterSpaceMap", .null),
                .init("NSStackViewContainerVisibilityPriorities", .null),
                .init(
                    "NSStackViewContainerNonDroppedViews",
                    .reference(builder.collection("NSMutableArray", arranged, shared: false))),
            ])
        builder.set("NSStackViewBeginningContainer", .reference(container), on: id)
        appendStackConnector(for: id)
    }

    /// The connector ibtool adds for each stack view, which has it decoded early.
    private mutating func appendStackConnector(for id: GraphID) {
        stackConnectors.append(
            builder.add(
                "NSNibConnector",
                [
                    .init("NSSource", .reference(id)),
                    .init("NSLabel", .reference(builder.string(Self.stackViewConnectorLabel))),
                ]))
    }

    /// Refuses the custom spacings and visibility priorities whose archived form the compiler
    /// does not know (ibtool archives none for the defaults: the system spacing, priority 1000),
    /// and views in gravity areas (`<beginningViews>`, `<middleViews>`, `<endViews>`, the form
    /// of stack views older Xcodes wrote): no Apple nib of the corpus shows how ibtool lays their
    /// containers out, and leaving the views out would lose them.
    private func checkStackDefaults(_ element: NibElement) throws(CompileError) {
        for area in element.children where Self.stackGravityAreas.contains(area.name) && !area.children.isEmpty {
            throw CompileError(
                .unknownArchive(
                    element: area.name,
                    reason:
                        "a stack view's views in gravity areas are not compiled yet (no Apple nib shows how ibtool archives their containers)"
                ), at: area.location(in: document))
        }
        for (wrapper, standard) in [("customSpacing", 3.402_823_466_385_288_6e38), ("visibilityPriorities", 1000)] {
            for value in element.firstChild(named: wrapper)?.children ?? [] {
                let text = value[attribute: "value"] ?? ""
                guard let number = Double(text), abs(number - standard) <= standard * 1e-6 else {
                    throw CompileError(
                        .unsupportedValue(element: wrapper, attribute: "value", value: text),
                        at: value.location(in: document))
                }
            }
        }
    }

    /// The gravity areas of a stack view, as older Xcodes wrote them.
    static let stackGravityAreas: Set<String> = ["beginningViews", "middleViews", "endViews"]
}
