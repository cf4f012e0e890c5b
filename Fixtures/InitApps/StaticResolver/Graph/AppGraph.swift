import Swinject

struct AppGraph {
  /// What screens are made from; its type is whatever the assembler's resolver is.
  static let resolver = AppGraph.assembly.resolver

  private static let assembly = Assembler([FeedAssembly(), SettingsAssembly(), PlayerAssembly()])
}
