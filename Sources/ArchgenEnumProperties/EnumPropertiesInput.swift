import ArchgenCore
import Foundation

/// The input files read and parsed: usable sources, previously generated files (set aside) and
/// files that could not be used, with their diagnostics. Files are read, parsed and indexed in
/// parallel; everything keeps input order. Only the syntax trees of files that can declare an enum
/// are kept, so memory follows the enums, not the number of files.
package struct EnumPropertiesInput {
  /// The usable files that can declare an enum (their bytes hold `enum`).
  package var sources: [ParsedSource] = []
  /// Every usable file's path.
  package var sourceFiles: [String] = []
  /// What all usable files declare.
  package var index = DeclarationIndex()
  package var generatedFiles: [String] = []
  package var unusableFiles: [String] = []
  package var diagnostics: [Diagnostic] = []

  package init(files: [String]) {
    self.init(paths: files, scan: SourceScan(paths: files, decoding: .strict))
  }

  package init(sources texts: [SourceText]) {
    self.init(paths: texts.map(\.path), scan: SourceScan(sources: texts))
  }

  private enum Read: Sendable {
    case usable(ParsedSource?, DeclarationIndex, [Diagnostic])
    case generated
    case unusable([Diagnostic])
  }

  private init(paths: [String], scan: SourceScan) {
    let reads = scan.map(empty: Read.unusable([])) { _, item -> Read in
      switch item {
      case .failed(let problem): return .unusable([problem])
      case .skipped: return .unusable([])
      case .parsed(let source, let parsed, _):
        if EnumPropertiesDocument.isGenerated(parsed.tree) { return .generated }
        let errors = parsed.syntaxErrors
        guard !errors.hasErrors else { return .unusable(errors) }
        var declarations = DeclarationIndex()
        declarations.add(parsed)
        let mayDeclareEnums = ByteSearch.containsAny(source.text, ["enum"])
        return .usable(mayDeclareEnums ? parsed : nil, declarations, errors)
      }
    }
    for (index, read) in reads.enumerated() {
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
