// A controller whose state enum is declared in another file of the app, not in the run: a
// guard listing cases (`state == .paused || state == .running`) still says where the path
// starts, whatever the enum's other cases.
final class VirtualMachine {
  private(set) var state: MachineState = .stopped

  func start() async throws {
    guard state == .stopped else { throw MachineError.busy }
    state = .starting
    do {
      try await boot()
      state = .running
    } catch {
      state = .stopped
      throw error
    }
  }

  func suspend() async throws {
    guard state == .running || state == .paused else { throw MachineError.busy }
    state = .saving
    do {
      try await save()
      state = .suspended
    } catch {
      state = .stopped
      throw error
    }
  }

  func restart() async throws {
    if state == .stopped || state == .starting {
      return
    }
    state = .stopping
    try await boot()
    state = .running
  }

  private func boot() async throws {}
  private func save() async throws {}
}
