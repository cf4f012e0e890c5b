import ArchgenCore
import Stencil

/// Renders Stencil templates and turns Stencil's errors into located diagnostics.
package struct TemplateRenderer {
  private let environment = Environment(trimBehaviour: .smart)
  /// Each template's text read into Stencil's tokens once per renderer: `tests` renders the same
  /// few templates for every machine (reading them again was 7% of its CPU on a large app).
  private let templates = TemplateCache()

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
      return try templates.template(text, name: name, environment: environment).render(context)
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

/// Parsed templates by name and text. A Stencil `Template` holds only its tokens and environment
/// and is parsed afresh by each `render`, so one serves any number of renders.
private final class TemplateCache {
  private var templates: [String: [String: Template]] = [:]

  func template(_ text: String, name: String, environment: Environment) -> Template {
    if let template = templates[name]?[text] { return template }
    let template = Template(templateString: text, environment: environment, name: name)
    templates[name, default: [:]][text] = template
    return template
  }
}
