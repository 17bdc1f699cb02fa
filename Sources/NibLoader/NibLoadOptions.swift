import NibModel

/// How a ``Nib`` is instantiated: the classes, the platform's rules, resources and observers.
public struct NibLoadOptions {
    /// The classes to create.
    public var registry: ClassRegistry
    /// The platform whose rules to follow; `nil` follows the document.
    public var platform: Platform?
    /// The unknown-class policy; `nil` follows the platform (UIKit: standard class, AppKit:
    /// fail for custom objects).
    public var unknownClassPolicy: UnknownClassPolicy?
    /// The module that `customModuleProvider="target"` means; `nil` uses the document's `customModule`.
    public var targetModule: String?
    /// Where images and sounds are found; `nil` records each name as missing.
    public var resources: (any NibResourceProvider)?
    /// The caches to fill; a new one per load when `nil`.
    public var cache: ResourceCache?
    /// The object that plays the Application placeholder (AppKit); a stand-in when `nil`.
    public var application: AnyObject?
    /// Observers told of every outlet set (L3.3).
    public var outletObservers: [any NibOutletObserver]
    /// The responder chain that answers nil-targeted actions; a new one when `nil`.
    public var responderChain: ResponderChain?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - registry: The classes; ``ClassRegistry/standard`` by default.
    ///   - platform: A platform to force, or `nil` to follow the document.
    ///   - unknownClassPolicy: A policy to force, or `nil` to follow the platform.
    ///   - targetModule: The module for `customModuleProvider="target"`.
    ///   - resources: The resource provider.
    public init(
        registry: ClassRegistry = .standard, platform: Platform? = nil, unknownClassPolicy: UnknownClassPolicy? = nil,
        targetModule: String? = nil, resources: (any NibResourceProvider)? = nil
    ) {
        self.registry = registry
        self.platform = platform
        self.unknownClassPolicy = unknownClassPolicy
        self.targetModule = targetModule
        self.resources = resources
        self.outletObservers = []
    }
}
