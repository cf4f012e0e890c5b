import Foundation

/// Turns the facts of every file into a proposal: counts, rankings and the reasons to show.
struct ProjectProposalBuilder {
  var facts: [ProjectFacts]
  var root: String

  func build() -> ProjectProposal {
    let accessor = accessorFinding()
    let owner = accessor.value.split(separator: ".").first.map(String.init) ?? accessor.value
    let mutators = Set(facts.flatMap { $0.mutators[owner] ?? [] }).sorted()
    let xcode = XcodeTemplateMacros.find(from: root)
    let project = xcode?.project ?? URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
    return ProjectProposal(
      accessor: accessor,
      names: [owner],
      mutators: mutators.isEmpty ? ["setEnvironment"] : mutators,
      reactive: majority(
        key: "scaffold.reactive", choices: [("rxswift", "RxSwift"), ("combine", "Combine")]),
      ui: majority(key: "scaffold.ui", choices: [("uikit", "UIKit"), ("swiftui", "SwiftUI")]),
      project: .init(
        key: "scaffold.project", value: project,
        reason: xcode.map { "the Xcode project \($0.project)" } ?? "the folder's name",
        isDefault: xcode == nil),
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
      appModule: appModule(project: project),
      filesRead: facts.count)
  }

  /// The candidate Builders read most, then the one read most anywhere.
  private func accessorFinding() -> ProjectProposal.Finding {
    let ranked = facts.filter { !$0.isTest }.flatMap { file in
      file.candidates.map { candidate in (file: file.path, candidate: candidate) }
    }
    .map { entry in
      (
        entry.file, entry.candidate,
        builders: facts.reduce(0) { $0 + ($1.builderReferences[entry.candidate.root] ?? 0) },
        uses: facts.reduce(0) { $0 + ($1.references[entry.candidate.root] ?? 0) }
      )
    }
    .sorted {
      ($0.builders, $0.uses, $1.0, $1.1.line) > ($1.builders, $1.uses, $0.0, $0.1.line)
    }
    guard let best = ranked.first else {
      return .init(
        key: "environment.accessor", value: EnvironmentSettings.defaultAccessor,
        reason: "no global or static property of an environment, world, container or locator type",
        isDefault: true)
    }
    return .init(
      key: "environment.accessor", value: best.1.accessor,
      reason: "\(best.1.kind), read \(best.builders) times in Builders and \(best.uses) in all",
      file: best.0, line: best.1.line, isDefault: false)
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

  private func appModule(project: String) -> ProjectProposal.Finding {
    var counts: [String: Int] = [:]
    for file in facts where file.isTest {
      for module in Set(file.imports.filter(\.isTestable).map(\.module)) {
        counts[module, default: 0] += 1
      }
    }
    guard let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else {
      return .init(
        key: "scaffold.modules.app", value: ScaffoldRequest.moduleName(for: project),
        reason: "no @testable import in a test file; the project's module name", isDefault: true)
    }
    return .init(
      key: "scaffold.modules.app", value: best.key,
      reason: "@testable import in \(best.value) test file(s)", isDefault: false)
  }
}
