import NibCompiler
import NibModel

/// What one ibtool run has to say, gathered as it goes and printed once, in the format
/// `--output-format` names, under Apple's keys:
///
/// - `com.apple.ibtool.document.errors` / `.warnings` / `.notices` — what the document's own
///   content caused, printed when `--errors` / `--warnings` / `--notices` ask for it: a dictionary
///   keyed by the object concerned (its id, or `global` for the document as a whole), each value an
///   array of messages `{description, message, type, document, line}`;
/// - `com.apple.ibtool.errors` — what stopped the tool itself (an unreadable input, a bad option),
///   always printed: an array of `{description, failure-reason}`.
struct IBToolDiagnostics {
    /// A document's message.
    struct Message {
        enum Severity: String {
            case error, warning, notice
        }

        var severity: Severity
        var message: String
        var document: String
        var line: Int?
        var objectID: String?

        /// `MainMenu.xib:12: message`: where first, as the description Xcode shows.
        var description: String {
            let name = PathText.lastComponent(document)
            return line.map { "\(name):\($0): \(message)" } ?? "\(name): \(message)"
        }
    }

    var messages: [Message] = []
    var toolErrors: [String] = []

    /// Whether anything makes the run fail (exit status 1).
    var failed: Bool { !toolErrors.isEmpty || messages.contains { $0.severity == .error } }

    mutating func add(_ severity: Message.Severity, _ message: String, document: String, line: Int? = nil) {
        messages.append(Message(severity: severity, message: message, document: document, line: line))
    }

    /// A compile error at its element's line.
    mutating func add(_ error: CompileError) {
        add(
            .error, error.message, document: error.location.file,
            line: error.location.line > 0 ? error.location.line : nil)
    }

    /// A parse error at its line.
    mutating func add(_ error: NibParseError) {
        add(
            .error, error.message, document: error.location.file,
            line: error.location.line > 0 ? error.location.line : nil)
    }

    /// The output for `arguments`' format and printing flags.
    func rendered(for arguments: IBToolArguments) -> [UInt8] {
        let chosen = chosenSeverities(arguments)
        switch arguments.outputFormat {
        case .humanReadableText:
            return Array(text(chosen).utf8)
        case .xml1:
            return Array(PropertyListText.xml(plist(chosen)).utf8)
        case .binary1:
            return PropertyListText.binary(plist(chosen))
        }
    }

    /// The document messages no flag asked for but that fail the run: errors print whatever the
    /// flags say, on standard error, so that a failed build always says why.
    func unrequestedErrors(for arguments: IBToolArguments) -> [String] {
        guard !arguments.errors else { return [] }
        return messages.filter { $0.severity == .error }.map { humanLine($0) }
    }

    // MARK: Implementation Details

    private func chosenSeverities(_ arguments: IBToolArguments) -> [Message.Severity] {
        var chosen: [Message.Severity] = []
        if arguments.errors { chosen.append(.error) }
        if arguments.warnings { chosen.append(.warning) }
        if arguments.notices { chosen.append(.notice) }
        return chosen
    }

    private static func key(_ severity: Message.Severity) -> String {
        "com.apple.ibtool.document.\(severity.rawValue)s"
    }

    private func humanLine(_ message: Message) -> String {
        let place = message.line.map { "\(message.document):\($0)" } ?? "\(message.document):global"
        return "\(place): \(message.severity.rawValue): \(message.message)"
    }

    private func text(_ chosen: [Message.Severity]) -> String {
        var out = ""
        if !toolErrors.isEmpty {
            out += "/* com.apple.ibtool.errors */\n"
            for error in toolErrors { out += "error: \(error)\n" }
        }
        for severity in chosen {
            let selected = messages.filter { $0.severity == severity }
            guard !selected.isEmpty else { continue }
            out += "/* \(Self.key(severity)) */\n"
            for message in selected { out += humanLine(message) + "\n" }
        }
        return out
    }

    private func plist(_ chosen: [Message.Severity]) -> CompiledArchive.Value {
        var entries: [CompiledArchive.Entry] = []
        for severity in chosen {
            var byObject: [(key: String, messages: [CompiledArchive.Value])] = []
            for message in messages where message.severity == severity {
                let key = message.objectID ?? "global"
                var fields: [CompiledArchive.Entry] = [
                    .init(key: "description", value: .string(message.description)),
                    .init(key: "document", value: .string(message.document)),
                ]
                if let line = message.line { fields.append(.init(key: "line", value: .integer(Int64(line)))) }
                fields += [
                    .init(key: "message", value: .string(message.message)),
                    .init(key: "type", value: .string(severity.rawValue)),
                ]
                if let index = byObject.firstIndex(where: { $0.key == key }) {
                    byObject[index].messages.append(.dictionary(fields))
                } else {
                    byObject.append((key, [.dictionary(fields)]))
                }
            }
            let dictionary = byObject.sorted { $0.key < $1.key }.map {
                CompiledArchive.Entry(key: $0.key, value: .array($0.messages))
            }
            entries.append(.init(key: Self.key(severity), value: .dictionary(dictionary)))
        }
        if !toolErrors.isEmpty {
            entries.append(
                .init(
                    key: "com.apple.ibtool.errors",
                    value: .array(
                        toolErrors.map {
                            .dictionary([
                                .init(key: "description", value: .string($0)),
                                .init(key: "failure-reason", value: .string($0)),
                            ])
                        })))
        }
        return .dictionary(entries.sorted { $0.key < $1.key })
    }
}
