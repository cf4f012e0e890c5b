// The library's one import: every target below, re-exported, so the command line, the plugins'
// tools, the Benchmarks package and users' `import ArchgenKit` see the whole public API. Which
// target may import which is drawn in Documentation/Architecture.md and checked by
// TargetLayeringTests.
@_exported import ArchgenConfig
@_exported import ArchgenCore
@_exported import ArchgenEnumProperties
@_exported import ArchgenGraph
@_exported import ArchgenGraphOutput
@_exported import ArchgenLinter
@_exported import ArchgenScaffold
@_exported import ArchgenSurvey
@_exported import ArchgenSyntax
@_exported import ArchgenTestGeneration
