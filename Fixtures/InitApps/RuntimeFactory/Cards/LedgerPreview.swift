import Factory
import SwiftUI

struct LedgerCard: View {
  var body: some View { Text("Ledger") }
}

// Canvas set-up only: neither a replacement nor a lookup of the app's.
#Preview {
  Container.shared.clock.context(.preview) { FixedClock() }
  let ledger = Container.shared.ledger.peek()
  return LedgerCard()
}
