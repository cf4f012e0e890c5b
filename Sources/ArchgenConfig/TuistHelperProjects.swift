import ArchgenCore
import Foundation
import SwiftSyntax

/// The project name of a Tuist manifest whose project a helper makes
/// (`let project = Project.staticLibrary(name: "Domain", resource: false)`), where the helper
/// (a static function of `Tuist/ProjectDescriptionHelpers/` above the manifest) passes its
/// `name` parameter to the `Project` it returns and to the one target that project holds: the
/// module is then the name the manifest writes. A helper that makes several targets, names its
/// target otherwise, or cannot be found tells nothing (`Project.makeFeature(name:)` whose
/// targets are made by code stays unknown), nor does a name that is not a string literal.
package enum TuistHelperProjects {
  nonisolated(unsafe) private static var helpers: [String: [String: Bool]] = [:]
  private static let lock = NSLock()

  package static func projectName(_ manifest: ParsedSource, folder: String) -> String? {
    let calls = HelperCalls(manifest.tree).found
    guard calls.count == 1, let call = calls.first,
      let folder = helpersFolder(above: folder)
    else { return nil }
    return namesItsTarget(call.helper, in: folder) ? call.name : nil
  }

  /// `Tuist/ProjectDescriptionHelpers` in the manifest's folder or one above it, up to the
  /// repository's root.
  private static func helpersFolder(above start: String) -> String? {
    var folder = start
    while !folder.isEmpty {
      let candidate = (folder as NSString).appendingPathComponent(
        "Tuist/ProjectDescriptionHelpers")
      if FileSystem.isDirectory(candidate) { return candidate }
      if FileSystem.exists((folder as NSString).appendingPathComponent(".git")) || folder == "/" {
        return nil
      }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return nil
  }

  /// Whether the helper functions of `folder` include one called `helper` that makes a project
  /// of one target, both named by its `name` parameter.
  private static func namesItsTarget(_ helper: String, in folder: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if helpers[folder] == nil {
      var found: [String: Bool] = [:]
      let files =
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
      for file in files {
        guard let text = try? SourceText.read((folder as NSString).appendingPathComponent(file))
        else { continue }
        let reader = HelperDeclarations(viewMode: .sourceAccurate)
        reader.walk(ParsedSource(text).tree)
        found.merge(reader.found) { $0 || $1 }
      }
      helpers[folder] = found
    }
    return helpers[folder]?[helper] ?? false
  }
}

/// The manifest's calls of a helper of `Project` given a literal `name:`
/// (`Project.staticLibrary(name: "Domain")`, `.staticLibrary(name: "Domain")`).
private final class HelperCalls: SyntaxVisitor {
  var found: [(helper: String, name: String)] = []

  init(_ tree: SourceFileSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.base == nil || member.base?.trimmedDescription == "Project",
      member.declName.baseName.tokenKind != .keyword(.`init`),
      let argument = node.arguments.first(where: { $0.label?.text == "name" }),
      let literal = argument.expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
      !text.isEmpty
    else { return .visitChildren }
    found.append((member.declName.baseName.text, text))
    return .visitChildren
  }
}

/// Static functions with a `name:` parameter, and whether each returns a `Project` of that
/// name holding one target of that name.
private final class HelperDeclarations: SyntaxVisitor {
  var found: [String: Bool] = [:]

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      let parameter = node.signature.parameterClause.parameters.first(where: {
        $0.firstName.text == "name"
      }),
      let body = node.body
    else { return .skipChildren }
    let name = (parameter.secondName ?? parameter.firstName).text
    let projects = ProjectCalls(body).calls
    found[node.name.text, default: false] =
      found[node.name.text, default: false]
      || (!projects.isEmpty && projects.allSatisfy { Self.makesOneTarget($0, named: name) })
    return .skipChildren
  }

  private static func makesOneTarget(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
    func passes(_ call: FunctionCallExprSyntax) -> Bool {
      call.arguments.first { $0.label?.text == "name" }?.expression
        .as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }
    guard passes(call),
      let targets = call.arguments.first(where: { $0.label?.text == "targets" })?.expression
        .as(ArrayExprSyntax.self),
      targets.elements.count == 1,
      let target = targets.elements.first?.expression.as(FunctionCallExprSyntax.self)
    else { return false }
    return passes(target)
  }
}

/// The `Project(…)` calls of a helper's body.
private final class ProjectCalls: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  init(_ body: CodeBlockSyntax) {
    super.init(viewMode: .sourceAccurate)
    walk(body)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let called = node.calledExpression.trimmedDescription
    if called == "Project" || called == "Project.init" { calls.append(node) }
    return .visitChildren
  }
}
