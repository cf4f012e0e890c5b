import ArchgenConfig
import ArchgenCore
import SwiftSyntax

/// One parsed file as the rules see it, with the analyses several rules share computed once.
public final class LintFile {
  public let parsed: ParsedSource
  public let environment: LintConfig.EnvironmentConfig

  /// The path from the linted root's name down (`Sources/Login/Store.swift` for root
  /// `/work/App/Sources`), so that folders above the root do not make every file a test file.
  public let projectPath: String

  /// The environment's own types found in the linted files (see `EnvironmentTypeCollector`).
  public let environmentTypes: Set<String>

  /// The file's text, when the caller has it: saves printing it from the tree.
  private let text: String?

  public init(
    parsed: ParsedSource, environment: LintConfig.EnvironmentConfig, projectPath: String? = nil,
    environmentTypes: Set<String> = [], text: String? = nil
  ) {
    self.parsed = parsed
    self.text = text
    self.projectPath = projectPath ?? parsed.path
    self.environment = environment
    self.environmentTypes = environmentTypes
  }

  public var path: String { parsed.path }
  public var tree: SourceFileSyntax { parsed.tree }

  /// Every reference to the environment, classified as a read or a mutation.
  public var environmentReferences: [EnvironmentReference] { referenceScan.references }

  /// The ancestors and scope children visited to find the references: the work, for tests.
  public var referenceSteps: Int { referenceScan.steps }

  /// The configured names, wrappers (`@Injected`) and resolvers the file uses (see
  /// `EnvironmentReferenceFinder.references`).
  public var environmentEntries: Set<String> { referenceScan.entries }

  private lazy var referenceScan:
    (references: [EnvironmentReference], steps: Int, entries: Set<String>) =
      EnvironmentReferenceFinder(
        environment,
        environmentTypes: environment.allowEnvironmentType ? environmentTypes.union(ownTypes) : []
      ).references(in: tree, text: text)

  /// The environment's own types this file declares.
  public private(set) lazy var ownTypes: Set<String> = EnvironmentTypeCollector.types(
    in: tree, names: Set(environment.names), accessors: Set(environment.accessors))

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
