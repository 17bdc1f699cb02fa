/// A folder of Swift sources and, when known, the module they compile into.
public struct SourceDirectory: Sendable, Hashable {
    /// The folder (searched recursively for `.swift` files) or a single `.swift` file.
    public var path: String
    /// The module name, which `wrong-module` compares with documents' `customModule`.
    public var module: String?

    /// Creates a source directory.
    public init(path: String, module: String? = nil) {
        self.path = path
        self.module = module
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
