// The copy helpers of RecorderLogic.swift's model: each returns the model with one field set.
extension RecorderModel {
  func withChangedStatus(_ status: RecorderStatus) -> RecorderModel {
    RecorderModel(status: status, seconds: seconds, fileName: fileName)
  }

  func withChangedSeconds(_ seconds: Int) -> RecorderModel {
    var copy = self
    copy.seconds = seconds
    return copy
  }

  func withChangedFileName(_ newName: String?) -> RecorderModel {
    return RecorderModel(status: status, seconds: seconds, fileName: newName)
  }
}
