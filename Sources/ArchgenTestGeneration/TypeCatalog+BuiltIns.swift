/// Generic enums of the standard library and composable-architecture that real reducers switch
/// over, described as the catalog describes declared ones, so their cases can be built.
extension TypeCatalog {
  /// composable-architecture's `PresentationAction<Action>` (`case dismiss`,
  /// `case presented(Action)`), so `destination.dismiss` is sent as `.destination(.dismiss)`.
  package static func presentationAction(_ name: String) -> EnumType? {
    let text = name.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("PresentationAction<"), text.hasSuffix(">") else { return nil }
    let action = String(text.dropFirst("PresentationAction<".count).dropLast())
    return EnumType(
      qualifiedName: text,
      cases: [
        EnumCase(name: "dismiss", payload: []),
        EnumCase(name: "presented", payload: [Payload(label: nil, type: action)]),
      ], declaresEquatable: false)
  }

  /// composable-architecture's `TaskResult<Success>`: `success(Success)`, `failure(any Error)`.
  package static func taskResult(_ name: String) -> EnumType? {
    let text = name.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("TaskResult<"), text.hasSuffix(">") else { return nil }
    let success = String(text.dropFirst("TaskResult<".count).dropLast())
    return EnumType(
      qualifiedName: text,
      cases: [
        EnumCase(name: "success", payload: [Payload(label: nil, type: success)]),
        EnumCase(name: "failure", payload: [Payload(label: nil, type: "any Error")]),
      ], declaresEquatable: false)
  }

  /// The standard library's `Result<Success, Failure>` as an enum of two cases, so an event
  /// `didLoad(Result<User, LoadError>)` drawn as `didLoad.success` is sent as
  /// `.didLoad(.success(User()))`; nil for any other name.
  package static func result(_ name: String) -> EnumType? {
    let text = name.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("Result<") || text.hasPrefix("Swift.Result<"), text.hasSuffix(">"),
      let open = text.firstIndex(of: "<")
    else { return nil }
    let arguments = text[text.index(after: open)..<text.index(before: text.endIndex)]
    var depth = 0
    var split: String.Index?
    for index in arguments.indices {
      switch arguments[index] {
      case "<", "[", "(": depth += 1
      case ">", "]", ")": depth -= 1
      case "," where depth == 0:
        guard split == nil else { return nil }
        split = index
      default: break
      }
    }
    guard let split else { return nil }
    let success = arguments[..<split].trimmingCharacters(in: .whitespaces)
    let failure = arguments[arguments.index(after: split)...].trimmingCharacters(in: .whitespaces)
    guard !success.isEmpty, !failure.isEmpty else { return nil }
    return EnumType(
      qualifiedName: "Result<\(success), \(failure)>",
      cases: [
        EnumCase(name: "success", payload: [Payload(label: nil, type: success)]),
        EnumCase(name: "failure", payload: [Payload(label: nil, type: failure)]),
      ], declaresEquatable: false)
  }
}
