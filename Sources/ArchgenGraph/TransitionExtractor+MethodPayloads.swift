import SwiftSyntax

/// Where the extractor reads an event method's payload (`MethodPayload`).
extension TransitionExtractor {
  /// The payload names in scope: an event's case bindings, the values an `if case`/`guard case`
  /// picked, an event method's parameters and the locals bound to them.
  package func payloads(_ context: Context) -> [String: EventPath] {
    context.matchedPayloads.isEmpty
      ? context.eventAliases : context.eventAliases.merging(context.matchedPayloads) { $1 }
  }

  /// `let part = self.unwrapOutboundIn(data)`: `part` is a payload of the same event.
  package func notePayloadLocal(_ decl: DeclSyntax, _ context: inout Context) {
    for (name, event) in MethodPayload.boundNames(in: decl, aliases: payloads(context)) {
      context.eventAliases[name] = event
    }
  }
}
