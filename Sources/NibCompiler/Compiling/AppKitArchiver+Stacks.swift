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
        let areas = gravityAreaViews(of: element)
        guard !areas.isEmpty else {
            let arranged = builder[subviews]?.entries.compactMap { $0.value.referencedObject } ?? []
            builder.set("NSStackViewBeginningContainer", .reference(stackContainer(of: id, views: arranged)), on: id)
            appendStackConnector(for: id)
            return
        }
        // Views in gravity areas (`<beginningViews>`, `<middleViews>`, `<endViews>`: a stack view
        // whose distribution is the gravity areas, which Xcode writes without a `distribution`).
        // Inferred, as no Apple nib of the corpus holds one: the views stay the stack view's
        // subviews (its hierarchy flat, as in every Apple nib's stack view), and each area's views
        // are its own container's, `NSStackViewBeginningContainer`, `NSStackViewMiddleContainer`
        // and `NSStackViewEndContainer` — the keys AppKit's coder writes for the three gravities,
        // which other readers of Apple's nibs (GNUstep, Cappuccino's nib2cib) decode as the views of
        // each gravity. The middle and end containers, empty or not, and `NSStackViewHasEqualSpacing`
        // false are what viraptor/ibtool's compiler writes for a gravity-area stack view, checked
        // against Apple's nibs of its samples.
        for (area, key) in IBVocabulary.stackGravityAreas {
            let views = areas[area] ?? []
            builder.set(key, .reference(stackContainer(of: id, views: views)), on: id)
        }
        builder.set("NSStackViewHasEqualSpacing", .boolean(false), on: id)
        appendStackConnector(for: id)
    }

    /// A stack view's container of `views` for one gravity: a view of its own that no document
    /// object stands for, with the views it holds.
    private mutating func stackContainer(of stack: GraphID, views: [GraphID]) -> GraphID {
        builder.add(
            "NSStackViewContainer",
            [
                .init("NSNextResponder", .null), .init("NSNibTouchBar", .null), .init("NSvFlags", .integer(256)),
                .init("NSFrameSize", .reference(builder.string("{0, 0}"))),
                .init("NSViewWantsBestResolutionOpenGLSurface", .boolean(true)),
                .init("NSDoNotTranslateAutoresizingMask", .boolean(true)), .init("IBNSSafeAreaLayoutGuide", .null),
                .init("IBNSLayoutMarginsGuide", .null), .init("IBNSClipsToBounds", .integer(0)),
                .init("NSStackViewContainerStackView", .reference(stack)),
                .init("NSStackViewContainerViewToCustomAfterSpaceMap", .null),
                .init("NSStackViewContainerVisibilityPriorities", .null),
                .init(
                    "NSStackViewContainerNonDroppedViews",
                    .reference(builder.collection("NSMutableArray", views, shared: false))),
            ])
    }

    /// The archived views of each of a stack view's gravity areas that holds any, by area.
    private func gravityAreaViews(of element: NibElement) -> [String: [GraphID]] {
        var areas: [String: [GraphID]] = [:]
        for area in element.children where Self.stackGravityAreas.contains(area.name) {
            let views = area.children.filter(\.declaresObject).compactMap {
                $0[attribute: "id"].flatMap { archived[$0] }
            }
            if !views.isEmpty { areas[area.name, default: []] += views }
        }
        return areas
    }

    /// Archives the views of a stack view's gravity areas as its subviews: the beginning area's,
    /// then the middle's, then the end's.
    mutating func archiveGravityAreaViews(
        of element: NibElement, id: GraphID, superview: GraphID?
    ) throws(CompileError) {
        var subviews: [GraphID] = []
        for (name, _) in IBVocabulary.stackGravityAreas {
            for area in element.children where area.name == name {
                for view in area.children where view.declaresObject {
                    if let viewID = view[attribute: "id"], skippedIDs.contains(viewID) { continue }
                    try archive(view, parent: id, superview: superview)
                    if let viewID = view[attribute: "id"].flatMap({ archived[$0] }) { subviews.append(viewID) }
                }
            }
        }
        guard !subviews.isEmpty else { return }
        builder.set("NSSubviews", .reference(builder.collection("NSMutableArray", subviews, shared: false)), on: id)
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
    /// does not know (ibtool archives none for the defaults: the system spacing, priority 1000).
    private func checkStackDefaults(_ element: NibElement) throws(CompileError) {
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

    /// The names of a stack view's gravity areas (`IBVocabulary.stackGravityAreas`).
    static let stackGravityAreas = Set(IBVocabulary.stackGravityAreas.map(\.area))
}
