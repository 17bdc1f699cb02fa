// Read a compiled nib into the same model as a xib, and look at its archive's own tables.
// Run from the package root: `swift run ReadingACompiledNib`.
import NibEditing
import NibModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// A small UIKit nib in its NSKeyedArchiver XML form, written out here so the snippet needs no
// fixture: File's Owner and First Responder proxies, a view with a label, and the owner's
// `label` outlet. Binary plists and NIBArchive files read the same way.
let nib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>$archiver</key><string>NSKeyedArchiver</string>
    <key>$version</key><integer>100000</integer>
    <key>$top</key><dict>
      <key>UINibObjectsKey</key><dict><key>CF$UID</key><integer>2</integer></dict>
      <key>UINibTopLevelObjectsKey</key><dict><key>CF$UID</key><integer>9</integer></dict>
      <key>UINibConnectionsKey</key><dict><key>CF$UID</key><integer>10</integer></dict></dict>
    <key>$objects</key><array>
      <string>$null</string>
      <string>Greeting</string>
      <dict><key>$class</key><dict><key>CF$UID</key><integer>14</integer></dict>
        <key>NS.objects</key><array><dict><key>CF$UID</key><integer>3</integer></dict>
          <dict><key>CF$UID</key><integer>5</integer></dict><dict><key>CF$UID</key><integer>7</integer></dict>
          <dict><key>CF$UID</key><integer>8</integer></dict></array></dict>
      <dict><key>$class</key><dict><key>CF$UID</key><integer>13</integer></dict>
        <key>UIProxiedObjectIdentifier</key><dict><key>CF$UID</key><integer>4</integer></dict></dict>
      <string>IBFilesOwner</string>
      <dict><key>$class</key><dict><key>CF$UID</key><integer>13</integer></dict>
        <key>UIProxiedObjectIdentifier</key><dict><key>CF$UID</key><integer>6</integer></dict></dict>
      <string>IBFirstResponder</string>
      <dict><key>$class</key><dict><key>CF$UID</key><integer>16</integer></dict>
        <key>UISubviews</key><dict><key>CF$UID</key><integer>11</integer></dict></dict>
      <dict><key>$class</key><dict><key>CF$UID</key><integer>17</integer></dict>
        <key>UISuperview</key><dict><key>CF$UID</key><integer>7</integer></dict>
        <key>UIText</key><string>Hello</string></dict>
      <dict><key>$class</key><dict><key>CF$UID</key><integer>14</integer></dict>
        <key>NS.objects</key><array><dict><key>CF$UID</key><integer>7</integer></dict></array></dict>
      <dict><key>$class</key><dict><key>CF$UID</key><integer>14</integer></dict>
        <key>NS.objects</key><array><dict><key>CF$UID</key><integer>12</integer></dict></array></dict>
      <dict><key>$class</key><dict><key>CF$UID</key><integer>14</integer></dict>
        <key>NS.objects</key><array><dict><key>CF$UID</key><integer>8</integer></dict></array></dict>
      <dict><key>$class</key><dict><key>CF$UID</key><integer>18</integer></dict>
        <key>UILabel</key><string>label</string>
        <key>UISource</key><dict><key>CF$UID</key><integer>3</integer></dict>
        <key>UIDestination</key><dict><key>CF$UID</key><integer>8</integer></dict></dict>
      <dict><key>$classname</key><string>UIProxyObject</string></dict>
      <dict><key>$classname</key><string>NSArray</string></dict>
      <dict><key>$classname</key><string>NSObject</string></dict>
      <dict><key>$classname</key><string>UIView</string></dict>
      <dict><key>$classname</key><string>UILabel</string></dict>
      <dict><key>$classname</key><string>UIRuntimeOutletConnection</string></dict>
    </array>
    </dict></plist>
    """

let document = try NibDocument(data: Data(nib.utf8), file: "Greeting.nib")
print(document.format, document.platform.map { "\($0)" } ?? "")  // compiled nib (XML property list keyed archive) uiKit
for connection in document.connections {
    print(connection.kindName, connection.label ?? "", document[connection.destination!]?.className ?? "")
}

// The archive itself: every object with its class and keyed, typed values.
let archive = try CompiledArchive(data: Data(nib.utf8), file: "Greeting.nib")
print(archive.objects.count, "archived objects")

// A modern xib from it, which reads back to the same objects and connections.
let xib = try NibDocument(data: Data(document.decompiledXML()), file: "Greeting.xib")
print(xib.objects.count == document.objects.count, xib.connections.count == document.connections.count)
