import Foundation

/// The classes the app declares in Objective-C headers (`@interface VLCAppCoordinator : NSObject`),
/// not categories of them (`@interface X (Extra)`): types Swift reads through their shared
/// instance (`VLCAppCoordinator.sharedInstance().mediaLibraryService`) that no Swift file declares.
/// Headers in dependency, test, sample and other aside folders are not the app's.
package enum ObjectiveCInterfaces {
  /// Class → the header that declares it and the line.
  package static func declared(under root: String) -> [String: (path: String, line: Int)] {
    let base = URL(fileURLWithPath: root).standardizedFileURL
    guard
      let walk = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [:] }
    var found: [String: (path: String, line: Int)] = [:]
    for case let url as URL in walk {
      let name = url.lastPathComponent
      if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
        let folder = Substring(name)
        if XcodeProjectFinder.skippedFolders.contains(name) || folder.hasSuffix("Tests")
          || EnvironmentWords.isAside(folders: [folder])
        {
          walk.skipDescendants()
        }
        continue
      }
      guard name.hasSuffix(".h"),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      for (name, line) in interfaces(in: text) where found[name] == nil {
        found[name] = (url.path, line)
      }
    }
    return found
  }

  /// `@interface Name` at the start of a line, followed by `:` or `<` or nothing; not a category.
  package static func interfaces(in header: String) -> [(name: String, line: Int)] {
    var found: [(name: String, line: Int)] = []
    for (index, line) in header.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let text = line.drop { $0 == " " || $0 == "\t" }
      guard text.hasPrefix("@interface ") else { continue }
      let rest = text.dropFirst("@interface ".count).drop { $0 == " " }
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      let after = rest.dropFirst(name.count).drop { $0 == " " }
      guard let first = name.first, first.isUppercase, !after.hasPrefix("(") else { continue }
      found.append((String(name), index + 1))
    }
    return found
  }
}
