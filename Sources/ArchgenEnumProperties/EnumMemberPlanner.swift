import ArchgenCore

/// Decides which members an enum gets: one check per case, one getter per payload case, nested
/// checks for payloads that are enums among the inputs. Names the enum already declares, names
/// generated twice and overloaded case names are reported and left out.
package struct EnumMemberPlanner {
  package let options: EnumPropertiesOptions
  /// Every enum read from the inputs, by qualified name, for nested checks.
  package let knownEnums: [String: EnumModel]

  package func members(of model: EnumModel) -> (members: [EnumMember], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var members: [EnumMember] = []
    var taken = Set<String>()
    let overloaded = Self.overloadedNames(model.cases)
    var occurrences: [String: Int] = [:]

    func add(_ member: EnumMember, for enumCase: EnumCaseModel) {
      if model.existingMembers.contains(member.name) {
        diagnostics.append(
          warning(
            "'\(member.name)' is already declared by \(model.qualifiedName); not generated",
            enumCase, model))
      } else if !taken.insert(member.name).inserted {
        diagnostics.append(
          warning("'\(member.name)' would be generated twice; generated once", enumCase, model))
      } else {
        members.append(member)
      }
    }

    for enumCase in model.cases {
      if overloaded.contains(enumCase.name) {
        occurrences[enumCase.name, default: 0] += 1
        if occurrences[enumCase.name] == 2 {
          diagnostics.append(
            warning(
              "case '\(enumCase.name)' is overloaded in \(model.qualifiedName); no properties are "
                + "generated for it", enumCase, model))
        }
        continue
      }
      let pattern = "." + enumCase.name.escapedInMemberPosition
      add(
        EnumMember(
          name: checkName(enumCase.name), kind: .check(pattern: pattern),
          conditions: enumCase.conditions, availability: enumCase.availability), for: enumCase)
      guard !enumCase.payload.isEmpty else { continue }
      add(
        EnumMember(
          name: enumCase.name, kind: .payload(caseName: enumCase.name, elements: enumCase.payload),
          conditions: enumCase.conditions, availability: enumCase.availability), for: enumCase)
      for inner in nestedCases(of: enumCase, in: model) {
        add(
          EnumMember(
            name: checkName(enumCase.name) + inner.name.capitalizedFirst,
            kind: .check(pattern: "\(pattern)(.\(inner.name.escapedInMemberPosition))"),
            conditions: enumCase.conditions + inner.conditions,
            availability: enumCase.availability + inner.availability), for: enumCase)
      }
    }
    return (members, diagnostics)
  }

  private func checkName(_ caseName: String) -> String {
    options.prefix.isEmpty ? caseName : options.prefix + caseName.capitalizedFirst
  }

  /// The cases of the enum a single, non-optional payload names, when it is among the inputs.
  private func nestedCases(of enumCase: EnumCaseModel, in model: EnumModel) -> [EnumCaseModel] {
    guard enumCase.payload.count == 1, let typeName = enumCase.payload[0].typeName,
      let inner = resolve(typeName, from: model.qualifiedName)
    else { return [] }
    let overloaded = Self.overloadedNames(inner.cases)
    return inner.cases.filter { !overloaded.contains($0.name) }
  }

  /// Looks `typeName` up as Swift would from inside `scope`: nested first, then outwards.
  private func resolve(_ typeName: String, from scope: String) -> EnumModel? {
    var components = scope.split(separator: ".").map(String.init)
    while !components.isEmpty {
      if let found = knownEnums[(components + [typeName]).joined(separator: ".")] { return found }
      components.removeLast()
    }
    return knownEnums[typeName]
  }

  package static func overloadedNames(_ cases: [EnumCaseModel]) -> Set<String> {
    var seen = Set<String>()
    var overloaded = Set<String>()
    for enumCase in cases where !seen.insert(enumCase.name).inserted {
      overloaded.insert(enumCase.name)
    }
    return overloaded
  }

  private func warning(_ message: String, _ enumCase: EnumCaseModel, _ model: EnumModel)
    -> Diagnostic
  {
    .warning(
      message, file: model.file.isEmpty ? nil : model.file, line: enumCase.line,
      column: enumCase.column)
  }
}

extension String {
  package var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
