import Foundation

/// The input files read and parsed: usable sources, previously generated files (set aside) and
/// files that could not be used, with their diagnostics. Files are read, parsed and indexed in
/// parallel; everything keeps input order. Only the syntax trees of files that can declare an enum
/// are kept, so memory follows the enums, not the number of files.
struct EnumPropertiesInput {
  /// The usable files that can declare an enum (their bytes hold `enum`).
  var sources: [ParsedSource] = []
  /// Every usable file's path.
  var sourceFiles: [String] = []
  /// What all usable files declare.
  var index = DeclarationIndex()
  var generatedFiles: [String] = []
  var unusableFiles: [String] = []
  var diagnostics: [Diagnostic] = []

  init(files: [String]) {
    self.init(paths: files) { index throws(Diagnostic) in try SourceText.read(files[index]) }
  }

  init(sources texts: [SourceText]) {
    self.init(paths: texts.map(\.path)) { index in texts[index] }
  }

  private enum Read {
    case usable(ParsedSource?, DeclarationIndex, [Diagnostic])
    case generated
    case unusable([Diagnostic])
  }

  private init(
    paths: [String], load: @escaping @Sendable (Int) throws(Diagnostic) -> SourceText
  ) {
    let count = paths.count
    let slots = Slots<Read>(count: count, empty: .unusable([]))
    Parallel.forEach(count) { index in
      do throws(Diagnostic) {
        let source = try load(index)
        let parsed = ParsedSource(source)
        if EnumPropertiesDocument.isGenerated(parsed.tree) {
          slots.set(index, .generated)
          return
        }
        let errors = parsed.syntaxErrors
        guard !errors.hasErrors else { return slots.set(index, .unusable(errors)) }
        var declarations = DeclarationIndex()
        declarations.add(parsed)
        let mayDeclareEnums = ByteSearch.containsAny(source.text, ["enum"])
        slots.set(index, .usable(mayDeclareEnums ? parsed : nil, declarations, errors))
      } catch {
        slots.set(index, .unusable([error]))
      }
    }
    for (index, read) in slots.all.enumerated() {
      switch read {
      case .usable(let parsed, let declarations, let warnings):
        diagnostics += warnings
        sourceFiles.append(paths[index])
        self.index.merge(declarations)
        if let parsed { sources.append(parsed) }
      case .generated:
        generatedFiles.append(paths[index])
      case .unusable(let problems):
        diagnostics += problems
        unusableFiles.append(paths[index])
      }
    }
  }
}
