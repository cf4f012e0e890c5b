// A type of the domain module (another project of the app than the feature's).
public struct Badge: Equatable {
  public var title: String
  public var level: Int

  public init(title: String, level: Int) {
    self.title = title
    self.level = level
  }
}
