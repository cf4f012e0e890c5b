import ArchgenConfig
import ArchgenCore
import ArchgenGraph
import ArchgenScaffold
import ArchgenSyntax
import Foundation
import SwiftSyntax

/// What `archgen tests` would write, and the figures to report. Nothing is written here.
public struct TestGeneration: Sendable {
  public var plan: ScaffoldPlan
  public var report: TestReport
}

/// Plans one test file per machine that graph finds, a test per transition, rendered through the
/// `tests` template set.
public enum TestGenerator {
  public static func plan(_ request: TestRequest) throws(ScaffoldError) -> TestGeneration {
    let (found, findDiagnostics) = SwiftFileFinder().files(in: request.paths)
    // The files graph reads: test folders and doubles are not machines to test.
    let paths = found.filter {
      !StateGraph.isExcluded($0, roots: request.paths, globs: request.excluded)
    }
    var sources: [SourceText] = []
    var diagnostics = findDiagnostics
    for path in paths {
      do throws(Diagnostic) {
        sources.append(try SourceText.read(path))
      } catch {
        diagnostics.append(error)
      }
    }
    return try plan(sources: sources, diagnostics: diagnostics, request: request)
  }

  /// The same over sources already in memory; `diagnostics` come first in the report.
  public static func plan(
    sources: [SourceText], diagnostics: [Diagnostic] = [], request: TestRequest
  ) throws(ScaffoldError) -> TestGeneration {
    var report = suites(
      sources: sources,
      options: GraphOptions(
        paths: request.paths, functions: request.functions, typeName: request.typeName,
        excluded: request.excluded))
    report.diagnostics = diagnostics + report.diagnostics
    report.framework = request.framework
    do throws(Diagnostic) {
      let files = try render(report.suites, request: request)
      return TestGeneration(
        plan: ScaffoldPlan(files: files, folders: [request.outputDirectory]), report: report)
    } catch {
      throw ScaffoldError(diagnostics: report.diagnostics + [error])
    }
  }

  /// The suites of every machine in `sources`, and the machines that get none.
  public static func suites(sources: [SourceText], options: GraphOptions) -> TestReport {
    // Each file parsed once (in parallel, under the nesting guard), for graph's facts and the
    // catalog's declarations alike; only a file that holds a reducer keeps its tree, for the
    // reducer's convention and the service's shape.
    let functions = Set(options.functions)
    let scanned = SourceScan(sources: sources).map(
      empty: (StateGraph.noFacts(), TypeCatalog.Declarations?.none, ParsedSource?.none)
    ) { _, item in
      switch item {
      case .failed(let problem): return (StateGraph.facts(failed: problem), nil, nil)
      case .skipped: return (StateGraph.noFacts(), nil, nil)
      case .parsed(let source, let parsed, _):
        // One walk for declarations, read by graph's facts and the catalog alike.
        let declarations = DeclarationTable(parsed.tree, file: parsed.path)
        let facts = StateGraph.facts(
          of: parsed, text: source.text, functions: functions, declarations: declarations)
        guard parsed.refusal == nil else { return (facts, nil, nil) }
        let kept = StateGraph.holdsReducer(facts) ? parsed : nil
        return (facts, TypeCatalog.Declarations(parsed, declarations: declarations), kept)
      }
    }
    let graph = StateGraph.link(scanned.map(\.0), options: options)
    let catalog = TypeCatalog(scanned.compactMap(\.1))
    let byPath = Dictionary(
      scanned.compactMap(\.2).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var report = TestReport(suites: [], skippedMachines: [], diagnostics: graph.diagnostics)
    let imports = ModuleImports(catalog: catalog, layout: ModuleLayout())
    for machine in graph.machines {
      // Where several files declare a type of the same name (one per example app), the one
      // nearest the machine's file is meant.
      let catalog = catalog.preferring(file: machine.file)
      switch suite(for: machine, source: byPath[machine.file], catalog: catalog) {
      case .success(var suite):
        StubbedServiceUse.withhold(&suite, source: byPath[machine.file], catalog: catalog)
        HeldInstanceUse.withhold(&suite, source: byPath[machine.file], catalog: catalog)
        imports.apply(to: &suite)
        FolderModules.apply(to: &suite, catalog: catalog, layout: imports.layout)
        FrameworkImports.apply(to: &suite, source: byPath[machine.file], catalog: catalog)
        report.suites.append(suite)
      case .failure(let reason):
        report.skippedMachines.append(
          .init(machine: machine.name, file: machine.file, line: machine.line, reason: reason))
      }
    }
    report.sharedNames = SuiteNames.disambiguate(&report.suites)
    return report
  }

  package static func suite(for machine: StateMachine, source: ParsedSource?, catalog: TypeCatalog)
    -> Result<GeneratedSuite, TestSkip>
  {
    guard let source else { return .failure(.notAFunction) }
    if let store = storeSuite(for: machine, source: source, catalog: catalog) { return store }
    var convention: ReducerConvention
    var machine = machine
    switch CallableForms.convention(for: &machine, source: source, catalog: catalog) {
    case .success(let found): convention = found
    case .failure(let reason): return .failure(reason)
    }
    let near = convention.owner ?? machine.name
    // A class machine's events are its methods.
    if let methods = convention.methodEvents {
      let suite = suite(
        machine, convention: convention, eventEnum: methods.events, source: source,
        catalog: catalog)
      guard let held = convention.heldState else { return suite }
      return suite.map { CallableForms.heldStateSuite($0, held) }
    }
    // ReSwift's actions are types matched with `as`: an enum found under the protocol's name
    // (another file's `Action`) does not have them.
    guard let eventType = machine.eventType else { return .failure(.eventNotAnEnum) }
    // Events carried by the structs the reducer casts its protocol-typed event to.
    let carried =
      catalog.enumType(named: eventType, near: near) == nil
      ? CastEventCarriers.read(machine, source: source, catalog: catalog, near: near) : nil
    let typeMatched =
      carried == nil ? CallableForms.typeMatchedEvents(machine, catalog: catalog, near: near) : nil
    var eventEnum = typeMatched ?? carried?.events ?? catalog.enumType(named: eventType, near: near)
    convention.eventCarriers = carried?.carriers ?? [:]
    if eventEnum == nil, let cast = CallableForms.castEvents(machine, catalog: catalog) {
      eventEnum = cast
      convention.eventTypeName = cast.qualifiedName
    }
    guard var eventEnum else { return .failure(.eventNotAnEnum) }
    convention.typeMatchedEvents = typeMatched != nil
    // A held machine's events that are methods of its type (`start()` beside the handler that
    // switches over a message) are called, beside the enum's cases.
    if convention.heldState != nil,
      let beside = MethodEventsReader.besideCases(
        machine, eventEnum: eventEnum, owner: machine.name, in: source)
    {
      eventEnum.cases += beside.events.cases
      convention.methodEvents = beside
      convention.isAsync = convention.isAsync || beside.methods.values.contains(where: \.isAsync)
      convention.isThrowing =
        convention.isThrowing || beside.methods.values.contains(where: \.isThrowing)
    }
    let suite = suite(
      machine, convention: convention, eventEnum: eventEnum, source: source, catalog: catalog)
    if convention.appliesThroughTester {
      return suite.map { suite in
        var suite = suite
        suite.imports = ["WorkflowTesting"]
        return suite
      }
    }
    guard let held = convention.heldState else { return suite }
    return suite.map { CallableForms.heldStateSuite($0, held) }
  }

  private static func suite(
    _ machine: StateMachine, convention: ReducerConvention, eventEnum: TypeCatalog.EnumType,
    source: ParsedSource, catalog: TypeCatalog
  ) -> Result<GeneratedSuite, TestSkip> {
    let near = convention.owner ?? machine.name
    let builder = ValueBuilder(catalog: catalog, owner: near)
    // A class a test can build (`LampState()`) is set and compared field by field, as a struct.
    if let stateType = machine.stateType,
      let stateStruct = structState(stateType, near: near, catalog: catalog)
        ?? (catalog.enumType(named: stateType, near: near) == nil
          ? catalog.classType(named: stateType, near: near) : nil)
    {
      let events = SuitePlanner(
        machine: machine, convention: convention,
        stateEnum: .init(
          qualifiedName: stateStruct.qualifiedName, cases: [], declaresEquatable: false),
        eventEnum: eventEnum, builder: builder)
      return .success(
        StructSuitePlanner(
          machine: machine, convention: convention, stateStruct: stateStruct, events: events,
          source: source
        ).suite())
    }
    guard let stateType = machine.stateType,
      let stateEnum = catalog.enumType(named: stateType, near: near)
    else { return .failure(.stateNotAnEnum) }
    let planner = SuitePlanner(
      machine: machine, convention: convention, stateEnum: stateEnum, eventEnum: eventEnum,
      builder: builder, source: source)
    var suite = planner.suite()
    suite.service = serviceSuite(planner, source: source)
    return .success(suite)
  }

  /// The struct a state type names, unless an enum of that name is nearer: the one nested in
  /// the owner wins over a type of the same simple name elsewhere (`Feature.State`, not another
  /// module's `enum State`).
  package static func structState(_ stateType: String, near owner: String, catalog: TypeCatalog)
    -> TypeCatalog.StructType?
  {
    guard let found = catalog.structType(named: stateType, near: owner) else { return nil }
    guard let other = catalog.enumType(named: stateType, near: owner) else { return found }
    func depth(_ qualified: String) -> Int {
      var scope = owner.split(separator: ".").map(String.init)
      while !scope.isEmpty {
        if qualified == (scope + [stateType]).joined(separator: ".") { return scope.count }
        scope.removeLast()
      }
      return qualified == stateType ? 0 : -1
    }
    return depth(found.qualifiedName) >= depth(other.qualifiedName) ? found : nil
  }

  /// Whether the machine's `reduce` hands back a new state (`reduce(state:mutation:) -> State`, a
  /// ReactorKit reactor) instead of changing one in place as composable-architecture's
  /// `reduce(into:action:)` does: such a reducer is called, whatever else its file imports
  /// (a reactor may import composable-architecture for `@Dependency` alone).
  private static func returnsItsState(_ machine: StateMachine, in source: ParsedSource) -> Bool {
    guard machine.function == "reduce",
      case .success(let convention) = ReducerConventionReader.read(machine, in: source)
    else { return false }
    return convention.returnsState || !convention.stateIsInout
  }

  /// A composable-architecture feature (the file imports it; `Reduce` in `body` or
  /// `reduce(into:action:)`) over a struct state: tests through `TestStore`. Nil for anything
  /// else, which the other planners take.
  package static func storeSuite(
    for machine: StateMachine, source: ParsedSource, catalog: TypeCatalog
  )
    -> Result<GeneratedSuite, TestSkip>?
  {
    guard machine.function == "body" || machine.function == "reduce",
      source.tree.statements.contains(where: {
        $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "ComposableArchitecture"
      })
        || ReducerMacroFinder.isReducer(
          machine.name, in: source.tree, protocols: catalog.reducerProtocols),
      let stateType = machine.stateType,
      catalog.enumType(named: stateType, near: machine.name) == nil
        || structState(stateType, near: machine.name, catalog: catalog) != nil,
      !returnsItsState(machine, in: source)
    else { return nil }
    let feature = machine.name
    if ReducerConventionReader.isHidden(feature: feature, in: source) {
      return .failure(.notReachable)
    }
    guard let eventType = machine.eventType,
      let eventEnum = catalog.enumType(named: eventType, near: feature)
    else { return .failure(.eventNotAnEnum) }
    // The template builds the feature as `Feature()`.
    if let featureType = catalog.structType(named: feature),
      featureType.isGeneric || !featureType.required.isEmpty
    {
      return .failure(.featureNeedsValues)
    }
    let stateStruct = catalog.structType(named: stateType, near: feature)
    let stateName =
      stateStruct?.qualifiedName
      ?? (stateType.contains(".") ? stateType : "\(feature).\(stateType)")
    let convention = ReducerConvention(
      function: "", receiver: .none, labels: [], stateIndex: nil, eventIndex: 0,
      stateIsInout: true, returnsState: false, stateName: "state", owner: feature)
    let events = SuitePlanner(
      machine: machine, convention: convention,
      stateEnum: .init(qualifiedName: stateName, cases: [], declaresEquatable: false),
      eventEnum: eventEnum, builder: ValueBuilder(catalog: catalog, owner: feature))
    let suite = StoreSuitePlanner(
      machine: machine, feature: feature, stateStruct: stateStruct, stateName: stateName,
      events: events, source: source
    ).suite()
    return .success(
      StateInitDependencies.apply(
        to: suite, stateName: stateName, source: source, catalog: catalog))
  }

  /// The service suite when the state is nested in a service class of the architecture's shape
  /// and the event wraps its actions in `case action(Action)`.
  package static func serviceSuite(_ planner: SuitePlanner, source: ParsedSource) -> ServiceSuite? {
    let parts = planner.stateEnum.qualifiedName.split(separator: ".").map(String.init)
    guard parts.count >= 2, let owner = parts.first,
      let shape = ServiceShape.read(typeName: owner, in: source.tree),
      let actionCase = planner.eventEnum.enumCase("action"), actionCase.payload.count == 1,
      let actionEnum = planner.builder.catalog.enumType(
        named: actionCase.payload[0].type, near: owner)
    else { return nil }
    let suite = ServicePlanner(planner: planner, shape: shape, actionEnum: actionEnum).suite()
    return suite.tests.isEmpty ? nil : suite
  }

  package static func render(_ suites: [GeneratedSuite], request: TestRequest) throws(Diagnostic)
    -> [ScaffoldPlan.File]
  {
    let manifestFile = try request.templates.file("tests/manifest.yml")
    let manifest = try TemplateManifest.parse(manifestFile)
    let renderer = TemplateRenderer()
    var files: [ScaffoldPlan.File] = []
    // Which machine each planned file is for, to name both when two plan the same file.
    var writers: [String: String] = [:]
    for suite in suites where !suite.tests.isEmpty {
      let context = TestTemplateContext.make(suite, request: request)
      for entry in manifest.entries {
        let relative = try renderer.render(
          entry.path, name: manifestFile.displayPath, context: context)
        // An entry whose path renders empty is not for this machine (a service file for a
        // reducer that drives no service).
        if relative.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { continue }
        let templateName = try renderer.render(
          entry.template, name: manifestFile.displayPath, context: context)
        let path = try OutputPath.resolve(
          relative, in: request.outputDirectory, manifest: manifestFile.displayPath)
        let template = try request.templates.file(
          "tests/\(templateName)", referencedFrom: entry.templateReference)
        let contents = try renderer.render(template, context: context)
        let writer = "\(suite.machine) in \(suite.file)"
        if let other = writers.updateValue(writer, forKey: path) {
          // Same type and function in two modules (one per example app, say): their test
          // classes would clash in one target too.
          throw Diagnostic.error(
            "two machines write the same test file: \(other) and \(writer); "
              + "generate each module's tests into its own --output",
            file: path)
        }
        files.append(
          ScaffoldPlan.File(
            path: path, status: Scaffolder.status(of: path, contents: contents), isTest: true,
            contents: contents))
      }
    }
    return files
  }
}
