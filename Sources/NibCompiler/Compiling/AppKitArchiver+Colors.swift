import NibModel

extension AppKitArchiver {
    /// How ibtool archives a system catalog colour's fallback: the colour's components in the
    /// colour space of an ICC profile (`NSComponents`), the same colour in a calibrated space
    /// (`NSWhite` or `NSRGB`) and the profile's colour space.
    struct CatalogFallback: Sendable {
        /// The calibrated space (`NSColorSpace` 3 white, 1 RGB) and its key.
        let calibratedSpace: Int64
        /// The components in the calibrated space, as ibtool writes them.
        let calibrated: String
        /// The components in the profile's space, alpha last.
        let components: String
        /// The profile (a key of ``CompileOptions/colorProfiles``), its `NSID` and `NSModel`.
        let profile: String
        let profileID: Int64
        let profileModel: Int64?
        /// A fallback that is itself a catalog colour (the insertion point's is the system blue).
        let catalogName: String?

        static func gray(_ components: String, _ white: String) -> CatalogFallback {
            CatalogFallback(
                calibratedSpace: 3, calibrated: white, components: components + " 1", profile: "genericGamma22Gray",
                profileID: 9, profileModel: 0, catalogName: nil)
        }

        static func rgb(_ components: String, _ calibrated: String) -> CatalogFallback {
            CatalogFallback(
                calibratedSpace: 1, calibrated: calibrated, components: components + " 1", profile: "sRGB",
                profileID: 7, profileModel: nil, catalogName: nil)
        }

        static func catalog(_ name: String) -> CatalogFallback {
            CatalogFallback(
                calibratedSpace: 0, calibrated: "", components: "", profile: "", profileID: 0, profileModel: nil,
                catalogName: name)
        }
    }

    /// The fallbacks ibtool gives AppKit's `System` catalog colours: grey levels in Generic Gray
    /// Gamma 2.2 (with the calibrated white ColorSync makes of them), the blues in sRGB.
    static let systemCatalogFallbacks: [String: CatalogFallback] = {
        let black = CatalogFallback.gray("0", "0")
        let white = CatalogFallback.gray("1", "1")
        let light = CatalogFallback.gray("0.6666666667", "0.602715373")
        let middle = CatalogFallback.gray("0.5", "0.4246723652")
        let dark = CatalogFallback.gray("0.3333333333", "0.2637968361")
        let blue = CatalogFallback.rgb("0 0 1", "0 0 0.9981992245")
        return [
            "controlTextColor": black, "textColor": black, "headerTextColor": black, "labelColor": black,
            "selectedTextColor": black, "controlBackgroundColor": light, "controlColor": light,
            "selectedTextBackgroundColor": light, "textBackgroundColor": white, "headerColor": white,
            "gridColor": middle, "windowBackgroundColor": middle, "secondaryLabelColor": dark,
            // HSChooserWindow's (0.5 in Generic Gray Gamma 2.2, as ibtool archived it).
            "tertiaryLabelColor": middle, "linkColor": blue,
            "systemBlueColor": blue, "textInsertionPointColor": .catalog("systemBlueColor"),
        ]
    }()

    /// A catalog colour as ibtool archives it: one shared `NSColor` (space 6) naming its catalog
    /// and colour, with its fallback colour; `nil` when the compiler knows no fallback for it.
    mutating func catalogColor(catalog: String, name: String) -> GraphID? {
        guard catalog == "System", let fallback = Self.systemCatalogFallbacks[name] else { return nil }
        let fallbackColor: GraphID
        if let catalogName = fallback.catalogName {
            guard let inner = catalogColor(catalog: catalog, name: catalogName) else { return nil }
            fallbackColor = inner
        } else {
            fallbackColor = calibratedFallback(fallback)
        }
        return builder.intern(
            "NSColor",
            [
                .init("NSColorSpace", .integer(6)), .init("NSCatalogName", .reference(builder.string(catalog))),
                .init("NSColorName", .reference(builder.string(name))), .init("NSColor", .reference(fallbackColor)),
            ])
    }

    /// The newest tools version whose documents' calibrated whites ibtool archives, for a text
    /// view's background and the background of a clip view showing a text view, as a system
    /// colour (``legacyWhiteSystemColor(_:name:)``).
    static let legacyWhiteToolsVersion = 14_268

    /// A calibrated white a document of tools version ``legacyWhiteToolsVersion`` or older gives
    /// a text view's background (`name` `textBackgroundColor`) or the background of a clip view
    /// around one (`controlBackgroundColor`): ibtool archives the system colour, its fallback
    /// the document's white (scaled by 0.602715373, the control background's calibrated grey, for
    /// a clip view) in the system colour's profile. What viraptor/ibtool's compiler writes for
    /// test6_whitecolor and test13_clip_flags (tools 11762), which its test compares with Apple's
    /// nibs; the bound is viraptor's. `nil` for any other colour or document.
    mutating func legacyWhiteSystemColor(_ color: NibElement?, name: String) -> GraphID? {
        let tools = document.root[attribute: "toolsVersion"]?.split(separator: ".").first.flatMap { Int($0) }
        guard let color, color[attribute: "colorSpace"] == "calibratedWhite",
            let white = color[attribute: "white"].flatMap(Double.init), let tools,
            tools <= Self.legacyWhiteToolsVersion, let base = Self.systemCatalogFallbacks[name]
        else { return nil }
        let scaled = name == "controlBackgroundColor" ? white * 0.602_715_373 : white
        var attributes = [("colorSpace", "calibratedWhite"), ("white", String(scaled))]
        if let alpha = color[attribute: "alpha"] { attributes.append(("alpha", alpha)) }
        guard case .object(_, let fields)? = IBColorCodec.encode(attributes),
            case .string(let text)? = fields["NSWhite"]
        else { return nil }
        let fallback = CatalogFallback(
            calibratedSpace: 3, calibrated: String(text.prefix { $0 != "\0" }), components: base.components,
            profile: base.profile, profileID: base.profileID, profileModel: base.profileModel, catalogName: nil)
        return builder.intern(
            "NSColor",
            [
                .init("NSColorSpace", .integer(6)), .init("NSCatalogName", .reference(builder.string("System"))),
                .init("NSColorName", .reference(builder.string(name))),
                .init("NSColor", .reference(calibratedFallback(fallback))),
            ])
    }

    /// A `colorSpace="custom"` colour (``IBColorCodec``'s fields): its calibrated colour, then,
    /// when the build has the space's ICC profile, the space (`NSCustomColorSpace`, the profile
    /// in `NSICC`, shared with the catalog fallbacks'), its components and `NSLinearExposure`,
    /// as ibtool archives iTerm2's and HSChooserWindow's; without the profile the calibrated
    /// colour alone, as for a fallback. A space archived by its `NSID` alone (Generic Gray,
    /// `customColorSpace="calibratedWhite"`) wants no profile and is always archived whole
    /// (inferred: no Apple nib of the corpus holds one).
    mutating func customSpaceColor(_ fields: [String: IBArchivedValue], space: [String: IBArchivedValue]) -> GraphID {
        let calibratedKey = fields["NSWhite"] != nil ? "NSWhite" : "NSRGB"
        func text(_ key: String) -> [UInt8] {
            if case .string(let text)? = fields[key] { return Array(text.utf8) }
            return []
        }
        var entries: [ArchiveGraph.Entry] = [
            .init("NSColorSpace", builder.value(for: fields["NSColorSpace"] ?? .integer(3))),
            .init(calibratedKey, .data(text(calibratedKey))),
        ]
        let id = space["NSID"]?.integer ?? 0
        var spaceEntries: [ArchiveGraph.Entry]?
        if IBColorCodec.spacesWithoutProfile.contains(id) {
            // A space AppKit archives by its number alone (Generic Gray): no profile to want
            // (inferred, `IBColorCodec.spacesWithoutProfile`).
            spaceEntries = [.init("NSID", .integer(id))]
        } else if let name = ColorProfiles.known.first(where: { $0.colorSpaceID == id })?.name,
            let profile = options.colorProfiles[name]
        {
            var withProfile: [ArchiveGraph.Entry] = [.init("NSID", .integer(id))]
            if let model = space["NSModel"]?.integer { withProfile.append(.init("NSModel", .integer(model))) }
            withProfile.append(
                .init("NSICC", .reference(builder.intern("NSData", [.init("NS.bytes", .data(profile))]))))
            spaceEntries = withProfile
        }
        if let spaceEntries {
            entries += [
                .init("NSCustomColorSpace", .reference(builder.intern("NSColorSpace", spaceEntries))),
                .init("NSComponents", .data(text("NSComponents"))),
                .init("NSLinearExposure", .data(Array("1".utf8))),
            ]
        }
        return builder.intern("NSColor", entries)
    }

    /// A fallback colour: in its profile's colour space when the build has the profile, else a
    /// calibrated colour alone.
    private mutating func calibratedFallback(_ fallback: CatalogFallback) -> GraphID {
        let key = fallback.calibratedSpace == 3 ? "NSWhite" : "NSRGB"
        var entries: [ArchiveGraph.Entry] = [
            .init("NSColorSpace", .integer(fallback.calibratedSpace)),
            .init(key, .data(Array((fallback.calibrated + "\0").utf8))),
        ]
        if let profile = options.colorProfiles[fallback.profile] {
            var space: [ArchiveGraph.Entry] = [.init("NSID", .integer(fallback.profileID))]
            if let model = fallback.profileModel { space.append(.init("NSModel", .integer(model))) }
            space.append(.init("NSICC", .reference(builder.intern("NSData", [.init("NS.bytes", .data(profile))]))))
            entries += [
                .init("NSCustomColorSpace", .reference(builder.intern("NSColorSpace", space))),
                .init("NSComponents", .data(Array(fallback.components.utf8))),
                .init("NSLinearExposure", .data(Array("1".utf8))),
            ]
        }
        return builder.intern("NSColor", entries)
    }
}
