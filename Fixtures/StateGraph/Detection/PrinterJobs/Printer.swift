import Foundation

/// A printer whose status follows the job it runs: the job's reports, switched over in the
/// closure handed to `observe`, are its events, although another file declares their enum.
final class Printer {
  enum Status {
    case ready
    case busy
    case needsAttention
  }

  private(set) var status: Status = .ready

  func run(_ job: PrintJob) {
    job.observe { [weak self] report in
      switch report {
      case .queued:
        break
      case .printing:
        self?.status = .busy
      case .jammed:
        self?.status = .needsAttention
      case .done:
        self?.status = .ready
      }
    }
  }
}

/// A job's outcome, switched over the same way: `Result`'s cases, declared in no file given, are
/// no event of the tray.
final class PaperTray {
  enum Level {
    case full
    case empty
  }

  private(set) var level: Level = .full

  func refill(with job: PrintJob) {
    job.submit { [weak self] outcome in
      switch outcome {
      case .success:
        self?.level = .full
      case .failure:
        self?.level = .empty
      }
    }
  }
}

protocol PrintJob {
  func observe(_ handler: @escaping (JobProgress) -> Void)
  func submit(_ completion: @escaping (Result<Int, Error>) -> Void)
}
