/// Bounds that protect a caller from hostile or runaway input.
///
/// The defaults are far above anything a real Interface Builder document needs (the deepest
/// real document we know nests 33 elements, the largest is about 1.2 MB) and far below what
/// would exhaust a CI machine.
public struct ParseLimits: Sendable, Hashable {
    /// The largest input accepted, in bytes. Default: 256 MiB.
    public var maxInputBytes: Int = 256 << 20
    /// The deepest element nesting accepted. Default: 256.
    public var maxDepth: Int = 256
    /// The longest attribute value or text run accepted, in bytes. Default: 10 MiB.
    public var maxAttributeLength: Int = 10 << 20
    /// The most elements a document may contain. Default: 5,000,000.
    public var maxElements: Int = 5_000_000
    /// The most objects (elements with an `id`) a document may contain. Default: 1,000,000.
    public var maxObjects: Int = 1_000_000

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
