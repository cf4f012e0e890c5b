// What the VoiceMemos example's RecordingMemo names from the rest of its app (ours, for archgen's
// real-reducer benchmark): the audio recorder dependency, reduced to the calls its effects make,
// and the clock's `timer`, which TCA's dependencies add to clocks.
import ComposableArchitecture
import Foundation

struct AudioRecorderClient: Sendable {
  func currentTime() async -> TimeInterval? { nil }
  func startRecording(url: URL) async throws -> Bool { true }
  func stopRecording() async {}
}

extension DependencyValues {
  var audioRecorder: AudioRecorderClient { AudioRecorderClient() }
}

extension ContinuousClock {
  func timer(interval: Duration) -> AsyncStream<Instant> {
    AsyncStream { $0.finish() }
  }
}
