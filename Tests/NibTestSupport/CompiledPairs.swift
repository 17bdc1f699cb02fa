/// The exact source/compiled pairs of the shared corpus whose source is a modern xib, as
/// `../shared/tools/pairs.py` finds them (corpus-relative paths): a compiled nib and the xib
/// Apple's compiler made it from. The pairs whose source is a legacy xib are left out.
public enum CompiledPairs {
    /// `(compiled, source)` paths relative to the corpus folder.
    public static let exact: [(compiled: String, source: String)] =
        [
            (
                "nib-compiled/adium__adium__Frameworks_Adium_Resources_AccountProfile.nib_keyedobjects.nib",
                "xib-macos/adium__adium__Frameworks_Adium_Resources_AccountProfile.nib_designable.nib"
            )
        ]
        + [
            "StatusBar", "binding_options_order", "minimal", "numfmt", "outline_cellview", "predicateEditor",
            "test_single_col_noresize",
        ].map {
            (
                "nib-compiled/viraptor__ibtool__samples_correct_\($0).nib",
                "xib-macos/viraptor__ibtool__samples_correct_\($0).xib"
            )
        }
}
