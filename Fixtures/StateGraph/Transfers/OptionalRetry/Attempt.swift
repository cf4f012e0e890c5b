import Foundation

/// The phases of an attempt, generic over its result.
enum Attempt<Value> {
  case queued
  case running(previous: Value?)
  case done(Value)
  case gaveUp(reason: String)
}
