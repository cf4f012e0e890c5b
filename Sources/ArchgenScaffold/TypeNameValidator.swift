import ArchgenCore
import SwiftParser
import SwiftSyntax

/// Checks that a scene or service name can be used as a Swift type name and as a file name.
public enum TypeNameValidator {
  public static func validate(_ name: String) throws(Diagnostic) {
    if name.isEmpty { throw .error("the name is empty; give a Swift type name such as Login") }
    if name.contains("/") || name.contains("\\") {
      throw .error(
        "'\(name)' contains a path separator; give a type name, and --output for the folder")
    }
    if SwiftKeywords.reserved.contains(name) || contextualTypeKeywords.contains(name) {
      throw .error("'\(name)' is a Swift keyword and cannot name a type")
    }
    guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
      name.unicodeScalars.dropFirst().allSatisfy({ $0.properties.isXIDContinue })
    else {
      throw .error(
        "'\(name)' is not a valid Swift type identifier (letters, digits and _, not starting with a digit)"
      )
    }
    // The parser has the last word: the name must be one identifier token.
    let tree = Parser.parse(source: "struct \(name) {}")
    guard !tree.hasError, let decl = tree.statements.first?.item.as(StructDeclSyntax.self),
      decl.name.text == name
    else { throw .error("'\(name)' is not a valid Swift type identifier") }
  }

  private static let contextualTypeKeywords: Set<String> = ["Type", "Protocol", "Any", "Self"]
}
