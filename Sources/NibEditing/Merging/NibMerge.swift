import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A three-way merge of two edits of one document, on the model rather than on lines.
///
/// Both sides are compared with the base (``NibDiff``); the merge starts from *ours*, byte for
/// byte, and replays *theirs*' changes on it with the editing API, so that every line neither
/// side changed stays as it was and new lines are written the way Xcode writes them. Changes to
/// different objects, attributes or connections combine; the same change on both sides is
/// taken once; an object both sides added with the same id is renamed on their side, with every
/// reference to it. What cannot combine is a ``Conflict``: the same attribute set to two values,
/// an object deleted on one side and edited on the other, an object moved to two places, two
/// connections for one outlet.
///
/// ```swift
/// let merge = try NibMerge(base: base, ours: ours, theirs: theirs, file: "Main.storyboard")
/// if merge.isClean { try Data(merge.bytes).write(to: url) } else { print(merge.conflicts) }
/// ```
///
/// With ``Strategy/mark`` a conflicted output keeps ours' value in the document and wraps the
/// smallest conflicting element (its start tag's line, or the whole element when one side
/// deleted it) in Git's conflict markers with theirs' version, so that the file can be resolved
/// by hand; ``Strategy/ours`` and ``Strategy/theirs`` settle every conflict for one side.
public struct NibMerge: Sendable {
    /// How conflicts are settled.
    public enum Strategy: String, Sendable, Hashable, CaseIterable {
        /// Keep ours' value and mark the conflict with Git's markers (the output is not valid XML
        /// until it is resolved).
        case mark
        /// Take ours' side of every conflict.
        case ours
        /// Take theirs' side of every conflict.
        case theirs
    }

    /// A change that both sides made differently.
    public struct Conflict: Sendable, Hashable, CustomStringConvertible {
        /// What kind of conflict it is.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// The same attribute or property set to different values.
            case attribute
            /// An object deleted on one side and edited (or given children) on the other.
            case deletedAndEdited
            /// An object moved to different parents.
            case moved
            /// A connection changed differently, or two connections for one outlet.
            case connection
            /// An element of theirs that could not be added (it names something ours deleted).
            case unplaceable
        }

        /// What kind of conflict it is.
        public var kind: Kind
        /// The object or connection concerned.
        public var id: ObjectID?
        /// The attribute or property path (see ``NibDiff/PropertyChange``), when there is one.
        public var path: String?
        /// Ours' value or state.
        public var ours: String?
        /// Theirs' value or state.
        public var theirs: String?
        /// The line of the element in the merged output (0 when it is not in it).
        public var line: Int
        /// The merged file's name.
        public var file: String

        /// `file:line: conflict: …`, the form editors and Git's output show.
        public var description: String {
            var text = "\(file):\(line): conflict: "
            switch kind {
            case .attribute: text += "'\(path ?? "")' of \(id?.rawValue ?? "?")"
            case .deletedAndEdited: text += "\(id?.rawValue ?? "?") deleted on one side and edited on the other"
            case .moved: text += "\(id?.rawValue ?? "?") moved to different places"
            case .connection: text += "connection \(id?.rawValue ?? "?")" + (path.map { " (\($0))" } ?? "")
            case .unplaceable: text += "their \(id?.rawValue ?? "?") cannot be placed"
            }
            return text + ": ours \(ours.map { "\"\($0)\"" } ?? "none"), theirs \(theirs.map { "\"\($0)\"" } ?? "none")"
        }
    }

    /// The merged document's bytes (with conflict markers when ``Strategy/mark`` met conflicts).
    public let bytes: [UInt8]
    /// The conflicts met, in the order they were found.
    public let conflicts: [Conflict]
    /// Ids theirs added that ours had added too, and the ids they got in the merge.
    public let renamedIDs: [ObjectID: ObjectID]

    /// Whether every change combined: no conflict.
    public var isClean: Bool { conflicts.isEmpty }

    /// Merges two edits of `base`.
    ///
    /// - Parameters:
    ///   - base: The common ancestor's bytes.
    ///   - ours: Our version's bytes; the merge starts from them.
    ///   - theirs: Their version's bytes.
    ///   - file: The name of the merged file, for messages.
    ///   - strategy: How conflicts are settled.
    /// - Throws: `NibParseError` when a version cannot be read.
    public init(
        base: [UInt8], ours: [UInt8], theirs: [UInt8], file: String, strategy: Strategy = .mark
    ) throws(NibParseError) {
        if ours == theirs || theirs == base {
            (bytes, conflicts, renamedIDs) = (ours, [], [:])
            return
        }
        if ours == base {
            (bytes, conflicts, renamedIDs) = (theirs, [], [:])
            return
        }
        var builder = try MergeBuilder(base: base, ours: ours, theirs: theirs, file: file, strategy: strategy)
        builder.run()
        bytes = builder.output()
        conflicts = builder.conflicts
        renamedIDs = builder.renames
    }
}
