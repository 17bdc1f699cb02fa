import ArgumentParser
import NibCompiler
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NibDump {
    struct CompareNib: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compare-nib",
            abstract: "Compare two compiled nibs (or .storyboardc folders) as archived object graphs.",
            discussion: """
                Both archives are decoded (NIBArchive or keyed archive, files or bundles) and walked \
                from the root in parallel: the same classes, keys and values (integers whatever their \
                width, floats within rounding), references to corresponding objects, the same sharing \
                and the same number of objects. ibtool's unstable orders (connections, constraints, \
                the object and oid tables, sets) are compared as multisets. Two .storyboardc folders \
                must hold the same files, each nib the same graph, and the same Info.plist apart from \
                the UUIDs of NSViewControllerIdentifiersToUUIDs. See docs/Compiling.md.

                Exit status: 0 the same, 1 different, 2 an input could not be read.

                Examples:
                  nibdump compare-nib Apple/MainMenu.nib Ours/MainMenu.nib
                  nibdump compare-nib --format json Apple/Main.storyboardc Ours/Main.storyboardc
                """)

        @Argument(help: "The reference nib (Apple's), then the nib compared with it.")
        var paths: [String]

        @Option(help: "Output format: text or json.")
        var format: OutputFormat = .text

        @Option(help: "The most differences reported.")
        var maxDifferences = 200

        func validate() throws {
            guard paths.count == 2 else { throw ValidationError("compare-nib takes two paths: LEFT RIGHT") }
            guard maxDifferences > 0 else { throw ValidationError("--max-differences must be at least 1") }
        }

        func run() throws {
            var options = ArchiveComparison.Options()
            options.maxDifferences = maxDifferences
            let comparison: ArchiveComparison
            do {
                comparison = try ArchiveComparison(contentsOfFile: paths[0], paths[1], options: options)
            } catch {
                printError(error.description)
                throw ExitCode(2)
            }
            switch format {
            case .text:
                for difference in comparison.differences { print(difference.description) }
                if comparison.isTruncated { print("… (stopped after \(maxDifferences) differences)") }
                let counts = comparison.reachableObjects
                print(
                    comparison.isSame
                        ? "same: \(counts.left) objects"
                        : "\(comparison.differences.count) difference\(comparison.differences.count == 1 ? "" : "s") (\(counts.left) vs \(counts.right) objects)"
                )
            case .json:
                let report = CompareNibV1(comparison, left: paths[0], right: paths[1])
                print(try DeterministicJSON.string(report))
            }
            if !comparison.isSame { throw ExitCode.failure }
        }
    }
}

/// `nibdump compare-nib --format json`, version 1.
struct CompareNibV1: Codable {
    var serializationVersion = 1
    var left: String
    var right: String
    var same: Bool
    var truncated: Bool
    var objects: Counts
    var differences: [ArchiveComparison.Difference]

    struct Counts: Codable {
        var left: Int
        var right: Int
    }

    init(_ comparison: ArchiveComparison, left: String, right: String) {
        self.left = left
        self.right = right
        same = comparison.isSame
        truncated = comparison.isTruncated
        objects = Counts(left: comparison.reachableObjects.left, right: comparison.reachableObjects.right)
        differences = comparison.differences
    }
}
