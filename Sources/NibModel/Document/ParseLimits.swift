/// Bounds that protect a caller from hostile or runaway input.
///
/// The defaults are far above anything a real Interface Builder document needs (the deepest
/// real document we know nests 33 elements, the largest is about 1.2 MB) and far below what
/// would exhaust a CI machine.
public struct ParseLimits: Sendable, Hashable {
    /// The largest input accepted, in bytes. Default: 256 MiB.
    public var maxInputBytes: Int = 256 << 20
    /// The deepest element nesting accepted. Default: 256.
    ///
    /// Values above ``depthCeiling`` are treated as ``depthCeiling``, and values below 1 as 1:
    /// walking the model (the parser, `==`, hashing, and freeing a ``NibElement`` tree) recurses
    /// once per level, and the ceiling keeps that recursion far inside any thread's stack.
    public var maxDepth: Int = 256
    /// The longest attribute value or text run accepted, in bytes. Default: 10 MiB.
    public var maxAttributeLength: Int = 10 << 20
    /// The most elements a document may contain. Default: 5,000,000.
    public var maxElements: Int = 5_000_000
    /// The most objects (elements with an `id`) a document may contain. Default: 1,000,000.
    public var maxObjects: Int = 1_000_000

    /// The deepest nesting swift-nib reads whatever ``maxDepth`` says: 2,048 levels, 60 times
    /// the deepest real document we know, and shallow enough that the recursive walks of the
    /// model stay within a 512 KiB thread stack even in a debug build.
    public static let depthCeiling = 2_048

    /// ``maxDepth`` clamped to `1...depthCeiling`: the depth the reader enforces.
    var effectiveMaxDepth: Int { min(max(maxDepth, 1), Self.depthCeiling) }

    /// The default limits.
    public init() {}

    /// The default limits.
    public static let `default` = ParseLimits()
}

/// Options for reading a document.
public struct ParseOptions: Sendable, Hashable {
    /// Bounds on the input; see ``ParseLimits``.
    public var limits: ParseLimits

    /// Creates options; every parameter has a safe default.
    public init(limits: ParseLimits = .default) {
        self.limits = limits
    }

    /// The default options.
    public static let `default` = ParseOptions()
}
