import ArchgenCore
import Foundation

/// The `enum-props` pipeline: find Swift files, parse them, read their enums, select, render.
/// Never prints; problems come back as diagnostics and the other files are still processed.
public struct EnumPropertiesGenerator: Sendable {
  public var options: EnumPropertiesOptions
  public var selection: EnumSelection

  public init(
    options: EnumPropertiesOptions = EnumPropertiesOptions(), selection: EnumSelection = .marked
  ) {
    self.options = options
    self.selection = selection
  }

  public struct Result: Sendable {
    /// One document per source file with selected enums, in input order.
    public var documents: [EnumPropertiesDocument]
    public var diagnostics: [Diagnostic]
    /// Previously generated files found among the inputs (not read as input).
    public var generatedFiles: [String] = []
    /// Input files that were read and parsed without errors.
    public var sourceFiles: [String] = []
    /// Input files that could not be used (invalid Swift, unreadable); their outputs are kept.
    public var unusableFiles: [String] = []
  }

  /// `archgen enum-props` and the options that shape the output, for the file header.
  public var command: String {
    var arguments = selection.arguments
    if options.prefix != "is" { arguments += ["--prefix", options.prefix] }
    if options.setters { arguments.append("--setters") }
    return ([""] + arguments).joined(separator: " ")
  }

  public func generate(paths: [String]) -> Result {
    let (files, diagnostics) = SwiftFileFinder().files(in: paths)
    if let problem = options.prefixProblem {
      return Result(documents: [], diagnostics: diagnostics + [.error(problem)])
    }
    return generate(EnumPropertiesInput(files: files), diagnostics: diagnostics)
  }

  /// The same pipeline over sources already in memory (tests, editors).
  public func generate(sources: [SourceText]) -> Result {
    if let problem = options.prefixProblem {
      return Result(documents: [], diagnostics: [.error(problem)])
    }
    return generate(EnumPropertiesInput(sources: sources), diagnostics: [])
  }

  private func generate(_ input: EnumPropertiesInput, diagnostics: [Diagnostic]) -> Result {
    var diagnostics = diagnostics + input.diagnostics
    let sources = input.sources
    let index = input.index
    let models = Slots<[EnumModel]>(count: sources.count, empty: [])
    Parallel.forEach(sources.count) { item in
      models.set(item, EnumModelReader.enums(in: sources[item], index: index))
    }
    let known = models.all.flatMap { $0 }
    let renderer = EnumPropertiesRenderer(options: options)
    var documents: [EnumPropertiesDocument] = []
    for (source, enums) in zip(sources, models.all) {
      let selected = enums.filter { selection.selects($0) }
      var extensions: [String] = []
      for model in selected {
        guard model.access.isExtensibleFromAnotherFile else {
          diagnostics.append(Self.notExtensible(model))
          continue
        }
        let (text, warnings) = renderer.render(model, knownEnums: known)
        extensions.append(text)
        diagnostics += warnings
      }
      if !extensions.isEmpty {
        documents.append(
          EnumPropertiesDocument(
            sourcePath: source.path, imports: EnumPropertiesDocument.imports(of: source.tree),
            extensions: extensions))
      }
    }
    if case .types(let names) = selection {
      for name in names where !known.contains(where: { EnumSelection.name(name, matches: $0) }) {
        diagnostics.append(.error("no enum named '\(name)' in the inputs"))
      }
    }
    if documents.isEmpty && !diagnostics.hasErrors {
      switch selection {
      case .marked:
        diagnostics.append(
          .warning(
            "no enum is marked with '\(EnumPropertiesMarker.text)'; mark one, or use --type or --all"
          ))
      case .all: diagnostics.append(.warning("no enum with associated values in the inputs"))
      case .types: break
      }
    }
    return Result(
      documents: documents, diagnostics: diagnostics, generatedFiles: input.generatedFiles,
      sourceFiles: input.sourceFiles, unusableFiles: input.unusableFiles)
  }

  private static func notExtensible(_ model: EnumModel) -> Diagnostic {
    .warning(
      "enum '\(model.qualifiedName)' is \(model.access.rawValue) and cannot be extended from "
        + "another file; skipped", file: model.file, line: model.line, column: model.column)
  }
}
