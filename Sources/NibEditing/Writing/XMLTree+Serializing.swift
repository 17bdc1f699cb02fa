import NibModel

extension XMLTree {
    /// The document's bytes: the source's own bytes wherever nothing changed, Xcode's style
    /// wherever an edit made or changed something.
    func serialized() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(source.count + 1024)
        if prolog.isEmpty, source.isEmpty {
            output += XcodeStyle.declaration
            output += newline
        }
        for item in prolog { write(item, to: &output) }
        if root >= 0 { write(node: root, to: &output) }
        if epilog.isEmpty, source.isEmpty {
            output += newline
        }
        for item in epilog { write(item, to: &output) }
        return output
    }

    /// Whether `node` has anything but whitespace inside.
    func hasContent(_ node: Int) -> Bool {
        nodes[node].content.contains { !isWhitespace($0) }
    }

    private func write(_ item: Item, to output: inout [UInt8]) {
        switch item {
        case .source(let range): output += source[range]
        case .literal(let bytes): output += bytes
        case .text(let text): output += XMLEscaping.escapeText(text)
        case .element(let child): write(node: child, to: &output)
        }
    }

    /// Writes one element, without recursion on the native stack (documents nest deeply).
    private func write(node top: Int, to output: inout [UInt8]) {
        enum Step {
            case open(Int)
            case item(Item, owner: Int)
            case close(Int, selfClosed: Bool)
        }
        var steps: [Step] = [.open(top)]
        while let step = steps.popLast() {
            switch step {
            case .item(.element(let child), _):
                steps.append(.open(child))
            case .item(let item, _):
                write(item, to: &output)
            case .close(let node, let selfClosed):
                if !selfClosed { writeEndTag(node, to: &output) }
            case .open(let node):
                let record = nodes[node]
                let selfClosing: Bool
                if record.isNew {
                    selfClosing = record.content.isEmpty
                } else {
                    let content = hasContent(node)
                    selfClosing = (record.wasSelfClosing || record.contentEdited) && !content
                }
                writeStartTag(node, selfClosing: selfClosing, to: &output)
                steps.append(.close(node, selfClosed: selfClosing))
                if selfClosing { continue }
                if record.isNew {
                    // Text on the element's line; children one per line, one level deeper.
                    var pending: [Step] = []
                    var hasChildren = false
                    for item in record.content {
                        if case .element(let child) = item {
                            pending.append(.item(.literal(newline + indentation(of: child)), owner: node))
                            hasChildren = true
                        }
                        pending.append(.item(item, owner: node))
                    }
                    if hasChildren { pending.append(.item(.literal(newline + indentation(of: node)), owner: node)) }
                    steps += pending.reversed()
                } else {
                    steps += record.content.reversed().map { .item($0, owner: node) }
                }
            }
        }
    }

    private func writeStartTag(_ node: Int, selfClosing: Bool, to output: inout [UInt8]) {
        let record = nodes[node]
        if let tag = record.startTag {
            if selfClosing == record.wasSelfClosing {
                output += source[tag]
            } else if record.wasSelfClosing {
                output += source[tag.lowerBound..<(tag.upperBound - 2)]
                output.append(UInt8(ascii: ">"))
            } else {
                output += source[tag.lowerBound..<(tag.upperBound - 1)]
                output += Array("/>".utf8)
            }
            return
        }
        output.append(UInt8(ascii: "<"))
        output += Array(record.name.utf8)
        for attribute in record.attributes {
            if let range = attribute.source {
                output += source[range]
            } else {
                output.append(0x20)
                output += Array(attribute.name.utf8)
                output += Array("=\"".utf8)
                output += XMLEscaping.escapeAttribute(attribute.value)
                output.append(UInt8(ascii: "\""))
            }
        }
        if let tail = record.startTagTail { output += source[tail] }
        output += selfClosing ? Array("/>".utf8) : [UInt8(ascii: ">")]
    }

    private func writeEndTag(_ node: Int, to output: inout [UInt8]) {
        if let tag = nodes[node].endTag {
            output += source[tag]
        } else {
            output += Array("</".utf8)
            output += Array(nodes[node].name.utf8)
            output.append(UInt8(ascii: ">"))
        }
    }
}
