#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

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

    /// Every known name, by index: the cases' own names, written out (interpolating a case
    /// would ask the runtime to reflect on the type at every process start).
    static let spellings: [String] = [
        "id", "customClass", "customModule", "customModuleProvider", "userLabel", "key", "sceneID",
        "sceneMemberID", "placeholderIdentifier", "storyboardName", "referencedIdentifier", "destination",
        "reference", "type", "targetRuntime", "document", "objects", "scenes", "scene", "resources",
        "connections", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute", "outlet",
        "outletCollection", "action", "binding", "segue", "placeholder", "customObject", "exit",
        "viewControllerPlaceholder", "controllerPlaceholder",
    ]

    /// The index of every known name.
    static let indices: [String: Int32] = Dictionary(
        uniqueKeysWithValues: spellings.enumerated().map { ($1, Int32($0)) })

    /// The known name spelled by `bytes`, if any: a length check and a comparison against the
    /// few known names of that length.
    static func index(of bytes: UnsafeRawBufferPointer) -> Int32? {
        guard bytes.count < byLength.count else { return nil }
        for candidate in byLength[bytes.count] {
            let matches = candidate.spelling.utf8.withContiguousStorageIfAvailable {
                memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            }
            if matches == true { return candidate.name }
        }
        return nil
    }

    /// The known names grouped by their UTF-8 length.
    private static let byLength: [[(spelling: String, name: Int32)]] = {
        var groups = Array(repeating: [(spelling: String, name: Int32)](), count: 32)
        for name in allCases { groups[name.spelling.utf8.count].append((name.spelling, name.rawValue)) }
        return groups
    }()

    /// Whether a name index is one of the connection elements, which are never objects.
    @inline(__always)
    static func isConnection(_ name: Int32) -> Bool {
        name >= outlet.rawValue && name <= segue.rawValue
    }
}
