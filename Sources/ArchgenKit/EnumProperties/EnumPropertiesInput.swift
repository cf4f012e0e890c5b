/// The input files read and parsed: usable sources, previously generated files (set aside) and
/// files that could not be used, with their diagnostics.
struct EnumPropertiesInput {
  var sources: [ParsedSource] = []
  var generatedFiles: [String] = []
  var unusableFiles: [String] = []
  var diagnostics: [Diagnostic] = []

  init(files: [String]) {
    for file in files {
      do {
        let parsed = ParsedSource(try SourceText.read(file))
        if EnumPropertiesDocument.isGenerated(parsed.tree) {
          generatedFiles.append(file)
          continue
        }
        let errors = parsed.syntaxErrors
        diagnostics += errors
        if errors.hasErrors { unusableFiles.append(file) } else { sources.append(parsed) }
      } catch {
        diagnostics.append(error)
        unusableFiles.append(file)
      }
    }
  }
}
