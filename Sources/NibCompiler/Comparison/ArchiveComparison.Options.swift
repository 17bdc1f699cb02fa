extension ArchiveComparison {
    /// What the comparison treats as the same.
    public struct Options: Sendable, Hashable {
        /// Keys whose collection may list its elements in any order: ibtool's connections and
        /// constraints, and the UIKit root's object lists. Elements are matched by structure.
        public var unorderedKeys: Set<String>
        /// Groups of keys of one object whose collections are parallel (element `i` of each
        /// belongs together) and may be in any order as a whole: `NSIBObjectData`'s object,
        /// oid and accessibility tables.
        public var parallelUnorderedKeys: [[String]]
        /// Columns of ``parallelUnorderedKeys`` that hold identifiers rather than values:
        /// `NSIBObjectData`'s oids, numbered in ibtool's order of the objects and connectors
        /// (which is unstable for connectors). Rows are paired by their other columns, and an
        /// identifier column is compared as a whole: the same numbers, each row one of them.
        public var identifierKeys: Set<String>
        /// Classes whose elements are unordered by nature (sets).
        public var unorderedClasses: Set<String>
        /// Dictionary classes: their key–value pairs are compared in any order.
        public var dictionaryClasses: Set<String>
        /// Keys whose values are made afresh by each compilation (a storyboard controller's
        /// `uniqueIdentifierForStoryboardCompilation`, a UUID): only their presence is compared.
        public var freshValueKeys: Set<String>
        /// The relative difference under which two floating-point numbers are the same.
        public var floatTolerance: Double
        /// The most differences reported; the walk stops after them.
        public var maxDifferences: Int

        /// The options for ibtool's output.
        public static let `default` = Options()

        /// Creates options; the defaults know ibtool's unstable orders.
        public init(
            unorderedKeys: Set<String> = [
                "NSConnections", "NSViewConstraints", "NSVisibleWindows", "NSAccessibilityConnectors",
                "UINibConnectionsKey", "UINibObjectsKey", "UINibTopLevelObjectsKey", "UINibVisibleWindowsKey",
                "UINibAccessibilityConfigurationsKey", "UINibKeyValuePairsKey", "UINibTraitStorageListsKey",
                "UIViewAutolayoutConstraints",
            ],
            parallelUnorderedKeys: [[String]] = [
                ["NSObjectsKeys", "NSObjectsValues"], ["NSOidsKeys", "NSOidsValues"],
                ["NSAccessibilityOidsKeys", "NSAccessibilityOidsValues"], ["NSNamesKeys", "NSNamesValues"],
                ["NSClassesKeys", "NSClassesValues"],
            ],
            identifierKeys: Set<String> = ["NSOidsValues", "NSAccessibilityOidsValues"],
            unorderedClasses: Set<String> = ["NSSet", "NSMutableSet", "NSCountedSet"],
            dictionaryClasses: Set<String> = ["NSDictionary", "NSMutableDictionary"],
            freshValueKeys: Set<String> = ["uniqueIdentifierForStoryboardCompilation"],
            floatTolerance: Double = 1e-6, maxDifferences: Int = 200
        ) {
            self.freshValueKeys = freshValueKeys
            self.unorderedKeys = unorderedKeys
            self.parallelUnorderedKeys = parallelUnorderedKeys
            self.identifierKeys = identifierKeys
            self.unorderedClasses = unorderedClasses
            self.dictionaryClasses = dictionaryClasses
            self.floatTolerance = floatTolerance
            self.maxDifferences = maxDifferences
        }
    }
}
