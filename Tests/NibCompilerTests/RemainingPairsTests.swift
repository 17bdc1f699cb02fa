import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// The pairs the other families' tests leave out, each made the same graph as Apple's once
/// compiled with the ICC profiles of the machine that built Apple's nib (the profiles are taken
/// from Apple's nib, as `nibdump extract-color-profiles` does).
@Suite struct RemainingPairsTests {
    /// Our graph of `name.xib` compared with Apple's `name.nib`.
    private func compare(_ name: String) throws -> ArchiveComparison {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        let apple = ArchiveGraph(
            try CompiledArchive(contentsOfFile: folder.appendingPathComponent(name + ".nib").path))
        let options = CompileOptions(colorProfiles: BuildMachineProfiles.profiles(in: apple))
        let document = try NibDocument(contentsOfFile: folder.appendingPathComponent(name + ".xib").path)
        let ours = try DocumentCompiler(options: options).graph(for: document)
        return ArchiveComparison(apple, ours, options: .init(maxDifferences: 10_000))
    }

    /// Eight views whose constraints come in pairs alike but for the views they name: the
    /// comparison pairs each constraint with its own, whatever order either side writes keys in.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func constraintsAlikeButForTheirViewsCompileAsApplesDo() throws {
        let comparison = try compare("test21_masktranslate")
        #expect(comparison.isSame, "\(comparison.differences.prefix(5).map(\.description))")
    }

    /// An Xcode 8 document's progress indicator: the flags ibtool always sets and the bezel's,
    /// a layer host and vertical hugging by default, no minimum or value at 0; its text field
    /// allows the character picker, which Xcode 8.2's documents did not write.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func xcode8ProgressIndicatorAndTextFieldCompileAsApplesDo() throws {
        let comparison = try compare("blocklist_big")
        #expect(comparison.isSame, "\(comparison.differences.prefix(5).map(\.description))")
    }

    /// NSApplicationIcon is archived at ibtool's own icon's 32 by 32, not the 128 by 128 the
    /// document's resources give it.
    @Test(.enabled(if: TestPaths.corpus != nil, "the shared corpus is not beside the project"))
    func applicationIconIsArchivedAtIbtoolsOwnSize() throws {
        let comparison = try compare("test3")
        #expect(comparison.isSame, "\(comparison.differences.prefix(5).map(\.description))")
    }

    /// A window's content view with a safe area its constraints name and margins they do not
    /// (as transmission_MainMenu's): the guides are archived as ibtool does (an `NSLayoutGuide`
    /// in `NSViewLayoutGuides`, the `IBNSViewAutolayoutGuide` markers of system type 2 and 1),
    /// and the constraints reference the guide.
    @Test func viewLayoutGuidesAreArchivedAsIbtoolDoes() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="24506" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <window title="Window" id="1">
                        <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                        <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                        <view key="contentView" id="2">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="3">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                </customView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="3" firstAttribute="leading" secondItem="4" secondAttribute="leading" id="6"/>
                                <constraint firstItem="3" firstAttribute="top" secondItem="4" secondAttribute="top" id="7"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="4"/>
                            <viewLayoutGuide key="layoutMargins" id="5"/>
                        </view>
                    </window>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Guides.xib")
        let graph = try DocumentCompiler().graph(for: document)
        let guides = graph.objects.indices.filter { graph.objects[$0].className == "NSLayoutGuide" }
        #expect(guides.count == 1)
        let guide = ArchiveGraph.ObjectID(try #require(guides.first))
        let view = try #require(graph.objects.first { $0.value(forKey: "NSViewLayoutGuides") != nil })
        if case .reference(let list)? = view.value(forKey: "NSViewLayoutGuides") {
            #expect(graph.objects[list.index].entries.contains { $0.value == .reference(guide) })
        }
        func systemType(_ key: String) -> Int64? {
            guard case .reference(let marker)? = view.value(forKey: key),
                graph.objects[marker.index].className == "IBNSViewAutolayoutGuide",
                case .integer(let type, _)? = graph.objects[marker.index].value(forKey: "IBNSLayoutGuideSystemType")
            else { return nil }
            return type
        }
        #expect(systemType("IBNSSafeAreaLayoutGuide") == 2)
        #expect(systemType("IBNSLayoutMarginsGuide") == 1)
        let naming = graph.objects.filter {
            $0.className == "NSLayoutConstraint" && $0.value(forKey: "NSSecondItem") == .reference(guide)
        }
        #expect(naming.count == 2)
    }
}
