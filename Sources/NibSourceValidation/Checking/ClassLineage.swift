import NibValidation

/// A class and its superclasses as far as the sources and the framework table know them.
struct ClassLineage {
    /// The classes (and framework-class extensions) of the sources in the chain, nearest first.
    var sourceClasses: [SwiftClass] = []
    /// The runtime names of every class in the chain, nearest first.
    var names: [String] = []
    /// Whether the chain reaches `NSObject` through classes whose members are all known: the sources,
    /// then framework classes of the table. When `false`, "not declared" cannot be concluded.
    var isComplete = false
    /// Whether the class itself is declared in the sources.
    var startsInSources = false

    init(of runtimeName: String, index: SwiftSourceIndex) {
        var current: String? = runtimeName
        var seen: Set<String> = []
        let framework = FrameworkClasses.shared
        while let name = current, seen.insert(name).inserted {
            names.append(name)
            if let declared = index.swiftClass(runtimeName: name) {
                if names.count == 1 { startsInSources = true }
                sourceClasses.append(declared)
                current = index.superclass(of: name)
                if current == nil { return }
                continue
            }
            if let extended = index.swiftClass(named: name), !extended.isDeclared { sourceClasses.append(extended) }
            if name == "NSObject" {
                isComplete = true
                return
            }
            guard framework.contains(name) else { return }
            current = framework.superclass(of: name)
        }
    }

    /// The outlet with that name in the nearest source class that declares it.
    func outlet(named name: String) -> (SwiftOutlet, SwiftClass)? {
        for swiftClass in sourceClasses {
            if let outlet = swiftClass.outlet(named: name) { return (outlet, swiftClass) }
        }
        return nil
    }

    /// The property (not outlet) with that name in the nearest source class that declares it.
    func property(named name: String) -> SwiftProperty? {
        for swiftClass in sourceClasses {
            if let property = swiftClass.property(named: name) { return property }
        }
        return nil
    }

    /// The method with that selector in the nearest source class that has it.
    func method(withSelector selector: String) -> SwiftMethod? {
        for swiftClass in sourceClasses {
            if let method = swiftClass.method(withSelector: selector) { return method }
        }
        return nil
    }
}
