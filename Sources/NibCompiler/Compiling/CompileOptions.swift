/// What a compilation needs to know beyond the document: the build's module, the target's
/// devices and deployment target, the archive format.
public struct CompileOptions: Sendable, Hashable {
    /// The archive format of the output.
    public enum Format: Sendable, Hashable {
        /// Apple's `NIBArchive`, as ibtool writes it for macOS and iOS today.
        case nibArchive
        /// An `NSKeyedArchiver` archive (binary property list), as
        /// `--use-nibkeyedarchiver-for-macos` asks.
        case keyedArchive
    }

    /// The module that `customModuleProvider="target"` classes belong to (`--module`).
    public var module: String?
    /// The archive format.
    public var format: Format
    /// The deployment target (`--minimum-deployment-target`), as written (`14.0`); `nil` for
    /// the latest.
    public var minimumDeploymentTarget: String?
    /// The devices built for (`--target-device`: `mac`, `iphone`, `ipad`…); empty for the
    /// document's platform's default.
    public var targetDevices: [String]

    /// Options for a build.
    public init(
        module: String? = nil, format: Format = .nibArchive, minimumDeploymentTarget: String? = nil,
        targetDevices: [String] = []
    ) {
        self.module = module
        self.format = format
        self.minimumDeploymentTarget = minimumDeploymentTarget
        self.targetDevices = targetDevices
    }
}
