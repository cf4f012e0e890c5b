@testable import Podcasts

func resetTestEnvironment() {
  Current = TestEnvironment()
}
