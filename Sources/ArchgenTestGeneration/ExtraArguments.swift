import SwiftSyntax

/// A reducer's parameters beyond the state and the event
/// (`reduce(state:action:file:function:line:)`): which one is the event, and whether the body
/// reads any of the rest. A parameter the body never reads cannot decide the change, so a test
/// may pass any value of its type.
enum ExtraArguments {
  /// The one parameter whose type is the event's (`StoreAction`, `Store.StoreAction`).
  static func eventIndex(types: [String], eventType: String?, aliases: [String: String]) -> Int? {
    guard let eventType else { return nil }
    let simple = eventType.split(separator: ".").last.map(String.init) ?? eventType
    let matches = types.indices.filter { index in
      [types[index], aliases[types[index]]].compactMap { $0 }.contains { type in
        type == eventType || type == simple || type.hasSuffix("." + simple)
      }
    }
    return matches.count == 1 ? matches[0] : nil
  }

  /// Whether `decl`'s body reads none of its parameters but those at `except`.
  static func unread(
    _ parameters: [FunctionParameterSyntax], except: Set<Int>, in decl: FunctionDeclSyntax
  ) -> Bool {
    guard let body = decl.body else { return false }
    let read = ReadNames.read(in: Syntax(body))
    return parameters.indices.allSatisfy { index in
      except.contains(index)
        || !read.contains((parameters[index].secondName ?? parameters[index].firstName).text)
    }
  }
}
