import ArchgenConfig
import ArchgenCore
import Yams

/// The list of files a template set produces (`Templates/<set>/manifest.yml`).
public struct TemplateManifest: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    /// Template file inside the set, rendered with the context first (`View.{{ ui }}.swift.stencil`).
    public var template: String
    /// Output path, relative to the output folder, rendered with the context.
    public var path: String
    /// Tests go to `--tests-output` and are left out by `--no-tests`.
    public var isTest: Bool
    /// Where the manifest names the template: the diagnostics about it point there.
    public var templateReference: TemplateReference

    public init(
      template: String, path: String, isTest: Bool,
      templateReference: TemplateReference = TemplateReference(manifest: "")
    ) {
      self.template = template
      self.path = path
      self.isTest = isTest
      self.templateReference = templateReference
    }
  }

  public var entries: [Entry]

  public static func parse(_ file: TemplateSource.File) throws(Diagnostic) -> TemplateManifest {
    let node: Node?
    do {
      node = try Yams.compose(yaml: file.text)
    } catch {
      throw .error("invalid manifest YAML: \(error)", file: file.displayPath)
    }
    guard let node else { throw .error("the manifest is empty", file: file.displayPath) }
    let sink = ConfigDiagnostics()
    guard let filesNode = node.mapping?["files"], let sequence = filesNode.sequence else {
      throw .error("the manifest needs a 'files' list", file: file.displayPath)
    }
    var entries: [Entry] = []
    for (index, item) in sequence.enumerated() {
      let entry = try ConfigMapping(
        node: item, file: file.displayPath, keyPath: "files[\(index)]", sink: sink)
      guard let template = try entry.string("template"), let path = try entry.string("path") else {
        throw .error(
          "files[\(index)] needs 'template' and 'path'", file: file.displayPath,
          line: item.mark.map { $0.line }, column: item.mark.map { $0.column })
      }
      let kind = try entry.string("kind") ?? "source"
      guard kind == "source" || kind == "test" else {
        throw .error("files[\(index)].kind must be 'source' or 'test'", file: file.displayPath)
      }
      entry.finish()
      if var unknown = sink.items.first {
        unknown.severity = .error
        throw unknown
      }
      let mark = item.mapping?["template"]?.mark ?? item.mark
      entries.append(
        Entry(
          template: template, path: path, isTest: kind == "test",
          templateReference: TemplateReference(
            manifest: file.displayPath, line: mark?.line, column: mark?.column)))
    }
    return TemplateManifest(entries: entries)
  }
}
