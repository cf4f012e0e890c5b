// What DeleteWallet names from the rest of zashi-ios (ours, for archgen's real-reducer benchmark):
// the SDK synchronizer dependency, reduced to a key that nothing calls in these tests.
import ComposableArchitecture

struct SDKSynchronizerClient: Sendable {}

extension DependencyValues {
  var sdkSynchronizer: SDKSynchronizerClient { SDKSynchronizerClient() }
}
