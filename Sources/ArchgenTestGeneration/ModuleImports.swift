import ArchgenConfig

/// The modules a suite's test file imports besides the module under test, from the modules
/// of the files declaring the types its lines name (`ModuleLayout`): a type built through its
/// initializer (a memberwise one is internal) is `@testable import`ed from its module, a type
/// only named is imported. The machine's own module is `@testable import`ed too (the template
/// leaves out the one `--module` names, `TestTemplateContext`). A type built in a test whose module no manifest tells, while the machine's module
/// is known, is another module's that the test cannot name: its value becomes a placeholder
/// that says so, and the test is not complete.
package struct ModuleImports {
  package let catalog: TypeCatalog
  package let layout: ModuleLayout

  package func apply(to suite: inout GeneratedSuite) {
    let own = layout.module(of: suite.file)
    var testable: Set<String> = []
    var plain: Set<String> = []
    if let own { testable.insert(own) }
    var others: Set<String> = []
    func rewrite(_ line: String) -> String {
      let types = NamedTypes.read(line)
      var unknown: [NamedTypes.Built] = []
      for built in types.built {
        guard let file = catalog.declaringFile(ofType: built.type, near: suite.file) else {
          continue
        }
        if let found = layout.module(of: file) {
          if found != own {
            testable.insert(found)
            others.insert(found)
          }
        } else if own != nil {
          unknown.append(built)
        } else if let there = layout.manifestFolder(of: file),
          there != layout.manifestFolder(of: suite.file)
        {
          // Another project's module whose name its manifest makes by code: not one to import.
          unknown.append(built)
        }
      }
      for name in types.named {
        guard let file = catalog.declaringFile(ofType: name, near: suite.file),
          let found = layout.module(of: file), found != own
        else { continue }
        plain.insert(found)
      }
      return Self.placeholders(unknown, in: line)
    }
    _ = rewrite(suite.stateType)
    for index in suite.tests.indices {
      var test = suite.tests[index]
      others = []
      test.start = rewrite(test.start)
      test.path = test.path.map(rewrite)
      test.act = rewrite(test.act)
      test.expected = rewrite(test.expected)
      test.assertions = test.assertions.map(rewrite)
      test.overrides = test.overrides.map(rewrite)
      test.received = test.received.map {
        ReceivedAction(action: rewrite($0.action), assertions: $0.assertions.map(rewrite))
      }
      test.otherModules = others.sorted()
      suite.tests[index] = test
    }
    testable.formUnion(applyToStubs(&suite, own: own))
    suite.module = own
    suite.testableImports = testable.sorted()
    let imported = Set(suite.imports)
    suite.imports += plain.subtracting(testable).subtracting(imported).sorted()
  }

  /// `line` with each call in `unknown` (outermost first, never one inside another) written as
  /// a placeholder that names why: `<#Track(title: "") (Track: its module is not known)#>`.
  private static func placeholders(_ unknown: [NamedTypes.Built], in line: String) -> String {
    guard !unknown.isEmpty else { return line }
    var kept: [NamedTypes.Built] = []
    for built in unknown.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
    where !kept.contains(where: { $0.range.contains(built.range.lowerBound) }) {
      kept.append(built)
    }
    var bytes = Array(line.utf8)
    for built in kept.reversed() {
      let call = String(decoding: bytes[built.range], as: UTF8.self)
      let text =
        "<#\(call) (\(built.type) is declared outside the modules the manifests name)#>"
      bytes.replaceSubrange(built.range, with: Array(text.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
