// Issue 31: a Mobius update whose next models come from `withChanged…` helpers declared in
// another file (RecorderModel+Changes.swift); the argument passed is the field's new value.
struct RecorderModel {
  var status: RecorderStatus
  var seconds: Int
  var fileName: String?
}

enum RecorderStatus { case idle, recording, paused, saving }
enum RecorderEvent { case recordTapped, pauseTapped, stopTapped, tick, saved(String) }
enum RecorderEffect { case startRecording, stopRecording, save }

enum RecorderLogic {
  static func update(model: RecorderModel, event: RecorderEvent)
    -> Next<RecorderModel, RecorderEffect>
  {
    switch event {
    case .recordTapped:
      return .next(model.withChangedStatus(.recording), effects: [.startRecording])
    case .pauseTapped:
      return .next(model.withChangedStatus(.paused), effects: [.stopRecording])
    case .stopTapped:
      return .next(model.withChangedStatus(.saving).withChangedSeconds(0), effects: [.save])
    case .tick:
      return .next(model.withChangedSeconds(model.seconds + 1))
    case .saved(let name):
      return .next(model.withChangedFileName(name).withChangedStatus(.idle))
    }
  }
}
