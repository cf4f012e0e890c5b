import ArchgenCore
import ArchgenSyntax
import SwiftParser
import SwiftSyntax

/// The modules of the types a test file's stubs name: the protocol each stub conforms to and
/// the types its requirements use (`SignUpAPIUseCase`, `CategoryResponse`). A stub is code the
/// test file compiles, so each of those types must be visible there: from a module a manifest
/// tells, the file `@testable import`s it; from another project whose module no manifest names,
/// no import can be written, so the stub is dropped and the tests that built the owner with it
/// get a placeholder for the service instead (they are not complete).
extension ModuleImports {
  package func applyToStubs(_ suite: inout GeneratedSuite, own: String?) -> Set<String> {
    var modules: Set<String> = []
    var kept: [String] = []
    for block in Self.blocks(suite.stubs) {
      let text = block.joined(separator: "\n")
      let read = NamedTypes.read(text)
      var reachable = true
      for name in Set(read.named + read.built.map(\.type)).sorted() {
        guard let file = catalog.declaringFile(ofType: name, near: suite.file) else { continue }
        if let found = layout.module(of: file) {
          if found != own { modules.insert(found) }
        } else if own != nil {
          reachable = false
        } else if let there = layout.manifestFolder(of: file),
          there != layout.manifestFolder(of: suite.file)
        {
          reachable = false
        }
      }
      guard !reachable, let (stub, conformed) = Self.stubName(text) else {
        kept += [""] + block
        continue
      }
      let placeholder =
        "<#\(conformed) (a stub of it names types declared outside the modules the manifests"
        + " name)#>"
      for index in suite.tests.indices {
        var test = suite.tests[index]
        test.start = test.start.replacingOccurrences(of: stub + "()", with: placeholder)
        test.act = test.act.replacingOccurrences(of: stub + "()", with: placeholder)
        test.path = test.path.map { $0.replacingOccurrences(of: stub + "()", with: placeholder) }
        suite.tests[index] = test
      }
    }
    suite.stubs = kept
    return modules
  }

  /// The stubs' lines cut at the empty lines `ProtocolStubs` puts before each.
  private static func blocks(_ lines: [String]) -> [[String]] {
    var blocks: [[String]] = []
    for line in lines {
      if line.isEmpty || blocks.isEmpty { blocks.append([]) }
      if !line.isEmpty { blocks[blocks.count - 1].append(line) }
    }
    return blocks.filter { !$0.isEmpty }
  }

  /// The name of the class a stub's text declares and the first type it conforms to.
  private static func stubName(_ text: String) -> (String, String)? {
    for statement in Parser.parse(source: text).statements {
      guard let declaration = statement.item.as(ClassDeclSyntax.self),
        let conformed = declaration.inheritanceClause?.inheritedTypes.first
      else { continue }
      return (declaration.name.text, conformed.type.trimmedText)
    }
    return nil
  }
}
