import NibModel
import Testing

@testable import NibLoader

/// L4: a registered class is sent `awakeFromNib` only through ``NibAwakable``; the trace notes
/// a registered class that does not adopt it, once per class.
@Suite struct AwakeNoteTests {
    /// Defines `awakeFromNib()` but does not adopt the protocol: Swift cannot send it.
    final class Forgetful: NibInstantiable {
        var awoke = false
        func awakeFromNib() { awoke = true }
    }

    /// Adopts the protocol.
    final class Awake: NibInstantiable, NibAwakable {
        var awoke = false
        func awakeFromNib() { awoke = true }
    }

    @Test(arguments: [true, false])
    func L4_registeredClassWithoutTheAwakeConformanceIsNotedOncePerClass(appKit: Bool) throws {
        var options = NibLoadOptions()
        options.registry.register(Forgetful.self, as: "Forgetful")
        options.registry.register(Awake.self, as: "Awake")
        let objects = """
            <customObject id="F1" customClass="Forgetful"/>
            <customObject id="F2" customClass="Forgetful"/>
            <customObject id="A1" customClass="Awake"/>
            """
        let xml = appKit ? Documents.appKit(objects) : Documents.uiKit(objects)
        let loaded = try Documents.nib(xml).instantiate(options: options)
        #expect((loaded.object(withID: "F1") as? Forgetful)?.awoke == false)
        #expect((loaded.object(withID: "A1") as? Awake)?.awoke == true)
        let notes = loaded.trace.events(.note)
        #expect(notes.map(\.objectID) == ["F1"])
        #expect(notes.first?.phase == .awake)
        #expect(
            notes.first?.detail
                == "Forgetful does not adopt NibAwakable, so awakeFromNib() is not sent to it; if it defines awakeFromNib(), declare the conformance (extension Forgetful: NibAwakable {}) (L4)"
        )
        #expect(notes.first?.text.contains("NOTE") == true)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func L4_standInsAreNeverNoted() throws {
        let loaded = try Documents.nib(Documents.appKit(#"<window id="W1"/><customView id="V1"/>"#)).instantiate()
        #expect(loaded.trace.events(.note).isEmpty)
    }
}
