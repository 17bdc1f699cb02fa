#ifndef SWIFT_NIB_CLIBXML_SHIM_H
#define SWIFT_NIB_CLIBXML_SHIM_H

#include <libxml/xmlversion.h>
/// Debian's libxml2 is built with ICU, and its encoding header then includes ICU's own
/// headers, whose definitions clash with the ICU copy that Foundation ships on Linux. swift-nib
/// never touches the ICU-dependent fields of xmlCharEncodingHandler, so it hides them.
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#include <stddef.h>

/// glibc's memrchr is a GNU extension that Swift's Glibc module does not export. The reader
/// calls it once per start tag to find the tag's `<` (glibc's version is vectorised).
extern void *memrchr(const void *s, int c, size_t n);

/// The last `byte` in the `length` bytes at `start`, or NULL; see memrchr above.
static inline const unsigned char *swiftnib_last_byte(const unsigned char *start, int byte, size_t length) {
    return (const unsigned char *)memrchr(start, byte, length);
}

#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// For batch tools (nibdump): lets glibc's allocator keep the memory one document's model frees
/// and reuse it for the next, instead of returning large blocks to the kernel and faulting them
/// back in page by page. A no-op elsewhere.
static inline void swiftnib_keep_freed_memory(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

#endif
