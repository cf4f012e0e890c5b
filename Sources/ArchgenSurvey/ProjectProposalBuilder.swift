import ArchgenConfig
import ArchgenScaffold
import Foundation

/// Turns the facts of every file into a proposal: counts, rankings and the reasons to show.
package struct ProjectProposalBuilder {
  package var facts: [ProjectFacts]
  package var root: String

  package func build() -> ProjectProposal {
    let environment = EnvironmentProposal(
      candidates: EnvironmentRanking(
        facts: facts, objectiveCTypes: ObjectiveCInterfaces.declared(under: root)
      ).candidates(),
      injection: InjectionEvidence(app: facts.filter { !$0.isTest && !$0.isAside }))
    let best = environment.best
    let xcode = XcodeProjectFinder.find(root: root, facts: facts)
    // XcodeGen and Tuist generate the Xcode project (often not committed); SwiftPM's manifest
    // names a package with no Xcode project; the folder's name is the last resort.
    let generator = ProjectManifestReader.generator(root: root)
    let manifest = generator ?? (xcode == nil ? ProjectManifestReader.package(root: root) : nil)
    let project =
      manifest?.project ?? xcode?.project
      ?? URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
    let projectReason =
      manifest.map { "\($0.kind) \($0.path)" } ?? xcode.map { "the Xcode project \($0.path)" }
    var proposal = ProjectProposal(
      accessor: accessorFinding(best),
      names: environment.names,
      mutators: environment.mutators.isEmpty ? ["setEnvironment"] : environment.mutators,
      reactive: majority(
        key: "scaffold.reactive", choices: [("rxswift", "RxSwift"), ("combine", "Combine")]),
      ui: majority(key: "scaffold.ui", choices: [("uikit", "UIKit"), ("swiftui", "SwiftUI")]),
      project: .init(
        key: "scaffold.project", value: project,
        reason: projectReason ?? "the folder's name", isDefault: projectReason == nil),
      fileHeader: xcode?.fileHeader.map { _ in
        .init(
          key: "file header",
          value: "IDETemplateMacros.plist",
          reason: "FILEHEADER of \(project)'s IDETemplateMacros.plist, used by generated files",
          isDefault: false)
      },
      feedbackModule: module(
        key: "scaffold.modules.feedback", using: "FeedbackSystem", inTests: false,
        fallback: "FeedbackSystem"),
      verificationModule: module(
        key: "scaffold.modules.verification", using: "StoreVerification", inTests: true,
        fallback: "StoreVerification"),
      appModule: appModule(project: project, target: manifest?.appTarget),
      filesRead: facts.count)
    proposal.propertyWrappers = environment.propertyWrappers
    proposal.resolvers = environment.resolvers
    proposal.evidence = environment.evidence
    proposal.runnersUp = environment.runnersUp
    return proposal
  }

  /// The candidate most of the app's files use; the default when there is none.
  private func accessorFinding(_ best: EnvironmentCandidate?) -> ProjectProposal.Finding {
    guard let best else {
      return .init(
        key: "environment.accessor", value: EnvironmentSettings.defaultAccessor,
        reason: "no environment found: no global, shared instance, locator, container or "
          + "DependencyValues that other files of the app use",
        isDefault: true)
    }
    return .init(
      key: "environment.accessor", value: best.accessor,
      reason: "\(best.summary), used in \(best.files) other file(s)",
      file: best.file.isEmpty ? nil : best.file, line: best.line, isDefault: false)
  }

  /// The first choice whose module more non-test files import; ties keep the first.
  private func majority(key: String, choices: [(value: String, module: String)])
    -> ProjectProposal.Finding
  {
    let counts = choices.map { choice in
      facts.filter { !$0.isTest && $0.imports.contains { $0.module == choice.module } }.count
    }
    let best = counts.indices.max {
      counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1)
    }!
    let summary = zip(choices, counts).map { "\($0.1) import \($0.0.module)" }
      .joined(separator: ", ")
    return .init(
      key: key, value: choices[best].value, reason: "files: \(summary)",
      isDefault: counts[best] == 0)
  }

  /// The module most often imported beside a use of `type`, other than well-known ones.
  private func module(key: String, using type: String, inTests: Bool, fallback: String)
    -> ProjectProposal.Finding
  {
    var counts: [String: Int] = [:]
    for file in facts
    where file.isTest == inTests && file.mentionedTypes.contains(type)
      && !file.declaredTypes.contains(type)
    {
      for module in Set(file.imports.filter { !$0.isTestable }.map(\.module))
      where !ProjectSurvey.knownModules.contains(module) {
        counts[module, default: 0] += 1
      }
    }
    guard let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else {
      return .init(
        key: key, value: fallback, reason: "no file that uses \(type) imports a module for it",
        isDefault: true)
    }
    return .init(
      key: key, value: best.key,
      reason: "imported by \(best.value) \(inTests ? "test " : "")file(s) that use \(type)",
      isDefault: false)
  }

  private func appModule(project: String, target: String?) -> ProjectProposal.Finding {
    var counts: [String: Int] = [:]
    for file in facts where file.isTest {
      for module in Set(file.imports.filter(\.isTestable).map(\.module)) {
        counts[module, default: 0] += 1
      }
    }
    guard let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else {
      if let target {
        return .init(
          key: "scaffold.modules.app", value: ScaffoldRequest.moduleName(for: target),
          reason: "no @testable import in a test file; the project's application target",
          isDefault: false)
      }
      return .init(
        key: "scaffold.modules.app", value: ScaffoldRequest.moduleName(for: project),
        reason: "no @testable import in a test file; the project's module name", isDefault: true)
    }
    return .init(
      key: "scaffold.modules.app", value: best.key,
      reason: "@testable import in \(best.value) test file(s)", isDefault: false)
  }
}
