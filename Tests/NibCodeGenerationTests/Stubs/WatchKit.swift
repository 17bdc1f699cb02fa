// A stand-in for the WatchKit names generated code uses, so it type-checks on Linux.
// The class names are WatchKit's.

open class NSObject { public init() {} }
open class Bundle: NSObject {}
open class WKInterfaceController: NSObject {}
open class WKUserNotificationInterfaceController: WKInterfaceController {}
open class WKInterfaceObject: NSObject {}
