/// The element and attribute names the typed layer reads, with fixed indices in every
/// document's name table, so that the parser compares small integers instead of strings.
enum KnownName: Int32, CaseIterable {
    // Attributes.
    case id = 0
    case customClass
    case customModule
    case customModuleProvider
    case userLabel
    case key
    case sceneID
    case sceneMemberID
    case placeholderIdentifier
    case storyboardName
    case referencedIdentifier
    case destination
    case reference
    case type
    case targetRuntime
    // Elements.
    case document
    case objects
    case scenes
    case scene
    case resources
    case connections
    case userDefinedRuntimeAttributes
    case userDefinedRuntimeAttribute
    case outlet
    case outletCollection
    case action
    case binding
    case segue
    case placeholder
    case customObject
    case exit
    case viewControllerPlaceholder
    case controllerPlaceholder

    /// The name as documents spell it.
    var spelling: String { Self.spellings[Int(rawValue)] }

    /// Every known name, by index.
    static let spellings: [String] = allCases.map { "\($0)" }

    /// The index of every known name.
    static let indices: [String: Int32] = Dictionary(
        uniqueKeysWithValues: allCases.map { ("\($0)", $0.rawValue) })

    /// Whether a name index is one of the connection elements, which are never objects.
    @inline(__always)
    static func isConnection(_ name: Int32) -> Bool {
        name >= outlet.rawValue && name <= segue.rawValue
    }
}
