import SwiftUI
import UIKit

struct NowPlayingView: View {
  let title: String

  var body: some View {
    Button(title) { (UIApplication.shared.delegate as! StudioDelegate).player.play(title) }
  }
}
