import SwiftSyntax

/// What a type's code in one file says whichever of its values `ClassMachineFinder` reads as the
/// state: its event methods and the callbacks other objects keep (`ClassEventMethods`), the
/// properties its methods set (`PropertySetters`), its properties' observers
/// (`PropertyObservers`), the callbacks it assigns (`AssignedCallbacks`) and its getters
/// (`ComputedGetters`). Each is a walk of the whole file: read once per type, not once per value
/// read as its state.
struct ClassTypeCode {
  let events: [FunctionDeclSyntax]
  let handedOver: Set<String>
  let setters: Set<String>
  /// Every observed property, the state among them.
  let observers: [(name: String, body: CodeBlockItemListSyntax)]
  let callbacks: [(name: String, body: CodeBlockItemListSyntax)]
  let getters: [(name: String, body: CodeBlockItemListSyntax)]

  /// The code of the type `key` in `tree`; `methods` are the names of its own methods.
  init(_ key: String, in tree: SourceFileSyntax, methods: Set<String>) {
    (events, handedOver) = ClassEventMethods.read(key, in: tree)
    setters = PropertySetters.of(key, in: tree)
    observers = PropertyObservers.all(of: key, in: tree)
    callbacks = AssignedCallbacks.of(key, in: tree, methods: methods)
    getters = ComputedGetters.of(key, in: tree)
  }

  /// The observers of the properties other than `state`.
  func observers(except state: String) -> [(name: String, body: CodeBlockItemListSyntax)] {
    observers.filter { $0.name != state }
  }
}
