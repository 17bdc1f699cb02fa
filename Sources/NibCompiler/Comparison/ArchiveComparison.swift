/// Whether two archived object graphs are the same, as "the same as Apple's" means it, and
/// where they differ.
///
/// Both graphs are walked from the root in parallel. Objects must have the same classes and the
/// same keys with the same values: integers equal whatever their archived width, floating-point
/// numbers within ``Options/floatTolerance``, strings and data equal, references to
/// corresponding objects. The correspondence is a bijection built during the walk: when one
/// object on one side meets two on the other, the sharing differs, and it is reported. The
/// number of objects reachable from the root must match.
///
/// A data value that holds a compiled nib on both sides (a table cell's prototype nib) is
/// compared as a graph, not as bytes, its differences under the value's path, a `/` and the path
/// in the nested nib; nesting is bounded by `CompiledArchive.maxNestingDepth`.
///
/// ibtool's unstable orders are compared as multisets (``Options/unorderedKeys``,
/// ``Options/parallelUnorderedKeys``, sets and dictionaries): elements are paired first by the
/// correspondence the ordered walk has already built, then by structure, and only then in order.
///
/// Each difference names its path from the root:
/// `root.IB.objectdata.NSObjectsKeys[3].NSSubviews[0].NSCell.NSContents: "OK" vs "Cancel"`.
/// The walk uses no recursion and visits each object once, so cycles and deep graphs are safe.
public struct ArchiveComparison: Sendable {
    /// The differences found, in walk order (at most ``Options/maxDifferences``).
    public private(set) var differences: [Difference]
    /// The number of objects reachable from each root.
    public private(set) var reachableObjects: (left: Int, right: Int)
    /// Whether the walk stopped at ``Options/maxDifferences``.
    public private(set) var isTruncated: Bool

    /// Whether the two graphs are the same.
    public var isSame: Bool { differences.isEmpty }

    /// Compares two graphs.
    ///
    /// - Parameters:
    ///   - left: The reference graph (Apple's, for a compiler's test).
    ///   - right: The graph compared with it.
    ///   - options: What counts as the same.
    public init(_ left: ArchiveGraph, _ right: ArchiveGraph, options: Options = .default) {
        self.init(left, right, options: options, nesting: 0)
    }

    /// Compares two graphs nested `nesting` archives deep.
    init(_ left: ArchiveGraph, _ right: ArchiveGraph, options: Options, nesting: Int) {
        var matcher = GraphMatcher(left: left, right: right, options: options, nesting: nesting)
        matcher.run()
        differences = matcher.differences
        reachableObjects = (matcher.reachable(in: left), matcher.reachable(in: right))
        isTruncated = matcher.isTruncated
        if !isTruncated, reachableObjects.left != reachableObjects.right {
            differences.append(
                Difference(
                    .objectCount, path: "root", left: "\(reachableObjects.left) objects",
                    right: "\(reachableObjects.right) objects"))
        }
    }

    /// Creates a comparison from differences found elsewhere (a compiled storyboard's files).
    init(differences: [Difference], reachableObjects: (left: Int, right: Int), isTruncated: Bool) {
        self.differences = differences
        self.reachableObjects = reachableObjects
        self.isTruncated = isTruncated
    }
}
