// The app's service locator, used by a builder.
// with: App/Environment.swift
import Foundation

enum GreetingBuilder {
    static func makeGreeting() -> String {
        let env = CurrentEnvironment.env
        let formatter = DateFormatter()
        formatter.locale = env.locale
        formatter.timeZone = env.timeZone
        formatter.calendar = env.calendar
        return formatter.string(from: env.date())
    }
}

func setUpForTests() {
    CurrentEnvironment.setEnvironment(Environment(
        date: { Date(timeIntervalSince1970: 0) },
        calendar: Calendar(identifier: .gregorian),
        timeZone: TimeZone(identifier: "UTC")!,
        locale: Locale(identifier: "en_US_POSIX")
    ))
    _ = GreetingBuilder.makeGreeting()
}
