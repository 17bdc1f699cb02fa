/*
 * nibconnections — load one Interface Builder document (a .xib, which GNUstep
 * reads itself, or a keyed-archive .nib) with GNUstep's AppKit and print, in a
 * stable and comparable form, what the load made:
 *
 *   top      the top-level objects' classes (sorted)
 *   outlet   source object . outlet -> destination object
 *   action   sender object -> selector -> target object
 *   binding  source object . binding -> destination object . key path
 *   runtime  object . user-defined runtime attribute key paths
 *   tree     the view and menu hierarchy under the top-level objects
 *
 * Connections are recorded as GNUstep establishes them: the connector classes
 * of both loaders (NSNib*Connector for keyed nibs, IB*Connection for xibs)
 * get their -establishConnection wrapped, so an outlet is listed even when
 * the class it names is not linked into this program.
 *
 * Objects are named by class and label (title, column identifier, string
 * value); an unlabelled one also by the classes above it ("NSTextField in
 * NSView in NSBox"). Connections with a view the tree does not reach (a
 * view-based table's cell prototypes, which only a xib load connects) are
 * prefixed "detached". See docs/Compiling.md, "A runtime check: GNUstep",
 * for what is normalised and why.
 *
 * The document's custom classes must exist for GNUstep to load it (both
 * loaders refuse an unknown class name): each --class NAME=SUPERCLASS
 * registers an empty subclass before the load; each --image NAME a blank
 * image of that name (GNUstep's nib loader refuses a missing one).
 *
 * Usage: nibconnections [--class NAME=SUPERCLASS ...] [--image NAME ...] FILE.xib|FILE.nib
 * Exit status: 0 loaded, 2 GNUstep could not load the document.
 */
#import <Foundation/Foundation.h>
#import <AppKit/AppKit.h>
#import <GNUstepGUI/GSNibLoading.h>
#import <GNUstepGUI/GSXibLoading.h>
#include <objc/runtime.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <math.h>

static id owner;
static NSArray *topLevel;
static NSMutableArray *records;    // [kind, source, label, destination, key path], in load order
static NSMutableSet *seen;         // connections already recorded (both loaders' layers)
static NSMapTable *parents;        // object -> the object the tree walk found it under
static NSHashTable *fromCustomView; // views a keyed nib's NSCustomView became

@interface CheckOwner : NSObject
@end
@implementation CheckOwner
- (void) setValue: (id)value forUndefinedKey: (NSString *)key
{
}
- (id) valueForUndefinedKey: (NSString *)key
{
  return nil;
}
@end

static NSString *clean(NSString *s)
{
  if (s == nil)
    return @"";
  NSMutableString *m = [NSMutableString stringWithString: s];
  [m replaceOccurrencesOfString: @"\\" withString: @"\\\\" options: 0 range: NSMakeRange(0, [m length])];
  [m replaceOccurrencesOfString: @"\n" withString: @"\\n" options: 0 range: NSMakeRange(0, [m length])];
  [m replaceOccurrencesOfString: @"\r" withString: @"\\r" options: 0 range: NSMakeRange(0, [m length])];
  [m replaceOccurrencesOfString: @"\t" withString: @"\\t" options: 0 range: NSMakeRange(0, [m length])];
  [m replaceOccurrencesOfString: @"\"" withString: @"\\\"" options: 0 range: NSMakeRange(0, [m length])];
  return m;
}

static NSString *safeString(id o, SEL sel)
{
  id v = nil;
  if (![o respondsToSelector: sel])
    return nil;
  NS_DURING
    v = [o performSelector: sel];
  NS_HANDLER
    v = nil;
  NS_ENDHANDLER
  if ([v isKindOfClass: [NSAttributedString class]])
    v = [v string];
  if (![v isKindOfClass: [NSString class]] || [v length] == 0)
    return nil;
  return v;
}

/* The label that tells an object apart from its siblings: a title, a
 * column identifier, a text field's string, else nothing. */
static NSString *labelOf(id o)
{
  NSString *s = nil;
  if ([o isKindOfClass: [NSWindow class]] || [o isKindOfClass: [NSMenu class]]
      || [o isKindOfClass: [NSMenuItem class]] || [o isKindOfClass: [NSBox class]])
    s = safeString(o, @selector(title));
  else if ([o isKindOfClass: [NSTabViewItem class]])
    s = safeString(o, @selector(label));
  else if ([o isKindOfClass: [NSTableColumn class]])
    s = safeString(o, @selector(identifier));
  else if ([o isKindOfClass: [NSPopUpButton class]] || [o isKindOfClass: [NSPopUpButtonCell class]])
    s = nil;   /* its title is the selected item's: GNUstep's xib reader selects the first
                * item of a document that selects none, a nib keeps none selected */
  else if ([o isKindOfClass: [NSButton class]] || [o isKindOfClass: [NSButtonCell class]])
    s = safeString(o, @selector(title));
  else if ([o isKindOfClass: [NSTextField class]] || [o isKindOfClass: [NSCell class]])
    s = safeString(o, @selector(stringValue));
  return s;
}

static BOOL isTopLevel(id o)
{
  return [topLevel indexOfObjectIdenticalTo: o] != NSNotFound;
}

/* A Swift class's mangled name (_TtC4IINA11AppDelegate), which a nib
 * names and GNUstep's xib reader does not (it ignores customModule), as the
 * class name alone. */
static NSString *className(id o)
{
  NSString *name = NSStringFromClass([o class]);
  const char *c = [name UTF8String];
  if (strncmp(c, "_TtC", 4) != 0)
    return name;
  c += 4;
  char *end;
  long n = strtol(c, &end, 10);     /* the module */
  if (end == c || n <= 0 || (long)strlen(end) < n)
    return name;
  c = end + n;
  n = strtol(c, &end, 10);          /* the class */
  if (end == c || n <= 0 || (long)strlen(end) != n)
    return name;
  return [NSString stringWithUTF8String: end];
}

static NSString *named(id o)
{
  NSString *label = labelOf(o);
  NSString *name = className(o);
  return label ? [NSString stringWithFormat: @"%@ \"%@\"", name, clean(label)] : name;
}

/* Views and cells not reached from a top-level object: in a xib, GNUstep
 * decodes a view-based table's cell prototypes in place and connects them;
 * a nib keeps them in a nested nib that the table loads when it makes rows
 * (as AppKit does). */
static BOOL isDetached(id o)
{
  if (o == nil || o == owner || o == NSApp || isTopLevel(o) || NSMapGet(parents, o) != NULL)
    return NO;
  if ([o isKindOfClass: [NSCell class]])
    {
      id control = [o respondsToSelector: @selector(controlView)] ? [o controlView] : nil;
      return control == nil || isDetached(control);
    }
  return [o isKindOfClass: [NSView class]];
}

/* An object: its class and label; an unlabelled one also the chain of
 * classes above it up to a labelled or top-level object (no frames: GNUstep
 * lays views out again as it loads, differently for xibs and nibs). */
static NSString *describe(id o)
{
  if (o == nil)
    return @"nil";
  if (o == owner)
    return @"<File's Owner>";
  if (o == NSApp)
    return @"<NSApplication>";
  NSMutableString *s = [NSMutableString stringWithString: named(o)];
  if (labelOf(o) != nil || isTopLevel(o))
    return s;
  id up = NSMapGet(parents, o);
  if (up == nil && [o isKindOfClass: [NSCell class]] && [o respondsToSelector: @selector(controlView)])
    up = [o controlView];
  int depth = 0;
  while (up != nil && depth++ < 40)
    {
      [s appendFormat: @" in %@", up == owner ? @"<File's Owner>" : named(up)];
      if (labelOf(up) != nil || isTopLevel(up))
        break;
      up = NSMapGet(parents, up);
    }
  if (isDetached(o))
    [s appendString: @" (detached)"];
  return s;
}

static void record(NSString *kind, id src, NSString *label, id dst, NSString *keyPath)
{
  NSString *key = [NSString stringWithFormat: @"%@ %p %p %@", kind, src, dst, label];
  if ([seen containsObject: key])
    return;
  [seen addObject: key];
  [records addObject: [NSArray arrayWithObjects: kind, src ? src : [NSNull null],
                               label ? label : @"", dst ? dst : [NSNull null],
                               keyPath ? keyPath : @"", nil]];
}

static NSString *recordLine(NSArray *r)
{
  NSString *kind = [r objectAtIndex: 0];
  id src = [r objectAtIndex: 1], dst = [r objectAtIndex: 3];
  NSString *label = [r objectAtIndex: 2], *keyPath = [r objectAtIndex: 4];
  if (src == [NSNull null]) src = nil;
  if (dst == [NSNull null]) dst = nil;
  NSString *line;
  if ([kind isEqual: @"outlet"])
    line = [NSString stringWithFormat: @"outlet %@ .%@ -> %@", describe(src), label, describe(dst)];
  else if ([kind isEqual: @"action"])
    line = [NSString stringWithFormat: @"action %@ -> %@ -> %@", describe(src), label,
                     dst ? describe(dst) : @"<First Responder>"];
  else if ([kind isEqual: @"binding"])
    line = [NSString stringWithFormat: @"binding %@ .%@ -> %@ .%@", describe(src), label,
                     describe(dst), keyPath];
  else
    line = [NSString stringWithFormat: @"runtime %@ [%@]", describe(src), label];
  if (isDetached(src) || isDetached(dst))
    line = [@"detached " stringByAppendingString: line];
  return line;
}

/* ---- wrapping -establishConnection ------------------------------------ */

#define WRAP(CLS, ...)                                                      \
  static IMP orig_##CLS;                                                    \
  static void wrapped_##CLS(id self, SEL _cmd)                              \
  {                                                                         \
    NS_DURING                                                               \
      { __VA_ARGS__; }                                                      \
    NS_HANDLER                                                              \
      fprintf(stderr, "nibconnections: recording %s: %s\n", #CLS,           \
              [[localException reason] UTF8String]);                        \
    NS_ENDHANDLER                                                           \
    if (orig_##CLS != NULL)                                                 \
      {                                                                     \
        NS_DURING                                                           \
          ((void (*)(id, SEL))orig_##CLS)(self, _cmd);                      \
        NS_HANDLER                                                          \
        NS_ENDHANDLER                                                       \
      }                                                                     \
  }

static id ivar(id o, const char *name)
{
  Ivar v = class_getInstanceVariable([o class], name);
  return v ? object_getIvar(o, v) : nil;
}

/* Keyed nibs: NSSource is the control / outlet owner, NSDestination the
 * target / outlet value. */
WRAP(NSNibOutletConnector, record(@"outlet", [self source], [self label], [self destination], nil))
WRAP(NSNibControlConnector, record(@"action", [self source], [self label], [self destination], nil))
WRAP(NSNibBindingConnector, {
  NSNibBindingConnector *c = (NSNibBindingConnector *)self;
  record(@"binding", [c source], [c binding], [c destination], [c keyPath]);
})
WRAP(NSIBUserDefinedRuntimeAttributesConnector, {
  NSArray *paths = ivar(self, "_keyPaths");
  record(@"runtime", ivar(self, "_object"),
         [[paths sortedArrayUsingSelector: @selector(compare:)] componentsJoinedByString: @", "],
         nil, nil);
})
/* Xibs: an IBActionConnection's source is the target, its destination the
 * control (GNUstep sets [destination setTarget: source]). */
WRAP(IBOutletConnection, record(@"outlet", [self source], [self label], [self destination], nil))
WRAP(IBActionConnection, record(@"action", [self destination], [self label], [self source], nil))

/* AppKit's NSNibAuxiliaryActionConnector (an action with a trigger, such as a
 * table's double action: NSTrigger) has no GNUstep counterpart; this stand-in
 * makes the connection as AppKit does and records it as an action. */
@interface NSNibAuxiliaryActionConnector : NSNibConnector
{
  NSString *trigger;
}
@end

@implementation NSNibAuxiliaryActionConnector
- (id) initWithCoder: (NSCoder *)coder
{
  if ((self = [super initWithCoder: coder]) != nil)
    trigger = [[coder decodeObjectForKey: @"NSTrigger"] retain];
  return self;
}

- (void) establishConnection
{
  id src = [self source];
  record(@"action", src, [self label], [self destination], nil);
  if ([src respondsToSelector: @selector(setTarget:)])
    [src setTarget: [self destination]];
  if ([trigger isEqual: @"doubleAction"] && [src respondsToSelector: @selector(setDoubleAction:)])
    [src setDoubleAction: NSSelectorFromString([self label])];
}
@end

static void wrap(const char *className, SEL sel, IMP replacement, IMP *original)
{
  Class c = objc_getClass(className);
  if (c == Nil)
    {
      fprintf(stderr, "nibconnections: no class %s to wrap\n", className);
      return;
    }
  Method m = class_getInstanceMethod(c, sel);
  *original = m ? method_getImplementation(m) : NULL;
  class_replaceMethod(c, sel, replacement, m ? method_getTypeEncoding(m) : "v@:");
}

/* A keyed nib's NSCustomView becomes the real view here. AppKit adds its
 * NSSubviews last first (ibtool archives them so); GNUstep adds them in the
 * archived order, so the tree lists such a view's subviews reversed. */
static IMP orig_customInstantiate, orig_customInstantiateWithCoder;
static id wrapped_customInstantiate(id self, SEL _cmd)
{
  id view = ((id (*)(id, SEL))orig_customInstantiate)(self, _cmd);
  if (view != nil)
    NSHashInsertIfAbsent(fromCustomView, view);
  return view;
}
static id wrapped_customInstantiateWithCoder(id self, SEL _cmd, id coder)
{
  id view = ((id (*)(id, SEL, id))orig_customInstantiateWithCoder)(self, _cmd, coder);
  if (view != nil)
    NSHashInsertIfAbsent(fromCustomView, view);
  return view;
}

/* GNUstep 0.29's -[NSLayoutConstraint isEqual:] sends -firstItem to its
 * argument whatever its class, and its keyed nib loader compares
 * constraints with other objects as it looks them up: every nib with a
 * constraint fails ("NSTextFieldCell does not recognize firstItem"). Objects
 * of a nib are distinct, so identity is the equality wanted here. */
static BOOL identityIsEqual(id self, SEL _cmd, id other)
{
  return self == other;
}

/* ---- the hierarchy ---------------------------------------------------- */

static void treeLine(NSMutableArray *out, int depth, NSString *text)
{
  NSMutableString *s = [NSMutableString stringWithString: @"tree "];
  int i;
  for (i = 0; i < depth; i++)
    [s appendString: @"  "];
  [s appendString: text];
  [out addObject: s];
}

static NSString *targetAction(id o)
{
  if (![o respondsToSelector: @selector(action)] || ![o respondsToSelector: @selector(target)])
    return @"";
  SEL a = [o action];
  if (a == NULL)
    return @"";
  /* GNUstep's own wiring (a pop-up's items -> _popUpItemAction:, which its
   * nib reader sets and its xib reader does not) is not the document's. */
  if (sel_getName(a)[0] == '_')
    return @"";
  id t = [o target];
  return [NSString stringWithFormat: @" action=%@ target=%@", NSStringFromSelector(a),
                   t ? describe(t) : @"<First Responder>"];
}

/* The subviews the tree lists. A scroll view's own parts (scrollers, the
 * header's clip view, the corner view) are GNUstep's to make, and its two
 * readers tile them differently: only the clip view with the document is
 * listed. */
static NSArray *subviewsInOrder(id view)
{
  if ([view isKindOfClass: [NSScrollView class]])
    return [view contentView] ? [NSArray arrayWithObject: [view contentView]] : [NSArray array];
  NSArray *subviews = [view subviews];
  if (NSHashGet(fromCustomView, view) != NULL)
    subviews = [[subviews reverseObjectEnumerator] allObjects];
  return subviews;
}

/* First pass: who is under whom. */
static void mapParents(id o, id parent, int depth)
{
  if (o == nil || depth > 60 || NSMapGet(parents, o) != NULL || (isTopLevel(o) && parent != nil))
    return;
  if (parent != nil)
    NSMapInsert(parents, o, parent);
  NSEnumerator *e = nil;
  id child;
  if ([o isKindOfClass: [NSWindow class]])
    mapParents([o contentView], o, depth + 1);
  else if ([o isKindOfClass: [NSMenu class]])
    e = [[o itemArray] objectEnumerator];
  else if ([o isKindOfClass: [NSMenuItem class]])
    {
      if ([o hasSubmenu])
        mapParents([o submenu], o, depth + 1);
    }
  else if ([o isKindOfClass: [NSTabView class]])
    {
      e = [[o tabViewItems] objectEnumerator];
      while ((child = [e nextObject]) != nil)
        {
          mapParents(child, o, depth + 1);
          mapParents([child view], child, depth + 2);
        }
      e = nil;
    }
  else if ([o isKindOfClass: [NSView class]])
    {
      if ([o isKindOfClass: [NSTableView class]])
        {
          NSEnumerator *c = [[o tableColumns] objectEnumerator];
          while ((child = [c nextObject]) != nil)
            mapParents(child, o, depth + 1);
        }
      if ([o isKindOfClass: [NSPopUpButton class]])
        mapParents([o menu], o, depth + 1);
      e = [subviewsInOrder(o) objectEnumerator];
    }
  while (e != nil && (child = [e nextObject]) != nil)
    mapParents(child, o, depth + 1);
}

static void walk(NSMutableArray *out, id o, int depth, NSMutableSet *visited)
{
  if (o == nil || depth > 60)
    return;
  NSValue *key = [NSValue valueWithPointer: o];
  if ([visited containsObject: key])
    {
      treeLine(out, depth, [NSString stringWithFormat: @"(again) %@", named(o)]);
      return;
    }
  [visited addObject: key];
  treeLine(out, depth, [named(o) stringByAppendingString: targetAction(o)]);
  NSEnumerator *e = nil;
  id child;
  if ([o isKindOfClass: [NSWindow class]])
    walk(out, [o contentView], depth + 1, visited);
  else if ([o isKindOfClass: [NSMenu class]])
    e = [[o itemArray] objectEnumerator];
  else if ([o isKindOfClass: [NSMenuItem class]])
    {
      if ([o hasSubmenu])
        walk(out, [o submenu], depth + 1, visited);
    }
  else if ([o isKindOfClass: [NSTabView class]])
    {
      e = [[o tabViewItems] objectEnumerator];
      while ((child = [e nextObject]) != nil)
        {
          treeLine(out, depth + 1, named(child));
          walk(out, [child view], depth + 2, visited);
        }
      e = nil;
    }
  else if ([o isKindOfClass: [NSView class]])
    {
      if ([o isKindOfClass: [NSTableView class]])
        {
          NSEnumerator *c = [[o tableColumns] objectEnumerator];
          while ((child = [c nextObject]) != nil)
            treeLine(out, depth + 1, named(child));
        }
      if ([o isKindOfClass: [NSPopUpButton class]])
        walk(out, [o menu], depth + 1, visited);
      e = [subviewsInOrder(o) objectEnumerator];
    }
  while (e != nil && (child = [e nextObject]) != nil)
    walk(out, child, depth + 1, visited);
}

static void registerImage(const char *name)
{
  NSString *n = [NSString stringWithUTF8String: name];
  if ([NSImage imageNamed: n] != nil)
    return;
  NSImage *image = [[NSImage alloc] initWithSize: NSMakeSize(16, 16)];
  [image setName: n];
}

/* NAME=SUPERCLASS: an empty subclass, so the loaders find the class the
 * document names. A class that exists already is left alone. */
static void registerClass(const char *spec)
{
  const char *eq = strchr(spec, '=');
  if (eq == NULL || eq == spec)
    {
      fprintf(stderr, "nibconnections: --class wants NAME=SUPERCLASS, not %s\n", spec);
      return;
    }
  char name[512];
  size_t n = (size_t)(eq - spec);
  if (n >= sizeof name)
    return;
  memcpy(name, spec, n);
  name[n] = 0;
  if (objc_getClass(name) != Nil)
    return;
  Class super = objc_getClass(eq + 1);
  if (super == Nil)
    super = [NSObject class];
  Class c = objc_allocateClassPair(super, name, 0);
  if (c != Nil)
    objc_registerClassPair(c);
}

/* Views newer than the GNUstep this check runs on (0.29), which ibtool archives:
 * a view-based table's NSTableCellView (for each prototype) and NSStackView.
 * When the runtime has none, a stand-in view subclass with the outlets AppKit's
 * class has, set through key-value coding; the view keys decode as NSView's. */
static void registerStandInView(const char *name, const char **outlets, unsigned count)
{
  if (objc_getClass(name) != Nil)
    return;
  Class c = objc_allocateClassPair([NSView class], name, 0);
  if (c == Nil)
    return;
  unsigned k;
  for (k = 0; k < count; k++)
    class_addIvar(c, outlets[k], sizeof(id), log2(sizeof(id)), "@");
  objc_registerClassPair(c);
}

static void registerStandInViews(void)
{
  const char *cellView[] = {"textField", "imageView", "objectValue"};
  const char *stackView[] = {"delegate"};
  registerStandInView("NSTableCellView", cellView, 3);
  registerStandInView("NSStackView", stackView, 1);
}

static NSInteger byDescription(id a, id b, void *context)
{
  return [named(a) compare: named(b)];
}

int main(int argc, const char **argv)
{
  NSAutoreleasePool *pool = [NSAutoreleasePool new];
  NSString *path = nil;
  NSMutableArray *images = [NSMutableArray array];
  int i;
  BOOL usage = NO;
  for (i = 1; i < argc && !usage; i++)
    {
      if (strcmp(argv[i], "--class") == 0 && i + 1 < argc)
        registerClass(argv[++i]);
      else if (strcmp(argv[i], "--image") == 0 && i + 1 < argc)
        [images addObject: [NSString stringWithUTF8String: argv[++i]]];
      else if (path == nil && argv[i][0] != '-')
        path = [NSString stringWithUTF8String: argv[i]];
      else
        usage = YES;
    }
  if (path == nil || usage)
    {
      fprintf(stderr, "usage: nibconnections [--class NAME=SUPERCLASS ...] [--image NAME ...] FILE.xib|FILE.nib\n");
      return 64;
    }
  registerStandInViews();
  records = [NSMutableArray new];
  seen = [NSMutableSet new];
  parents = NSCreateMapTable(NSNonOwnedPointerMapKeyCallBacks, NSNonOwnedPointerMapValueCallBacks, 256);
  fromCustomView = NSCreateHashTable(NSNonOwnedPointerHashCallBacks, 32);

#define WRAP_CONNECTOR(CLS) \
  wrap(#CLS, @selector(establishConnection), (IMP)wrapped_##CLS, &orig_##CLS)
  WRAP_CONNECTOR(NSNibOutletConnector);
  WRAP_CONNECTOR(NSNibControlConnector);
  WRAP_CONNECTOR(NSNibBindingConnector);
  WRAP_CONNECTOR(NSIBUserDefinedRuntimeAttributesConnector);
  WRAP_CONNECTOR(IBOutletConnection);
  WRAP_CONNECTOR(IBActionConnection);
  {
    Class constraint = objc_getClass("NSLayoutConstraint");
    if (constraint != Nil)
      class_replaceMethod(constraint, @selector(isEqual:), (IMP)identityIsEqual, "c@:@");
  }
  if ([[[path pathExtension] lowercaseString] isEqual: @"nib"])
    {
      /* (GNUstep's xib reader goes through NSCustomView too, but adds the
       * subviews in document order already.) */
      wrap("NSCustomView", @selector(nibInstantiate), (IMP)wrapped_customInstantiate,
           &orig_customInstantiate);
      wrap("NSCustomView", @selector(nibInstantiateWithCoder:),
           (IMP)wrapped_customInstantiateWithCoder, &orig_customInstantiateWithCoder);
    }

  [NSApplication sharedApplication];
  NSEnumerator *e = [images objectEnumerator];
  id o;
  while ((o = [e nextObject]) != nil)
    registerImage([o UTF8String]);
  owner = [CheckOwner new];

  NSArray *loadedTop = nil;
  BOOL loaded = NO;
  NS_DURING
    {
      NSNib *nib = [[NSNib alloc] initWithContentsOfURL: [NSURL fileURLWithPath: path]];
      if (nib != nil)
        loaded = [nib instantiateWithOwner: owner topLevelObjects: &loadedTop];
    }
  NS_HANDLER
    {
      fprintf(stderr, "nibconnections: exception: %s: %s\n",
              [[localException name] UTF8String], [[localException reason] UTF8String]);
      loaded = NO;
    }
  NS_ENDHANDLER
  if (!loaded)
    {
      printf("cannot-load\n");
      fflush(stdout);
      return 2;
    }

  /* GNUstep's nib loader lists the application among the top-level objects
   * (as AppKit does), its xib loader does not: it is left out here. */
  NSMutableArray *tops = [NSMutableArray array];
  e = [loadedTop objectEnumerator];
  while ((o = [e nextObject]) != nil)
    if (o != NSApp && o != owner)
      [tops addObject: o];
  topLevel = [tops sortedArrayUsingFunction: byDescription context: NULL];
  [topLevel retain];

  e = [topLevel objectEnumerator];
  while ((o = [e nextObject]) != nil)
    mapParents(o, nil, 0);

  NSMutableArray *top = [NSMutableArray array];
  NSMutableArray *connections = [NSMutableArray array];
  NSMutableArray *tree = [NSMutableArray array];
  NSMutableSet *visited = [NSMutableSet set];
  e = [topLevel objectEnumerator];
  while ((o = [e nextObject]) != nil)
    [top addObject: [@"top " stringByAppendingString: named(o)]];
  e = [records objectEnumerator];
  while ((o = [e nextObject]) != nil)
    [connections addObject: recordLine(o)];
  e = [topLevel objectEnumerator];
  while ((o = [e nextObject]) != nil)
    walk(tree, o, 0, visited);

  NSMutableArray *all = [NSMutableArray array];
  [all addObjectsFromArray: top];
  [all addObjectsFromArray: [connections sortedArrayUsingSelector: @selector(compare:)]];
  [all addObjectsFromArray: tree];
  e = [all objectEnumerator];
  while ((o = [e nextObject]) != nil)
    printf("%s\n", [o UTF8String]);
  fflush(stdout);
  [pool release];
  return 0;
}
