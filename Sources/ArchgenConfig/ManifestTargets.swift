import ArchgenCore
import Foundation
import SwiftSyntax
import Yams

/// The targets a project's manifest declares and the folders their sources are in, read without
/// running anything: SwiftPM's `Package.swift` and Tuist's `Project.swift` with swift-syntax,
/// XcodeGen's `project.yml` with Yams. A folder is relative to the manifest's own.
package struct ManifestTargets: Equatable, Sendable {
  package struct Target: Equatable, Sendable {
    package var name: String
    /// The folders holding the target's sources; empty when the manifest does not say.
    package var folders: [String]
    /// The product's name where the manifest gives one apart from the target's (Tuist's
    /// `productName: "GOMS-Admin"`): Xcode names the module after it.
    package var productName: String? = nil

    /// The module Xcode builds from the target: its product's name (else its own) with each
    /// character that cannot stand in an identifier replaced by `_` (`GOMS-Admin` is
    /// `GOMS_Admin`), so that `import` parses.
    package var moduleName: String { ManifestTargets.moduleName(productName ?? name) }
  }

  package var targets: [Target]
  /// SwiftPM's convention applies (`Sources/<Target>/`) to files no target names: a package
  /// whose targets are built by code the reader does not run.
  package var followsSourcesLayout = false
  /// The name a Tuist manifest gives its project (`Project(name: "Domain")`): the module of a
  /// one-target project whose targets say no folder.
  package var projectName: String?

  /// The manifest's file names, in the order a folder is asked.
  package static let fileNames = ["Package.swift", "Project.swift", "project.yml", "project.yaml"]

  /// The targets of the manifest at `path`, by its file name; nil when it cannot be read.
  package static func read(path: String) -> ManifestTargets? {
    guard let source = try? SourceText.read(path) else { return nil }
    let folder = (path as NSString).deletingLastPathComponent
    switch (path as NSString).lastPathComponent {
    case "Package.swift": return swiftPM(ParsedSource(source), folder: folder)
    case "Project.swift":
      let parsed = ParsedSource(source)
      var read = tuist(parsed)
      // A project a helper makes of one target named as the manifest says.
      if read.projectName == nil, read.targets.isEmpty {
        read.projectName = TuistHelperProjects.projectName(parsed, folder: folder)
      }
      return read
    default: return xcodeGen(source.text)
    }
  }

  /// `.target(name: "Domain", path: "Shared/Domain")`, `.executableTarget(name:)`,
  /// `.testTarget(name:)`: the `path:` when given, else `Sources/<name>` (`Tests/<name>` for a
  /// test target), or SwiftPM's other source roots where they exist.
  package static func swiftPM(_ source: ParsedSource, folder: String) -> ManifestTargets {
    let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro"]
    var targets: [Target] = []
    var unread = false
    for call in ManifestCallList(source.tree).calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        kinds.contains(member.declName.baseName.text)
      else { continue }
      guard let name = string(labeled: "name", in: call) else {
        unread = true
        continue
      }
      if let path = string(labeled: "path", in: call) {
        targets.append(Target(name: name, folders: [path]))
        continue
      }
      let roots =
        member.declName.baseName.text == "testTarget"
        ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
      let existing = roots.first {
        FileSystem.isDirectory((folder as NSString).appendingPathComponent("\($0)/\(name)"))
      }
      targets.append(Target(name: name, folders: ["\(existing ?? roots[0])/\(name)"]))
    }
    return ManifestTargets(targets: targets, followsSourcesLayout: unread || targets.isEmpty)
  }

  /// Tuist's `.target(name: "Domain", sources: ["Sources/**"])` (or `Target(name:sources:)`):
  /// each string of `sources:` up to its first wildcard.
  package static func tuist(_ source: ParsedSource) -> ManifestTargets {
    var targets: [Target] = []
    var projectName: String?
    for call in ManifestCallList(source.tree).calls {
      guard let name = string(labeled: "name", in: call) else { continue }
      let called = call.calledExpression.trimmedDescription
      if called == "Project" || called == "Project.init" {
        // Only where its targets are written out: targets a helper makes by code (one per
        // feature) are modules of other names.
        let targets = call.arguments.first { $0.label?.text == "targets" }?.expression
        if targets == nil || targets?.is(ArrayExprSyntax.self) == true { projectName = name }
        continue
      }
      guard let sources = call.arguments.first(where: { $0.label?.text == "sources" }) else {
        continue
      }
      let folders = StringLiterals.read(sources.expression).map(globFolder)
      targets.append(
        Target(
          name: name, folders: folders, productName: string(labeled: "productName", in: call)))
    }
    return ManifestTargets(targets: targets, projectName: projectName)
  }

  /// XcodeGen's `targets:`, each with `sources:` as a path, a list of paths, or of `path:` maps.
  package static func xcodeGen(_ text: String) -> ManifestTargets? {
    guard let spec = (try? Yams.load(yaml: text)) as? [String: Any] else { return nil }
    let declared = spec["targets"] as? [String: Any] ?? [:]
    let targets = declared.keys.sorted().map { name in
      let fields = declared[name] as? [String: Any] ?? [:]
      let sources: [Any] =
        (fields["sources"] as? [Any]) ?? (fields["sources"].map { [$0] } ?? [])
      let folders = sources.compactMap { item -> String? in
        (item as? String) ?? ((item as? [String: Any])?["path"] as? String)
      }
      return Target(name: name, folders: folders.map(globFolder))
    }
    return ManifestTargets(targets: targets)
  }

  /// A target's or product's name as a module's: `GOMS-Admin` -> `GOMS_Admin`, `2048` ->
  /// `_2048` (a letter, a digit or `_` is kept; anything else becomes `_`).
  package static func moduleName(_ name: String) -> String {
    let kept = String(
      name.unicodeScalars.map { scalar -> Character in
        scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          ? Character(scalar) : "_"
      })
    return kept.first?.isNumber == true ? "_" + kept : kept
  }

  /// `Sources/**/*.swift` -> `Sources`; `./App` -> `App`.
  private static func globFolder(_ pattern: String) -> String {
    let head = pattern.split(separator: "/", omittingEmptySubsequences: true)
      .prefix { !$0.contains("*") && !$0.contains("{") }
      .filter { $0 != "." }
    return head.joined(separator: "/")
  }

  private static func string(labeled label: String, in call: FunctionCallExprSyntax) -> String? {
    guard let argument = call.arguments.first(where: { $0.label?.text == label }) else {
      return nil
    }
    let strings = StringLiterals.read(argument.expression)
    guard argument.expression.is(StringLiteralExprSyntax.self), let only = strings.first,
      !only.isEmpty
    else { return nil }
    return only
  }
}

/// Every call of a manifest, in source order.
private final class ManifestCallList: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  init(_ tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
}

/// The plain string literals (no interpolation) in an expression.
private final class StringLiterals: SyntaxVisitor {
  var strings: [String] = []

  static func read(_ expression: ExprSyntax) -> [String] {
    let reader = StringLiterals(viewMode: .sourceAccurate)
    reader.walk(expression)
    return reader.strings
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    let segments = node.segments.compactMap { $0.as(StringSegmentSyntax.self) }
    if segments.count == node.segments.count {
      strings.append(segments.map(\.content.text).joined())
    }
    return .skipChildren
  }
}
