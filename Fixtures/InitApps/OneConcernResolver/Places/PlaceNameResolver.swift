import Foundation

protocol PlaceNaming {
  func name(of placeID: Int) async throws -> String
}

/// Turns a place's id into its name through the places endpoint, keeping what it found.
final class PlaceNameResolver: PlaceNaming {
  static let shared = PlaceNameResolver()

  private let endpoint: URL
  private let session: URLSession
  private let cache: NameCache

  init(
    endpoint: URL = URL(string: "https://places.example.org")!, session: URLSession = .shared,
    cache: NameCache = NameCache()
  ) {
    self.endpoint = endpoint
    self.session = session
    self.cache = cache
  }

  func name(of placeID: Int) async throws -> String {
    if let known = cache.name(of: placeID) { return known }
    let url = endpoint.appending(path: "places/\(placeID)")
    let (data, _) = try await session.data(from: url)
    let name = String(decoding: data, as: UTF8.self)
    cache.keep(name, for: placeID)
    return name
  }
}

final class NameCache {
  private var names: [Int: String] = [:]

  func name(of placeID: Int) -> String? { names[placeID] }
  func keep(_ name: String, for placeID: Int) { names[placeID] = name }
}
