import ArchgenCore

/// Where a manifest names a template (`scene/manifest.yml:4:15`): a template that cannot be read,
/// or that lies outside the template folder, is reported there.
public struct TemplateReference: Sendable, Equatable {
  /// The manifest's path as diagnostics name it.
  public var manifest: String
  public var line: Int?
  public var column: Int?

  public init(manifest: String, line: Int? = nil, column: Int? = nil) {
    self.manifest = manifest
    self.line = line
    self.column = column
  }

  package func error(_ message: String) -> Diagnostic {
    .error(message, file: manifest, line: line, column: column)
  }
}
