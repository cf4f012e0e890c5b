// Long names and payloads: generated lines are broken as `swift format` breaks them.
// archgen:enum-props
enum ImportProgress {
  case waitingForTheRemoteServerToAcknowledge(
    requestIdentifier: Int, attemptNumber: Int, scheduledRetryDelay: Double)
  case receivingTheRequestedDocumentFromTheServer(bytesReceivedSoFar: Int, totalBytes: Int)
  case finishedImportingEverything(summaryDescription: String)
  case mediumCase(Int, Int, Int)
}
