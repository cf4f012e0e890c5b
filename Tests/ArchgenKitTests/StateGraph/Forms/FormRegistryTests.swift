import ArchgenKit
import ArchgenTestSupport
import Foundation
import XCTest

/// The registry of entry forms stays complete: every finder is reached through a form, every
/// form's examples give their transitions through that form, and every machine's origin names a
/// registered form.
final class FormRegistryTests: XCTestCase {
  private func edges(_ result: GraphResult) -> [String] {
    result.machines.flatMap(\.transitions).map { "\($0.from) -\($0.event)-> \($0.to)" }
  }

  func testEveryExampleGivesItsTransitionsThroughItsForm() {
    for form in FormRegistry.forms {
      XCTAssertFalse(form.examples.isEmpty, form.identifier)
      for (index, example) in form.examples.enumerated() {
        let name = "\(form.identifier) example \(index + 1)"
        let sources = [SourceText(path: "\(form.identifier).swift", text: example.code)]
        let result = StateGraph.analyze(
          sources: sources, options: GraphOptions(paths: [], functions: example.functions))
        XCTAssertEqual(edges(result), example.transitions, name)
        let origins = StateGraph.linkedMachines(sources: sources, functions: example.functions)
          .map(\.origin.form.identifier)
        XCTAssertEqual(Set(origins), [example.origin ?? form.identifier], name)
      }
    }
  }

  /// A form's words are what lets its files through the prefilter.
  func testEveryExampleHoldsOneOfItsFormsWords() {
    for form in FormRegistry.forms where !form.prefilterWords.isEmpty {
      for example in form.examples {
        XCTAssertTrue(
          ByteSearch.containsAny(example.code, form.prefilterWords)
            || form.holdsBeyondWords(example.code), form.identifier)
      }
    }
    XCTAssertEqual(Set(FileFactsReader.markers), Set(FormRegistry.markerWords))
    XCTAssertTrue(ClassMachineForm.holdsBeyondWords("self.statusesState = .loading"))
    XCTAssertTrue(FileFactsReader.mightHoldMachine("self.statusesState = .loading"))
  }

  func testIdentifiersAreUniqueAndDescribed() {
    let identifiers = FormRegistry.forms.map { $0.identifier }
    XCTAssertEqual(Set(identifiers).count, identifiers.count)
    for form in FormRegistry.forms {
      XCTAssertFalse(form.description.isEmpty, form.identifier)
      XCTAssertNotNil(FormRegistry.form(form.identifier))
    }
  }

  /// Each `*Finder.swift` of the graph reader is run only through a registered form.
  func testEveryFinderIsReachedThroughARegisteredForm() throws {
    let folder = Repository.url("Sources/ArchgenGraph")
    let finders = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix("Finder.swift") }.map { String($0.dropLast(".swift".count)) }
    XCTAssertFalse(finders.isEmpty)
    let wrapped = FormRegistry.finders.map { String(describing: $0.wrapped) }
    XCTAssertEqual(Set(wrapped), Set(finders))
    XCTAssertEqual(wrapped.count, Set(wrapped).count, "each finder runs once")
  }

  /// The fixtures' machines each come from a registered form.
  func testEveryOriginTheFixturesGiveIsARegisteredForm() throws {
    let registered = Set(FormRegistry.forms.map { $0.identifier })
    var seen: Set<String> = []
    for name in GraphFixtures.names {
      let machines = StateGraph.linkedMachines(
        sources: [try GraphFixtures.source(name)], functions: GraphFixtures.functions)
      for machine in machines {
        let form = machine.origin.form.identifier
        XCTAssertTrue(registered.contains(form), "\(name): \(machine.machine.name) '\(form)'")
        seen.insert(form)
      }
    }
    XCTAssertGreaterThan(seen.count, 5, "\(seen.sorted())")
  }
}
