import ArchgenKit
import ArchgenTestSupport
import Foundation

/// The fixture enums of `Fixtures/EnumProperties` and their golden outputs.
enum EnumPropertiesFixtures {
  static let directory = Fixtures.url("EnumProperties")

  static let goldenDirectory = directory.appendingPathComponent("Golden")

  /// Fixture files compiled together with their goldens (the `Invalid` folder is not among them).
  static var sources: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }

  /// `Setters.swift` and `LongNames.swift` are generated with `--setters`, every other fixture
  /// with the defaults.
  static func options(for source: URL) -> EnumPropertiesOptions {
    EnumPropertiesOptions(
      setters: ["Setters.swift", "LongNames.swift"].contains(source.lastPathComponent))
  }

  static func golden(for source: URL) -> URL {
    let name = source.deletingPathExtension().lastPathComponent + "+Properties.swift"
    return goldenDirectory.appendingPathComponent(name)
  }

  /// The generated file for one fixture, as `--in-place` would write it, and the diagnostics.
  static func generate(_ source: URL) -> (text: String, diagnostics: [Diagnostic]) {
    let generator = EnumPropertiesGenerator(options: options(for: source))
    let result = generator.generate(paths: [source.path])
    return (
      EnumPropertiesDocument.file(result.documents, command: generator.command),
      result.diagnostics
    )
  }
}
