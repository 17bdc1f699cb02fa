import Foundation
import Testing

/// Time and memory bounds for a piece of work on hostile input.
enum Bounds {
    /// The resident-memory growth and wall time of `body`, checked against generous limits.
    ///
    /// Memory is the growth of the process's peak resident set (Linux `VmHWM`, reset through
    /// `/proc/self/clear_refs` before the work) or, where the kernel refuses the reset, of the
    /// current resident set. Other tests running at the same time can only inflate it, so the
    /// bound is an upper one that does not flake low.
    @discardableResult
    static func check<Result>(
        seconds: Double = 2, megabytes: Int = 256, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ body: () throws -> Result
    ) rethrows -> Result {
        let peakReset = resetPeak()
        let before = status("VmRSS")
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let elapsed = clock.now - start
        let after = status(peakReset ? "VmHWM" : "VmRSS")
        let grownMegabytes = max(0, after - before) / (1 << 20)
        #expect(
            elapsed < .milliseconds(Int(seconds * 1000)), "took \(elapsed), bound \(seconds) s",
            sourceLocation: sourceLocation)
        #expect(
            grownMegabytes < megabytes, "resident memory grew \(grownMegabytes) MB, bound \(megabytes) MB",
            sourceLocation: sourceLocation)
        return result
    }

    /// A `Vm…` field of /proc/self/status in bytes, or 0 off Linux.
    private static func status(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return (line.split(separator: " ").compactMap { Int($0) }.first ?? 0) * 1024
        }
        return 0
    }

    /// Resets VmHWM to the current RSS; false where that is not possible.
    private static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }
}
