@testable import ArchgenKit

extension LintConfig {
  /// A configuration whose environment is `names`, read also through `wrappers` and `resolvers`.
  static func environment(
    _ names: [String], wrappers: [String] = [], resolvers: [String] = []
  ) -> LintConfig {
    var config = LintConfig()
    config.environment = LintConfig.EnvironmentConfig(names: names)
    config.environment.propertyWrappers = wrappers
    config.environment.resolvers = resolvers
    return config
  }
}
