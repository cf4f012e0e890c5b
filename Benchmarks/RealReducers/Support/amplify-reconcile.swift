// What ReconcileAndLocalSaveOperation's resolver names from the rest of the DataStore plugin
// (ours, for archgen's real-reducer benchmark): the operation (an `AsynchronousOperation` in
// amplify-swift) as a plain class with its model alias and logger.
import AWSPluginsCore
import Amplify

final class ReconcileAndLocalSaveOperation {
  typealias RemoteModel = MutationSync<AnyModel>
  static var log: Logger { Logger() }
}
