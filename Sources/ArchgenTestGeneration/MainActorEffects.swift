/// What an XCTest test function of a `@MainActor` suite is marked with: `async` always.
/// swift-corelibs-xctest (XCTest on Linux) finds a class's tests by casting each method to a
/// plain `() -> ()`, which a main-actor-isolated synchronous method is not: the whole run
/// aborts ("Could not cast value of type '(…) -> @MainActor () -> ()'"). An `async` method is
/// found as an async test and run on the main actor, under Linux's runner and Xcode's alike.
/// Swift Testing runs either form, so its tests keep what their calls need.
package enum MainActorEffects {
  package static func effects(
    _ test: GeneratedTest, suite: GeneratedSuite, framework: TestFramework
  ) -> String {
    guard framework == .xctest, suite.isMainActor, !test.effects.contains("async") else {
      return test.effects
    }
    return " async" + test.effects
  }
}
