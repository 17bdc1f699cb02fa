import NibModel
import Testing

@testable import NibCompiler

/// The compiler's one autoresizing arithmetic (`Autoresizing`), which the window content pass
/// and the scroll view tiling both use, and the element index the archiver walks the document
/// once for.
@Suite struct AutoresizingTests {
    @Test func flexiblePartsShareASizeChangeInProportionToTheirLengths() {
        // Margins 10 and 90 around a 100 wide view: a change of 100 goes 5, 50 and 45.
        let resized = Autoresizing.frame([10, 20, 100, 50], mask: 0x7, from: [0, 0, 200, 100], to: [0, 0, 300, 100])
        #expect(resized == [15, 20, 150, 50])
    }

    @Test func flexiblePartsWithoutLengthShareASizeChangeEqually() {
        // Both margins flexible and empty: each takes half, the view stays as wide.
        let resized = Autoresizing.frame([0, 0, 200, 100], mask: 0x5, from: [0, 0, 200, 100], to: [0, 0, 300, 140])
        #expect(resized == [50, 0, 200, 100])
    }

    @Test func anAxisWithoutFlexiblePartsKeepsItsFrame() {
        let resized = Autoresizing.frame([4, 8, 20, 30], mask: 0x10, from: [0, 0, 100, 100], to: [0, 0, 150, 100])
        #expect(resized == [4, 8, 20, 30])
    }

    @Test func aDocumentMaskReadsAsNSvFlagsBits() {
        let mask = NibElement(
            name: "autoresizingMask",
            attributes: [
                .init(name: "key", value: "autoresizingMask"), .init(name: "widthSizable", value: "YES"),
                .init(name: "flexibleMinY", value: "YES"), .init(name: "flexibleMaxX", value: "NO"),
            ])
        #expect(Autoresizing.mask(mask) == 0xA)
    }

    @Test func theElementIndexFindsAnElementsHoldersThroughItsParents() {
        let scroller = NibElement(name: "scroller", attributes: [.init(name: "id", value: "s1")])
        let scrollView = NibElement(
            name: "scrollView", attributes: [.init(name: "id", value: "v1")], children: [scroller])
        let window = NibElement(
            name: "window", attributes: [.init(name: "id", value: "w1")], children: [scrollView])
        let root = NibElement(name: "objects", children: [window, NibElement(name: "menu")])
        let index = ElementIndex(root)
        let placed = root.children[0].children[0].children[0]
        #expect(index.windows.count == 1)
        #expect(index.isInside(placed) { $0.name == "window" })
        #expect(index.isInside(placed) { $0.name == "scrollView" })
        #expect(!index.isInside(placed) { $0.name == "menu" })
        #expect(!index.isInside(root.children[0]) { $0.name == "window" })
        // An element of another tree is found by its id.
        #expect(index.isInside(scroller) { $0.name == "window" })
    }
}
