import XCTest

@testable import ArchgenKit

/// Runs every registered rule's examples, and re-runs each triggering example wrapped in a block
/// comment, in a string literal and after a line of multi-byte emoji.
final class LintRuleExamplesTests: XCTestCase {
  func testEveryRuleHasExamples() {
    for rule in LintRegistry.rules {
      XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering examples")
      XCTAssertFalse(
        rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering examples")
    }
  }

  /// A "does not trigger" example that reads like a triggering one teaches nothing: one that
  /// differs only by a setting says so in its code.
  func testNoNonTriggeringExampleIsATriggeringOne() {
    for rule in LintRegistry.rules {
      let triggering = Set(rule.triggeringExamples.map(\.source))
      for example in rule.nonTriggeringExamples {
        XCTAssertFalse(
          triggering.contains(example.source),
          "\(rule.id): the same code both ways:\n\(example.code)")
      }
    }
  }

  func testTriggeringExamplesFireAtTheirMarkers() {
    for rule in LintRegistry.rules {
      for example in rule.triggeringExamples {
        let expected = LintExampleMarkers.locations(in: example.code)
        XCTAssertFalse(expected.isEmpty, "\(rule.id): example without a marker:\n\(example.code)")
        XCTAssertEqual(
          locations(of: rule, in: example.source, example), expected, "\(rule.id):\n\(example.code)"
        )
      }
    }
  }

  func testNonTriggeringExamplesDoNotFire() {
    for rule in LintRegistry.rules {
      for example in rule.nonTriggeringExamples {
        XCTAssertEqual(
          locations(of: rule, in: example.source, example), [], "\(rule.id):\n\(example.code)")
      }
    }
  }

  func testTriggeringExamplesInABlockCommentDoNotFire() {
    for rule in LintRegistry.rules {
      for example in rule.triggeringExamples {
        let wrapped = "/*\n\(example.source)\n*/\n"
        XCTAssertEqual(locations(of: rule, in: wrapped, example), [], "\(rule.id):\n\(wrapped)")
      }
    }
  }

  func testTriggeringExamplesInAStringLiteralDoNotFire() {
    for rule in LintRegistry.rules {
      for example in rule.triggeringExamples {
        let wrapped = "let wrapped = \"\"\"\n\(example.source)\n\"\"\"\n"
        XCTAssertEqual(locations(of: rule, in: wrapped, example), [], "\(rule.id):\n\(wrapped)")
      }
    }
  }

  func testTriggeringExamplesAfterAnEmojiLineKeepTheirLocations() {
    for rule in LintRegistry.rules {
      for example in rule.triggeringExamples {
        let shifted = "let emoji = \"😀👍🏽🇸🇪 café\"\n\(example.code)"
        let expected = LintExampleMarkers.locations(in: shifted)
        XCTAssertEqual(
          locations(of: rule, in: LintExample(shifted).source, example), expected,
          "\(rule.id):\n\(shifted)")
      }
    }
  }

  /// Lints `text` as the example's file with the rule enabled, keeping only that rule's findings.
  private func locations(of rule: any LintRule.Type, in text: String, _ example: LintExample)
    -> [LintExampleMarkers.Location]
  {
    var config = LintConfig()
    config.environment = example.environment
    var settings = LintConfig.RuleConfig()
    settings.enabled = true
    config.rules[rule.id] = settings
    return FileLinter(config: config).lint(path: example.path, text: text)
      .filter { $0.rule == rule.id }
      .sorted(by: LintFinding.ordered)
      .map { LintExampleMarkers.Location(line: $0.line, column: $0.column) }
  }
}
