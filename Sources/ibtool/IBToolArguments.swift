/// An ibtool command line, read as Apple's ibtool reads it: `--long-name value` options and
/// flags in any order, around the input path(s).
///
/// Xcode (swift-build), rules_apple, CocoaPods and Gradle-based builds pass their command lines
/// unchanged; options that change nothing here (`--sdk`, `--auto-activate-custom-fonts`,
/// `--flatten YES`, `--reference-external-strings-file`) are accepted.
struct IBToolArguments {
    /// `--output-format`.
    enum OutputFormat: String {
        case humanReadableText = "human-readable-text"
        case xml1
        case binary1
    }

    var inputs: [String] = []
    var compile: String?
    var compilationDirectory: String?
    var link: String?
    var write: String?
    var module: String?
    var targetDevices: [String] = []
    var minimumDeploymentTarget: String?
    var partialInfoPlist: String?
    var outputFormat: OutputFormat = .xml1
    var errors = false
    var warnings = false
    var notices = false
    var version = false
    var help = false
    var keyedArchive = false
    var flatten = true
    var exportStringsFile: String?
    var importStringsFile: String?
    /// `--companion-strings-file REGION:PATH`, in order.
    var companionStringsFiles: [(region: String, path: String)] = []
    /// What could not be read: each an ibtool error.
    var problems: [String] = []

    /// The options that take no value.
    static let flags: Set<String> = [
        "--errors", "--warnings", "--notices", "--version", "--help", "--auto-activate-custom-fonts",
        "--use-nibkeyedarchiver-for-macos", "--reference-external-strings-file", "--localize-incremental",
        "--update-frames", "--update-constraints", "--enable-auto-layout", "--upgrade",
    ]

    /// The options that take a value and change nothing in what swift-nib writes.
    static let acceptedWithValue: Set<String> = [
        "--sdk", "--plugin", "--plugin-dir", "--bundle", "--source-language", "--target-language",
        "--previous-file", "--incremental-file",
    ]

    /// Reads `arguments` (without the program name).
    init(_ arguments: [String]) {
        var index = 0
        func value(for option: String) -> String? {
            guard index + 1 < arguments.count else {
                problems.append("the option \(option) needs a value")
                index += 1
                return nil
            }
            index += 2
            return arguments[index - 1]
        }
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--"), argument.count > 2 else {
                inputs.append(argument)
                index += 1
                continue
            }
            if Self.flags.contains(argument) {
                switch argument {
                case "--errors": errors = true
                case "--warnings": warnings = true
                case "--notices": notices = true
                case "--version": version = true
                case "--help": help = true
                case "--use-nibkeyedarchiver-for-macos": keyedArchive = true
                default: break
                }
                index += 1
                continue
            }
            if Self.acceptedWithValue.contains(argument) {
                _ = value(for: argument)
                continue
            }
            switch argument {
            case "--compile": compile = value(for: argument)
            case "--compilation-directory": compilationDirectory = value(for: argument)
            case "--link": link = value(for: argument)
            case "--write": write = value(for: argument)
            case "--module": module = value(for: argument)
            case "--target-device":
                if let device = value(for: argument) { targetDevices.append(device) }
            case "--minimum-deployment-target": minimumDeploymentTarget = value(for: argument)
            case "--output-partial-info-plist": partialInfoPlist = value(for: argument)
            case "--export-strings-file": exportStringsFile = value(for: argument)
            case "--import-strings-file": importStringsFile = value(for: argument)
            case "--flatten":
                if let text = value(for: argument) {
                    switch text.uppercased() {
                    case "YES": flatten = true
                    case "NO": flatten = false
                    default: problems.append("--flatten takes YES or NO, not '\(text)'")
                    }
                }
            case "--output-format":
                if let text = value(for: argument) {
                    if let format = OutputFormat(rawValue: text) {
                        outputFormat = format
                    } else {
                        problems.append(
                            "unknown output format '\(text)' (human-readable-text, xml1 or binary1)")
                    }
                }
            case "--companion-strings-file":
                if let text = value(for: argument) {
                    if let colon = text.firstIndex(of: ":"), colon != text.startIndex,
                        text.index(after: colon) != text.endIndex
                    {
                        companionStringsFiles.append(
                            (String(text[..<colon]), String(text[text.index(after: colon)...])))
                    } else {
                        problems.append("--companion-strings-file takes REGION:PATH, not '\(text)'")
                    }
                }
            default:
                problems.append("unrecognized option \(argument)")
                index += 1
            }
        }
    }
}
