import ArchgenKit

/// Picks the seed files of a fuzz run from folders of real code: every Swift file up to a size,
/// in path order, then evenly spaced down to a count, so the same folders give the same seeds.
public enum SeedFiles {
  public static func pick(in folders: [String], count: Int, maxBytes: Int) -> (
    sources: [SourceText], problems: [Diagnostic]
  ) {
    let (files, problems) = SwiftFileFinder().files(in: folders)
    var sources: [SourceText] = []
    for file in files.sorted() {
      guard let size = FileSystem.stamp(file)?.size, size > 0, size <= maxBytes else { continue }
      // Files that are not UTF-8 are left out: they cannot be cut at token boundaries.
      if let source = try? SourceText.read(file) { sources.append(source) }
    }
    guard sources.count > count, count > 0 else { return (sources, problems) }
    let step = Double(sources.count) / Double(count)
    return ((0..<count).map { sources[Int(Double($0) * step)] }, problems)
  }
}
