import ArchgenCore
import ArchgenSyntax
import SwiftSyntax

/// The stored properties of each type typed as an enum the same file declares
/// (`private(set) var phase: Phase = .idle`, `@Published var status: Status = .loading`,
/// `var mode = Mode.stopped`): what a hand-written machine holds, whatever the property is
/// called. A computed property is no holder; a stored one with `didSet` is.
package final class EnumHolderCollector: SyntaxVisitor {
  private var enumNames: Set<String> = []
  /// Structs, classes, actors and protocols the file declares: never an enum declared elsewhere.
  private var otherTypeNames: Set<String> = []
  /// Each enum's cases by the enum's name, and whether the case carries a payload.
  private var enumCases: [String: [(name: String, payload: Bool)]] = [:]
  /// Type path → candidates in declaration order, with the name of their type's last component.
  private var candidates: [String: [(holder: StateHolder, typeName: String)]] = [:]
  /// Type path → computed properties whose setter writes a stored one, with that store's name.
  private var views: [String: [(name: String, store: String)]] = [:]

  private init() { super.init(viewMode: .sourceAccurate) }

  /// The holders of `tree` by type path, keeping only those whose type the file declares.
  package static func holders(in tree: SourceFileSyntax) -> [String: [StateHolder]] {
    read(tree).holders
  }

  /// The holders, the cases of every enum the file declares by the enum's name, and the stored
  /// values of a named type the file does not declare (`var status = SocketStatus.idle`, the
  /// enum in another file): holders when the run declares that type as an enum, which only
  /// linking can tell (`EnumElsewhere`).
  package static func read(_ tree: SourceFileSyntax) -> (
    holders: [String: [StateHolder]], cases: [String: [(name: String, payload: Bool)]],
    elsewhere: [String: [StateHolder]]
  ) {
    let collector = EnumHolderCollector()
    collector.walk(tree)
    collector.readViews()
    let declared = collector.enumNames.union(collector.otherTypeNames)
    let holders = collector.candidates.compactMapValues { list in
      let kept = list.filter { collector.enumNames.contains($0.typeName) }.map(\.holder)
      return kept.isEmpty ? nil : kept
    }
    let elsewhere = collector.candidates.compactMapValues { list in
      let kept = list.filter { !declared.contains($0.typeName) && !$0.holder.isContainer }
        .map(\.holder)
      return kept.isEmpty ? nil : kept
    }
    return (holders, collector.enumCases, elsewhere)
  }

  package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enumNames.insert(node.name.text)
    for member in node.memberBlock.members {
      for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
        enumCases[node.name.text, default: []].append(
          (element.name.text, element.parameterClause != nil))
      }
    }
    return .visitChildren
  }

  package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(node.name)
  }

  package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(node.name)
  }

  package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(node.name)
  }

  package override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    declare(node.name)
  }

  /// A type the file declares that is no enum.
  private func declare(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
    otherTypeNames.insert(name.text)
    return .visitChildren
  }

  package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard
      !node.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }),
      node.parent?.is(MemberBlockItemSyntax.self) == true
    else { return .skipChildren }
    let path = SyntaxScope.typePath(of: node).joined(separator: ".")
    let isVar = node.bindingSpecifier.tokenKind == .keyword(.var)
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      guard Self.isStored(binding) else {
        if let store = ComputedBacking.store(of: binding) {
          views[path, default: []].append((name, store))
        }
        continue
      }
      // `let phase = CurrentValueSubject<Phase, Never>(.idle)`: a subject or relay holding a
      // value of the enum is a holder too, written by `send`, `accept` or `.value =`.
      if let held = SubjectHolder.read(name, binding) {
        candidates[path, default: []].append((held.holder, held.typeName))
        continue
      }
      guard isVar, let typeName = Self.typeName(binding) else { continue }
      let initial = binding.initializer.flatMap { TargetValue.caseName($0.value) }
      let declared = binding.typeAnnotation.flatMap {
        TypeName.strippingOptional($0.type.trimmedText)
      }
      let holder = StateHolder(
        name: name, stateType: declared ?? typeName, isContainer: false, initial: initial)
      candidates[path, default: []].append((holder, typeName))
    }
    return .skipChildren
  }

  /// A computed property whose setter writes a stored value (`var phase: Phase { get { lock
  /// .withLock { stored } } set { lock.withLock { stored = newValue } } }`) holds that value:
  /// writing it writes the store. It takes the store's place, with its type and default.
  private func readViews() {
    for (path, list) in views {
      for view in list {
        guard let index = candidates[path]?.firstIndex(where: { $0.holder.name == view.store })
        else { continue }
        candidates[path]?[index].holder.name = view.name
      }
    }
  }

  /// No accessors, or only observers (`didSet`, `willSet`): a stored property.
  static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return true }
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy {
      [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }

  /// `Phase`, `Player.Phase`, `Phase?`, or the base of `= Phase.idle`: the last component.
  private static func typeName(_ binding: PatternBindingSyntax) -> String? {
    if let type = binding.typeAnnotation?.type {
      guard let text = TypeName.strippingOptional(type.trimmedText) else { return nil }
      // `[Phase]`, `Set<Phase>`: a collection of cases is no state.
      guard !text.contains("<"), !text.hasPrefix("[") else { return nil }
      return TypeName.components(text).last
    }
    guard let member = binding.initializer?.value.as(MemberAccessExprSyntax.self),
      let base = member.base
    else { return nil }
    return TypeName.components(base.trimmedText).last
  }
}
