// CurrentEnvironment.env is read-only; use setEnvironment(_:).
// with: App/Environment.swift
// expect-error: cannot assign to property: 'env' is a get-only property
import Foundation

func override(with environment: Environment) {
    CurrentEnvironment.env = environment
}
