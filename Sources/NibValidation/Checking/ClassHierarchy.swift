/// What a validator knows about classes beyond the document: each class's superclass.
///
/// The document rules use it to tell that a File's Owner's custom class is a window controller;
/// `NibSourceValidation`'s source index provides one built from the app's Swift sources.
public protocol ClassHierarchy: Sendable {
    /// The superclass of the class with this name (its Objective-C runtime name), if known.
    func superclass(of className: String) -> String?
}

extension ClassHierarchy {
    /// The class and its known superclasses, nearest first; stops at a cycle.
    public func lineage(of className: String) -> [String] {
        var chain = [className]
        var seen: Set<String> = [className]
        var current = className
        while let next = superclass(of: current), seen.insert(next).inserted {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Whether `className` is `ancestor` or one of its known subclasses.
    public func isClass(_ className: String, kindOf ancestor: String) -> Bool {
        lineage(of: className).contains(ancestor)
    }
}
