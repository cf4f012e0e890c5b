import Foundation

/// The comment at the top of each generated file, written the way Xcode writes its own.
public struct FileHeader: Sendable, Equatable {
  public var project: String
  public var author: String
  public var organization: String?
  /// Creation date; injectable so golden files are stable.
  public var date: Date
  /// Xcode's `FILEHEADER` from IDETemplateMacros.plist, when the project has one.
  public var xcodeTemplate: String?

  public init(
    project: String, author: String, organization: String? = nil, date: Date,
    xcodeTemplate: String? = nil
  ) {
    self.project = project
    self.author = author
    self.organization = organization
    self.date = date
    self.xcodeTemplate = xcodeTemplate
  }

  /// The header for `fileName`, ending with a newline.
  public func render(fileName: String) -> String {
    if let xcodeTemplate {
      let expanded = expand(xcodeTemplate, fileName: fileName)
      // Xcode puts `//` in front of every line of FILEHEADER.
      return expanded.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "//\($0)" }.joined(separator: "\n") + "\n"
    }
    var lines = [
      "//", "//  \(fileName)", "//  \(project)", "//", "//  Created by \(author) on \(day).", "//",
    ]
    if let organization {
      lines.insert("//  Copyright © \(year) \(organization). All rights reserved.", at: 5)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var day: String { Self.formatter("yyyy-MM-dd").string(from: date) }
  private var year: String { Self.formatter("yyyy").string(from: date) }

  private static func formatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    return formatter
  }

  private func expand(_ template: String, fileName: String) -> String {
    let copyright = organization.map { "Copyright © \(year) \($0). All rights reserved." } ?? ""
    let macros: [(String, String)] = [
      ("___FILENAME___", fileName),
      ("___FILEBASENAME___", (fileName as NSString).deletingPathExtension),
      ("___PROJECTNAME___", project),
      ("___PACKAGENAME___", project),
      ("___TARGETNAME___", project),
      ("___FULLUSERNAME___", author),
      ("___USERNAME___", author),
      ("___ORGANIZATIONNAME___", organization ?? ""),
      ("___COPYRIGHT___", copyright),
      ("___DATE___", day),
      ("___YEAR___", year),
    ]
    var text = template
    for (macro, value) in macros { text = text.replacingOccurrences(of: macro, with: value) }
    return text
  }
}

/// Reads Xcode's `IDETemplateMacros.plist` next to a project or workspace.
public enum XcodeTemplateMacros {
  /// The nearest `*.xcodeproj`/`*.xcworkspace` at or above `directory`: its name and FILEHEADER.
  public static func find(from directory: String) -> (project: String, fileHeader: String?)? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? []
      for entry in entries where entry.hasSuffix(".xcworkspace") || entry.hasSuffix(".xcodeproj") {
        let plist = url.appendingPathComponent(entry).appendingPathComponent(
          "xcshareddata/IDETemplateMacros.plist")
        let name = (entry as NSString).deletingPathExtension
        if let data = FileManager.default.contents(atPath: plist.path),
          let dictionary = try? PropertyListSerialization.propertyList(from: data, format: nil)
            as? [String: Any]
        {
          return (name, dictionary["FILEHEADER"] as? String)
        }
        if entry.hasSuffix(".xcodeproj") { return (name, nil) }
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }
}
