/// Which enums get properties.
public enum EnumSelection: Sendable, Equatable {
  /// Enums preceded by a `// archgen:enum-props` comment (the default).
  case marked
  /// Every enum with at least one case with associated values, and the marked ones.
  case all
  /// Enums with these names: qualified (`AuthService.State`) or a trailing part of it (`State`).
  case types([String])

  package func selects(_ model: EnumModel) -> Bool {
    switch self {
    case .marked: model.isMarked
    case .all: model.isMarked || model.hasPayloadCases
    case .types(let names): names.contains { Self.name($0, matches: model) }
    }
  }

  package static func name(_ name: String, matches model: EnumModel) -> Bool {
    model.qualifiedName == name || model.qualifiedName.hasSuffix(".\(name)")
  }

  /// Options that reproduce this selection on the command line, for the file header.
  package var arguments: [String] {
    switch self {
    case .marked: []
    case .all: ["--all"]
    case .types(let names): names.flatMap { ["--type", $0] }
    }
  }
}
