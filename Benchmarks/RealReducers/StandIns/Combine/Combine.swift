// Combine is not on Linux. The copied files import it; what they name outside the reducer is
// only the publisher type of a dependency's signature (archgen's real-reducer benchmark, ours).
public struct AnyPublisher<Output, Failure: Error> {
  public init() {}
}
