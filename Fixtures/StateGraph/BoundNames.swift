// A channel handler whose cases bind their payloads under the stored enum's own name, and
// whose helpers take those payloads as parameters of that name: inside a case, `stage` is the
// payload, not the handler's stage; only `self.stage = …` moves the machine. A local of
// another value under a held value's name (`let sent = packet.kind`) shadows it too.
final class TunnelHandler {
  enum Stage {
    case greeting(Greeting)
    case verifying(Verifying)
    case open
  }

  struct Greeting {
    var host: String
    var done: Completion
  }

  struct Verifying {
    var method: String
    var isSecure: Bool
    var done: Completion
  }

  final class Completion {
    func fail(_ error: Error) {}
    func succeed() {}
  }

  struct Packet {
    var method: String
    var kind: Int
  }

  var stage: Stage
  var sent = 0

  init(stage: Stage) {
    self.stage = stage
  }

  func receive(_ packet: Packet) {
    switch self.stage {
    case .greeting(let stage):
      do {
        try self.greet(packet, stage: stage)
      } catch {
        stage.done.fail(error)
      }
    case .verifying(let stage):
      do {
        try self.verify(packet, stage: stage)
      } catch {
        stage.done.fail(error)
      }
    case .open:
      let sent = packet.kind
      self.log(sent)
    }
  }

  func greet(_ packet: Packet, stage: Greeting) throws {
    self.stage = .verifying(Verifying(method: packet.method, isSecure: false, done: stage.done))
  }

  func verify(_ packet: Packet, stage: Verifying) throws {
    switch stage.method {
    case "plain":
      self.stage = .open
      stage.done.succeed()
    default:
      if stage.isSecure {
        self.stage = .open
      } else {
        self.stage = .verifying(
          Verifying(method: stage.method, isSecure: true, done: stage.done))
      }
    }
  }

  func log(_ count: Int) {}
}
