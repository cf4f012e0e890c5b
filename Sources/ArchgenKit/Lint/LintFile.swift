import SwiftSyntax

/// One parsed file as the rules see it, with the analyses several rules share computed once.
public final class LintFile {
  public let parsed: ParsedSource
  public let environment: LintConfig.EnvironmentConfig

  /// The path from the linted root's name down (`Sources/Login/Store.swift` for root
  /// `/work/App/Sources`), so that folders above the root do not make every file a test file.
  public let projectPath: String

  public init(
    parsed: ParsedSource, environment: LintConfig.EnvironmentConfig, projectPath: String? = nil
  ) {
    self.parsed = parsed
    self.projectPath = projectPath ?? parsed.path
    self.environment = environment
  }

  public var path: String { parsed.path }
  public var tree: SourceFileSyntax { parsed.tree }

  /// Every reference to the environment, classified as a read or a mutation.
  public private(set) lazy var environmentReferences: [EnvironmentReference] =
    EnvironmentReferenceFinder(names: Set(environment.names), mutators: Set(environment.mutators))
    .references(in: tree)

  /// A test file: some path component (or the file's name without extension) ends in `Tests`.
  public private(set) lazy var isTestFile: Bool = {
    let components = projectPath.split(separator: "/").map(String.init)
    return components.contains { component in
      let stem = component.hasSuffix(".swift") ? String(component.dropLast(6)) : component
      return stem.hasSuffix("Tests")
    }
  }()

  /// `main.swift`, whose top-level code is the program's entry point.
  public var isMainFile: Bool { path == "main.swift" || path.hasSuffix("/main.swift") }
}
