import Foundation

/// The one way every capability reads its input: the files (or in-memory texts) of a run, read in
/// parallel with each file-system fault turned into a located diagnostic, kept or set aside by a
/// byte prefilter, parsed when kept, and handed back in input order whatever the scheduling.
package struct SourceScan: Sendable {
  /// What to do with text that is not valid UTF-8.
  package enum Decoding: Sendable {
    /// Read it with replacement characters and warn: lint still finds a violation in it.
    case lenient
    /// Skip the file with a warning: graph and enum-props build no model from damaged text.
    case strict
  }

  /// One file of the scan, as its body sees it.
  package enum Item: Sendable {
    /// Kept by the prefilter (or there is none) and parsed; `warnings` say how it was read.
    case parsed(SourceText, ParsedSource, warnings: [Diagnostic])
    /// Set aside by the prefilter, unparsed.
    case skipped(SourceText, warnings: [Diagnostic])
    /// Could not be read (missing, unreadable, a folder, binary, or invalid UTF-8 under
    /// `.strict`).
    case failed(Diagnostic)
  }

  private let count: Int
  private let load: @Sendable (Int) throws(Diagnostic) -> (SourceText, Diagnostic?)

  /// The files at `paths`, read with `decoding`.
  package init(paths: [String], decoding: Decoding) {
    count = paths.count
    load = { index throws(Diagnostic) in
      switch decoding {
      case .lenient:
        let (text, warning) = try FileSystem.readSource(at: paths[index])
        return (SourceText(path: paths[index], text: text), warning)
      case .strict:
        return (try SourceText.read(paths[index]), nil)
      }
    }
  }

  /// Texts already in memory (tests, an editor's buffer, a git revision).
  package init(sources: [SourceText]) {
    count = sources.count
    load = { index in (sources[index], nil) }
  }

  /// Reads the files in parallel and calls `body` once per file, in no particular order; the
  /// results come back in input order. A file whose text `prefilter` rejects (given the file's
  /// index and text) is `skipped`. With `only`, just those files are read; the others are `empty`.
  package func map<Result: Sendable>(
    empty: Result, only: [Int]? = nil, prefilter: (@Sendable (Int, String) -> Bool)? = nil,
    _ body: @escaping @Sendable (Int, Item) -> Result
  ) -> [Result] {
    let results = Slots<Result>(count: count, empty: empty)
    let indices = only ?? Array(0..<count)
    Parallel.forEach(indices.count) { item in
      let index = indices[item]
      let item: Item
      do throws(Diagnostic) {
        let (source, warning) = try load(index)
        let warnings = warning.map { [$0] } ?? []
        if let prefilter, !prefilter(index, source.text) {
          item = .skipped(source, warnings: warnings)
        } else {
          item = .parsed(source, ParsedSource(source), warnings: warnings)
        }
      } catch {
        item = .failed(error)
      }
      results.set(index, body(index, item))
    }
    return results.all
  }
}
