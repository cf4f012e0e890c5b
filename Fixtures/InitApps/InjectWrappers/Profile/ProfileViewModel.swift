final class ProfileViewModel {
  @InjectService var api: ProfileAPI
  @InjectLazy var tracker: Tracker
  @Published var name: String

  init(name: String) { self.name = name }
}

struct ProfileHeader {
  @ViewBuilder var badge: some View { Text("") }
  @ViewBuilder var title: some View { Text("") }
}

struct ProfileView {
  @Perception.Bindable var profile: ProfileStore
}
