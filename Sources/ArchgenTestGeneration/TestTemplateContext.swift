/// The dictionary a `tests` template is rendered with (Stencil reads no computed properties).
package enum TestTemplateContext {
  package static func make(_ suite: GeneratedSuite, request: TestRequest) -> [String: Any] {
    let tests: [[String: Any]] = suite.tests.map { test in
      [
        "name": TestName.function(test.name, framework: request.framework),
        "guard": test.guardText ?? "",
        "start": test.start,
        "path": test.path.map { PathCheck.render($0, framework: request.framework) },
        "act": test.act,
        "expected": test.expected,
        "subject": test.subject,
        "usesEquality": test.usesEquality,
        "isComplete": test.isComplete,
        "line": test.line,
        "effects": MainActorEffects.effects(test, suite: suite, framework: request.framework),
        "assertsChange": test.assertsChange,
        "assertions": suite.reducesDirectly
          ? test.assertions.map { DirectReduceAssertion.render($0, framework: request.framework) }
          : test.assertions,
        "exhaustive": test.exhaustive,
        "received": test.received.map { ["action": $0.action, "assertions": $0.assertions] },
        "overrides": test.overrides,
      ]
    }
    let lines = suite.tests.flatMap { [$0.start, $0.act] + $0.path } + suite.stubs
    let usesFoundation = lines.contains { line in
      ValueBuilder.foundation.values.contains { line.contains($0) }
    }
    var context: [String: Any] = [
      "usesFoundation": usesFoundation,
      "declaresError": lines.contains { $0.contains(ValueBuilder.localError) },
      "framework": request.framework.rawValue,
      // `import Foundation` is written once, by the template's own line.
      "imports": suite.imports.filter {
        $0 != request.module && !(usesFoundation && $0 == "Foundation")
      },
      "testableImports": suite.testableImports.filter { $0 != request.module },
      "stubs": suite.stubs,
      "module": request.module,
      "suite": [
        "typeName": suite.typeName,
        "machine": suite.machine,
        "function": suite.function ?? "",
        "file": suite.file,
        "stateType": suite.stateType,
        "store": suite.store ?? "",
        "reducesDirectly": suite.reducesDirectly,
        "mainActor": suite.isMainActor,
      ] as [String: Any],
      "tests": tests,
    ]
    if let service = suite.service {
      context["service"] =
        [
          "typeName": service.service,
          "reactive": service.reactive,
          "stateType": service.stateType,
          "tests": service.tests.map { test -> [String: Any] in
            [
              "name": TestName.function(test.name, framework: request.framework),
              "guard": test.guardText ?? "",
              "actions": test.actions,
              "expected": test.expected,
              "usesEquality": test.usesEquality,
            ]
          },
        ] as [String: Any]
    }
    return context
  }
}
