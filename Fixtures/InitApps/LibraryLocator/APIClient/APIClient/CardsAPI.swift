import Foundation

// A generated client: static requests, one concern.
public enum CardsAPI {
  public static func list(completion: @escaping ([String]) -> Void) { completion([]) }
}
