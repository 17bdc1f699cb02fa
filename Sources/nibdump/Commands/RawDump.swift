import ArgumentParser
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nibdump dump --raw`: the archive tables of compiled nibs, as text or JSON.
enum RawDump {
    static func run(_ input: InputOptions) throws {
        var dumps: [RawArchiveDumpV1] = []
        var failures: [any LocatedFailure] = []
        let json = input.format == .json
        for path in try DocumentReader.expand(input.paths, allowEmpty: input.allowEmpty, json: json) {
            do {
                let archive = try CompiledArchive(contentsOfFile: path)
                let file = try NibBundle.archivePath(for: path)
                switch input.format {
                case .text: print(archive.rawDescription(file: file), terminator: "")
                case .json: dumps.append(RawArchiveDumpV1(archive, file: file))
                }
            } catch {
                failures.append(error)
            }
        }
        if !failures.isEmpty {
            try FailureOutput.fail(failures, json: json, output: json && !dumps.isEmpty ? dumps : nil)
        }
        if json {
            let data =
                dumps.count == 1 ? try dumps[0].jsonData() : try DeterministicJSON.data(dumps)
            print(String(decoding: data, as: UTF8.self))
        }
    }
}
