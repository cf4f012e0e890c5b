/// Where the catalog's types are declared: the file of a type a generated test names.
extension TypeCatalog {
  /// The file declaring the struct, class, enum or protocol written `name` (`Player.State`, `Track`),
  /// nearest `file` where several match (one per example app); nil for a type no file declares.
  package func declaringFile(ofType name: String, near file: String) -> String? {
    let simple = String(name.split(separator: ".").last ?? "")
    // The files only, read in place: a declaration is not copied out of the catalog.
    var declared: [String] = []
    if let entries = structs[simple] {
      for index in entries.indices where Self.names(entries[index].type.qualifiedName, name) {
        declared.append(entries[index].file)
      }
    }
    if let entries = classes[simple] {
      for index in entries.indices where Self.names(entries[index].type.qualifiedName, name) {
        declared.append(entries[index].file)
      }
    }
    if let entries = enums[simple] {
      for index in entries.indices where Self.names(entries[index].type.qualifiedName, name) {
        declared.append(entries[index].file)
      }
    }
    if let entries = protocols[simple] {
      for index in entries.indices where Self.names(entries[index].type.qualifiedName, name) {
        declared.append(entries[index].file)
      }
    }
    let folders = file.split(separator: "/")
    func closeness(_ other: String) -> Int {
      zip(folders, other.split(separator: "/")).prefix { $0 == $1 }.count
    }
    return declared.max { first, second in
      (closeness(first), second) < (closeness(second), first)
    }
  }

  /// Whether a type qualified `qualified` is the one written `written`: the same, or written
  /// from an enclosing scope (`State` for `Player.State`).
  private static func names(_ qualified: String, _ written: String) -> Bool {
    qualified == written || qualified.hasSuffix("." + written)
  }
}
