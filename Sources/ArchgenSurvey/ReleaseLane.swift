import Foundation

/// The scheme an app's App Store build is made from, as its fastlane `Fastfile` says: the lane that
/// ships to the App Store (`deliver`, `upload_to_app_store`, or an archive exported with
/// `export_method: "app-store"`) builds it with `gym`/`build_app`'s `scheme: "Production"`, or
/// with the `Gymfile`'s `scheme("Production")` when the lane names none. A workspace grouping one
/// project per configuration (`Production.xcodeproj`, `AdHoc.xcodeproj`, `Develop.xcodeproj`) is
/// named by the project of that scheme.
package enum ReleaseLane {
  /// The actions that upload to the App Store.
  static let uploads: Set<String> = ["deliver", "upload_to_app_store"]
  /// The export methods of an App Store archive.
  static let storeExports: Set<String> = ["app-store", "app-store-connect"]

  /// The one scheme the App Store lanes of the fastlane folder at or below `folder` build; nil when
  /// there is no Fastfile, no such lane, or lanes that build different schemes.
  package static func scheme(in folder: URL) -> String? {
    let fastlane = folder.appendingPathComponent("fastlane")
    guard
      let text = try? String(
        contentsOf: fastlane.appendingPathComponent("Fastfile"), encoding: .utf8)
    else { return nil }
    let gymfile = try? String(
      contentsOf: fastlane.appendingPathComponent("Gymfile"), encoding: .utf8)
    let lanes = text.components(separatedBy: "lane :").dropFirst()
    var schemes: Set<String> = []
    for lane in lanes.map(uncommented) where ships(lane) {
      if let scheme = value(in: lane, pattern: #"scheme:\s*["']([^"']+)["']"#)
        ?? gymfile.map(uncommented).flatMap({
          value(in: $0, pattern: #"scheme\(\s*["']([^"']+)["']\s*\)"#)
        })
      {
        schemes.insert(scheme)
      }
    }
    return schemes.count == 1 ? schemes.first : nil
  }

  /// The project of `projects` the scheme builds: the one named after it, or the one sharing a
  /// scheme of that name (`xcshareddata/xcschemes/<scheme>.xcscheme`).
  package static func project(of scheme: String, among projects: [URL]) -> URL? {
    let named = projects.filter { $0.deletingPathExtension().lastPathComponent == scheme }
    if named.count == 1 { return named[0] }
    let sharing = projects.filter { project in
      FileManager.default.fileExists(
        atPath: project.appendingPathComponent("xcshareddata/xcschemes/\(scheme).xcscheme").path)
    }
    return sharing.count == 1 ? sharing[0] : nil
  }

  /// Whether the lane uploads to the App Store or exports an archive for it.
  private static func ships(_ lane: String) -> Bool {
    let words = Set(
      lane.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    return !words.isDisjoint(with: uploads)
      || value(in: lane, pattern: #"export_method:\s*["']([^"']+)["']"#).map(storeExports.contains)
        == true
  }

  /// Ruby's `#` comments dropped, line by line (a `#{…}` interpolation is kept).
  private static func uncommented(_ text: some StringProtocol) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let hash = line.firstIndex(of: "#"),
        line[line.index(after: hash)...].first != "{"
      else { return String(line) }
      return String(line[..<hash])
    }.joined(separator: "\n")
  }

  private static func value(in text: String, pattern: String) -> String? {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
    let range = NSRange(text.startIndex..., in: text)
    let found = Set(
      expression.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
      })
    return found.count == 1 ? found.first : nil
  }
}
