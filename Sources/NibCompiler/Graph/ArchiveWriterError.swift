/// Why a writer could not write an ``ArchiveGraph``.
public struct ArchiveWriterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// The graph's root is not one of its objects.
        case missingRoot
        /// A value refers to an object the graph does not have.
        case danglingReference(ArchiveGraph.ObjectID)
        /// The format cannot hold the value (an inline string in a `NIBArchive`, an integer
        /// wider than the width asked for), with the reason.
        case unencodableValue(String)
        /// The archive would pass a limit of its format (32-bit offsets and counts).
        case tooLarge(String)
    }

    /// What is wrong.
    public var kind: Kind
    /// The object the problem is in, when there is one.
    public var object: ArchiveGraph.ObjectID?
    /// The key of the value the problem is in, when there is one.
    public var key: String?

    /// Creates an error.
    public init(_ kind: Kind, object: ArchiveGraph.ObjectID? = nil, key: String? = nil) {
        self.kind = kind
        self.object = object
        self.key = key
    }

    /// `object @12 key NSFrame: error: …`.
    public var description: String {
        var place = ""
        if let object { place += "object \(object)" }
        if let key { place += (place.isEmpty ? "" : " ") + "key \(key)" }
        let message =
            switch kind {
            case .missingRoot: "the graph's root is not one of its objects"
            case .danglingReference(let id): "a reference to \(id), which the graph does not have"
            case .unencodableValue(let reason): reason
            case .tooLarge(let reason): reason
            }
        return (place.isEmpty ? "" : place + ": ") + "error: " + message
    }
}
