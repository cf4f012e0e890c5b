final class ExportModel {
  func export() {
    Platform.tracker?.record("export")
  }
}
