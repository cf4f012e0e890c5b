/// XCTest files under `AppTests/`.
extension FileRenderer {
  private mutating func testCase(_ name: String, setUp: [String]) {
    out.add("import XCTest\n\n@testable import App\n")
    out.open("final class \(name): XCTestCase")
    if !setUp.isEmpty {
      out.open("override func setUp()")
      out.add("super.setUp()")
      for line in setUp { out.add(line) }
      out.close()
      out.gap()
    }
  }

  mutating func storeTests() {
    let store = feature.name + "Store"
    let mock = file.mocksEnvironment ? ["CurrentEnvironment.setEnvironment(.mock)"] : []
    testCase(file.name, setUp: mock)
    out.add(
      """
      func test_load_fromIdle_isLoading() {
        XCTAssertEqual(\(store).reduce(state: .idle, action: .load), .loading)
      }

      func test_loaded_fromLoading_showsItems() {
        let items = [\(feature.model).preview]
        XCTAssertEqual(\(store).reduce(state: .loading, action: .loaded(items)), .loaded(items))
      }

      func test_failed_fromLoading_showsMessage() {
        let next = \(store).reduce(state: .loading, action: .failed("offline"))
        XCTAssertEqual(next, .failed("offline"))
      }

      func test_retry_afterFailure_isLoading() {
        XCTAssertEqual(\(store).reduce(state: .failed("offline"), action: .retry), .loading)
      }
      """)
    while out.count + 6 < file.targetLines {
      out.gap()
      let index = member("test_close_fromState")
      out.add(
        """
        func \(index)() {
          let states: [\(store).State] = [.idle, .loading, .failed("\(rng.int(400...599))")]
          for state in states {
            XCTAssertEqual(\(store).reduce(state: state, action: .close), state)
          }
        }
        """)
    }
    out.close()
  }

  mutating func viewControllerTests() {
    let name = feature.name
    testCase(file.name, setUp: [])
    out.add(
      """
      func test_viewDidLoad_setsTitle() {
        let store = \(name)Store(apiService: APIClient(baseURL: URL(string: "https://t.test")!))
        let viewController = \(name)ViewController(store: store)
        viewController.loadViewIfNeeded()
        XCTAssertFalse(viewController.title?.isEmpty ?? true)
      }
      """)
    fill(reserve: 1)
    out.close()
  }

  mutating func serviceTests() {
    let service = stem(file.name, dropping: "Tests")
    testCase(file.name, setUp: [])
    if service.contains("Repository") {
      out.add(
        """
        func test_item_isCached() {
          let repository = \(service)(apiService: APIClient(baseURL: URL(string: "https://t.test")!))
          let expectation = expectation(description: "item")
          repository.item(id: "1") { _ in expectation.fulfill() }
          wait(for: [expectation], timeout: 1)
        }
        """)
    } else {
      out.add(
        """
        func test_start_isRunning() {
          var state = \(service).State.idle
          \(service).reduce(state: &state, event: .start)
          XCTAssertEqual(state, .running(progress: 0))
        }

        func test_progress_isCapped() {
          var state = \(service).State.running(progress: 10)
          \(service).reduce(state: &state, event: .progressed(\(rng.int(101...500))))
          XCTAssertEqual(state, .running(progress: 100))
        }
        """)
    }
    fill(reserve: 1)
    out.close()
  }
}
