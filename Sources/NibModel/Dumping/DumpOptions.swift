/// Options for the text dumps of a document.
public struct DumpOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Print each object's source line.
    public static let printLocations = DumpOptions(rawValue: 1 << 0)
    /// Print each object's id.
    public static let printIDs = DumpOptions(rawValue: 1 << 1)

    /// Leave out layout constraints (`constraint` objects).
    public static let omitConstraints = DumpOptions(rawValue: 1 << 2)

    /// Ids and lines: what `nibdump hierarchy` prints.
    public static let `default`: DumpOptions = [.printLocations, .printIDs]
}
