final class ProfileViewModel {
  @InjectService var api: ProfileAPI
  @InjectLazy var tracker: Tracker
  @Published var name: String

  init(name: String) { self.name = name }
}
