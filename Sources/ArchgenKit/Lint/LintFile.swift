import SwiftSyntax

/// One parsed file as the rules see it, with the analyses several rules share computed once.
public final class LintFile {
  public let parsed: ParsedSource
  public let environment: LintConfig.EnvironmentConfig

  public init(parsed: ParsedSource, environment: LintConfig.EnvironmentConfig) {
    self.parsed = parsed
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
    let components = path.split(separator: "/").map(String.init)
    return components.contains { component in
      let stem = component.hasSuffix(".swift") ? String(component.dropLast(6)) : component
      return stem.hasSuffix("Tests")
    }
  }()

  /// `main.swift`, whose top-level code is the program's entry point.
  public var isMainFile: Bool { path == "main.swift" || path.hasSuffix("/main.swift") }
}
