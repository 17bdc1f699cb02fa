extension NibObject {
    /// Framework classes that documents name in `customClass` without the app defining them: the
    /// placeholders' classes Xcode's templates write, and library objects Interface Builder
    /// inserts as a plain object of a framework class (the Font Manager is a `customObject` of
    /// class `NSFontManager`).
    static let frameworkClassesNamedAsCustom: Set<String> = [
        "FirstResponder", "NSObject", "NSResponder", "UIResponder", "NSApplication", "UIApplication",
        "NSFontManager", "NSDocumentController",
    ]

    /// Whether the object's class is one the app defines, not a framework class: Xcode writes a
    /// module for a Swift class (`customModule` or `customModuleProvider`); an Objective-C
    /// class is a `customClass` that is neither the element's own class nor one of the
    /// framework classes templates and the object library write there. First Responder, the
    /// Application placeholder and Exit never have one.
    public var hasAppDefinedClass: Bool {
        guard let customClass, !customClass.isEmpty else { return false }
        switch placeholderRole {
        case .firstResponder, .application, .exit: return false
        default: break
        }
        if customModule != nil || customModuleProvider != nil { return true }
        return customClass != StandardClasses.className(forElement: element, platform: store.platform)
            && !Self.frameworkClassesNamedAsCustom.contains(customClass)
    }
}
