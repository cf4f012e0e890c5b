import ArchgenConfig

/// The modules of an app no manifest describes (an Xcode project with framework targets), read
/// from its folders: a file under a folder named as a module the run's files import
/// (`import NotificationHubCore`, and `NotificationHubCore/GitHub/GitHubAPI.swift`) is that
/// module's. A test that builds a type of another such module than the machine's imports it
/// with `@testable import` (its memberwise initializer is internal), one it only names with a
/// plain import; without it the test does not compile. Where a manifest tells the modules
/// (`ModuleImports`), this reads nothing.
package enum FolderModules {
  package static func apply(
    to suite: inout GeneratedSuite, catalog: TypeCatalog, layout: ModuleLayout
  ) {
    let modules = catalog.importedModules
    guard !modules.isEmpty, layout.module(of: suite.file) == nil else { return }
    let own = module(of: suite.file, among: modules)
    var testable: Set<String> = []
    var plain: Set<String> = []
    func read(_ line: String) {
      let types = NamedTypes.read(line)
      for name in types.built.map(\.type) {
        if let found = other(name) { testable.insert(found) }
      }
      for name in types.named {
        if let found = other(name) { plain.insert(found) }
      }
    }
    func other(_ type: String) -> String? {
      guard let file = catalog.declaringFile(ofType: type, near: suite.file),
        layout.module(of: file) == nil,
        let found = module(of: file, among: modules), found != own
      else { return nil }
      return found
    }
    read(suite.stateType)
    for test in suite.tests {
      for line in [test.start, test.act, test.expected] + test.path + test.assertions
        + test.overrides + test.received.flatMap({ [$0.action] + $0.assertions })
      {
        read(line)
      }
    }
    guard !testable.isEmpty || !plain.isEmpty else { return }
    let present = Set(suite.testableImports)
    suite.testableImports = present.union(testable).sorted()
    let imported = Set(suite.imports)
    suite.imports += plain.subtracting(testable).subtracting(present).subtracting(imported).sorted()
  }

  /// The innermost folder of `path` named as one of `modules`.
  private static func module(of path: String, among modules: Set<String>) -> String? {
    path.split(separator: "/").dropLast().reversed().map(String.init).first(where: modules.contains)
  }
}
