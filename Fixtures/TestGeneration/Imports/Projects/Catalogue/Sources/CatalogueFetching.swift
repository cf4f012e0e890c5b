// The catalogue project of an app split into Xcode projects: a service protocol whose
// requirements name this project's own type. A test file of the feed project cannot name either
// without importing this project's module, which no manifest here names.
public struct Shelf: Equatable {
  public var title: String
  public var size: Int
}

public protocol CatalogueFetching {
  func shelves(after cursor: Int) -> [Shelf]
  func pin(_ shelf: Shelf)
}
