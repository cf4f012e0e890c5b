import ArchgenCore
import SwiftSyntax

/// One way a machine is written: what a newcomer adds to teach `graph` a form. A form names
/// itself, says in one line what it reads, gives the words without which a file cannot hold it
/// (the byte prefilter is their union, `FormRegistry.markerWords`), shows examples with the
/// transitions they must give, and names the finder that reads it. Forms are listed in
/// `FormRegistry`; `FormRegistryTests` runs every example and keeps the list complete.
package protocol EntryForm {
  /// The form's name in `Origin.form` and in the docs (`heldHandler`).
  static var identifier: String { get }
  /// One line for the forms table in Documentation/Graph.md.
  static var description: String { get }
  /// Words one of which occurs in every file holding the form (`addRoute`); a file with no form's
  /// word and no declaration's word is not parsed unless it names a machine's owner.
  static var prefilterWords: [String] { get }
  /// A byte test beyond the words, for a form no fixed word finds (`statusesState = .loading`).
  static func holdsBeyondWords(_ text: String) -> Bool
  /// Small sources with the transitions each must give.
  static var examples: [FormExample] { get }
  /// The finder that reads the form; several forms of one function chain share one walk.
  static var finder: any FormFinder.Type { get }
}

extension EntryForm {
  /// The form as a machine's origin records it.
  package static var form: Origin.Form { Origin.Form(identifier) }

  package static func holdsBeyondWords(_ text: String) -> Bool { false }
}

/// A source a form must read, and what it must give.
package struct FormExample: Sendable {
  package var code: String
  /// Every drawn machine's edges as `from -event-> to`, in drawing order.
  package var transitions: [String]
  /// The form recorded in the machines' origin when another form's machine receives the edges
  /// (an entry point adds to its handler's machine); nil: the form itself.
  package var origin: String?
  /// Names for `graph.functions`.
  package var functions: [String]

  package init(
    _ code: String, transitions: [String], origin: String? = nil, functions: [String] = []
  ) {
    self.code = code
    self.transitions = transitions
    self.origin = origin
    self.functions = functions
  }
}

/// Which files a finder walks.
package enum FormWalk: Sendable {
  /// Every file read, also a file read in the second pass only for an owner's declarations.
  case everyFile
  /// Files holding a prefilter marker.
  case markedFiles
  /// Marked files that also hold one of these words (`var transition`).
  case markedFilesWith([String])
}

/// A finder as the registry runs it: it wraps one of the finders (`RouteTableFinder`) and adds
/// what it finds to the file's findings.
package protocol FormFinder {
  /// The finder type it wraps, for the registry's completeness test.
  static var wrapped: Any.Type { get }
  static var walk: FormWalk { get }
  static func find(_ input: FormInput, into found: inout FormFindings)
}

/// One parsed file and what the file's collectors read, handed to every finder.
package struct FormInput {
  package var parsed: ParsedSource
  package var extraFunctions: Set<String>
  package var holders: [String: [StateHolder]]
  package var properties: [String: Set<String>]
  package var methods: [String: [String: FunctionDeclSyntax]]
  package var aliases: [String: TypeSyntax]
  /// The last names of the enums the file declares.
  package var enumNames: Set<String>
}

/// What the finders of one file have found so far, in the order they ran.
package struct FormFindings {
  package var reducers: [ReducerFacts] = []
  package var dropped: [DroppedCandidate] = []
  package var uniFlow: [UniFlowFacts] = []
  /// Action handlers whose state their type holds, for the entry points.
  package var handlers: [HeldHandler] = []
  /// The type paths of every reducer the function chain read, helpers included: a class machine
  /// is not read again in a type that has one.
  package var taken: Set<String> = []
}
