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
