#import <Foundation/Foundation.h>

@interface ARCPlayer : NSObject

+ (instancetype)sharedPlayer;

@property (nonatomic, readonly) BOOL isPlaying;
@property (nonatomic) float rate;

- (void)play;
- (void)pause;
- (void)seekTo:(double)seconds;

@end
