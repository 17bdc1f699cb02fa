/// A color as a document writes it: components in a color space, or a named or system color.
///
/// Seen spellings: `red/green/blue/alpha` with `colorSpace="calibratedRGB"` or
/// `custom`+`customColorSpace="sRGB"`; `white/alpha` with a gray space;
/// `name="labelColor" catalog="System" colorSpace="catalog"` (macOS);
/// `systemColor="systemBackgroundColor"` and `cocoaTouchSystemColor="darkTextColor"` (iOS).
public struct NibColor: Sendable, Hashable {
    /// The component values, when the color is given by components.
    public var red, green, blue, white, alpha: Double?
    /// `colorSpace` (e.g. `calibratedRGB`, `custom`, `catalog`).
    public var colorSpace: String?
    /// `customColorSpace` (e.g. `sRGB`, `genericGamma22GrayColorSpace`).
    public var customColorSpace: String?
    /// A catalog color's name (`name=`) and catalog (`catalog=`).
    public var name, catalog: String?
    /// A UIKit system color (`systemColor=` or the older `cocoaTouchSystemColor=`).
    public var systemColor: String?

    /// Creates a color.
    public init(
        red: Double? = nil, green: Double? = nil, blue: Double? = nil, white: Double? = nil,
        alpha: Double? = nil, colorSpace: String? = nil, customColorSpace: String? = nil,
        name: String? = nil, catalog: String? = nil, systemColor: String? = nil
    ) {
        self.red = red
        self.green = green
        self.blue = blue
        self.white = white
        self.alpha = alpha
        self.colorSpace = colorSpace
        self.customColorSpace = customColorSpace
        self.name = name
        self.catalog = catalog
        self.systemColor = systemColor
    }

    /// Reads a `<color>` element.
    public init(element: NibElement) {
        self.init(
            red: element.number("red"), green: element.number("green"), blue: element.number("blue"),
            white: element.number("white"), alpha: element.number("alpha"),
            colorSpace: element[attribute: "colorSpace"],
            customColorSpace: element[attribute: "customColorSpace"], name: element[attribute: "name"],
            catalog: element[attribute: "catalog"],
            systemColor: element[attribute: "systemColor"] ?? element[attribute: "cocoaTouchSystemColor"])
    }
}
