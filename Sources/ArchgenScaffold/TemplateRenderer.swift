import ArchgenCore
import Stencil

/// Renders Stencil templates and turns Stencil's errors into located diagnostics.
package struct TemplateRenderer {
  private let environment = Environment(trimBehaviour: .smart)

  package init() {}

  /// Renders `file` with `context`; a syntax or rendering error names the template file and line.
  package func render(_ file: TemplateSource.File, context: [String: Any]) throws(Diagnostic)
    -> String
  {
    try render(file.text, name: file.displayPath, context: context)
  }

  package func render(_ text: String, name: String, context: [String: Any]) throws(Diagnostic)
    -> String
  {
    do {
      let template = Template(templateString: text, environment: environment, name: name)
      return try template.render(context)
    } catch let error as TemplateSyntaxError {
      let location = error.token?.sourceMap.location
      let line = location.map { Int($0.lineNumber) }
      let column = location.map { $0.lineOffset + 1 }
      throw .error("template error: \(error.reason)", file: name, line: line, column: column)
    } catch {
      throw .error("template error: \(error)", file: name)
    }
  }
}
