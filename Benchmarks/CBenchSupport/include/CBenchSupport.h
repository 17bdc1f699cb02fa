#ifndef SWIFT_NIB_CBENCHSUPPORT_H
#define SWIFT_NIB_CBENCHSUPPORT_H

#include <stddef.h>

/// Parses `length` bytes with libxml2's SAX2 interface, from C, with callbacks that only count
/// start tags: the floor no libxml2-based parser can beat. Uses the same context constructor
/// and options as swift-nib's reader. Returns the number of elements, or -1 if the document
/// is not well-formed.
long bench_sax_floor(const char *bytes, int length);

/// Bytes currently allocated from the heap (main arena plus mmapped chunks), from glibc's
/// `mallinfo2`; Swift's Glibc module does not export it.
size_t bench_heap_in_use(void);

#endif
