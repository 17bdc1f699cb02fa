extension ArchiveComparison {
    /// One way in which two archived graphs differ, at a path from the root.
    public struct Difference: Sendable, Hashable, Codable, CustomStringConvertible {
        /// What differs.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// The objects at the path have different classes.
            case className
            /// The left object has a key the right one lacks.
            case missingKey
            /// The left object has a key the right one lacks, at the value the key's absence
            /// stands for: `nil`, or the vocabulary's archived default for the object's class
            /// (`NSState` 0 of a menu item). An unarchiver reads both objects alike; the left
            /// archiver wrote its defaults out (GNUstep's, an older Interface Builder's).
            case missingDefault
            /// The right object has a key the left one lacks.
            case extraKey
            /// The values differ (numbers beyond rounding, strings, data, kinds of value).
            case value
            /// A collection has a different number of elements.
            case elementCount
            /// The sharing differs: one object on one side corresponds to two on the other.
            case sharing
            /// The sharing of equal value objects differs: one string or number object on one
            /// side is two equal ones on the other (an older Interface Builder archived a string
            /// per use, today's ibtool and the compiler one per text). An unarchiver gives
            /// equal values either way.
            case valueSharing
            /// A different number of objects is reachable from the root.
            case objectCount
            /// A file is on one side only, or could not be read (compiled storyboards).
            case file
        }

        /// What differs.
        public var kind: Kind
        /// Where, from the root: `root.IB.objectdata.NSObjectsKeys[3].NSCell.NSContents`; a
        /// compiled storyboard's differences start with the nib's file name.
        public var path: String
        /// The left side, rendered (`"OK"`, `12`, `class NSButton`), or empty.
        public var left: String
        /// The right side, rendered, or empty.
        public var right: String

        /// Creates a difference.
        public init(_ kind: Kind, path: String, left: String, right: String) {
            self.kind = kind
            self.path = path
            self.left = left
            self.right = right
        }

        /// `path: left vs right`, or a sentence for a key or element on one side only.
        public var description: String {
            switch kind {
            case .missingKey: "\(path): only on the left (\(left))"
            case .missingDefault: "\(path): only on the left, at the value its absence stands for (\(left))"
            case .extraKey: "\(path): only on the right (\(right))"
            case .sharing: "\(path): sharing differs: \(left) vs \(right)"
            case .valueSharing: "\(path): equal values shared otherwise: \(left) vs \(right)"
            default: "\(path): \(left) vs \(right)"
            }
        }
    }
}
