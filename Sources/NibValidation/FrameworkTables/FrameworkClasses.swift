import NibModel

/// The framework classes Interface Builder documents use, with their superclasses, the outlets and
/// keys they declare and the action methods they implement, from Apple's AppKit and UIKit
/// documentation (the data is in `AppKitTable.swift` and `UIKitTable.swift`).
///
/// A class that is not in the table is unknown: a rule that would need it stays silent rather than guess.
public struct FrameworkClasses: Sendable, ClassHierarchy {
    private let table: FrameworkTable

    /// AppKit's and UIKit's classes together (AppKit's entry wins for a class both have, e.g. `MKMapView`).
    public static let shared = FrameworkClasses(table: .appKit.merged(with: .uiKit))
    /// AppKit's classes.
    public static let appKit = FrameworkClasses(table: .appKit)
    /// UIKit's classes (also used for tvOS and watchOS documents).
    public static let uiKit = FrameworkClasses(table: .uiKit)

    /// The table for a document's platform; both together when the platform is unknown.
    public static func forPlatform(_ platform: Platform?) -> FrameworkClasses {
        switch platform {
        case .appKit: appKit
        case .uiKit, .tvOS, .watchOS: uiKit
        case nil: shared
        }
    }

    /// The shared table (AppKit and UIKit).
    public init() {
        self = .shared
    }

    private init(table: FrameworkTable) {
        self.table = table
        allActions = table.entries.values.reduce(into: Set<String>()) { $0.formUnion($1.actions) }
    }

    /// The framework superclass of a framework class, if the table has it.
    public func superclass(of className: String) -> String? {
        table.entries[className]?.superclass
    }

    /// Whether the table knows the class.
    public func contains(_ className: String) -> Bool {
        table.entries[className] != nil
    }

    /// Whether the name is a class of AppKit's or UIKit's table. Names are not guessed from their
    /// prefix: dependencies name classes `UI…` and `AR…` too.
    public static func isFrameworkClassName(_ name: String) -> Bool {
        shared.contains(name)
    }

    /// The outlets and keys a framework class declares itself (its superclasses' are on their entries).
    public func outlets(of className: String) -> Set<String> {
        table.entries[className]?.keys ?? []
    }

    /// The outlet and key names every framework class in a lineage declares.
    public func knownMembers(ofLineage lineage: [String]) -> Set<String> {
        var members: Set<String> = []
        for name in lineage { members.formUnion(table.entries[name]?.keys ?? []) }
        return members
    }

    /// The action methods every framework class in a lineage implements.
    public func actions(ofLineage lineage: [String]) -> Set<String> {
        var actions: Set<String> = []
        for name in lineage { actions.formUnion(table.entries[name]?.actions ?? []) }
        return actions
    }

    /// Every action method some framework class of the table implements: what an action sent to
    /// First Responder can reach without the app declaring it (loading.md M1).
    public let allActions: Set<String>
}
