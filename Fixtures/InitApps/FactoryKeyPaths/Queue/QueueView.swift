import Factory
import SwiftUI

struct QueueView: View {
  @InjectedObservable(\.queue) private var queue
  @AppSetting(\.skipSeconds) private var skipSeconds: Int

  var body: some View {
    List(queue.episodes, id: \.self) { Text("\($0) (skip \(skipSeconds) s)") }
  }
}
