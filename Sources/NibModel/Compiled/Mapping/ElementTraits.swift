/// What the mapper's writing asks of an element's name (`button`, a name ending in `Cell`, …),
/// found once per object instead of by a string comparison per question: about twenty per
/// object in ``CompiledNibMapper/adjustDecoded(_:of:element:traits:keys:)`` alone (1.7 M
/// instructions in benchmark pass 7's model).
///
/// The answers for every name a compiled tree seeds (`TreeWriter.seededIndices`) are worked out
/// once per process, by the name's tree index; any other name is answered from its spelling.
/// Either way they are what comparing the spelling gives.
struct ElementTraits: Sendable {
    /// The elements asked about by name.
    enum Kind: UInt8, Sendable {
        case other, box, button, collectionView, comboBox, constraint, dateFormatter, menu, menuItem, numberFormatter
        case outlineView
        case pathCell, scrollView, scroller, searchField, secureTextField, stackView, tableColumn, tableView
        case textField, textView, toolbar, toolbarItem, window
    }

    /// Which of the named elements this is, `other` for any other name.
    var kind: Kind = .other
    /// Whether the name ends in `Cell`.
    var isCell = false
    /// Whether the element is a control whose cell is a text field cell (a text, search, secure
    /// text field or combo box), which keeps the control's character picker setting.
    var hasTextFieldCell: Bool {
        switch kind {
        case .textField, .searchField, .secureTextField, .comboBox: true
        default: false
        }
    }
    /// Whether ``IBVocabulary/derivedCellBits`` has a rule of one value for the element.
    var hasDerivedCellBits = false

    /// The traits of element name `element`, from its spelling.
    init(spelling element: String) {
        switch element {
        case "box": kind = .box
        case "button": kind = .button
        case "collectionView": kind = .collectionView
        case "comboBox": kind = .comboBox
        case "constraint": kind = .constraint
        case "dateFormatter": kind = .dateFormatter
        case "menu": kind = .menu
        case "menuItem": kind = .menuItem
        case "numberFormatter": kind = .numberFormatter
        case "outlineView": kind = .outlineView
        case "pathCell": kind = .pathCell
        case "scrollView": kind = .scrollView
        case "scroller": kind = .scroller
        case "searchField": kind = .searchField
        case "secureTextField": kind = .secureTextField
        case "stackView": kind = .stackView
        case "tableColumn": kind = .tableColumn
        case "tableView": kind = .tableView
        case "textField": kind = .textField
        case "textView": kind = .textView
        case "toolbar": kind = .toolbar
        case "toolbarItem": kind = .toolbarItem
        case "window": kind = .window
        default: kind = .other
        }
        isCell = element.hasSuffix("Cell")
        hasDerivedCellBits = IBVocabulary.derivedCellBits.contains { $0.element == element && $0.values.count == 1 }
    }

    /// The traits of element name `element`: a seeded name's from the table, by its tree index.
    static func of(_ element: String) -> ElementTraits {
        if let index = TreeWriter.seededIndices.value(of: element), Int(index) < bySeededIndex.count,
            index >= 0
        {
            return bySeededIndex[Int(index)]
        }
        return ElementTraits(spelling: element)
    }

    /// The traits of every seeded name, by its tree index (the known names, then the seeded ones).
    private static let bySeededIndex: [ElementTraits] = {
        let spellings = KnownName.spellings + TreeWriter.seededNames
        var table = [ElementTraits](repeating: ElementTraits(), count: spellings.count)
        for spelling in spellings {
            guard let index = TreeWriter.seededIndices.value(of: spelling), Int(index) < table.count, index >= 0
            else { continue }
            table[Int(index)] = ElementTraits(spelling: spelling)
        }
        return table
    }()

    private init() {}
}
