import ArchgenKit
import Foundation
import SwiftParser

/// Feeds one input to the readers (lint, graph, enum-props, tests) as each reads a file, and
/// returns what went wrong: a crash or a hang never returns, so the run notices those itself.
public struct ReaderCheck: Sendable {
  private let lint = FileLinter(config: LintConfig())
  private let lintEverything = FileLinter(config: LintConfig(), prefilter: false)

  public init() {}

  public func problems(_ input: FuzzInput) -> [String] {
    let path = input.path
    let source: SourceText
    do {
      source = try SourceText.decode(Data(input.bytes), path: path)
    } catch {
      // Every reader reads through SourceText: the file is skipped with a warning naming it.
      return error.file == path && error.severity == .warning
        ? [] : ["refused without a warning naming the file: \(error)"]
    }
    let invalid = !ParsedSource(source).syntaxErrors.isEmpty
    var problems = lintProblems(source, invalid: invalid)
    problems += graphProblems(source, invalid: invalid)
    problems += enumProblems(source, invalid: invalid)
    problems += testsProblems(source)
    return problems
  }

  private func lintProblems(_ source: SourceText, invalid: Bool) -> [String] {
    let findings = lint.lint(path: source.path, text: source.text)
    var problems: [String] = []
    let relevant = lint.mayContainFindings(source.text)
    if invalid && relevant && !findings.contains(where: { $0.rule == LintRegistry.syntaxErrorID }) {
      problems.append("lint: invalid Swift that may hold a finding gave no syntax-error finding")
    }
    if !relevant && !lintEverything.lint(path: source.path, text: source.text).isEmpty {
      problems.append("lint: the prefilter rejected a file that has findings")
    }
    let lines = source.text.utf8.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for finding in findings
    where finding.line < 1 || finding.line > lines.count || finding.column < 1 {
      problems.append("lint: finding outside the file at \(finding.line):\(finding.column)")
    }
    return problems
  }

  private func graphProblems(_ source: SourceText, invalid: Bool) -> [String] {
    let options = GraphOptions(paths: [], strict: true)
    let result = StateGraph.analyze(sources: [source], options: options)
    var problems: [String] = []
    for format in GraphFormat.allCases {
      let text = format.renderer().render(result.machines)
      if format == .json, (try? JSONSerialization.jsonObject(with: Data(text.utf8))) == nil {
        problems.append("graph: the JSON output does not parse")
      }
    }
    let relevant = StateGraph.mayHoldMachine(source.text)
    let located = result.diagnostics.contains { $0.file == source.path && $0.line != nil }
    if invalid && relevant && !located {
      problems.append("graph: invalid Swift that may hold a machine gave no located warning")
    }
    if !relevant {
      var everything = options
      everything.prefilter = false
      let full = StateGraph.analyze(sources: [source], options: everything)
      if full.machines != result.machines || full.diagnostics != result.diagnostics
        || full.findings != result.findings
      {
        problems.append("graph: the prefilter changed the result")
      }
    }
    return problems
  }

  private func enumProblems(_ source: SourceText, invalid: Bool) -> [String] {
    let result = EnumPropertiesGenerator(selection: .all).generate(sources: [source])
    // A file that starts with the generated header is earlier output: set aside, not read.
    if result.generatedFiles == [source.path] { return [] }
    let located = result.diagnostics.contains {
      $0.severity == .error && $0.file == source.path && $0.line != nil
    }
    if invalid && !located { return ["enum-props: invalid Swift gave no located error"] }
    guard !result.documents.isEmpty else { return [] }
    let generated = EnumPropertiesDocument.file(result.documents, command: "archgen enum-props")
    if Parser.parse(source: generated).hasError {
      return ["enum-props: the generated extension is not valid Swift"]
    }
    return []
  }

  /// `archgen tests` plans its suites from the same input: each test's statements that hold no
  /// placeholder must be valid Swift.
  private func testsProblems(_ source: SourceText) -> [String] {
    let report = TestGenerator.suites(sources: [source], options: GraphOptions(paths: []))
    var problems: [String] = []
    for suite in report.suites {
      for test in suite.tests {
        let code = (["var state = \(test.start)"] + test.path + [test.act]).joined(separator: "\n")
        if !code.contains("<#") && Parser.parse(source: code).hasError {
          problems.append("tests: a generated test is not valid Swift: \(code)")
        }
      }
    }
    return problems
  }
}
