/// How one Interface Builder element is archived: its class, and how each of its attributes
/// is stored under which key.
///
/// Rules inherit: a `button` rule names `control` as its base, which names `view`, so an
/// attribute every view has (`hidden`, `autoresizingMask`, the frame) is written once. Abstract
/// rules (those whose element starts with `@`) stand for no element of their own.
package struct IBClassRule: Sendable {
    /// The element name a document writes (`button`), or `@name` for an abstract rule.
    package var element: String
    /// The class the archive holds (`NSButton`).
    package var archivedClass: String
    /// The rule whose properties this one adds to (`@control`), if any.
    package var base: String?
    /// The attributes, each with its key and encoding.
    package var properties: [IBProperty]
    /// Keys ibtool always archives for the class with a fixed value (the compiler writes them;
    /// the decompiler has nothing to say about them).
    package var constants: [(key: String, value: IBArchivedValue)]
    /// Objects the archive keeps under a key that a document writes as a child element of
    /// their own although Interface Builder gives them no id (a table column's header cell, a
    /// segmented cell's segments).
    package var embedded: [IBEmbeddedChild]

    /// A rule.
    package init(
        _ element: String, _ archivedClass: String, base: String? = nil, embedded: [IBEmbeddedChild] = [],
        _ properties: [IBProperty] = [], constants: [(key: String, value: IBArchivedValue)] = []
    ) {
        self.element = element
        self.archivedClass = archivedClass
        self.base = base
        self.properties = properties
        self.embedded = embedded
        self.constants = constants
    }
}

/// An object kept under an archive key that a document writes as a child element, by its
/// class's element name: keyed (`<tableHeaderCell key="headerCell">`) or, for a collection,
/// each element inside a wrapper (`<segments><segment .../></segments>`).
package struct IBEmbeddedChild: Sendable {
    /// The archive key.
    package var key: String
    /// The child's `key=` in the document, for a single object.
    package var documentKey: String?
    /// The wrapper element, for a collection.
    package var wrapper: String?

    /// A single object written with `key=documentKey`.
    package static func keyed(_ key: String, as documentKey: String) -> IBEmbeddedChild {
        IBEmbeddedChild(key: key, documentKey: documentKey, wrapper: nil)
    }

    /// A collection whose elements are written inside `wrapper`.
    package static func collection(_ key: String, in wrapper: String) -> IBEmbeddedChild {
        IBEmbeddedChild(key: key, documentKey: nil, wrapper: wrapper)
    }
}

/// One attribute of an element and where the archive keeps it.
package struct IBProperty: Sendable {
    /// Where the document writes it.
    package var slot: IBSlot
    /// The archive key.
    package var key: String
    /// How the value is encoded under the key.
    package var codec: IBValueCodec
    /// The document's value when it says nothing: the compiler archives it for an element that
    /// does not name one, and the decompiler leaves this value out (unless `writtenWhenDefault`:
    /// see `omittedText`). `nil` when an absent attribute archives nothing.
    package var defaultText: String?
    /// The start of the values ibtool makes up when the document names none
    /// (`AutomaticTableColumnIdentifier.0`): the decompiler leaves them out.
    package var generatedPrefix: String?
    /// The value an archive's silence stands for: ibtool leaves the key out when the value is
    /// this one, and the decompiler reads an absent key as it.
    package var archivedDefault: IBArchivedValue?
    /// Whether Xcode writes the attribute even when it holds `defaultText`: the compiler still
    /// archives `defaultText` for an element that names no value, but the decompiler writes the
    /// value instead of leaving it out (a window's `autorecalculatesKeyViewLoop="YES"`).
    package var writtenWhenDefault: Bool

    /// The value the decompiler leaves out, as Xcode leaves it out of the documents it writes:
    /// `defaultText`, or `nil` when Xcode writes every value (`writtenWhenDefault`). The
    /// compiler's default for a silent document is `defaultText` either way.
    package var omittedText: String? { writtenWhenDefault ? nil : defaultText }

    /// A property.
    package init(
        _ slot: IBSlot, _ key: String, _ codec: IBValueCodec, default defaultText: String? = nil,
        generatedPrefix: String? = nil, archivedDefault: IBArchivedValue? = nil, writtenWhenDefault: Bool = false
    ) {
        self.slot = slot
        self.key = key
        self.codec = codec
        self.defaultText = defaultText
        self.generatedPrefix = generatedPrefix
        self.archivedDefault = archivedDefault
        self.writtenWhenDefault = writtenWhenDefault
    }

    /// An attribute of the element itself.
    package static func attribute(
        _ name: String, _ key: String, _ codec: IBValueCodec, default defaultText: String? = nil,
        archivedDefault: IBArchivedValue? = nil, writtenWhenDefault: Bool = false
    ) -> IBProperty {
        IBProperty(
            .attribute(name), key, codec, default: defaultText, archivedDefault: archivedDefault,
            writtenWhenDefault: writtenWhenDefault)
    }

    /// A `<size key=...>` archived as an `{w, h}` string under `archiveKey`, only when the
    /// document gives it: its width and height components.
    package static func size(_ key: String, _ archiveKey: String) -> [IBProperty] {
        (0..<2).map { IBProperty(.sizeComponent(key: key, index: $0), archiveKey, .pairComponent($0, fill: 0)) }
    }

    /// A boolean attribute kept as bits of a shared integer (`NO` by default).
    package static func flag(_ name: String, _ key: String, _ mask: UInt64) -> IBProperty {
        IBProperty(.attribute(name), key, .flag(mask: mask), default: "NO")
    }
}

/// Where a document writes a value.
package enum IBSlot: Sendable, Hashable {
    /// An attribute of the element: `title="OK"`.
    case attribute(String)
    /// An attribute of a keyed child element that holds only attributes:
    /// `<behavior key="behavior" pushIn="YES"/>`, `<windowStyleMask key="styleMask" titled="YES"/>`.
    case keyed(element: String, key: String, attribute: String)
    /// A keyed `<rect>`'s four numbers `x y width height`: `<rect key="frame" .../>`.
    case rect(key: String)
    /// A keyed element that stands for another archived object, its attributes given by an
    /// object codec: `<font key="font" metaFont="system"/>`, `<color key="textColor" .../>`.
    case object(element: String, key: String)
    /// One number of a keyed `<size>`: `<size key="intercellSpacing" width="3" height="2"/>`
    /// (index 0 the width, 1 the height).
    case sizeComponent(key: String, index: Int)
    /// A keyed element with no attributes, present when the value decodes to `YES`:
    /// `<autoresizingMask key="autoresizingMask"/>` on a view that has one.
    case presence(element: String, key: String)

    /// The attribute's name within its element.
    package var attributeName: String {
        switch self {
        case .attribute(let name): name
        case .keyed(_, _, let attribute): attribute
        case .rect(let key): key
        case .object(_, let key), .presence(_, let key), .sizeComponent(let key, _): key
        }
    }
}
