import ArchgenGraph

extension JSONRenderer {
  /// `,"regions":[…],"computed":[…]` after a struct-state machine's transitions: the regions view
  /// the diagrams draw. The transitions above it stay the machine's truth.
  package static func regions(_ regions: StateRegions) -> String {
    let items = regions.regions.map { region in
      "        {\"field\": \(string(region.field)), \"initial\": \(optional(region.initial)), "
        + "\"values\": [\(region.values.map { string($0.name) }.joined(separator: ", "))], "
        + "\"transitions\": [\(region.transitions.map(edge).joined(separator: ", "))]}"
    }
    let computed = regions.computed.map { update in
      "        {\"fields\": [\(update.fields.map(string).joined(separator: ", "))], "
        + "\"transition\": \(edge(update.transition))}"
    }
    return ",\n      \"regions\": \(list(items)),\n      \"computed\": \(list(computed))"
  }

  private static func edge(_ transition: Transition) -> String {
    "{\"from\": \(string(transition.from)), \"to\": \(string(transition.to)), "
      + "\"event\": \(string(transition.event)), \"guard\": \(optional(transition.guardText)), "
      + "\"line\": \(transition.line)}"
  }
}
