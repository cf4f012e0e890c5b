import ArchgenEnumProperties

/// Picks a first transition for each action or event of a generated reducer, so the scaffold is
/// drawable by `archgen graph` at once. The team replaces these with the real rules.
package struct ReducerGuess {
  package let states: [EnumCaseModel]
  package var checkPrefix = "is"

  /// The `(pattern, target)` of a reducer case for `input`, wrapped by `wrap` (`.action(…)`).
  package func reducerCase(for input: EnumCaseModel, wrap: (String) -> String)
    -> ScaffoldContext.ReducerCase
  {
    let bindings = bindingNames(input.payload)
    let inner =
      input.payload.isEmpty
      ? ".\(input.name.escapedIfKeyword)"
      : ".\(input.name.escapedIfKeyword)(\(bindings.map { "let \($0)" }.joined(separator: ", ")))"
    let target = targetState(for: input)
    var targetExpression: String?
    if let target {
      if target.payload.isEmpty {
        targetExpression = ".\(target.name.escapedIfKeyword)"
      } else {
        let arguments = zip(target.payload, bindings).map { element, binding in
          element.label.map { "\($0): \(binding)" } ?? binding
        }
        targetExpression = ".\(target.name.escapedIfKeyword)(\(arguments.joined(separator: ", ")))"
      }
    }
    return ScaffoldContext.ReducerCase(
      pattern: wrap(inner), target: targetExpression,
      statement: targetExpression.map { "state = \($0)" } ?? "break",
      targetCheck: target.map { checkName($0.name, prefix: checkPrefix) },
      isConstructible: input.payload.isEmpty, value: wrap(".\(input.name.escapedIfKeyword)"),
      title: title(input.name))
  }

  /// A state carrying the same payload types; else a state named after the input
  /// (`load` → `loading`); else the first state without payload.
  private func targetState(for input: EnumCaseModel) -> EnumCaseModel? {
    if !input.payload.isEmpty,
      let match = states.first(where: { $0.payload.map(\.type) == input.payload.map(\.type) })
    {
      return match
    }
    if input.payload.isEmpty {
      let stem = input.name.hasSuffix("e") ? String(input.name.dropLast()) : input.name
      if let match = states.first(where: {
        $0.payload.isEmpty && $0.name.hasPrefix(stem) && $0.name != input.name
      }) {
        return match
      }
    }
    return states.first { $0.payload.isEmpty }
  }

  private func bindingNames(_ payload: [PayloadElement]) -> [String] {
    if payload.count == 1 { return [(payload[0].label ?? "value").escapedIfKeyword] }
    return payload.enumerated().map { index, element in
      (element.label ?? "value\(index)").escapedIfKeyword
    }
  }
}

package func title(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

/// `showHelp` → `Show help`.
package func label(_ name: String) -> String {
  var words: [String] = []
  for character in name {
    if character.isUppercase || words.isEmpty {
      words.append(String(character))
    } else {
      words[words.count - 1].append(character)
    }
  }
  return title(words.map { $0.lowercased() }.joined(separator: " "))
}

package func checkName(_ name: String, prefix: String = "is") -> String { prefix + title(name) }
