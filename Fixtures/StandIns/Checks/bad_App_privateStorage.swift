// The stored environment is private to CurrentEnvironment.
// with: App/Environment.swift
// expect-error: 'environment' is inaccessible due to 'private' protection level
import Foundation

func peek() -> Environment? {
    CurrentEnvironment.environment
}
