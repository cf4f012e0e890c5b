import ArgumentParser
import Foundation

struct ArchgenBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "archgen-bench",
    abstract: "Tools for archgen's benchmark (Benchmarks/run.sh).",
    subcommands: [CorpusCommand.self, ParseCommand.self])
}

/// `archgen-bench corpus DIR --files N --seed S`: a deterministic iOS app's worth of Swift.
struct CorpusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "corpus",
    abstract: "Write a deterministic, realistic corpus of Swift source for an iOS app.",
    discussion: "The same --files and --seed always give a byte-identical tree.")

  @Argument(help: "The folder to write; it must not exist or be empty (see --force).")
  var directory: String

  @Option(help: "How many files to write (about 100 lines each).")
  var files = 5000

  @Option(help: "Seed of the generator.")
  var seed: UInt64 = 1

  @Flag(help: "Delete a non-empty folder and write the corpus anew.")
  var force = false

  func validate() throws {
    guard files > 0 else { throw ValidationError("--files must be at least 1.") }
  }

  func run() throws {
    let root = URL(fileURLWithPath: directory)
    try prepare(root)
    var planner = CorpusPlanner(seed: seed)
    let plan = planner.plan(count: files)
    var seeds = SplitMix64(seed: seed ^ 0x5DEE_CE66_D1CE_5EED)
    var folders: Set<String> = []
    var lines = 0
    var bytes = 0
    var mentioning = 0
    for file in plan {
      var renderer = FileRenderer(file: file, seed: seeds.next())
      let data = Data(renderer.render().utf8)
      let url = root.appendingPathComponent(file.path)
      let folder = url.deletingLastPathComponent()
      if folders.insert(folder.path).inserted {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      try data.write(to: url)
      lines += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
      bytes += data.count
      if data.range(of: Data("CurrentEnvironment".utf8)) != nil { mentioning += 1 }
    }
    let permille = (mentioning * 1000 + plan.count / 2) / plan.count
    print(
      "archgen-bench corpus: files=\(plan.count) lines=\(lines) bytes=\(bytes)"
        + " env_files=\(mentioning) (\(permille / 10).\(permille % 10)%) dir=\(directory)")
  }

  /// Creates `root`, refusing a non-empty folder unless `--force`.
  private func prepare(_ root: URL) throws {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: root.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        fail("\(directory) exists and is not a folder")
      }
      if try !manager.contentsOfDirectory(atPath: root.path).isEmpty {
        guard force else {
          fail("\(directory) is not empty; pass --force to delete it and write the corpus anew")
        }
        try manager.removeItem(at: root)
      }
    }
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
  }

  private func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("archgen-bench: error: \(message)\n".utf8))
    Foundation.exit(2)
  }
}
