#import <AppKit/AppKit.h>

@implementation LegacyController
- (IBAction)exportLegacy:(id)sender {
}
@end
