import Yams

/// A YAML mapping being read as one config section. Keys that are read are remembered so that
/// `finish()` can report the unknown ones with their full key path.
public final class ConfigMapping {
  public let file: String
  /// Dotted key path of this mapping (`lint.environment`), empty at the root.
  public let keyPath: String
  private let pairs: [(key: String, value: Node, mark: Mark?)]
  private var used: Set<String> = []
  private let sink: ConfigDiagnostics

  init(node: Node, file: String, keyPath: String, sink: ConfigDiagnostics) throws(Diagnostic) {
    self.file = file
    self.keyPath = keyPath
    self.sink = sink
    guard case .mapping(let mapping) = node else {
      throw Self.error(
        file, node.mark, "'\(keyPath.isEmpty ? "(root)" : keyPath)' must be a mapping")
    }
    var pairs: [(String, Node, Mark?)] = []
    for (key, value) in mapping {
      guard let name = key.string else {
        throw Self.error(
          file, key.mark, "keys must be strings\(keyPath.isEmpty ? "" : " in '\(keyPath)'")")
      }
      pairs.append((name, value, key.mark))
    }
    self.pairs = pairs
  }

  private func path(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }

  private func node(_ key: String) -> Node? {
    used.insert(key)
    guard let node = pairs.first(where: { $0.key == key })?.value else { return nil }
    if case .scalar(let scalar) = node, scalar.string == "~" || scalar.string == "null" {
      return nil
    }
    return node
  }

  public func string(_ key: String) throws(Diagnostic) -> String? {
    guard let node = node(key) else { return nil }
    guard case .scalar(let scalar) = node, Self.isText(node) else {
      throw Self.error(file, node.mark, "'\(path(key))' must be a string\(Self.found(node))")
    }
    return scalar.string
  }

  /// A plain or quoted string; `5`, `true` or `1.5` unquoted are numbers and booleans in YAML.
  private static func isText(_ node: Node) -> Bool {
    node.tag.description == Tag.Name.str.rawValue
  }

  /// `, not the number 5`: what the value was read as, so the fix (quote it) is plain.
  private static func found(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar):
      let kind =
        node.bool != nil ? "boolean" : (node.int != nil || node.float != nil) ? "number" : "value"
      return ", not the \(kind) \(scalar.string) (quote it if a string is meant)"
    case .sequence: return ", not a list"
    case .mapping: return ", not a mapping"
    case .alias: return ""
    }
  }

  /// A warning about `key` of this mapping, at the key's line (a deprecated key).
  func warn(_ key: String, _ message: String) {
    let mark = pairs.first { $0.key == key }?.mark
    sink.items.append(
      .warning(
        "'\(path(key))' \(message)", file: file, line: mark.map { $0.line },
        column: mark.map { $0.column }))
  }

  /// An error about `key` of this mapping, at the key's line.
  func error(_ key: String, _ message: String) -> Diagnostic {
    Self.error(file, pairs.first { $0.key == key }?.value.mark, "'\(path(key))' \(message)")
  }

  public func bool(_ key: String) throws(Diagnostic) -> Bool? {
    guard let node = node(key) else { return nil }
    guard let value = node.bool else {
      throw Self.error(file, node.mark, "'\(path(key))' must be true or false")
    }
    return value
  }

  /// One of `choices`, e.g. `rxswift` or `combine`.
  public func choice<T: RawRepresentable & CaseIterable>(_ key: String, as type: T.Type)
    throws(Diagnostic)
    -> T? where T.RawValue == String
  {
    guard let raw = try string(key) else { return nil }
    guard let value = T(rawValue: raw) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw error(key, "has invalid value '\(raw)'; expected one of: \(allowed)")
    }
    return value
  }

  /// A list of strings; a single string is accepted as a one-element list.
  public func strings(_ key: String) throws(Diagnostic) -> [String]? {
    guard let node = node(key) else { return nil }
    switch node {
    case .scalar(let scalar) where Self.isText(node): return [scalar.string]
    case .sequence(let sequence):
      var result: [String] = []
      for item in sequence {
        guard case .scalar(let scalar) = item, Self.isText(item) else {
          throw Self.error(
            file, item.mark, "'\(path(key))' must be a list of strings\(Self.found(item))")
        }
        result.append(scalar.string)
      }
      return result
    default:
      throw Self.error(
        file, node.mark, "'\(path(key))' must be a list of strings\(Self.found(node))")
    }
  }

  /// A nested mapping, or nil when the key is absent.
  public func mapping(_ key: String) throws(Diagnostic) -> ConfigMapping? {
    guard let node = node(key) else { return nil }
    return try ConfigMapping(node: node, file: file, keyPath: path(key), sink: sink)
  }

  /// The keys of this mapping in file order, for sections keyed by user-chosen names (rule ids).
  public var keys: [String] { pairs.map(\.key) }

  /// Reports every key that was never read as an unknown key.
  public func finish() {
    for pair in pairs where !used.contains(pair.key) {
      sink.items.append(
        .warning(
          "unknown key '\(path(pair.key))'", file: file, line: pair.mark.map { $0.line },
          column: pair.mark.map { $0.column }))
    }
  }

  static func error(_ file: String, _ mark: Mark?, _ message: String) -> Diagnostic {
    .error(message, file: file, line: mark.map { $0.line }, column: mark.map { $0.column })
  }
}

/// Collects the warnings (unknown keys) found while reading a config file.
public final class ConfigDiagnostics {
  public var items: [Diagnostic] = []
  public init() {}
}
