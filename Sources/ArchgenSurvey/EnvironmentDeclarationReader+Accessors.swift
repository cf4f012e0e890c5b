import ArchgenSyntax
import SwiftSyntax

/// The accessors `EnvironmentDeclarationReader` reads out of a member's body: a property an
/// extension adds to every value that hands back a shared object, a static that hands back a
/// service its own stored instance keeps, and a static function that hands back a stored instance.
extension EnvironmentDeclarationReader {
  /// `extension NSObject { var appDelegate: AppDelegate { UIApplication.shared.delegate as!
  /// AppDelegate } }`: a property an extension adds to every value of a type, that reads nothing
  /// of the value and hands back a shared object reached through a type, is a global accessor in
  /// the code of that type, whatever its name; proposed only if read as a locator.
  func readAddedAccessor(_ node: VariableDeclSyntax) {
    for binding in node.bindings {
      guard
        let name = (binding.pattern.as(IdentifierPatternSyntax.self)?.identifier).map(
          IdentifierName.of),
        !EnvironmentWords.isStandIn(name), MemberShape.isComputed(binding),
        binding.typeAnnotation != nil, let type = Self.typeName(of: binding),
        type.first?.isUppercase ?? false, !type.contains("<"),
        !EnvironmentWords.valueTypes.contains(type),
        let statements = Self.getter(of: binding), statements.count == 1,
        let value = ForwardedMember.handedBack(by: statements),
        let reached = EnvironmentUseReader.chain(PlainExpression.uncast(value)),
        reached.contains("."), reached.first?.isUppercase ?? false
      else { continue }
      add(
        .anyGlobal, accessor: name, root: name, family: nil,
        summary: "\(name) of type \(type), added by an extension", type: type, at: binding)
    }
  }

  /// `shared.apiClient` of `static var apiClient: BRAPIClient { shared.apiClient }`: a static
  /// that hands back a service its own stored instance keeps is a static service of the type, as
  /// `static let apiClient = BRAPIClient()` would be.
  func forwardedInstanceMember(_ binding: PatternBindingSyntax, of owner: String)
    -> String?
  {
    guard MemberShape.isComputed(binding), let chain = Self.returnedChain(binding) else {
      return nil
    }
    var parts = chain.split(separator: ".").map(String.init)
    if let first = parts.first, [owner, "Self"].contains(first) { parts.removeFirst() }
    guard parts.count == 2, ownInstances[owner]?.contains(parts[0]) ?? false else { return nil }
    return parts.joined(separator: ".")
  }

  /// A static method given nothing that returns its own type by handing back a stored value
  /// (`class func shared() -> Bootstrap { return sharedBootstrap }`), not one that makes one.
  static func handsBackAnInstance(_ node: FunctionDeclSyntax, _ scope: Scope) -> Bool {
    guard isStatic(node.modifiers), !isPrivate(node.modifiers), !scope.isPrivate,
      node.signature.parameterClause.parameters.isEmpty, node.genericParameterClause == nil,
      let result = node.signature.returnClause?.type.trimmedDescription,
      result == scope.name || result == "Self",
      let statements = node.body?.statements, statements.count == 1,
      let item = statements.first?.item
    else { return false }
    let value = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    guard let chain = value.flatMap(EnvironmentUseReader.chain) else { return false }
    return !chain.contains(".") || chain.hasPrefix("Self.") || chain.hasPrefix(scope.name + ".")
  }
}
