/// How one load creates the objects of one class slot (``NibPlan/ClassPlan``): what its trace
/// says about them.
struct ClassResolution: Sendable {
    /// The class the objects are created as (the registered class, or the standard one).
    var className: String
    /// The initializer rule that applies (L2.1–L2.4).
    var initializer: NibInstantiator.Initializer
    /// Whether the factory makes a ``NibStandIn``.
    var isStandIn: Bool
    /// The unregistered custom class the standard class stands in for, if any.
    var unknownCustomClass: String?

    /// The `created` step's detail: the initializer, and whether a stand-in was made.
    var detail: String {
        isStandIn ? initializer.rawValue + " (stand-in)" : initializer.rawValue
    }

    /// The `created` step's detail for one object: a window created from its template names
    /// the template's arguments (L2.5).
    func detail(window template: NibWindowTemplate?) -> String {
        guard initializer == .windowTemplate, let template else { return detail }
        return isStandIn ? template.traceDetail + " (stand-in)" : template.traceDetail
    }

    /// The unknown-class warning's detail, when the standard class stands in.
    var unknownClassDetail: String? {
        unknownCustomClass.map { "Unknown class \($0) in Interface Builder file; using \(className)" }
    }
}
