/// A folder of Swift sources and, when known, the module they compile into.
public struct SourceDirectory: Sendable, Hashable {
    /// The folder (searched recursively for `.swift` files) or a single `.swift` file.
    public var path: String
    /// The module name, which `wrong-module` compares with documents' `customModule`.
    public var module: String?
    /// The Swift language version the sources are written in, when known: it decides how selectors
    /// are derived and which members Objective-C sees.
    public var swiftVersion: SwiftLanguageVersion?

    /// Creates a source directory.
    public init(path: String, module: String? = nil, swiftVersion: SwiftLanguageVersion? = nil) {
        self.path = path
        self.module = module
        self.swiftVersion = swiftVersion
    }

    /// Whether a command-line argument has the `MODULE=PATH` form (a module name, `=`, a path).
    public static func looksLikeModuleLayout(_ argument: String) -> Bool {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
            argument.index(after: equals) != argument.endIndex
        else { return false }
        return argument[..<equals].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Parses `MODULE=PATH` (the module layout) or a bare `PATH`.
    public init(argument: String) {
        if let equals = argument.firstIndex(of: "="), equals != argument.startIndex {
            let module = String(argument[..<equals])
            if module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                self.init(path: String(argument[argument.index(after: equals)...]), module: module)
                return
            }
        }
        self.init(path: argument, module: nil)
    }
}
