import ArchgenCore
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

  package init(node: Node, file: String, keyPath: String, sink: ConfigDiagnostics)
    throws(Diagnostic)
  {
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
  package func warn(_ key: String, _ message: String) {
    let mark = pairs.first { $0.key == key }?.mark
    sink.items.append(
      .warning(
        "'\(path(key))' \(message)", file: file, line: mark.map { $0.line },
        column: mark.map { $0.column }))
  }

  /// An error about `key` of this mapping, at the key's line (or `+key`'s).
  package func error(_ key: String, _ message: String) -> Diagnostic {
    let pair = pairs.first { $0.key == key } ?? pairs.first { $0.key == "+" + key }
    return Self.error(file, pair?.value.mark ?? pair?.mark, "'\(path(key))' \(message)")
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

  /// A list that a config can replace (`key: [...]`) or extend (`+key: [...]`, appended to
  /// `defaults`, or to `key`'s own list when both are set).
  public func strings(_ key: String, default defaults: [String]) throws(Diagnostic) -> [String] {
    try strings(key, extending: defaults) ?? defaults
  }

  /// `key`'s list, `+key`'s appended to it (or to `defaults`), or nil when neither is set.
  package func strings(_ key: String, extending defaults: @autoclosure () -> [String])
    throws(Diagnostic)
    -> [String]?
  {
    let own = try strings(key)
    guard let extra = try strings("+" + key) else { return own }
    let base = own ?? defaults()
    return base + extra.filter { !base.contains($0) }
  }

  /// Swift names (`Current`, `AppEnvironment`), each a plain identifier (with `globs`, `*` and
  /// `?` may stand in it: `set*`). `nonEmpty`: an empty list is an error too. A name with a dot,
  /// a bracket or a space is an error at the key, saying what to write instead.
  package func checkNames(_ names: [String]?, key: String, nonEmpty: Bool, globs: Bool = false)
    throws(Diagnostic)
  {
    guard let names else { return }
    if nonEmpty && names.isEmpty {
      throw error(
        key, "is empty: name the environment (e.g. [Current]), or leave the key out for the default"
      )
    }
    for name in names where !Self.isName(name, globs: globs) {
      let hint =
        name.contains(".")
        ? "; a name is one identifier: for a member chain set 'environment.accessor'"
        : ""
      throw error(key, "has '\(name)', which is not a Swift name\(hint)")
    }
  }

  private static func isName(_ name: String, globs: Bool) -> Bool {
    var scalars = Substring(name)
    if scalars.count > 2 && scalars.hasPrefix("`") && scalars.hasSuffix("`") {
      scalars = scalars.dropFirst().dropLast()
    }
    guard let first = scalars.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return scalars.unicodeScalars.allSatisfy { scalar in
      scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || (globs && (scalar == "*" || scalar == "?"))
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

  package static func error(_ file: String, _ mark: Mark?, _ message: String) -> Diagnostic {
    .error(message, file: file, line: mark.map { $0.line }, column: mark.map { $0.column })
  }
}

/// Collects the warnings (unknown keys) found while reading a config file.
public final class ConfigDiagnostics {
  public var items: [Diagnostic] = []
  public init() {}
}
