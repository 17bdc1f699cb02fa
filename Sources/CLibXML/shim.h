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

#endif
