// Stores an app writes itself. `send(_:)` hands its event to a private reducer method
// (`state = reduce(state, event)`) and to a method that starts the work; the work's callbacks
// call `send` again, and those calls are events received later, never helpers of the case that
// started the work: the machine is the reducer's, with its own events. A connection store keeps
// its state in `private(set) var link: Link`, whatever the names, and its `perform(_:)` switches
// over a command that moves it among cases.
import Foundation

enum Quiz { case idle, fetching, asking(Question), grading, graded(Int), failed }
enum QuizEvent { case start, received([Question]), answered(Int), next, scored(Int), failed }

final class QuizStore {
  private(set) var state: Quiz = .idle
  private var questions: [Question] = []
  private var index = 0

  func send(_ event: QuizEvent) {
    state = reduce(state, event)
    run(event)
  }

  private func reduce(_ state: Quiz, _ event: QuizEvent) -> Quiz {
    switch (state, event) {
    case (.idle, .start), (.failed, .start):
      return .fetching
    case (.fetching, .received(let list)):
      questions = list
      let empty = list.isEmpty
      return empty ? .failed : .asking(list[0])
    case (.asking, .next):
      index += 1
      let more = index < questions.count
      return more ? .asking(questions[index]) : .grading
    case (.grading, .scored(let points)):
      return .graded(points)
    case (_, .failed):
      return .failed
    default:
      return state
    }
  }

  private func run(_ event: QuizEvent) {
    switch event {
    case .start:
      fetch()
    case .next:
      grade()
    default:
      break
    }
  }

  private func fetch() {
    QuizService.fetch { [weak self] list in
      guard let self else { return }
      if let list { self.store(list) } else { self.send(.failed) }
    }
  }

  private func store(_ list: [Question]) {
    index = 0
    send(.received(list))
  }

  private func grade() {
    guard case .grading = state else { return }
    QuizService.grade { [weak self] points in self?.send(.scored(points)) }
  }
}

final class LinkStore {
  enum Link { case offline, dialing, online, lost(Error) }
  enum Command { case dial, answered, dropped(Error), hangUp }

  private(set) var link: Link = .offline {
    didSet { observer?(link) }
  }
  var observer: ((Link) -> Void)?
  private let line: PhoneLine

  init(line: PhoneLine) {
    self.line = line
  }

  func perform(_ command: Command) {
    switch command {
    case .dial:
      guard case .offline = link else { return }
      link = .dialing
      line.dial { [weak self] error in
        if let error { self?.perform(.dropped(error)) } else { self?.perform(.answered) }
      }
    case .answered:
      link = .online
    case .dropped(let error):
      link = .lost(error)
    case .hangUp:
      line.close()
      link = .offline
    }
  }
}
