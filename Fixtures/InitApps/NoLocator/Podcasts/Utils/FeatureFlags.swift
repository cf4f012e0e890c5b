enum FeatureFlags {
  static var showsBookmarks: Bool { BuildEnvironment.current != .appStore }
}
