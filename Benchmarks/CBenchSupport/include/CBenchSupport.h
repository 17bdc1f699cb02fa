#ifndef SWIFT_NIB_CBENCHSUPPORT_H
#define SWIFT_NIB_CBENCHSUPPORT_H

#include <stddef.h>

/// Parses `length` bytes with libxml2's SAX2 interface, from C, with callbacks that only count
/// start tags: the floor no libxml2-based parser can beat. Uses the same context constructor
/// and options as swift-nib's reader. Returns the number of elements, or -1 if the document
/// is not well-formed.
long bench_sax_floor(const char *bytes, int length);

/// Starts counting heap blocks allocated and freed (by any library) from zero.
void bench_track_begin(void);

/// The net number of heap bytes allocated since `bench_track_begin`.
long bench_track_now(void);

/// Stops counting; returns the highest net number of heap bytes allocated since
/// `bench_track_begin` (blocks' usable sizes).
long bench_track_end(void);

#endif
