import Yams

/// A nested `.archgen.yml` extends the one above it, as SwiftLint's child configs do: a key the
/// child sets replaces the parent's (mappings merge key by key), and `+key: [...]` appends to the
/// parent's list (or to the default list when no config above sets it).
package enum ConfigMerge {
  /// `child` laid over `base`.
  package static func merge(_ base: Node?, _ child: Node) -> Node {
    guard case .mapping(let baseMapping)? = base, case .mapping(let childMapping) = child else {
      return child
    }
    var pairs: [(key: Node, value: Node)] = baseMapping.map { ($0.key, $0.value) }
    func index(_ name: String) -> Int? { pairs.firstIndex { $0.key.string == name } }
    for (key, value) in childMapping {
      guard let name = key.string else {
        pairs.append((key, value))
        continue
      }
      if name.count > 1, name.hasPrefix("+"), case .sequence(let extras) = value {
        let plain = String(name.dropFirst())
        // Onto the parent's own list, or onto the parent's extension of the default list.
        if let at = index(plain) ?? index(name), case .sequence(let list) = pairs[at].value {
          pairs[at].value = .sequence(
            Node.Sequence(Array(list) + Array(extras), list.tag, list.style, list.mark))
          continue
        }
        pairs.append((key, value))
        continue
      }
      // A list set outright in the child drops the parent's extension of the default.
      if let extended = index("+" + name) { pairs.remove(at: extended) }
      if let at = index(name) {
        pairs[at].value = merge(pairs[at].value, value)
      } else {
        pairs.append((key, value))
      }
    }
    return .mapping(
      Node.Mapping(
        pairs.map { ($0.key, $0.value) }, baseMapping.tag, baseMapping.style,
        baseMapping.mark))
  }
}
