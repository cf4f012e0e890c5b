import ArchgenCore
import ArchgenSyntax

/// The places every environment rule leaves alone, from the settings teams choose: tests, the
/// environment's own declaration, previews and `#if` conditions they allow.
package enum EnvironmentExemptions {
  /// Whether `reference` is outside every rule's concern in `file`.
  package static func exempts(_ reference: EnvironmentReference, in file: LintFile) -> Bool {
    let environment = file.environment
    if reference.isInEnvironmentDeclaration { return true }
    if environment.allowPreviews && reference.context.isInPreview { return true }
    return reference.context.conditions.contains(where: environment.allowedConditions.contains)
  }

  /// Reads are allowed in this type (`*Builder`, `*Assembly`).
  package static func allowsReads(in type: EnclosingType?, _ file: LintFile) -> Bool {
    guard let type else { return false }
    return PathPattern.matches(name: type.name, anyOf: file.environment.allowedTypes)
  }

  /// Reads are allowed anywhere in this file (tests, `allowed_paths`).
  /// The reads a read rule reports: those in parameters' default values or the others, outside
  /// every exemption, each with where it stands (`'LoginStore'`, `code outside any type`).
  package static func reportedReads(in file: LintFile, defaultArguments: Bool) -> [(
    reference: EnvironmentReference, place: String
  )] {
    if allowsReads(in: file) { return [] }
    return file.environmentReferences.compactMap { reference in
      guard reference.kind == .read, reference.context.isDefaultArgument == defaultArguments,
        !exempts(reference, in: file), !allowsReads(in: reference.enclosingType, file)
      else { return nil }
      return (reference, reference.enclosingType.map { "'\($0.name)'" } ?? "code outside any type")
    }
  }

  /// What a finding says was read: `'Current'`, or `through 'resolver.resolve'`.
  package static func what(_ reference: EnvironmentReference) -> String {
    reference.via.map { "through '\($0)'" } ?? "'\(reference.name)'"
  }

  package static func allowsReads(in file: LintFile) -> Bool {
    file.isTestFile
      || PathPattern.matches(path: file.projectPath, anyOf: file.environment.allowedPaths)
  }
}
