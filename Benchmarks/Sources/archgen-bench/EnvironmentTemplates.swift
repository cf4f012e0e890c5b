/// The global environment, its value, the assembly that builds it and the app entry point.
extension FileRenderer {
  mutating func environment() {
    out.add(
      """
      import Foundation

      /// The app's global environment. Only Builders and the assembly read it.
      enum CurrentEnvironment {
        private(set) static var env: AppEnvironment = .live

        static func setEnvironment(_ environment: AppEnvironment) {
          env = environment
        }
      }
      """)
    fillInExtension(of: "CurrentEnvironment")
  }

  mutating func appEnvironment() {
    out.add("import Foundation\n")
    out.open("struct AppEnvironment")
    out.add("var apiService: APIServicing\nvar previewAPIService: APIServicing")
    out.add("var analytics: AnalyticsTracking\nvar date: () -> Date")
    out.add(
      """

      static let live = AppEnvironment(
        apiService: APIClient(baseURL: URL(string: "https://api.example.com")!),
        previewAPIService: APIClient(baseURL: URL(string: "https://preview.example.com")!),
        analytics: AnalyticsTracker(),
        date: Date.init
      )

      static let mock = AppEnvironment(
        apiService: APIClient(baseURL: URL(string: "https://mock.example.com")!),
        previewAPIService: APIClient(baseURL: URL(string: "https://mock.example.com")!),
        analytics: AnalyticsTracker(),
        date: { Date(timeIntervalSince1970: 0) }
      )
      """)
    fill(reserve: 1)
    out.close()
  }

  mutating func environmentAssembly() {
    out.add("import Foundation\n")
    out.open("enum EnvironmentAssembly")
    out.block("static func make(arguments: [String]) -> AppEnvironment") { out in
      out.add("arguments.contains(\"-uiTests\") ? .mock : .live")
    }
    out.gap()
    out.block("static func install(arguments: [String])") { out in
      out.add("CurrentEnvironment.setEnvironment(make(arguments: arguments))")
    }
    out.gap()
    out.block("static func installForPreviews()") { out in
      out.add("var environment = CurrentEnvironment.env")
      out.add("environment.apiService = environment.previewAPIService")
      out.add("CurrentEnvironment.setEnvironment(environment)")
    }
    fill(reserve: 1)
    out.close()
  }

  mutating func appDelegate() {
    out.add(
      """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          CurrentEnvironment.setEnvironment(
            EnvironmentAssembly.make(arguments: ProcessInfo.processInfo.arguments))
          window = UIWindow(frame: UIScreen.main.bounds)
          window?.makeKeyAndVisible()
          return true
        }
      """)
    out.enter()
    fill(reserve: 1)
    out.close()
  }
}
