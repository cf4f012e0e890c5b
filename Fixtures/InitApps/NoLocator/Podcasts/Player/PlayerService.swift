final class PlayerService {
  func play() {}
}
