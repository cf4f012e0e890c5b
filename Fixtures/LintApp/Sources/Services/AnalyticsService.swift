final class MyCurrentEnvironment {
  static var env = 0
}

final class AnalyticsService {
  private var queue: [String] = []

  func flush() {
    let count = MyCurrentEnvironment.env
    queue.forEach { event in
      CurrentEnvironment.env.apiService.send(event, count: count)
    }
  }
}
