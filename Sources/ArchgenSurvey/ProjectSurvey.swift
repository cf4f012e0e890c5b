import ArchgenCore
import Foundation

/// Reads the Swift sources under a folder and proposes the config that fits them: the global
/// environment accessor, the reactive and UI frameworks most used, the modules the feedback system
/// and the verification helper come from, the app module tests import, and the project's name.
public enum ProjectSurvey {
  /// Modules that ship with the platforms or that archgen already knows by name.
  package static let knownModules: Set<String> = [
    "Foundation", "UIKit", "SwiftUI", "Combine", "RxSwift", "RxRelay", "RxCocoa", "RxTest",
    "RxBlocking", "XCTest", "Testing", "Dispatch", "os", "CoreData", "CoreGraphics", "MapKit",
    "AVFoundation", "Observation",
  ]

  public static func survey(root: String) -> (proposal: ProjectProposal, diagnostics: [Diagnostic])
  {
    let (paths, diagnostics) = SwiftFileFinder().files(in: [root])
    let facts = Slots<ProjectFacts?>(count: paths.count, empty: nil)
    let problems = Slots<Diagnostic?>(count: paths.count, empty: nil)
    Parallel.forEach(paths.count) { index in
      let path = paths[index]
      do throws(Diagnostic) {
        let source = ParsedSource(try SourceText.read(path))
        let folders = relativeFolders(of: path, root: root)
        let isTest = folders.contains { $0.hasSuffix("Tests") }
        let isAside = EnvironmentWords.isAside(folders: folders)
        facts.set(index, ProjectFactsReader.read(source, isTest: isTest, isAside: isAside))
      } catch {
        problems.set(index, error)
      }
    }
    let all = facts.all.compactMap { $0 }
    let proposal = ProjectProposalBuilder(facts: all, root: root).build()
    return (proposal, diagnostics + problems.all.compactMap { $0 })
  }

  /// The folders between the surveyed root and the file: what is above the root (a checkout
  /// under `/tmp/Tests/…`) never makes a file a test.
  package static func relativeFolders(of path: String, root: String) -> [Substring] {
    let base = URL(fileURLWithPath: root).standardizedFileURL.path
    let file = URL(fileURLWithPath: path).standardizedFileURL.path
    let relative = file.hasPrefix(base + "/") ? file.dropFirst(base.count + 1) : Substring(file)
    return Array(relative.split(separator: "/").dropLast())
  }
}
