#import <Foundation/Foundation.h>

@class ARCLibrary, ARCDownloads, ARCFavorites;

NS_ASSUME_NONNULL_BEGIN

@interface ARCHub : NSObject

+ (instancetype)sharedHub;

@property (nonatomic, readonly) ARCLibrary *library;
@property (nonatomic, readonly) ARCDownloads *downloads;
@property (nonatomic, readonly) ARCFavorites *favorites;

@end

NS_ASSUME_NONNULL_END
