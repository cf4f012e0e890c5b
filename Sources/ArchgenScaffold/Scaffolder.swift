import ArchgenCore
import ArchgenEnumProperties
import Foundation

/// Plans a scene or service: validates the request, renders every template, and compares each
/// file with what is on disk. Nothing is written here.
public enum Scaffolder {
  public static func plan(_ request: ScaffoldRequest) throws(ScaffoldError) -> ScaffoldPlan {
    do throws(Diagnostic) {
      try TypeNameValidator.validate(request.name)
      let context = try context(for: request)
      let manifestFile = try request.templates.file("\(request.kind.rawValue)/manifest.yml")
      let manifest = try TemplateManifest.parse(manifestFile)
      let renderer = TemplateRenderer()
      var base = try context.dictionary()
      var files: [ScaffoldPlan.File] = []
      for entry in manifest.entries where request.includeTests || !entry.isTest {
        let relative = try renderer.render(
          entry.path, name: manifestFile.displayPath, context: base)
        let templateName = try renderer.render(
          entry.template, name: manifestFile.displayPath, context: base)
        let root =
          entry.isTest
          ? (request.testsOutputDirectory ?? request.outputDirectory) : request.outputDirectory
        let path = try OutputPath.resolve(relative, in: root, manifest: manifestFile.displayPath)
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        base["fileName"] = fileName
        base["header"] = request.header.render(fileName: fileName)
        let template = try request.templates.file(
          "\(request.kind.rawValue)/\(templateName)", referencedFrom: entry.templateReference)
        let rendered = try renderer.render(template, context: base)
        let contents = path.hasSuffix(".swift") ? ImportSorter.sort(rendered) : rendered
        files.append(
          ScaffoldPlan.File(
            path: path, status: status(of: path, contents: contents), isTest: entry.isTest,
            contents: contents))
      }
      if let duplicate = Dictionary(grouping: files, by: \.path).first(where: { $0.value.count > 1 }
      ) {
        throw Diagnostic.error("two templates write the same file", file: duplicate.key)
      }
      let folders =
        [request.outputDirectory]
        + (request.includeTests ? [request.testsOutputDirectory].compactMap { $0 } : [])
      return ScaffoldPlan(files: files, folders: folders)
    } catch {
      throw ScaffoldError(diagnostics: [error])
    }
  }

  package static func status(of path: String, contents: String) -> ScaffoldPlan.File.Status {
    guard FileSystem.exists(path) else { return .create }
    let existing = FileManager.default.contents(atPath: path)
    return existing == Data(contents.utf8) ? .identical : .conflict
  }

  /// The typed context every template of this request is rendered with.
  public static func context(for request: ScaffoldRequest) throws(Diagnostic) -> ScaffoldContext {
    let isScene = request.kind == .scene
    if let problem = request.enumProperties.prefixProblem { throw .error("enum_props: \(problem)") }
    let defaults = ScaffoldRequest.Defaults.self
    let states = try CaseListParser.parse(
      request.states ?? (isScene ? defaults.sceneStates : defaults.serviceStates),
      option: "--states")
    let actions = try CaseListParser.parse(
      request.actions ?? (isScene ? defaults.sceneActions : defaults.serviceActions),
      option: "--actions")
    if let initial = states.first, !initial.payload.isEmpty {
      throw .error(
        "the first state is the initial one and cannot carry a payload ('\(initial.name)')",
        file: "--states", line: initial.line - 1, column: max(1, initial.column - "case ".count))
    }
    let routes =
      isScene
      ? try CaseListParser.parse(request.routes ?? defaults.sceneRoutes, option: "--routes") : []
    let events =
      isScene
      ? [] : try CaseListParser.parse(request.events ?? defaults.serviceEvents, option: "--events")
    if !isScene, events.contains(where: { $0.name == "action" }) {
      throw .error(
        "--events must not declare 'action': the service adds case action(Action) itself")
    }
    let dependencies = try request.dependencies.map(DependencyListParser.parse) ?? [.builtIn]
    let owner = isScene ? "\(request.name)Store" : "\(request.name)Service"
    let prefix = request.enumProperties.prefix
    func contexts(_ cases: [EnumCaseModel]) -> [ScaffoldContext.CaseContext] {
      cases.map {
        ScaffoldContext.CaseContext(
          name: $0.name.escapedIfKeyword, declaration: declaration(of: $0), title: title($0.name),
          label: label($0.name),
          check: checkName($0.name, prefix: prefix), hasPayload: !$0.payload.isEmpty)
      }
    }
    let guess = ReducerGuess(states: states, checkPrefix: prefix)
    var reducerCases = actions.map {
      guess.reducerCase(for: $0, wrap: { isScene ? $0 : ".action(\($0))" })
    }
    reducerCases += events.map { guess.reducerCase(for: $0, wrap: { $0 }) }
    let stateModel = EnumModel(qualifiedName: "\(owner).State", cases: states)
    let stateContexts = contexts(states)
    return ScaffoldContext(
      name: request.name, kind: request.kind.rawValue, reactive: request.reactive.rawValue,
      ui: request.ui.rawValue, module: request.module,
      types: .init(
        store: "\(request.name)Store", viewController: "\(request.name)ViewController",
        swiftUIView: "\(request.name)View", builder: "\(request.name)Builder",
        service: "\(request.name)Service", owner: owner),
      states: stateContexts, actions: contexts(actions), routes: contexts(routes),
      events: contexts(events),
      initialState: stateContexts[0], reducerCases: reducerCases,
      actionRoutes: actions.map { action in
        let route = routes.first {
          $0.name == action.name && $0.payload.isEmpty && action.payload.isEmpty
        }
        let value = route.map { ".\($0.name.escapedIfKeyword)" }
        return .init(
          pattern: ".\(action.name.escapedIfKeyword)", route: value, result: value ?? "nil",
          actionTitle: title(action.name), routeTitle: route.map { title($0.name) })
      },
      stateProperties: EnumPropertiesRenderer(options: request.enumProperties).render(stateModel),
      environment: .init(accessor: request.environmentAccessor),
      modules: .init(
        feedback: request.modules.feedback
          ?? (request.reactive == .combine ? "CombineFeedbackSystem" : "FeedbackSystem"),
        verification: request.modules.verification ?? "StoreVerification", app: request.module),
      dependencies: dependencyContexts(dependencies), testDoubles: doubleContexts(dependencies))
  }

  private static func dependencyContexts(_ list: [ScaffoldDependency])
    -> [ScaffoldContext.Dependency]
  {
    list.enumerated().map { index, dependency in
      .init(
        name: dependency.name, type: dependency.type, member: dependency.member,
        testValue: dependency.testValue, comma: index == list.count - 1 ? "" : ",")
    }
  }

  /// One double per protocol, however many dependencies share it.
  private static func doubleContexts(_ list: [ScaffoldDependency]) -> [ScaffoldContext.TestDouble] {
    var seen: Set<String> = []
    return list.compactMap(\.double).compactMap { double in
      seen.insert(double.name).inserted
        ? .init(name: double.name, conformsTo: double.conformsTo) : nil
    }
  }

  /// `name(label: Type, Type)` as it would be declared.
  package static func declaration(of enumCase: EnumCaseModel) -> String {
    guard !enumCase.payload.isEmpty else { return enumCase.name.escapedIfKeyword }
    let elements = enumCase.payload.map { element in
      element.label.map { "\($0): \(element.type)" } ?? element.type
    }
    return "\(enumCase.name.escapedIfKeyword)(\(elements.joined(separator: ", ")))"
  }
}

/// Keeps every generated file inside its output folder, whatever a custom manifest says.
package enum OutputPath {
  package static func resolve(_ relative: String, in root: String, manifest: String)
    throws(Diagnostic)
    -> String
  {
    let trimmed = relative.trimmingCharacters(in: .whitespacesAndNewlines)
    let components = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("/"), !trimmed.hasPrefix("~"),
      !components.contains(where: { $0 == ".." || $0.isEmpty })
    else {
      throw .error(
        "template path '\(relative)' leaves the output folder; paths must be relative and stay inside it",
        file: manifest)
    }
    let path = root == "." ? trimmed : (root.hasSuffix("/") ? root + trimmed : root + "/" + trimmed)
    // A symlink inside the output folder must not lead outside it either.
    let resolvedRoot = realPath(root)
    let resolved = realPath(path)
    guard resolved.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/") else {
      throw .error(
        "template path '\(relative)' resolves outside the output folder (\(resolved))",
        file: manifest)
    }
    return path
  }

  /// The path of an existing file or folder with every symbolic link resolved; nil when it cannot
  /// be resolved (nothing there, a link loop).
  package static func resolvedPath(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }

  /// The path with every symlink of its existing part resolved; the missing rest is appended.
  package static func realPath(_ path: String) -> String {
    var existing = URL(fileURLWithPath: path).standardizedFileURL
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path) && existing.path != "/" {
      missing.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    var resolved = existing.path
    if let real = realpath(existing.path, nil) {
      resolved = String(cString: real)
      free(real)
    }
    return missing.reduce(URL(fileURLWithPath: resolved)) { $0.appendingPathComponent($1) }.path
  }
}
