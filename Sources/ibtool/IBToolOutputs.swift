import NibModel

/// Which nibs one `--compile OUT` writes, as ibtool names them.
///
/// ibtool writes one `OUT` for a document that is the same on every device it targets. A UIKit
/// document that opts out of trait collections (`useTraitCollections="NO"`: its layout is drawn for
/// one device's size) built for both the iPhone and the iPad differs per device: ibtool writes
/// `NAME~iphone.nib` and `NAME~ipad.nib` beside where `NAME.nib` would be, each compiled for its
/// device, and UIKit's loader picks the one for the device it runs on. (swift-build lists all three
/// as the compile task's outputs.)
enum IBToolOutputs {
    /// One nib to write, and the devices it is compiled for.
    struct Target: Equatable {
        var path: String
        var devices: [String]
    }

    /// The nibs `--compile output` writes for `document` and `devices` (`--target-device`).
    static func targets(for output: String, document: NibDocument, devices: [String]) -> [Target] {
        let perDevice = ["iphone", "ipad"].filter { devices.contains($0) }
        guard document.platform == .uiKit, perDevice.count == 2, document.header.useTraitCollections == false else {
            return [Target(path: output, devices: devices)]
        }
        let stem = output.hasSuffix(".nib") ? String(output.dropLast(4)) : output
        return perDevice.map { Target(path: "\(stem)~\($0).nib", devices: [$0]) }
    }
}
