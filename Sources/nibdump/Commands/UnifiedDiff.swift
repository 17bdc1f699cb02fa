/// A unified diff of two texts (`diff -u` format, three lines of context), from Myers'
/// shortest edit script over lines.
enum UnifiedDiff {
    static func diff(old: String, new: String, oldName: String, newName: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Hunks: each change with three lines of context, overlapping ranges merged.
        var ranges: [Range<Int>] = []
        for (offset, line) in script.enumerated() where line.kind != .same {
            let range = max(offset - 3, 0)..<min(offset + 4, script.count)
            if let last = ranges.last, last.upperBound >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        for range in ranges {
            let hunk = script[range]
            let oldCount = hunk.filter { $0.kind != .inserted }.count
            let newCount = hunk.filter { $0.kind != .deleted }.count
            let oldStart = hunk.first { $0.kind != .inserted }?.oldLine ?? (hunk.first!.oldLine - 1)
            let newStart = hunk.first { $0.kind != .deleted }?.newLine ?? (hunk.first!.newLine - 1)
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for line in hunk {
                switch line.kind {
                case .same: output += " \(line.text)\n"
                case .deleted: output += "-\(line.text)\n"
                case .inserted: output += "+\(line.text)\n"
                }
            }
        }
        return output
    }

    struct Line {
        enum Kind { case same, deleted, inserted }
        var kind: Kind
        var text: String
        /// 1-based line numbers in the old and new text where this line is (or would be).
        var oldLine: Int
        var newLine: Int
    }

    /// Myers' O(ND) algorithm, with the common prefix and suffix taken off first.
    static func editScript(_ a: [String], _ b: [String]) -> [Line] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        let n = x.count
        let m = y.count
        let maximum = n + m
        var v = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        search: for d in 0...maximum {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var px: Int
                if k == -d || (k != d && v[k - 1 + maximum] < v[k + 1 + maximum]) {
                    px = v[k + 1 + maximum]
                } else {
                    px = v[k - 1 + maximum] + 1
                }
                var py = px - k
                while px < n, py < m, x[px] == y[py] {
                    px += 1
                    py += 1
                }
                v[k + maximum] = px
                if px >= n, py >= m { break search }
            }
        }
        // Walk the trace back into a script.
        var middle: [(Line.Kind, Int, Int)] = []
        var px = n
        var py = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) where d > 0 || px > 0 || py > 0 {
            let v = trace[d]
            let k = px - py
            let previousK = (k == -d || (k != d && v[k - 1 + maximum] < v[k + 1 + maximum])) ? k + 1 : k - 1
            let previousX = v[previousK + maximum]
            let previousY = previousX - previousK
            while px > previousX, py > previousY {
                px -= 1
                py -= 1
                middle.append((.same, px, py))
            }
            if d > 0 {
                if px == previousX {
                    py -= 1
                    middle.append((.inserted, px, py))
                } else {
                    px -= 1
                    middle.append((.deleted, px, py))
                }
            }
        }
        var lines: [Line] = (0..<prefix).map { Line(kind: .same, text: a[$0], oldLine: $0 + 1, newLine: $0 + 1) }
        for (kind, i, j) in middle.reversed() {
            let text = kind == .inserted ? y[j] : x[i]
            lines.append(Line(kind: kind, text: text, oldLine: prefix + i + 1, newLine: prefix + j + 1))
        }
        for offset in 0..<suffix {
            let i = a.count - suffix + offset
            let j = b.count - suffix + offset
            lines.append(Line(kind: .same, text: a[i], oldLine: i + 1, newLine: j + 1))
        }
        return lines
    }
}
