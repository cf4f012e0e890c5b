// Not a module: a source file the app under test would contain. Check files
// that use it are compiled together with it (see Checks/run.sh).

import Foundation

/// Everything the app talks to the outside world through, gathered in one
/// value so tests can swap any part of it (dates, locale, time zone, ...).
struct Environment {
    var date: () -> Date
    var calendar: Calendar
    var timeZone: TimeZone
    var locale: Locale
}

/// Global access point to the current `Environment` (a service locator).
/// It is set once at launch (or per test) and only read afterwards; builders
/// are the intended readers.
final class CurrentEnvironment {
    private static var environment: Environment!

    static var env: Environment { environment }

    static func setEnvironment(_ environment: Environment) {
        self.environment = environment
    }
}
