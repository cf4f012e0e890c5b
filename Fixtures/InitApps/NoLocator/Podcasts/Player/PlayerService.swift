final class PlayerService {
  func play() {}
}

extension PlayerService {
  var logsVerbosely: Bool { BuildEnvironment.current == .debug }
}
