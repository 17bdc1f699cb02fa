import NibModel

extension NibPlan {
    /// One keyed container (`subviews`, `items`) as ``NibCoder/objects(forKey:)`` finds it.
    struct Container: Sendable {
        /// The key the stand-in stores the contained objects under.
        var key: String
        /// Positions of the container's children with an object id, in document order.
        var members: [Int]
    }

    /// One key among an object's children (`contentView`, `cell`) and the children that carry it.
    struct KeyedChild: Sendable {
        /// The child's `key`.
        var key: String
        /// Positions of the children with that key, in document order.
        var candidates: [Int]
    }

    /// What a stand-in decodes from one object (``NibStandIn/init(nibCoder:)``).
    struct ObjectPlan: Sendable {
        /// The element's attributes by name (the last one wins, as in a dictionary fill).
        var attributes: [String: String]
        /// `<rect key="frame">`.
        var frame: NibRect?
        /// The keyed containers with children, in property order.
        var containers: [Container]
        /// The keys of the children, first use first.
        var keyedChildren: [KeyedChild]
        /// The window template of an AppKit `window` or `panel` (L2.5), else `nil`.
        var windowTemplate: NibWindowTemplate?

        /// Reads one object.
        ///
        /// - Parameters:
        ///   - object: The object.
        ///   - children: The positions of its children.
        ///   - keys: Every object's `key`, by position.
        ///   - indexByID: The position of the first object with each id.
        init(_ object: NibObject, children: [Int], keys: [String?], indexByID: [ObjectID: Int]) {
            var attributes: [String: String] = [:]
            let elementAttributes = object.attributes
            attributes.reserveCapacity(elementAttributes.count)
            for attribute in elementAttributes { attributes[attribute.name] = attribute.value }
            self.attributes = attributes
            self.frame = object.frame
            let element = object.element
            self.windowTemplate = element == "window" || element == "panel" ? NibWindowTemplate(object) : nil

            let properties = object.properties
            var containers: [Container] = []
            for property in properties where !property.children.isEmpty {
                let key = property[attribute: "key"] ?? property.name
                guard let container = properties.first(where: { $0.name == key || $0[attribute: "key"] == key })
                else { continue }
                let members = container.children.compactMap { child in
                    child[attribute: "id"].flatMap { indexByID[ObjectID($0)] }
                }
                containers.append(Container(key: key, members: members))
            }
            self.containers = containers

            var keyedChildren: [KeyedChild] = []
            for position in children {
                guard let key = keys[position] else { continue }
                if let existing = keyedChildren.firstIndex(where: { $0.key == key }) {
                    keyedChildren[existing].candidates.append(position)
                } else {
                    keyedChildren.append(KeyedChild(key: key, candidates: [position]))
                }
            }
            self.keyedChildren = keyedChildren
        }
    }
}
