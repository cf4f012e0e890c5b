/// The places every environment rule leaves alone, from the settings teams choose: tests, the
/// environment's own declaration, previews and `#if` conditions they allow.
enum EnvironmentExemptions {
  /// Whether `reference` is outside every rule's concern in `file`.
  static func exempts(_ reference: EnvironmentReference, in file: LintFile) -> Bool {
    let environment = file.environment
    if reference.isInEnvironmentDeclaration { return true }
    if environment.allowPreviews && reference.context.isInPreview { return true }
    return reference.context.conditions.contains(where: environment.allowedConditions.contains)
  }

  /// Reads are allowed in this type (`*Builder`, `*Assembly`).
  static func allowsReads(in type: EnclosingType?, _ file: LintFile) -> Bool {
    guard let type else { return false }
    return PathPattern.matches(name: type.name, anyOf: file.environment.allowedTypes)
  }

  /// Reads are allowed anywhere in this file (tests, `allowed_paths`).
  static func allowsReads(in file: LintFile) -> Bool {
    file.isTestFile || PathPattern.matches(path: file.path, anyOf: file.environment.allowedPaths)
  }
}
