/// The attributes and header elements of a document's `<document>` root.
public struct DocumentHeader: Sendable, Hashable {
    /// `type=`, e.g. `com.apple.InterfaceBuilder3.Cocoa.XIB`.
    public var type: String?
    /// `version=`, the document format version (`3.0`).
    public var version: String?
    /// `toolsVersion=`, the Xcode build that wrote the file.
    public var toolsVersion: String?
    /// `targetRuntime=`: `MacOSX.Cocoa`, `iOS.CocoaTouch`, `AppleTV`, `watchKit`, …
    public var targetRuntime: String?
    /// `propertyAccessControl=`.
    public var propertyAccessControl: String?
    /// `useAutolayout="YES"`.
    public var useAutolayout: Bool?
    /// `useTraitCollections="YES"`.
    public var useTraitCollections: Bool?
    /// `useSafeAreas="YES"`.
    public var useSafeAreas: Bool?
    /// `colorMatched="YES"`.
    public var colorMatched: Bool?
    /// `customObjectInstantitationMethod=` (Apple's spelling), e.g. `direct`.
    public var customObjectInstantiationMethod: String?
    /// `initialViewController=` (storyboards).
    public var initialViewController: ObjectID?
    /// The `<device>` element (iOS documents): its id and orientation.
    public var device: Device?
    /// The `<dependencies>` entries: deployment, plug-ins and capabilities.
    public var dependencies: [Dependency]
    /// Every root attribute, verbatim.
    public var attributes: [NibAttribute]

    /// The simulated device of an iOS document.
    public struct Device: Sendable, Hashable {
        /// `id=`, e.g. `retina4_7`.
        public var id: String?
        /// `orientation=`, e.g. `portrait`.
        public var orientation: String?
        /// `<adaptation id=>`, e.g. `fullscreen`.
        public var adaptation: String?
    }

    /// One entry of `<dependencies>`.
    public struct Dependency: Sendable, Hashable {
        /// The element name: `deployment`, `plugIn`, `capability`, …
        public var element: String
        /// `identifier=` or `name=`.
        public var identifier: String?
        /// `version=` or `minToolsVersion=`.
        public var version: String?
    }
}

extension DocumentHeader {
    /// Reads the header from a document's root element.
    init(root: NibElement) {
        func flag(_ name: String) -> Bool? { root[attribute: name].map { $0 == "YES" } }
        let device = root.firstChild(named: "device").map {
            DocumentHeader.Device(
                id: $0[attribute: "id"], orientation: $0[attribute: "orientation"],
                adaptation: $0.firstChild(named: "adaptation")?[attribute: "id"])
        }
        let dependencies =
            root.firstChild(named: "dependencies")?.children.map {
                DocumentHeader.Dependency(
                    element: $0.name, identifier: $0[attribute: "identifier"] ?? $0[attribute: "name"],
                    version: $0[attribute: "version"] ?? $0[attribute: "minToolsVersion"])
            } ?? []
        self.init(
            type: root[attribute: "type"], version: root[attribute: "version"],
            toolsVersion: root[attribute: "toolsVersion"], targetRuntime: root[attribute: "targetRuntime"],
            propertyAccessControl: root[attribute: "propertyAccessControl"], useAutolayout: flag("useAutolayout"),
            useTraitCollections: flag("useTraitCollections"), useSafeAreas: flag("useSafeAreas"),
            colorMatched: flag("colorMatched"),
            customObjectInstantiationMethod: root[attribute: "customObjectInstantitationMethod"],
            initialViewController: root[attribute: "initialViewController"].map { ObjectID($0) }, device: device,
            dependencies: dependencies, attributes: root.attributes)
    }
}
