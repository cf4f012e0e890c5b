// What the EffectsBasics case study names from the rest of the case studies (ours, for archgen's
// real-reducer benchmark): the fact client dependency, and the case studies' `FavoriteError`
// that archgen's generated tests use for `any Error` payloads.
import ComposableArchitecture

struct FactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String = { "\($0) is a good number." }
}

extension DependencyValues {
  var factClient: FactClient { FactClient() }
}

struct FavoriteError: Error, Equatable {}
