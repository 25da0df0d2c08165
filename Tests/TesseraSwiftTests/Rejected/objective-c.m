// An Objective-C view controller (Masonry): Tessera reads Swift only, and says so.
#import "PatternViewController.h"

@implementation PatternViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.label mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.view).offset(20);
    }];
}
@end
