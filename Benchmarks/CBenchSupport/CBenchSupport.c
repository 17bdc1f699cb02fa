#include "CBenchSupport.h"

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <malloc.h>
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

size_t bench_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
