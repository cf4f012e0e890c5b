// A view model whose initializer takes a repository of a protocol type: its tests build it with a
// stub of the protocol (a static requirement among its members), set the state and send.
public enum InvoiceState: Equatable {
  case draft
  case reviewing
  case sent(number: Int)
  case archived
}

public enum InvoiceAction {
  case review
  case send(number: Int)
  case archive
}

protocol InvoiceRepository {
  func nextNumber() -> Int
  func store(number: Int) throws
  static var region: String { get }
}

final class InvoiceViewModel {
  var state: InvoiceState = .draft
  private let repository: any InvoiceRepository

  init(repository: any InvoiceRepository) {
    self.repository = repository
  }

  func send(_ action: InvoiceAction) {
    switch (state, action) {
    case (.draft, .review): state = .reviewing
    case (.reviewing, .send(let number)): state = .sent(number: number)
    case (.sent, .archive): state = .archived
    default: break
    }
  }
}
