// A stand-in for the part of AWSPluginsCore the copied resolvers name (archgen's benchmark).
import Amplify

public struct MutationSync<ModelType> {
  public init() {}
}
