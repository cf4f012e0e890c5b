import ArchgenCore
import SwiftSyntax

/// A value of a type no test can build from the files read (another module's protocol or class,
/// such as an app framework's provider) that the app itself keeps where a test can read it: a
/// stored field declared with that very type, on the instance a static member of the field's
/// own type holds (`AppDependency.shared.provider` for a reactor's `SWFrame.ProviderType`). The
/// test is then built with the value the app runs with, as a user would write it, instead of a
/// placeholder. A transition that reads the owner's copy of that value is not tested through
/// it (`HeldInstanceUse`): the app's instance may reach the network or the disk.
package enum HeldInstances {
  /// `Holder.member.field` for `type`, the first in name order; nil when the app holds none.
  package static func value(of type: String, catalog: TypeCatalog) -> String? {
    let wanted = normalized(type)
    return candidates(catalog).filter { $0.type == wanted }.map(\.expression).sorted().first
  }

  /// Every value the app holds this way, with the type its field declares (as `normalized`).
  package static func candidates(_ catalog: TypeCatalog) -> [(expression: String, type: String)] {
    var found: [(expression: String, type: String)] = []
    for held in catalog.staticValues.values.flatMap({ $0.map(\.type) }) {
      guard
        let holder = catalog.classType(named: held.typeName)
          ?? catalog.structType(named: held.typeName)
      else { continue }
      for (field, written) in holder.fieldTypes where !holder.unreadable.contains(field) {
        let type = normalized(written)
        // A field of a type the files build (a value, an enum) is built as such, not read.
        guard !type.isEmpty, type != normalized(held.typeName) else { continue }
        found.append(("\(held.typeName).\(held.member).\(field)", type))
      }
    }
    return found
  }

  /// `any Loading` and `Loading` are one type here; an optional field holds no sure value.
  private static func normalized(_ type: String) -> String {
    var text = trimmingBlanks(type)
    if text.hasPrefix("any ") { text = String(text.dropFirst(4)) }
    if text.hasSuffix("?") || text.hasSuffix("!") { return "" }
    return text
  }

  /// `type.trimmingCharacters(in: .whitespaces)`, asked of every field of every held value for
  /// each test: a type that begins and ends with an ASCII character other than a space or a tab
  /// (nearly every one) has nothing to trim, which the bytes tell without Foundation.
  private static func trimmingBlanks(_ type: String) -> String {
    let utf8 = type.utf8
    guard let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
      first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), last != UInt8(ascii: " "),
      last != UInt8(ascii: "\t")
    else { return type.trimmingCharacters(in: .whitespaces) }
    return type
  }
}

/// Keeps a held instance (`HeldInstances`) out of the tests whose transition reads the owner's
/// copy of it: its field or the initializer's parameter of that type, in the switch case the
/// transition's line is in (else the function). Such a test keeps the placeholder and is not
/// complete, as with a stub (`StubbedServiceUse`).
package enum HeldInstanceUse {
  package static func withhold(
    _ suite: inout GeneratedSuite, source: ParsedSource?, catalog: TypeCatalog
  ) {
    let held = HeldInstances.candidates(catalog)
    guard let source,
      suite.tests.contains(where: { test in held.contains { test.mentions($0.expression) } })
    else { return }
    let finder = TypeDeclarationFinder(name: suite.machine)
    finder.walk(source.tree)
    let members = (finder.members ?? []).map(\.decl)
    for index in suite.tests.indices {
      for (expression, type) in held where suite.tests[index].mentions(expression) {
        let names = holders(of: type, in: members)
        let region = RegionOnLine.region(line: suite.tests[index].line, in: source)
        guard let read = region.map({ ReadNames.read(in: $0) }), !read.isDisjoint(with: names)
        else { continue }
        suite.tests[index].replace(expression, with: "<#\(type)#>")
      }
    }
  }

  /// The owner's stored fields and initializer parameters declared with `type`.
  private static func holders(of type: String, in members: [DeclSyntax]) -> Set<String> {
    var names: Set<String> = []
    func matches(_ written: TypeSyntax?) -> Bool {
      guard var text = written?.trimmedDescription else { return false }
      if text.hasPrefix("any ") { text = String(text.dropFirst(4)) }
      return text == type
    }
    for member in members {
      if let variable = member.as(VariableDeclSyntax.self) {
        for binding in variable.bindings where matches(binding.typeAnnotation?.type) {
          names.insert(binding.pattern.trimmedDescription)
        }
      }
      if let initializer = member.as(InitializerDeclSyntax.self) {
        for parameter in initializer.signature.parameterClause.parameters
        where matches(parameter.type) {
          names.insert((parameter.secondName ?? parameter.firstName).text)
        }
      }
    }
    return names
  }
}
