import Foundation

extension TypeCatalog {
  /// The protocol a type name refers to (`any ProfileLoading` is `ProfileLoading`), looked up as
  /// `structType(named:near:)` looks up structs.
  package func protocolType(named name: String, near owner: String? = nil)
    -> ProtocolRequirements?
  {
    var written = name.trimmingCharacters(in: .whitespaces)
    if written.hasPrefix("any ") { written = String(written.dropFirst(4)) }
    return lookup(written, near: owner, in: protocols, qualifiedName: \.qualifiedName)
  }
}

extension ProtocolRequirements {
  /// `Loading` for `Profile.Loading`.
  package var simpleName: String { String(qualifiedName.split(separator: ".").last ?? "") }
}
