import NibValidation

/// A class and its superclasses as far as the sources and the framework table know them.
struct ClassLineage {
    /// The classes (and framework-class extensions) of the sources in the chain, nearest first.
    var sourceClasses: [SwiftClass] = []
    /// The runtime names of every class in the chain, nearest first.
    var names: [String] = []
    /// Whether every class of the chain is known: it reaches `NSObject` through classes of the
    /// sources and the framework table, or ends at a Swift class with no superclass. When
    /// `false`, "not declared" cannot be concluded.
    var isComplete = false
    /// Whether the chain ends at a Swift class with no superclass: not an Objective-C class.
    var endsOutsideObjectiveC = false
    /// Whether the class itself is declared in the sources.
    var startsInSources = false

    /// The lineage of `runtimeName`; `module` picks among classes of that name in several modules.
    init(of runtimeName: String, module: String? = nil, index: SwiftSourceIndex, framework: FrameworkClasses) {
        var current: String? = runtimeName
        var currentModule = module
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            names.append(name)
            if let declared = index.swiftClass(runtimeName: name, module: currentModule) {
                if names.count == 1 { startsInSources = true }
                sourceClasses.append(declared)
                guard !index.conflictingKeys.contains(declared.key) else { return }
                current = index.superclass(of: name, module: declared.module)
                currentModule = declared.module
                if current == nil {
                    isComplete = true
                    endsOutsideObjectiveC = true
                    return
                }
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
