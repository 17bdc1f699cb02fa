import Foundation
import NibCodeGeneration
import NibModel
import NibTestSupport
import Testing

/// `SwiftCodeGenerator` on the samples (snapshots, content, compiling) and on the corpus.
@Suite struct GeneratedSwiftTests {
    static let uiKitSamples = ["Main.storyboard", "Settings.storyboard", "ProfileViewController.xib"]
    static let appKitSamples = ["MainMenu.xib", "PreferencesWindow.xib"]

    static func samples(_ names: [String]) throws -> [NibDocument] {
        try names.map { try NibDocument(contentsOfFile: TestPaths.sample($0)) }
    }

    static var isLinux: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    @Test func samplesMatchTheirSnapshot() throws {
        let source = SwiftCodeGenerator().generate(try Self.samples(Self.uiKitSamples + Self.appKitSamples))
        assertSnapshot(source, named: "Samples.swift.txt")
    }

    @Test func outputDoesNotDependOnTheOrderOfTheDocuments() throws {
        let documents = try Self.samples(Self.uiKitSamples + Self.appKitSamples)
        let generator = SwiftCodeGenerator()
        #expect(generator.generate(documents) == generator.generate(documents.reversed()))
    }

    @Test func storyboardScenesAreInstantiatedAsTheirCustomClass() throws {
        let source = SwiftCodeGenerator().generate(try Self.samples(["Main.storyboard"]))
        #expect(source.contains("internal enum Main {"))
        #expect(source.contains("internal static let name = \"Main\""))
        #expect(source.contains("UIStoryboard(name: name, bundle: bundle)"))
        #expect(source.contains("internal static func instantiateInitial(bundle: Bundle? = nil) -> "))
        #expect(source.contains("instantiateViewController(withIdentifier: SceneIdentifier."))
        #expect(source.contains("#if canImport(UIKit)\nimport UIKit\n"))
    }

    @Test func xibsNameTheirNibAndFilesOwner() throws {
        let source = SwiftCodeGenerator().generate(try Self.samples(["ProfileViewController.xib"]))
        // The owner class has the nib's name, so the namespace takes a suffix instead of shadowing it.
        #expect(source.contains("internal enum ProfileViewControllerNib {"))
        #expect(source.contains("internal typealias Owner = ProfileViewController"))
        #expect(source.contains("UINib(nibName: name, bundle: bundle)"))
    }

    @Test func appKitDocumentsUseAppKitTypes() throws {
        let source = SwiftCodeGenerator().generate(try Self.samples(Self.appKitSamples))
        #expect(source.contains("#if canImport(AppKit)\nimport AppKit\n"))
        #expect(source.contains("NSNib(nibNamed: name, bundle: bundle)"))
        #expect(!source.contains("UIKit"))
    }

    @Test func identifiersAreValidUniqueAndEscaped() throws {
        let document = try NibDocument(
            parsing: """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
                toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController storyboardIdentifier="default" id="vc1" customClass="HomeViewController" sceneMemberID="viewController">
                                    <view key="view" id="v1">
                                        <subviews>
                                            <tableView id="t1">
                                                <prototypes>
                                                    <tableViewCell reuseIdentifier="2fa cell" id="c1"/>
                                                    <tableViewCell reuseIdentifier="2FA-Cell" id="c2"/>
                                                    <tableViewCell reuseIdentifier="say &quot;hi&quot; \\o/" id="c3"/>
                                                </prototypes>
                                            </tableView>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <segue destination="vc2" kind="show" identifier="show-detail" id="g1"/>
                                        <segue destination="vc2" kind="show" identifier="showDetail" id="g2"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController storyboardIdentifier="Default" id="vc2" sceneMemberID="viewController"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """, file: "Odd Names.storyboard")
        let source = SwiftCodeGenerator().generate([document])
        #expect(source.contains("internal enum OddNames {"))
        #expect(source.contains("internal static let `default` = \"Default\""))
        #expect(source.contains("internal static let default2 = \"default\""))
        #expect(source.contains("internal static let _2faCell = \"2FA-Cell\""))
        #expect(source.contains("internal static let _2faCell2 = \"2fa cell\""))
        #expect(source.contains(#"internal static let sayHiO = "say \"hi\" \\o/""#))
        #expect(source.contains("internal static let showDetail = \"show-detail\""))
        #expect(source.contains("internal static let showDetail2 = \"showDetail\""))
        #expect(source.contains("internal enum HomeViewController {"))
        #expect(source.contains("func instantiateDefault(bundle: Bundle? = nil) -> UIViewController {"))
        #expect(source.contains("func instantiateDefault2(bundle: Bundle? = nil) -> HomeViewController {"))
        #expect(SwiftCompiler.syntaxErrors(in: source).isEmpty)
    }

    @Test(.enabled(if: isLinux, "the stub UIKit and AppKit modules stand in for the real ones on Linux only"))
    func samplesTypeCheckAgainstUIKitAndAppKit() throws {
        for (framework, names) in [
            (IdentifierCatalog.Framework.uiKit, Self.uiKitSamples), (.appKit, Self.appKitSamples),
        ] {
            let catalog = IdentifierCatalog(documents: try Self.samples(names))
            let source = SwiftCodeGenerator().generate(catalog)
            let run = try SwiftCompiler.typeCheck(source, framework: framework, types: catalog.referencedTypes)
            #expect(run.status == 0, "\(framework.rawValue) samples:\n\(run.output)")
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func everyCorpusDocumentGeneratesSwiftThatParses() throws {
        var generated = 0
        for path in TestPaths.wellFormedCorpusDocuments {
            guard let document = try? NibDocument(contentsOfFile: path) else { continue }
            let source = SwiftCodeGenerator().generate([document])
            let errors = SwiftCompiler.syntaxErrors(in: source)
            #expect(errors.isEmpty, "\(path): \(errors.prefix(3))")
            generated += 1
        }
        #expect(generated > 100)
    }

    @Test(
        .enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"),
        .enabled(if: isLinux, "the stub UIKit and AppKit modules stand in for the real ones on Linux only"))
    func corpusTypeChecksAgainstUIKitAndAppKit() throws {
        let documents = TestPaths.wellFormedCorpusDocuments.compactMap { try? NibDocument(contentsOfFile: $0) }
        for framework in IdentifierCatalog.Framework.allCases {
            let mine = documents.filter { IdentifierCatalog(documents: [$0]).sections.first?.framework == framework }
            let catalog = IdentifierCatalog(documents: mine)
            let source = SwiftCodeGenerator().generate(catalog)
            #expect(catalog.sections.first?.storyboards.isEmpty == false)
            let run = try SwiftCompiler.typeCheck(source, framework: framework, types: catalog.referencedTypes)
            #expect(
                run.status == 0, "\(framework.rawValue) corpus (\(mine.count) documents):\n\(run.output.prefix(4000))")
        }
    }
}
