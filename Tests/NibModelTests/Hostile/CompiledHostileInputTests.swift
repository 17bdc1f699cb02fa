import Foundation
import NibTestSupport
import Testing

@testable import NibModel

/// Hostile compiled nibs (issue 12): binary archives are attacker-controlled, so every count,
/// offset, length, varint and reference is checked; each case ends in a located
/// `NibParseError` within 2 s and 256 MB, never a crash or a hang.
@Suite(.serialized) struct CompiledHostileInputTests {
    /// The error reading `bytes` throws, or `nil` when it reads.
    private static func error(_ bytes: [UInt8], file: String = "Hostile.nib") -> NibParseError? {
        do {
            _ = try NibDocument(data: Data(bytes), file: file)
            return nil
        } catch {
            return error
        }
    }

    /// Overwrites the little-endian `UInt32` header field `field` (0 = format version).
    private static func patchHeader(_ bytes: [UInt8], field: Int, _ value: UInt32) -> [UInt8] {
        var bytes = bytes
        let offset = 10 + 4 * field
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
        return bytes
    }

    private static var fixture: [UInt8] { CompiledMappingTests.appKitNib().bytes() }

    @Test func truncationAtEveryByteOfANIBArchiveIsALocatedError() throws {
        let bytes = Self.fixture
        try Bounds.check(seconds: 10) {
            for length in 0..<bytes.count {
                let error = try #require(Self.error(Array(bytes[..<length])), "a nib cut at \(length) bytes read")
                #expect(error.location.file == "Hostile.nib")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
    func truncationAtEveryByteOfRealNibsIsALocatedError() throws {
        let folder = TestPaths.corpus!.appendingPathComponent("nib-compiled")
        for name in [
            "viraptor__ibtool__samples_correct_minimal.nib",
            "adium__adium__Frameworks_Adium_Resources_AccountProfile.nib_keyedobjects.nib",
        ] {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            try Bounds.check(seconds: 30) {
                for length in 0..<bytes.count {
                    let error = try #require(Self.error(Array(bytes[..<length])), "\(name) cut at \(length) read")
                    #expect(!error.description.contains("\n"))
                }
            }
        }
    }

    @Test func countsOf2To32AreRefusedBeforeAnythingIsAllocated() throws {
        for field in [2, 4, 6, 8] {
            let bytes = Self.patchHeader(Self.fixture, field: field, UInt32.max)
            let error = try #require(Bounds.check { Self.error(bytes) })
            guard case .malformedArchive(let detail) = error.kind else {
                Issue.record("unexpected \(error)")
                continue
            }
            #expect(detail.contains("cannot hold them"))
            #expect(error.location.byteOffset != nil)
        }
    }

    @Test func tableOffsetsPastTheEndAreRefused() throws {
        let error = try #require(Self.error(Self.patchHeader(Self.fixture, field: 7, 1 << 30)))
        #expect(error.description.contains("past the end of the file"))
    }

    @Test func referencesOutOfRangeAreLocated() throws {
        var nib = NIBArchiveBuilder()
        nib.add("NSObject", [("IB.objectdata", .ref(9999))])
        let error = try #require(Self.error(nib.bytes()))
        #expect(error.kind == .malformedArchive("value 0 refers to object 9999; the archive has 1 objects"))
        #expect(error.description.hasPrefix("Hostile.nib:@"))
    }

    @Test func overlongVarintsAreRefused() throws {
        var bytes = Self.fixture
        // The first object entry starts at 50: make its class index a varint that never ends.
        for offset in 50..<56 { bytes[offset] = 0x01 }
        let error = try #require(Self.error(bytes))
        #expect(error.description.contains("variable-length integer is too long"))
    }

    @Test func objectsClaimingTheSameValuesOverAndOverAreRefused() throws {
        var nib = NIBArchiveBuilder()
        nib.add("NSObject", [("a", .int(1)), ("b", .int(2))])
        var bytes = nib.bytes()
        // Header: two objects, both claiming values 0..<2 (entry: class 0, first 0, count 2).
        bytes = Self.patchHeader(bytes, field: 2, 2)
        let objects = Array(bytes[50..<53])
        bytes.insert(contentsOf: objects, at: 53)
        for field in [5, 7, 9] {
            let offset = 10 + 4 * field
            let old = bytes[offset..<(offset + 4)].enumerated().reduce(UInt32(0)) {
                $0 | UInt32($1.element) << (8 * $1.offset)
            }
            bytes = Self.patchHeader(bytes, field: field, old + 3)
        }
        let error = try #require(Self.error(bytes))
        #expect(error.description.contains("claim more values"))
    }

    @Test func aParentTableThatFormsACycleIsRefused() throws {
        var nib = NIBArchiveBuilder()
        let root = nib.add("NSObject")
        let data = nib.add("NSIBObjectData")
        let owner = nib.add("NSCustomObject")
        let first = nib.add("NSView")
        let second = nib.add("NSView")
        nib.set(
            data,
            [
                ("NSRoot", .ref(owner)), ("NSObjectsKeys", .ref(nib.array([first, second]))),
                ("NSObjectsValues", .ref(nib.array([second, first]))),
            ])
        nib.set(root, [("IB.objectdata", .ref(data))])
        let error = try #require(Bounds.check { Self.error(nib.bytes()) })
        #expect(error.description.contains("forms a cycle"))
        #expect(error.location.objectIndex != nil)
    }

    /// An AppKit nib whose `NSObjectsKeys`/`NSObjectsValues` are `objects` and `parents`.
    private static func appKitNib(
        _ build: (inout NIBArchiveBuilder, Int) -> (objects: [Int], parents: [Int])
    ) -> [UInt8] {
        var nib = NIBArchiveBuilder()
        let root = nib.add("NSObject")
        let data = nib.add("NSIBObjectData")
        let owner = nib.add("NSCustomObject")
        let (objects, parents) = build(&nib, owner)
        nib.set(
            data,
            [
                ("NSRoot", .ref(owner)), ("NSObjectsKeys", .ref(nib.array(objects))),
                ("NSObjectsValues", .ref(nib.array(parents))),
            ])
        nib.set(root, [("IB.objectdata", .ref(data))])
        return nib.bytes()
    }

    @Test func a100000DeepParentChainIsALimitNotAHang() throws {
        let bytes = Self.appKitNib { nib, owner in
            let views = (0..<100_000).map { _ in nib.add("NSView") }
            return (views, [owner] + views.dropLast())
        }
        let error = try #require(Bounds.check(seconds: 10) { Self.error(bytes) })
        #expect(error.kind == .limitExceeded("objects nest deeper than 256 levels"))
    }

    @Test func objectsThatAllShareOneHugeCollectionRunOutOfBudget() throws {
        let bytes = Self.appKitNib { nib, owner in
            let children = (0..<3_000).map { _ in nib.add("NSView") }
            let shared = nib.array(children)
            let holders = (0..<3_000).map { _ in nib.add("NSView", [("NSSubviews", .ref(shared))]) }
            // Each child's parent is a different holder, so every holder's keys are indexed.
            return (holders + children, Array(repeating: owner, count: holders.count) + holders)
        }
        let error = try #require(Bounds.check(seconds: 10) { Self.error(bytes) })
        #expect(error.description.contains("share collections"))
    }

    @Test func uiKitViewsThatHoldEachOtherAreMappedWithoutACycle() throws {
        var nib = NIBArchiveBuilder()
        let root = nib.add("NSObject")
        let first = nib.add("UIView")
        let second = nib.add("UIView", [("UISubviews", .ref(nib.array([first])))])
        nib.set(first, [("UISubviews", .ref(nib.array([second])))])
        nib.set(root, [("UINibObjectsKey", .ref(nib.array([first, second])))])
        let document = try Bounds.check { try NibDocument(data: Data(nib.bytes()), file: "Cycle.nib") }
        #expect(document.objects.count == 2)
        #expect(document.topLevelObjects.count == 1)
    }

    @Test func nibsNestedInDataValuesStopAtTheNestingLimit() throws {
        var inner = NIBArchiveBuilder()
        inner.add("NSObject", [("leaf", .int(1))])
        var bytes = inner.bytes()
        for _ in 0..<(CompiledArchive.maxNestingDepth + 2) {
            var outer = NIBArchiveBuilder()
            outer.add("NSObject", [("UINib", .data(bytes))])
            bytes = outer.bytes()
        }
        try Bounds.check {
            var archive = try CompiledArchive(data: Data(bytes), file: "Nested.nib")
            var depth = 1
            var thrown: NibParseError?
            while let value = archive.objects[0].value(forKey: "UINib") {
                do {
                    archive = try CompiledArchive(nestedIn: value, file: "Nested.nib", depth: depth)
                } catch {
                    thrown = error as? NibParseError
                    break
                }
                depth += 1
            }
            let error = try #require(thrown)
            #expect(depth == CompiledArchive.maxNestingDepth + 1)
            #expect(error.description.contains("nest more than"))
        }
    }

    /// A binary plist whose `$objects` array holds itself.
    private static func selfReferencingPlist() -> [UInt8] {
        var body = Array("bplist00".utf8)
        var offsets: [Int] = []
        func object(_ bytes: [UInt8]) {
            offsets.append(body.count)
            body += bytes
        }
        func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }
        // 0: {$archiver: 1, $objects: 2, $top: 3, $version: 4}; keys 5...8.
        object([0xD4, 5, 6, 7, 8, 1, 2, 3, 4])
        object(ascii("NSKeyedArchiver"))
        object([0xA2, 9, 2])  // $objects = ["$null", itself]
        object([0xD0])  // $top = {}
        object([0x12, 0x00, 0x01, 0x86, 0xA0])  // 100000
        object(ascii("$archiver"))
        object(ascii("$objects"))
        object(ascii("$top"))
        object(ascii("$version"))
        object(ascii("$null"))
        let tableOffset = body.count
        for offset in offsets { body.append(UInt8(offset)) }
        var trailer = [UInt8](repeating: 0, count: 6) + [1, 1]
        func bigEndian(_ value: Int) -> [UInt8] {
            (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        trailer += bigEndian(offsets.count) + bigEndian(0) + bigEndian(tableOffset)
        return body + trailer
    }

    @Test func aPlistWhoseObjectsReferenceThemselvesIsALocatedError() throws {
        let error = try #require(Bounds.check { Self.error(Self.selfReferencingPlist(), file: "Self.nib") })
        guard case .malformedArchive = error.kind else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(error.location.byteOffset != nil)
    }

    @Test func binaryPlistTrailersWithHugeCountsAreRefused() throws {
        var bytes = Self.selfReferencingPlist()
        // The object count is the trailer's third field (bytes 8..<16 of the last 32).
        let start = bytes.count - 32 + 8
        for index in 0..<8 { bytes[start + index] = index < 4 ? 0 : 0xFF }
        let error = try #require(Bounds.check { Self.error(bytes) })
        #expect(error.description.contains("cannot hold them"))
    }

    @Test func typedStreamNibsAreANamedUnsupportedFormat() throws {
        let error = try #require(Self.error([4, 11] + Array("typedstream".utf8) + [0x81, 0xE8, 0x03]))
        #expect(error.kind == .unsupportedFormat(.typedStream))
        #expect(
            error.description == "Hostile.nib:@0: error: compiled nib (NeXT typedstream archive): not supported yet")
    }
}
