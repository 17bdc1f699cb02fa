// How AppKit's grid views are archived. No Apple-compiled nib of the corpus holds an
// `NSGridView`: the keys are those AppKit's coders read as GNUstep's `NSGridView`, `NSGridRow`,
// `NSGridColumn` and `NSGridCell` decoders name them (`NSGrid_…`), the numbers those of AppKit's
// `NSGridCellPlacement` and `NSGridRowAlignment` (NSGridView.h), the defaults those of a grid
// view made in code (placements leading and bottom, spacings 6). Inferred, and marked so in
// docs/Compiling.md.

extension IBVocabulary {
    /// `NSGridCellPlacement` across a row (a column's or a cell's `xPlacement`).
    private static let gridXPlacements: [IBKeyword] = [
        .init("inherited", 0), .init("none", 1), .init("leading", 2), .init("trailing", 3), .init("center", 4),
        .init("fill", 5),
    ]

    /// `NSGridCellPlacement` down a column (a row's or a cell's `yPlacement`): top is leading,
    /// bottom trailing.
    private static let gridYPlacements: [IBKeyword] = [
        .init("inherited", 0), .init("none", 1), .init("top", 2), .init("bottom", 3), .init("center", 4),
        .init("fill", 5),
    ]

    /// `NSGridRowAlignment`.
    private static let gridRowAlignments: [IBKeyword] = [
        .init("inherited", 0), .init("none", 1), .init("firstBaseline", 2), .init("lastBaseline", 3),
    ]

    /// `NSGridView.sizedForContent`, a row's height or a column's width that the content decides
    /// (`FLT_MIN`).
    static let gridSizedForContent = "1.1754943508222875e-38"

    /// The grid view and its rows, columns and cells. The grid's rows, columns and cells are
    /// archived by `AppKitArchiver.archiveGridView` (the arrays, each row's and column's
    /// owning grid, the cells' content views as the grid's subviews).
    static let appKitGridRules: [IBClassRule] = [
        IBClassRule(
            "gridView", "NSGridView", base: "@view",
            [
                // Xcode writes the grid's placements and alignment whatever they are.
                IBProperty(
                    .attribute("xPlacement"), "NSGrid_xPlacement", .enumeration(gridXPlacements), default: "leading",
                    writtenWhenDefault: true),
                IBProperty(
                    .attribute("yPlacement"), "NSGrid_yPlacement", .enumeration(gridYPlacements), default: "bottom",
                    writtenWhenDefault: true),
                IBProperty(
                    .attribute("rowAlignment"), "NSGrid_alignment", .enumeration(gridRowAlignments), default: "none",
                    writtenWhenDefault: true),
                .attribute("rowSpacing", "NSGrid_rowSpacing", .real, default: "6"),
                .attribute("columnSpacing", "NSGrid_columnSpacing", .real, default: "6"),
            ]),
        IBClassRule(
            "gridRow", "NSGridRow",
            [
                .attribute("yPlacement", "NSGrid_yPlacement", .enumeration(gridYPlacements), default: "inherited"),
                .attribute("rowAlignment", "NSGrid_alignment", .enumeration(gridRowAlignments), default: "inherited"),
                .attribute("height", "NSGrid_height", .real, default: gridSizedForContent),
                .attribute("topPadding", "NSGrid_topPadding", .real, default: "0"),
                .attribute("bottomPadding", "NSGrid_bottomPadding", .real, default: "0"),
                .attribute("hidden", "NSGrid_hidden", .boolean, default: "NO"),
            ]),
        IBClassRule(
            "gridColumn", "NSGridColumn",
            [
                .attribute("xPlacement", "NSGrid_xPlacement", .enumeration(gridXPlacements), default: "inherited"),
                .attribute("width", "NSGrid_width", .real, default: gridSizedForContent),
                .attribute("leadingPadding", "NSGrid_leadingPadding", .real, default: "0"),
                .attribute("trailingPadding", "NSGrid_trailingPadding", .real, default: "0"),
                .attribute("hidden", "NSGrid_hidden", .boolean, default: "NO"),
            ]),
        IBClassRule(
            "gridCell", "NSGridCell",
            [
                .attribute("row", "NSGrid_owningRow", .objectReference),
                .attribute("column", "NSGrid_owningColumn", .objectReference),
                .attribute("xPlacement", "NSGrid_xPlacement", .enumeration(gridXPlacements), default: "inherited"),
                .attribute("yPlacement", "NSGrid_yPlacement", .enumeration(gridYPlacements), default: "inherited"),
                .attribute("rowAlignment", "NSGrid_alignment", .enumeration(gridRowAlignments), default: "inherited"),
                // The first cell of the merged range this cell belongs to.
                .attribute("headOfMergedCell", "NSGrid_mergeHead", .objectReference),
            ]),
    ]
}
