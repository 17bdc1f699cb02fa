import Foundation
import NibModel
import NibTestSupport
import Testing

@testable import NibCompiler

/// Controls and cells compiled from the corpus's xibs and compared with the nibs Apple's ibtool
/// made from them: the pairs that must come out the same graph, and a bound on the differences
/// the others still show.
@Suite struct ControlPairsTests {
    /// The pairs of the controls-and-cells family.
    static let family = [
        "test16_buttons", "bevel_rounded_flags", "button_framesize_no_frame", "button_shadowless", "checkbox_hugging",
        "radio_hugging", "help_button_hugging", "square_shadowless_button", "test28_key_equiv_return",
        "color_white_precision", "textfield_no_truncates", "textfield_textcolor_v20037", "searchfieldcell_customclass",
        "tooltip_attr", "tooltip_both", "imageview_customclass", "test_named_image", "stepper_default",
        "stepper_vflags", "test_slider", "test18_autoresize", "test23_segmented", "segmented_fillprop",
        "test_box_separator", "test_path_control", "test_content_border", "test_tv", "test7_clipview",
        "test12_text_view_border", "textview_attributedstring", "textview_multiattr", "textfield_formatter",
        "dateformatter_weekday", "test_date_formatter", "numfmt_decimal", "test33_popup_pulldown", "popup_empty",
        "test_animations",
    ]

    /// The pairs that compile to Apple's graph today (a ratchet: add to it, never remove).
    static let same: Set<String> = [
        "bevel_rounded_flags", "button_framesize_no_frame", "button_shadowless", "color_white_precision",
        "textfield_no_truncates", "textfield_textcolor_v20037", "checkbox_hugging", "help_button_hugging",
        "imageview_customclass",
        "radio_hugging", "segmented_fillprop", "square_shadowless_button", "stepper_default", "stepper_vflags",
        "test18_autoresize", "test23_segmented", "test28_key_equiv_return", "test_named_image", "test_slider",
        "tooltip_attr", "tooltip_both", "searchfieldcell_customclass", "test_box_separator", "test_path_control",
        "test_tv", "test7_clipview", "textview_attributedstring", "textview_multiattr", "numfmt_decimal",
        "test33_popup_pulldown", "popup_empty", "test_animations", "test16_buttons", "textfield_formatter",
        "dateformatter_weekday", "test_date_formatter",
    ]

    /// The most differences the family's pairs may show in all (a ratchet: lower it).
    static let maxDifferences = 0

    /// Our graph of `name.xib` compared with Apple's `name.nib`.
    private func compare(_ name: String, in folder: URL) throws -> ArchiveComparison {
        let source = folder.appendingPathComponent(name + ".xib").path
        let compiled = folder.appendingPathComponent(name + ".nib").path
        let apple = ArchiveGraph(try CompiledArchive(contentsOfFile: compiled))
        // Compiled as on the machine that built Apple's nib: with its ICC profiles and locale.
        var options = CompileOptions(colorProfiles: BuildMachineProfiles.profiles(in: apple))
        options.formatLocale = .enHK
        let ours = try DocumentCompiler(options: options).graph(for: try NibDocument(contentsOfFile: source))
        return ArchiveComparison(apple, ours, options: .init(maxDifferences: 10_000))
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func controlPairsCompileToApplesGraph() throws {
        let folder = try #require(TestPaths.corpus).appendingPathComponent("pairs/macos")
        var differences = 0
        var sameNow: Set<String> = []
        for name in Self.family {
            let comparison = try compare(name, in: folder)
            if comparison.isSame { sameNow.insert(name) }
            differences += comparison.differences.count
            if Self.same.contains(name) {
                #expect(comparison.isSame, "\(name): \(comparison.differences.prefix(5))")
            }
        }
        #expect(sameNow.isSuperset(of: Self.same))
        #expect(differences <= Self.maxDifferences, "\(differences) differences")
    }

    /// A number formatter whose archive needs locale data the compiler does not have (a
    /// currency style) is refused at the formatter, naming the attribute.
    @Test func numberFormatterOfAnotherStyleIsRefusedAtTheFormatter() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22154" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <textField id="1">
                        <rect key="frame" x="0.0" y="0.0" width="96" height="22"/>
                        <textFieldCell key="cell" title="4" id="2">
                            <numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="currency" id="3"/>
                        </textFieldCell>
                    </textField>
                </objects>
            </document>
            """
        let document = try NibDocument(data: Data(xib.utf8), file: "Currency.xib")
        do {
            _ = try DocumentCompiler().compile(document)
            Issue.record("the document compiled")
        } catch {
            #expect(error.location.line == 8)
            #expect(error.message.contains("numberStyle"))
        }
    }
}
