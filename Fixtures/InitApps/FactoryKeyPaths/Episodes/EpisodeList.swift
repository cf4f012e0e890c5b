import Factory
import SwiftUI

struct EpisodeList: View {
  let episodes: [String]

  var body: some View {
    List(episodes, id: \.self) { episode in
      Button(episode) { Container.shared.player().play(episode) }
    }
  }
}
