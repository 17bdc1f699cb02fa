/// A point as a document writes it (`<point key="…" x="…" y="…"/>`).
public struct NibPoint: Sendable, Hashable, Codable {
    /// The coordinates.
    public var x, y: Double
    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size as a document writes it (`<size width="…" height="…"/>`).
public struct NibSize: Sendable, Hashable, Codable {
    /// The dimensions.
    public var width, height: Double
    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle as a document writes it (`<rect key="frame" x= y= width= height=/>`).
public struct NibRect: Sendable, Hashable, Codable {
    /// The origin.
    public var x, y: Double
    /// The size.
    public var width, height: Double
    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    /// Whether every component is a finite number.
    public var isFinite: Bool { [x, y, width, height].allSatisfy(\.isFinite) }
}

/// A range as a document writes it (`<range location="…" length="…"/>`).
public struct NibRange: Sendable, Hashable, Codable {
    /// The start and the length.
    public var location, length: Int
    /// Creates a range.
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}

extension NibElement {
    /// The numeric value of an attribute, or `nil` if it is missing or not a number.
    public func number(_ name: String) -> Double? {
        self[attribute: name].flatMap(Double.init)
    }

    /// The element read as a rectangle (`x`, `y`, `width`, `height`), missing parts 0.
    public var rectValue: NibRect? {
        guard number("width") != nil || number("height") != nil else { return nil }
        return NibRect(
            x: number("x") ?? 0, y: number("y") ?? 0, width: number("width") ?? 0,
            height: number("height") ?? 0)
    }

    /// The element read as a point (`x`, `y`).
    public var pointValue: NibPoint? {
        guard let x = number("x"), let y = number("y") else { return nil }
        return NibPoint(x: x, y: y)
    }

    /// The element read as a size (`width`, `height`).
    public var sizeValue: NibSize? {
        guard let width = number("width"), let height = number("height") else { return nil }
        return NibSize(width: width, height: height)
    }

    /// The element read as a range (`location`, `length`).
    public var rangeValue: NibRange? {
        guard let location = self[attribute: "location"].flatMap(Int.init),
            let length = self[attribute: "length"].flatMap(Int.init)
        else { return nil }
        return NibRange(location: location, length: length)
    }
}
