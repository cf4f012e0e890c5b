import ArchgenCore
import SwiftSyntax

/// The modules a suite's test file imports for the types its lines name that no file of the run
/// declares: a framework's (composable-architecture's `AlertState`, `TextState`), which the
/// reducer's file sees through its own imports. Where the reducer's file names such a type too,
/// the test file imports what the reducer's file imports outside the app and the platform's
/// SDK (a module of the app declaring it would be in the run, `ModuleImports`), unless it
/// imports those modules already. Without it, `state.alert = AlertState { TextState("") }`
/// does not compile in a file that imports only the app.
package enum FrameworkImports {
  /// The platform's modules: a test file has what it needs of them (`Foundation` through the
  /// template), and a framework type is not one of theirs.
  private static let platform: Set<String> = [
    "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine", "Observation", "os", "OSLog",
    "CoreGraphics", "CoreData", "CoreLocation", "MapKit", "AVFoundation", "AVKit", "Photos",
    "PhotosUI", "SwiftData", "StoreKit", "WidgetKit", "UserNotifications", "Dispatch", "XCTest",
    "Testing", "Darwin", "Glibc", "Security", "WebKit", "SafariServices", "Charts", "CloudKit",
    "AuthenticationServices", "LocalAuthentication", "Network", "QuartzCore", "CoreImage",
    "Swift", "_Concurrency",
  ]

  /// The standard library's types, which every file sees.
  private static let standard: Set<String> = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "String", "Character", "Substring", "Array", "Dictionary", "Set",
    "Optional", "Result", "Never", "Void", "Error", "Any", "AnyObject", "Range", "ClosedRange",
    "Task", "Equatable", "Hashable", "Identifiable", "Sendable", "Codable",
  ]

  package static func apply(
    to suite: inout GeneratedSuite, source: ParsedSource?, catalog: TypeCatalog
  ) {
    guard let source else { return }
    var lines = [suite.stateType]
    for test in suite.tests {
      lines += [test.start, test.act, test.expected] + test.path + test.assertions
      lines += test.overrides + test.received.flatMap { [$0.action] + $0.assertions }
    }
    var outside: Set<String> = []
    for line in lines {
      let types = NamedTypes.read(line)
      for name in types.built.map(\.type) + types.named {
        let simple = String(name.split(separator: ".").first ?? "")
        guard !standard.contains(simple), ValueBuilder.foundation[simple] == nil,
          catalog.declaringFile(ofType: simple, near: suite.file) == nil
        else { continue }
        outside.insert(simple)
      }
    }
    guard !outside.isEmpty else { return }
    let named = FileTypeNames(viewMode: .sourceAccurate)
    named.walk(source.tree)
    guard !outside.isDisjoint(with: named.names) else { return }
    let present = Set(suite.imports + suite.testableImports + [suite.module].compactMap { $0 })
    let modules = CallableForms.imports(source).filter {
      !platform.contains($0) && !present.contains($0) && !$0.contains(".")
    }
    suite.imports += modules.sorted()
  }
}

/// The capitalized names a file uses as types or builds (`AlertState<Action>?`, `TextState("")`).
private final class FileTypeNames: SyntaxVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.baseName.text.first?.isUppercase == true { names.insert(node.baseName.text) }
    return .visitChildren
  }
}
