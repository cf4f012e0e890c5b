import AppIntents

struct DownloadIntent: AppIntent {
  static var title: LocalizedStringResource = "Download a title"

  @Parameter(title: "Title")
  var name: String

  @Dependency
  var downloads: Downloads

  func perform() async throws -> some IntentResult {
    downloads.start(name)
    return .result()
  }
}
