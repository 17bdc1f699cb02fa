internal import CLibXML

/// How a program that reads many documents in a row asks the C allocator to keep memory.
///
/// A document's model is a few large allocations, freed together; glibc returns such blocks to
/// the kernel and the next document faults them back in page by page. Batch tools (`nibdump
/// check` over a folder, the benchmark) call ``keepFreedMemory()`` once at start so that the
/// freed memory is reused instead. The C call sits behind the package's one C boundary (the
/// `CLibXML` shim, `swiftnib_keep_freed_memory`), so no other module imports C for it.
package enum BatchMemory {
    /// Raises glibc's mmap and trim thresholds (64 MiB and 256 MiB); a no-op elsewhere.
    ///
    /// The corresponding C function is `mallopt`.
    package static func keepFreedMemory() {
        swiftnib_keep_freed_memory()
    }
}
