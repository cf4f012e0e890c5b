// What OutgoingMutationQueue's resolver names from the rest of the DataStore plugin (ours, for
// archgen's real-reducer benchmark): the queue as a plain class with its logger, and the two
// plugin protocols its states carry.
import Amplify

final class OutgoingMutationQueue {
  static var log: Logger { Logger() }
}

protocol MutationEventPublisher: AnyObject {}

protocol IncomingEventReconciliationQueue: AnyObject {}
