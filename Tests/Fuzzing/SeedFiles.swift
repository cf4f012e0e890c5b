import ArchgenKit

/// Picks the seed files of a fuzz run from folders of real code: every Swift file up to a size,
/// in path order, then evenly spaced down to a count, so the same folders give the same seeds.
public enum SeedFiles {
  public static func pick(in folders: [String], count: Int, maxBytes: Int) -> (
    sources: [SourceText], problems: [Diagnostic]
  ) {
    let (files, problems) = SwiftFileFinder().files(in: folders)
    let fitting = files.sorted().filter { file in
      guard let size = FileSystem.stamp(file)?.size else { return false }
      return size > 0 && size <= maxBytes
    }
    let step = fitting.count > count && count > 0 ? Double(fitting.count) / Double(count) : 1
    let picked = stride(from: 0.0, to: Double(fitting.count), by: step).map { fitting[Int($0)] }
    // Files that are not UTF-8 are left out: they cannot be cut at token boundaries.
    return (picked.compactMap { try? SourceText.read($0) }, problems)
  }
}
