func siteMiddleware() -> String {
  ServerEnvironment.testValue.database
}
