// A class machine of our own writing whose events are methods, some of them `@MainActor` in a
// type that is not: a test that calls them must run on the main actor. One method's write
// depends on a compilation condition: with no condition set, the build compiles `#if !KIOSK_LITE`'s
// first clause, so the `#else` write never runs in a test. Another sets a static value a test
// cannot set back (`private(set) static`): a test of it would leave it set for the tests after;
// the same write in a clause the build does not compile is not made, and keeps no test away.
final class KioskGuide {
  enum Step: Equatable {
    case intro
    case language
    case payment
    case receipt
    case done
  }

  var step: Step = .intro
  private(set) static var servedOnce = false

  func begin() {
    step = .language
  }

  @MainActor
  func chooseLanguage() {
    #if !KIOSK_LITE
      step = .payment
    #else
      step = .done
      Self.servedOnce = true
    #endif
  }

  @MainActor
  func paid() {
    step = .receipt
  }

  func serve() {
    step = .done
    Self.servedOnce = true
  }

  func close() {
    guard step == .receipt else { return }
    step = .done
  }
}
