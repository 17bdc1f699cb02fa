import Foundation
import Testing

@testable import NibModel

/// Every error is a whole, located diagnostic a person can act on.
@Suite struct NibParseErrorTests {
    private func diagnostic(_ xml: String, file: String = "Broken.xib", options: ParseOptions = .default) -> String {
        do {
            _ = try NibDocument(parsing: xml, file: file, options: options)
            return "parsed"
        } catch {
            return error.description
        }
    }

    private func diagnostic(bytes: [UInt8], file: String = "Broken.nib") -> String {
        do {
            _ = try NibDocument(data: Data(bytes), file: file)
            return "parsed"
        } catch {
            return error.description
        }
    }

    @Test func mismatchedTagNamesTheTagsAndTheLine() {
        let xml =
            "<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <objects>\n    <window id=\"1\">\n  </objects>\n</document>\n"
        #expect(
            diagnostic(xml)
                == "Broken.xib:5:13: error: malformed XML: Opening and ending tag mismatch: window line 4 and objects")
    }

    @Test func unclosedDocumentIsLocatedAtTheEnd() {
        #expect(
            diagnostic("<document type=\"x\">\n<objects>\n")
                == "Broken.xib:3:1: error: malformed XML: Premature end of data in tag objects line 2")
    }

    @Test func emptyInputIsAnEmptyDocument() {
        #expect(diagnostic("") == "Broken.xib:1:1: error: empty document: expected an Interface Builder XML document")
        #expect(
            diagnostic("  \n\n") == "Broken.xib:1:1: error: empty document: expected an Interface Builder XML document")
    }

    @Test func mergeConflictMarkersAreNamed() {
        let xml =
            "<document type=\"x\">\n<<<<<<< HEAD\n<objects/>\n=======\n<objects></objects>\n>>>>>>> branch\n</document>\n"
        #expect(
            diagnostic(xml)
                == "Broken.xib:2:1: error: merge conflict marker '<<<<<<<' left in the document: resolve the conflict first"
        )
    }

    @Test func wrongRootElementSaysWhatWasExpected() {
        #expect(
            diagnostic("<?xml version=\"1.0\"?>\n<html><body/></html>")
                == "Broken.xib:2:1: error: unexpected root element <html>: expected <document> (a xib or storyboard)")
    }

    @Test func legacyXIBArchiveWithoutObjectRecordsSaysWhatIsMissing() {
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\">\n<data/></archive>"
        #expect(
            diagnostic(xml)
                == "Broken.xib:2:1: error: not an Interface Builder document: the legacy archive has no "
                + "IBDocument.Objects (its object records)")
    }

    @Test func legacyXIBWithConflictMarkersReportsTheConflict() {
        let xml =
            "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\">\n"
            + "<<<<<<< HEAD\n<data/>\n=======\n<data></data>\n>>>>>>> other\n</archive>\n"
        #expect(
            diagnostic(xml)
                == "Broken.xib:3:1: error: merge conflict marker '<<<<<<<' left in the document: resolve the conflict first"
        )
    }

    @Test func keyedArchivePlistIsRecognisedAndNamed() {
        let xml =
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>$archiver</key><string>NSKeyedArchiver</string></dict></plist>"
        #expect(
            diagnostic(xml)
                == "Broken.xib:2: error: malformed compiled nib: the keyed archive has no $objects array")
    }

    @Test func compiledNibFormatsAreRecognisedByMagic() {
        var archive = Array("NIBArchive".utf8)
        archive += [1, 0, 0, 0, 10, 0, 0, 0] + Array(repeating: 0, count: 32)
        #expect(
            diagnostic(bytes: archive)
                == "Broken.nib:@18: error: malformed compiled nib: the archive has no objects")
        #expect(
            diagnostic(bytes: Array("bplist00".utf8) + [0, 1])
                == "Broken.nib:@0: error: malformed compiled nib: a binary property list (magic and trailer) needs 40 "
                + "bytes at offset 0; the file has 10")
        #expect(
            diagnostic(bytes: [4, 11] + Array("streamtyped".utf8) + [0x81, 0xE8])
                == "Broken.nib:@0: error: compiled nib (NeXT typedstream archive): not supported yet")
    }

    @Test func entityDeclarationsAreRefusedBeforeAnyExpansion() {
        let xml =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY secret SYSTEM \"file:///etc/passwd\">\n]>\n<document>&secret;</document>"
        #expect(
            diagnostic(xml)
                == "Broken.xib:3: error: the document declares the entity 'secret'; entities are refused (no expansion, no external loading)"
        )
    }

    @Test func depthLimitIsALocatedError() {
        var options = ParseOptions()
        options.limits.maxDepth = 3
        let xml = "<document type=\"x\">\n<objects>\n<view id=\"a\">\n<view id=\"b\"/></view></objects></document>"
        #expect(
            diagnostic(xml, options: options)
                == "Broken.xib:4:1: error: limit exceeded: elements nest deeper than 3 levels")
    }

    @Test func inputSizeLimitIsCheckedBeforeParsing() {
        var options = ParseOptions()
        options.limits.maxInputBytes = 10
        #expect(
            diagnostic("<document type=\"x\"/>", options: options)
                == "Broken.xib: error: limit exceeded: the input is 20 bytes; the limit is 10")
    }

    @Test func missingFileAndDirectoryAreUnreadable() {
        #expect(throws: NibParseError(.unreadable("no such file"), at: SourceLocation(file: "/no/such.xib", line: 0))) {
            try NibDocument(contentsOfFile: "/no/such.xib")
        }
        #expect(throws: NibParseError(.unreadable("it is a directory"), at: SourceLocation(file: "/tmp", line: 0))) {
            try NibDocument(contentsOfFile: "/tmp")
        }
    }

    @Test func nonFileURLsAreRefusedWithoutNetworkAccess() throws {
        let url = try #require(URL(string: "https://example.com/Main.xib"))
        #expect(throws: NibParseError.self) { try NibDocument(contentsOf: url) }
    }
}
