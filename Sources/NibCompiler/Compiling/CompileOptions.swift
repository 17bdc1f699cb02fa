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
    /// Whether a part of the document the compiler does not archive yet
    /// (``DocumentCompiler/unarchivedParts(of:)``) is an error rather than a warning.
    public var isStrict: Bool
    /// The ICC profiles ibtool embeds in the colour spaces of catalog colours' fallbacks, by
    /// the colour space's name: `genericGamma22Gray` (Apple's Generic Gray Gamma 2.2 profile)
    /// and `sRGB` (the sRGB IEC61966-2.1 profile). They are the build machine's, which the
    /// compiler cannot make: without them a fallback colour is archived as a calibrated colour
    /// of its own (which Apple's runtime reads alike) rather than in the profile's colour space.
    public var colorProfiles: [String: [UInt8]]
    /// The locale whose date patterns a date formatter set by style archives, as the build
    /// machine's would be (`--locale`); `en_US` unless set.
    public var formatLocale: FormatLocale = .enUS

    /// Options for a build.
    public init(
        module: String? = nil, format: Format = .nibArchive, minimumDeploymentTarget: String? = nil,
        targetDevices: [String] = [], isStrict: Bool = false, colorProfiles: [String: [UInt8]] = [:]
    ) {
        self.isStrict = isStrict
        self.colorProfiles = colorProfiles
        self.module = module
        self.format = format
        self.minimumDeploymentTarget = minimumDeploymentTarget
        self.targetDevices = targetDevices
    }
}
