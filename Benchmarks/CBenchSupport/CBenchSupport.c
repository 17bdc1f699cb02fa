#include "CBenchSupport.h"

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <string.h>

static void count_start(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *URI,
                        int nb_namespaces, const xmlChar **namespaces, int nb_attributes, int nb_defaulted,
                        const xmlChar **attributes) {
    (void)localname; (void)prefix; (void)URI; (void)nb_namespaces; (void)namespaces;
    (void)nb_attributes; (void)nb_defaulted; (void)attributes;
    *(long *)ctx += 1;
}

static void ignore_end(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *URI) {
    (void)ctx; (void)localname; (void)prefix; (void)URI;
}

static void ignore_characters(void *ctx, const xmlChar *ch, int len) {
    (void)ctx; (void)ch; (void)len;
}

static xmlEntityPtr no_entity(void *ctx, const xmlChar *name) {
    (void)ctx; (void)name;
    return NULL;
}

long bench_sax_floor(const char *bytes, int length) {
    long count = 0;
    xmlParserCtxtPtr context = xmlCreateMemoryParserCtxt(bytes, length);
    if (context == NULL) return -1;
    xmlCtxtUseOptions(context, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_NOCDATA);
    xmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = count_start;
    handler.endElementNs = ignore_end;
    handler.characters = ignore_characters;
    handler.getEntity = no_entity;
    *context->sax = handler;
    context->userData = &count;
    xmlParseDocument(context);
    int wellFormed = context->wellFormed;
    context->userData = NULL;
    xmlFreeParserCtxt(context);
    return wellFormed ? count : -1;
}


// MARK: - Peak heap while a document is parsed
//
// The benchmark executable defines malloc and its relatives, which the dynamic linker prefers
// to glibc's for every library in the process (Swift's runtime, libxml2, swift-nib's tables).
// Each forwards to glibc's own entry point; while tracking is on, each also adds or subtracts
// the block's usable size, so the peak of the running total is the heap high-water mark of
// what ran in between. Tracking is off during the timed passes: the only cost there is one
// relaxed load per call.

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *block);
extern void *__libc_realloc(void *block, size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic int tracking;
static _Atomic long tracked_now;
static _Atomic long tracked_peak;

static inline void track_added(void *block) {
    if (block == NULL || !atomic_load_explicit(&tracking, memory_order_relaxed)) return;
    long now = atomic_fetch_add_explicit(&tracked_now, (long)malloc_usable_size(block), memory_order_relaxed)
        + (long)malloc_usable_size(block);
    long peak = atomic_load_explicit(&tracked_peak, memory_order_relaxed);
    while (now > peak && !atomic_compare_exchange_weak_explicit(&tracked_peak, &peak, now, memory_order_relaxed,
                                                               memory_order_relaxed)) {
    }
}

static inline void track_removed(void *block) {
    if (block == NULL || !atomic_load_explicit(&tracking, memory_order_relaxed)) return;
    atomic_fetch_sub_explicit(&tracked_now, (long)malloc_usable_size(block), memory_order_relaxed);
}

void *malloc(size_t size) {
    void *block = __libc_malloc(size);
    track_added(block);
    return block;
}

void free(void *block) {
    track_removed(block);
    __libc_free(block);
}

void *calloc(size_t count, size_t size) {
    void *block = __libc_calloc(count, size);
    track_added(block);
    return block;
}

void *realloc(void *block, size_t size) {
    if (block == NULL) return malloc(size);
    if (size == 0) {
        free(block);
        return NULL;
    }
    track_removed(block);
    void *moved = __libc_realloc(block, size);
    track_added(moved != NULL ? moved : block);
    return moved;
}

void *memalign(size_t alignment, size_t size) {
    void *block = __libc_memalign(alignment, size);
    track_added(block);
    return block;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *block = memalign(alignment, size);
    if (block == NULL) return ENOMEM;
    *result = block;
    return 0;
}

void bench_track_begin(void) {
    atomic_store(&tracked_now, 0);
    atomic_store(&tracked_peak, 0);
    atomic_store(&tracking, 1);
}

long bench_track_now(void) {
    return atomic_load(&tracked_now);
}

long bench_track_end(void) {
    atomic_store(&tracking, 0);
    return atomic_load(&tracked_peak);
}
