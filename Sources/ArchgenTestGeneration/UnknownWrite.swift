import ArchgenCore

/// Why a write `graph` draws as `field=?` gets no test, said truly: the reducer's line is not a
/// shape `StateAssignment` reads (a value it computes, a child state it rebuilds, a path it
/// pushes), or it is one but `FieldDerivation` cannot build its value alike twice or compare it.
package enum UnknownWrite {
  package static func reason(field: String, line: Int, in source: ParsedSource?) -> TestSkip {
    guard let source else { return .unknownTarget }
    return StateAssignment.read(field: field, line: line, in: source) == nil
      ? .unreadWrite : .valueNotBuilt
  }
}
