#!/usr/bin/env bash
# Proves `archgen tests` on real builds: copies the pure-reducer fixtures and the feedback-loop
# service fixtures into a temporary SwiftPM package, generates XCTest and Swift Testing suites for
# them, runs `swift test`, prints the complete/placeholder figures, then breaks one transition of
# a machine and one of each service and checks that exactly their tests fail.
#
# usage: .ci/tests-check.sh ARCHGEN_BINARY
#
# Fixtures used (pure reducers that build on Linux): StateGraph/{TrafficLight, CheckoutFlow,
# BookingMachine, PlayerReducer, SmartLock, ConnectionMachine}.swift and TestGeneration/*.swift.
# PlayerReducer gets `import Foundation` (it names URL); SmartLock's `@Published` and
# ConnectionMachine's `FeedbackSystem` get one-line shims (Support/Shims.swift), since Combine
# and the FeedbackSystem library are not on Linux. StateGraph/AuthService (a pure reducer that
# imports RxSwift) builds with the services, below. Left out: DownloadsStore (a scene store),
# OnboardingReducer (its reducer is a closure), CounterFeature, MeetingRecorder (ComposableArchitecture),
# FeedReactor (ReactorKit), RouterReducer (ReSwift), SearchFeature (UniFlow), ArticlesViewModel,
# UploadViewModel (view models, no pure reducer), BrokenReducers (a syntax error on purpose) and
# the Negative* files (no machine).
#
# ParcelReducer (TestGeneration/ParcelReducer.swift) builds with the machines: fields set to
# the values their events carry (a Date, a memberwise struct, a struct with its own initializer, a
# list of a type whose deterministic initializer is chosen over one drawing a UUID, a value every
# initializer of which draws anew, built once and sent and expected as itself).
#
# SprinklerMachine (TestGeneration/SprinklerMachine.swift) builds with the machines: a class
# machine keeping a valve in step with its state, whose deinit traps on a valve left open; its
# tests reach each state by the methods and bring the sprinkler back before it is released.
#
# HonestReducers (TestGeneration/HonestReducers.swift) builds with the machines: a private
# reducer (no test), a throwing one, `Error` payloads, guards on the source's payload, a `_`
# event, a `-> Bool` reducer, Workflow-style actions and a self-loop. HeaterReducer
# (TestGeneration/HeaterReducer.swift) reduces a class state a test builds through its own
# initializer.
#
# Features: TestGeneration/Features/*.swift are composable-architecture features; they build as
# the module `Features` on the stand-in in Fixtures/StandIns/ComposableArchitecture (ours: the
# reducer API and a TestStore that applies the action and compares states, reporting to XCTest
# or Swift Testing; it runs effects and keeps the actions they send back for `receive`;
# bindings), copied in as the target `ComposableArchitecture`. NotesFeature has its helpers in a
# `private extension` and a binding matched by key path; InboxFeature's effects send actions
# back (`.send`, `.run`), which its tests receive; TabsFeature's action names the state's
# nested enum from the feature's scope. LineupFeature's state is not Equatable: its tests run
# the reducer and compare fields (no TestStore can hold it). GuideFeature's child runs through
# `ifLet`: its action's test starts with the child built (the stand-in's `ifLet` reports a child
# action sent while the child is nil). JukeboxFeature's state has a `@Shared(.library)` field with
# no value of its own (the stand-in's `Shared`): its tests build `State(owner:)` without it.
#
# Services: TestGeneration/Services/{SessionService (RxSwift), BadgeService (Combine)}.swift build
# as the module `Services` (apart from `Machines` and its shims) on the test runtime in
# Fixtures/TestGeneration/Runtime: our own runnable subset of RxSwift, RxRelay, RxTest, the team's
# FeedbackSystem and StoreVerification and the Combine FeedbackSystem, with OpenCombine as Combine
# (Linux only). So their ReduceTests and FeedbackTests run for real, in each framework (the
# FeedbackTests of the Swift Testing target are Swift Testing tests), and the runtime's own checks
# (Runtime/Tests/RuntimeTests, XCTest) run in the same build. StateGraph/AuthService builds there
# too: it imports RxSwift, and has no service shape (no `init(scheduler:)`), so it gets reducer
# tests only.
#
# Forms: TestGeneration/Forms/*.swift are the other callable forms graph draws, built as the
# module `Forms` on our stand-ins of the libraries they name (Fixtures/StandIns/{Actomaton,
# CombineFeedback, ReSwift, ReactorKit}): a `static let` closure, a stored `let` closure, a
# factory returning a closure, CombineFeedback's `static func reducer() -> Reducer<State, Event>`,
# Actomaton's `Reducer { action, state, _ in }`, a ReSwift reducer with actions matched by type,
# a ReactorKit reactor built through its initializer, a reducer writing a value with a random
# id (SignOutReducer: that write gets no test), a view model's `send(_:)`, a Workflow
# action applied through WorkflowTesting's tester (stand-ins Workflow and WorkflowTesting), and a
# store whose `private(set)` state its tests reach by paths of actions from the initial state
# (ReaderStore, seed 000's `dispatch(_:)`), a reactor whose `State` and `Mutation` are type
# aliases (MailboxReactor), a reactor whose states are copies made through the state's
# copy-modify method (ComposerReactor, `state.with { $0.text = text }`), and a view model whose
# writes run in tasks its tests await, one kept
# in a property and one returned (PlaylistViewModel), a main-actor view model whose helper's
# writes in a dropped task get no test and whose XCTest tests are `async` (LedgerViewModel), and a
# reactor and a view model whose
# initializers take services of protocol types, built with the stubs their test files declare
# (ProfileReactor, InvoiceViewModel), and a reactor built with a value the app holds of another
# module's protocol and a relay built as the app builds one (TrayReactor; Forms then depends on
# the test runtime's RxSwift and RxRelay).
#
# Modules: TestGeneration/Modules is an app of two modules, built here as the targets `Catalog`
# and `Player`: the player's reducer and feature take and hold the catalog's `Track`, whose
# memberwise initializer is internal to `Catalog`; their tests `@testable import Catalog`, which
# archgen reads from this package's manifest.
set -euo pipefail

if [[ $# -ne 1 ]]; then
  echo "usage: $0 ARCHGEN_BINARY" >&2
  exit 2
fi
archgen="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pkg="$work/Machines"
mkdir -p "$pkg/Sources/Machines/Fixtures" "$pkg/Sources/Machines/Support" "$pkg/Sources/Services" \
  "$pkg/Sources/Features" "$pkg/Sources/ComposableArchitecture" "$pkg/Sources/Forms" \
  "$pkg/Sources/Catalog" "$pkg/Sources/Player" \
  "$pkg/Tests/XCTestTests" "$pkg/Tests/SwiftTestingTests" "$pkg/Tests/RuntimeTests"

for name in TrafficLight CheckoutFlow BookingMachine PlayerReducer SmartLock ConnectionMachine; do
  cp "$root/Fixtures/StateGraph/$name.swift" "$pkg/Sources/Machines/Fixtures/"
done
cp "$root"/Fixtures/TestGeneration/*.swift "$pkg/Sources/Machines/Fixtures/"
printf 'import Foundation\n' | cat - "$root/Fixtures/StateGraph/PlayerReducer.swift" \
  >"$pkg/Sources/Machines/Fixtures/PlayerReducer.swift"
cp "$root"/Fixtures/TestGeneration/Services/*.swift "$root/Fixtures/StateGraph/AuthService.swift" \
  "$pkg/Sources/Services/"
cp "$root"/Fixtures/TestGeneration/Runtime/Tests/RuntimeTests/*.swift "$pkg/Tests/RuntimeTests/"
cp "$root"/Fixtures/TestGeneration/Features/*.swift "$pkg/Sources/Features/"
# A plain reducer method of a feature whose state holds the framework's alert: its test file
# imports ComposableArchitecture, as the reducer's file does (the app module does not re-export it).
cp "$root"/Fixtures/TestGeneration/Imports/Framework/NoticeCore.swift "$pkg/Sources/Features/"
cp "$root"/Fixtures/StandIns/ComposableArchitecture/*.swift "$pkg/Sources/ComposableArchitecture/"
cp "$root"/Fixtures/TestGeneration/Forms/*.swift "$pkg/Sources/Forms/"
cp "$root"/Fixtures/TestGeneration/Modules/Shared/Catalog/*.swift "$pkg/Sources/Catalog/"
cp "$root"/Fixtures/TestGeneration/Modules/Sources/Player/*.swift "$pkg/Sources/Player/"
form_libraries=(Actomaton CombineFeedback ReSwift ReactorKit Workflow WorkflowTesting)
for library in "${form_libraries[@]}"; do
  mkdir -p "$pkg/Sources/$library"
  cp "$root/Fixtures/StandIns/$library"/*.swift "$pkg/Sources/$library/"
done

cat >"$pkg/Sources/Machines/Support/Shims.swift" <<'SWIFT'
// Linux stand-ins for what the fixtures name from Apple or third-party frameworks.
@propertyWrapper struct Published<Value> { var wrappedValue: Value }

struct FeedbackSystem<State, Event> {
  init(initial: State, reduce: @escaping (State, Event) -> State, feedbacks: [Any]) {}
}

SWIFT

# The services build on the test runtime, a package of its own beside the fixtures.
cat >"$pkg/Package.swift" <<SWIFT
// swift-tools-version: 5.9
import PackageDescription

let runtime: [Target.Dependency] = [
  "Combine", "RxSwift", "RxRelay", "RxTest", "FeedbackSystem", "StoreVerification",
  "CombineFeedbackSystem",
].map { .product(name: \$0, package: "Runtime") }

let package = Package(
  name: "Machines",
  dependencies: [.package(path: "$root/Fixtures/TestGeneration/Runtime")],
  targets: [
    .target(name: "Machines"),
    .target(name: "Services", dependencies: runtime),
    .target(name: "ComposableArchitecture"),
    .target(name: "Features", dependencies: ["ComposableArchitecture"]),
    .target(name: "Actomaton"),
    .target(name: "CombineFeedback"),
    .target(name: "ReSwift"),
    .target(name: "ReactorKit"),
    .target(name: "Workflow"),
    .target(name: "WorkflowTesting", dependencies: ["Workflow"]),
    .target(
      name: "Forms",
      dependencies: ["Actomaton", "CombineFeedback", "ReSwift", "ReactorKit", "Workflow"]
        + runtime),
    .target(name: "Catalog"),
    .target(name: "Player", dependencies: ["Catalog", "ComposableArchitecture"]),
    .testTarget(
      name: "XCTestTests",
      dependencies: [
        "Machines", "Services", "Features", "ComposableArchitecture", "Forms", "WorkflowTesting",
        "Catalog", "Player",
      ] + runtime),
    .testTarget(
      name: "SwiftTestingTests",
      dependencies: [
        "Machines", "Services", "Features", "ComposableArchitecture", "Forms", "WorkflowTesting",
        "Catalog", "Player",
      ] + runtime),
    .testTarget(name: "RuntimeTests", dependencies: runtime),
  ]
)
SWIFT

# BookingMachine's reducer is named in the config, as a team would.
printf 'graph:\n  functions: [advance]\n' >"$pkg/.archgen.yml"

cd "$pkg"
for framework in xctest swift-testing; do
  output=Tests/XCTestTests
  [[ "$framework" == swift-testing ]] && output=Tests/SwiftTestingTests
  echo "-- archgen tests ($framework): machines"
  "$archgen" tests Sources/Machines/Fixtures --module Machines --framework "$framework" \
    --output "$output" | tee "$work/$framework.txt"
  echo "-- archgen tests ($framework): services"
  "$archgen" tests Sources/Services --module Services --framework "$framework" \
    --output "$output" | tee "$work/$framework-services.txt"
  echo "-- archgen tests ($framework): composable-architecture features"
  "$archgen" tests Sources/Features --module Features --framework "$framework" \
    --output "$output" | tee "$work/$framework-features.txt"
  echo "-- archgen tests ($framework): closures, factories, ReSwift, ReactorKit, view models"
  "$archgen" tests Sources/Forms --module Forms --framework "$framework" \
    --output "$output" | tee "$work/$framework-forms.txt"
  echo "-- archgen tests ($framework): a module's machines holding another module's type"
  "$archgen" tests Sources/Player Sources/Catalog --module Player --framework "$framework" \
    --output "$output" | tee "$work/$framework-modules.txt"
done

# "N tests: C complete, P need a value" -> "N C"
figures() {
  grep -E '^[0-9]+ tests: ' "$1" | sed -E 's/^([0-9]+) tests: ([0-9]+) complete.*/\1 \2/'
}
read -r total complete < <(figures "$work/xctest.txt")
read -r service_total service_complete < <(figures "$work/xctest-services.txt")
read -r feature_total feature_complete < <(figures "$work/xctest-features.txt")
read -r form_total form_complete < <(figures "$work/xctest-forms.txt")
read -r module_total module_complete < <(figures "$work/xctest-modules.txt")
if [[ "$(figures "$work/swift-testing.txt")" != "$total $complete" \
  || "$(figures "$work/swift-testing-forms.txt")" != "$form_total $form_complete" \
  || "$(figures "$work/swift-testing-services.txt")" != "$service_total $service_complete" \
  || "$(figures "$work/swift-testing-features.txt")" != "$feature_total $feature_complete" \
  || "$(figures "$work/swift-testing-modules.txt")" != "$module_total $module_complete" ]]; then
  echo "error: the two frameworks got different figures" >&2
  exit 1
fi
feedback_tests=$(cat Tests/XCTestTests/*FeedbackTests.swift | grep -c '^  func test')
if [[ "$feedback_tests" -eq 0 ]]; then
  echo "error: no FeedbackTests were generated for the services" >&2
  exit 1
fi
# The Swift Testing target's FeedbackTests follow --framework: the same tests, as @Test functions.
swift_testing_feedback_tests=$(cat Tests/SwiftTestingTests/*FeedbackTests.swift \
  | grep -c '^  @Test func [a-z]')
if [[ "$swift_testing_feedback_tests" -ne "$feedback_tests" ]] \
  || grep -qE 'XCTest|XCTAssert|XCTFail|func test' Tests/SwiftTestingTests/*FeedbackTests.swift; then
  echo "error: the Swift Testing FeedbackTests are not Swift Testing tests:" >&2
  grep -nE 'import|func ' Tests/SwiftTestingTests/*FeedbackTests.swift >&2
  exit 1
fi

# Every test is complete as generated: `Error` payloads use an error type of the fixtures or
# one the test file declares.
if grep -rq '<#' Tests; then
  echo "error: a placeholder is left:" >&2
  grep -rn '<#' Tests >&2
  exit 1
fi

run_tests() {
  swift test 2>&1 | tee "$1" >/dev/null || true
}

echo "-- swift test (as generated)"
run_tests "$work/pass.log"
failures=$(grep -cE "error: -\[|' failed \(|recorded an issue" "$work/pass.log" || true)
if ! grep -qE "Executed [0-9]+ tests?, with 0 failures" "$work/pass.log" \
  || ! grep -qE "Test run with [0-9]+ tests? .*passed" "$work/pass.log" \
  || [[ "$failures" -ne 0 ]]; then
  tail -n 30 "$work/pass.log" >&2
  echo "failures:" >&2
  grep -E "error: |' failed \(|recorded an issue" "$work/pass.log" | sed 's/^/    /' >&2
  echo "error: the generated tests do not all pass ($failures failures)" >&2
  exit 1
fi
# One suite per form of Fixtures/TestGeneration/Forms.
form_suites=(DoorsReduceTests KettleLoopReduceTests BlindsReducerTests StopwatchReducerTests
  JukeboxReducerTests RouteReducerTests TicketReactorReduceTests CartViewModelSendTests
  TurnstileWorkflowActionApplyTests TabReducerTests VaultResolverResolveTests
  ShelfReactorReduceTests ReaderStoreDispatchTests LockViewModelHandleTests
  MailboxReactorReduceTests PlaylistViewModelSendTests PlayerReducerReduceTests QueueFeatureTests
  ProfileReactorReduceTests InvoiceViewModelSendTests ComposerReactorReduceTests
  SessionReducerTests BadgeReducerTests DrawerReducerTests TrayReactorReduceTests
  UploadSessionStateTests SyncAgentPhaseTests HandshakeReceivedTests AwningReducerReduceTests
  RecipesViewModelStateTests SignInPanelStateTests MetronomeStateTests)
for suite in SessionServiceReduceTests SessionServiceFeedbackTests BadgeServiceReduceTests \
  BadgeServiceFeedbackTests AuthServiceReduceTests RxRuntimeTests CombineRuntimeTests \
  UploadsReduceTests LampActionApplyTests TimerFeatureTests ToggleFeatureTests ShelfFeatureTests \
  PanelFeatureViewActionTests PanelFeatureInternalActionTests NotesFeatureTests \
  InboxFeatureTests TabsFeatureTests HeaterReducerReduceTests JukeboxFeatureTests \
  SprinklerStateTests PlusFeatureTests "${form_suites[@]}"; do
  if ! grep -qE "Test Suite '$suite' passed" "$work/pass.log"; then
    echo "error: $suite did not run in XCTest" >&2
    exit 1
  fi
done
for suite in SessionServiceReduceTests SessionServiceFeedbackTests BadgeServiceReduceTests \
  BadgeServiceFeedbackTests AuthServiceReduceTests UploadsReduceTests LampActionApplyTests \
  TimerFeatureTests ToggleFeatureTests ShelfFeatureTests PanelFeatureViewActionTests \
  PanelFeatureInternalActionTests NotesFeatureTests InboxFeatureTests TabsFeatureTests \
  HeaterReducerReduceTests JukeboxFeatureTests SprinklerStateTests PlusFeatureTests \
  "${form_suites[@]}"; do
  if ! grep -qE "Suite \"?$suite\"? passed" "$work/pass.log"; then
    echo "error: $suite did not run in Swift Testing" >&2
    exit 1
  fi
done
# Each run holds every generated test of its framework, the FeedbackTests included; XCTest's also
# the runtime's own checks.
runtime_tests=$(cat Tests/RuntimeTests/*.swift | grep -cE '^  func test')
xctest_run=$(grep -oE "Executed [0-9]+ tests?, with" "$work/pass.log" | tail -n 1 | grep -oE '[0-9]+')
swift_testing_run=$(grep -oE "Test run with [0-9]+ tests?" "$work/pass.log" | tail -n 1 \
  | grep -oE '[0-9]+')
generated=$((total + service_total + feature_total + form_total + module_total))
if [[ "$xctest_run" -ne $((generated + runtime_tests)) || "$swift_testing_run" -ne $generated ]]; then
  echo "error: expected $((generated + runtime_tests)) XCTest tests" \
    "($runtime_tests of the runtime) and $generated Swift Testing tests," \
    "got $xctest_run and $swift_testing_run" >&2
  exit 1
fi
grep -E "Executed [0-9]+ tests?, with|Test run with" "$work/pass.log" | tail -n 2

# The breaks: a machine's transition, and in each service one that an action reaches, so that
# its ReduceTests and its FeedbackTests (RxSwift on the TestScheduler, Combine on
# ImmediateScheduler) must both catch it.
echo "-- break CheckoutFlow: .cart --proceed--> .payment instead of .shipping"
sed -i 's/case .cart: next = .shipping/case .cart: next = .payment/' \
  Sources/Machines/Fixtures/CheckoutFlow.swift
grep -q 'case .cart: next = .payment' Sources/Machines/Fixtures/CheckoutFlow.swift
echo "-- break SessionService (RxSwift): .signedOut --action.signIn--> .signedOut instead of .signingIn"
sed -i 's/state = .signingIn(user: user)/state = .signedOut/' Sources/Services/SessionService.swift
if grep -q 'state = .signingIn' Sources/Services/SessionService.swift; then exit 1; fi
echo "-- break BadgeService (Combine): * --action.lock [attempts >= 3]--> .signedOut instead of .locked"
sed -i 's/^\(  *\)state = \.locked$/\1state = .signedOut/' Sources/Services/BadgeService.swift
if grep -q 'state = .locked' Sources/Services/BadgeService.swift; then exit 1; fi
echo "-- break HonestReducers: the self-loop .waiting --tick--> .waiting leaves the state as it was"
sed -i 's/      state = .waiting(attempts: attempts + 1)/      _ = attempts/' \
  Sources/Machines/Fixtures/HonestReducers.swift
grep -q '      _ = attempts' Sources/Machines/Fixtures/HonestReducers.swift
echo "-- break HonestReducers: LampAction.on goes to .dark instead of .lit"
sed -i 's/    case .on: state = .lit/    case .on: state = .dark/' Sources/Machines/Fixtures/HonestReducers.swift
grep -q 'case .on: state = .dark' Sources/Machines/Fixtures/HonestReducers.swift
echo "-- break TimerFeature (composable-architecture): .pause no longer sets isPaused"
sed -i 's/^        state.isPaused = true$/        _ = state.isPaused/' Sources/Features/TimerFeature.swift
grep -q '_ = state.isPaused' Sources/Features/TimerFeature.swift
echo "-- break ProfileFeature (composable-architecture): nameChanged sets the name it is sent, uppercased"
sed -i 's/^      state.name = name$/      state.name = name.uppercased()/' Sources/Features/ProfileFeature.swift
grep -q 'state.name = name.uppercased()' Sources/Features/ProfileFeature.swift
echo "-- break VaultFeature (composable-architecture): the dialog's lock no longer locks"
sed -i 's/^      state.isLocked = true$/      state.isLocked = false/' Sources/Features/VaultFeature.swift
grep -q 'state.isLocked = false' Sources/Features/VaultFeature.swift
echo "-- break VaultFeature: with a PIN and no notes, submit focuses the PIN"
sed -i 's/^        state.focus = .notes$/        state.focus = .pin/' Sources/Features/VaultFeature.swift
if grep -q 'state.focus = .notes' Sources/Features/VaultFeature.swift; then exit 1; fi
echo "-- break ShelfFeature (composable-architecture): tagged no longer inserts the tag it is sent"
sed -i 's/^      state.tags.insert(tag)$/      _ = tag/' Sources/Features/ShelfFeature.swift
grep -q '^      _ = tag$' Sources/Features/ShelfFeature.swift
echo "-- break PanelFeature (Action fixed by its protocol): levelChosen no longer sets the level"
sed -i 's/^      state.level = level$/      _ = level/' Sources/Features/PanelFeature.swift
grep -q '^      _ = level$' Sources/Features/PanelFeature.swift
echo "-- break NotesFeature (composable-architecture): the query binding no longer filters"
sed -i 's/^        state.isFiltered = true$/        state.isFiltered = false/' \
  Sources/Features/NotesFeature.swift
grep -q 'state.isFiltered = false' Sources/Features/NotesFeature.swift
echo "-- break Notice (a reducer method naming AlertState): alertDismissed keeps the alert"
sed -i 's/^      state.alert = nil$/      state.message += ""/' Sources/Features/NoticeCore.swift
grep -q '^      state.message += ""$' Sources/Features/NoticeCore.swift
echo "-- break NotesFeature: the helper in the private extension no longer starts editing"
sed -i 's/^    state.isEditing = true$/    state.isEditing = false/' Sources/Features/NotesFeature.swift
grep -q '^    state.isEditing = false$' Sources/Features/NotesFeature.swift
# Effects that send an action back: the tests receive it, so an effect that no longer sends it
# fails the test of the action that returns it (and of no other).
echo "-- break InboxFeature (composable-architecture): refresh's effect no longer sends .loaded"
sed -i 's/^        return .send(.loaded(count: 3))$/        return .none/' \
  Sources/Features/InboxFeature.swift
if grep -q 'return .send(.loaded' Sources/Features/InboxFeature.swift; then exit 1; fi
echo "-- break InboxFeature: markAllRead's effect no longer sends .cleared"
sed -i 's/^          await send(.cleared)$/          _ = send/' Sources/Features/InboxFeature.swift
grep -q '^          _ = send$' Sources/Features/InboxFeature.swift
echo "-- break TabsFeature: tabSelected no longer selects the tab it is sent"
sed -i 's/^        state.selectedTab = tab$/        _ = tab/' Sources/Features/TabsFeature.swift
grep -q '^        _ = tab$' Sources/Features/TabsFeature.swift
# A state that is not Equatable (its tests run the reducer) and an ifLet child's action.
sed -i 's/^        state.sectionToScroll = index$/        _ = index/' Sources/Features/LineupFeature.swift
grep -q '^        _ = index$' Sources/Features/LineupFeature.swift
sed -i 's/^        state.isSheetShown = false$/        _ = state.isSheetShown/' \
  Sources/Features/GuideFeature.swift
grep -q '^        _ = state.isSheetShown$' Sources/Features/GuideFeature.swift
echo "-- break HeaterReducer (a class state): switchOn leaves the heater off; clearSchedule keeps it"
sed -i 's/^      state.isOn = true$/      state.isOn = false/; s/^      state.schedule = \[\]$/      state.schedule += []/' \
  Sources/Machines/Fixtures/HeaterReducer.swift
grep -q 'state.schedule += \[\]' Sources/Machines/Fixtures/HeaterReducer.swift
echo "-- break ParcelReducer (values passed through): each write no longer stores what it is sent"
sed -i 's/^      state.due = day$/      _ = day/; s/^      state.recipient = person$/      _ = person/; s/^      state.preferences = chosen$/      _ = chosen/; s/^      state.stickers = printed$/      _ = printed/; s/^      state.lastScan = scan$/      _ = scan/; s/^      state.isLate = true$/      state.isLate = false/' \
  Sources/Machines/Fixtures/ParcelReducer.swift
for kept in '_ = day' '_ = person' '_ = chosen' '_ = printed' '_ = scan' 'state.isLate = false'; do
  grep -q "^      $kept$" Sources/Machines/Fixtures/ParcelReducer.swift
done
echo "-- break Forms: one transition of each form"
form_break() { # FILE FROM TO
  sed -i "s/$2/$3/" "Sources/Forms/$1.swift"
  grep -q "$3" "Sources/Forms/$1.swift"
}
form_break ClosureReducers 'case (.closed, .push): return .open' 'case (.closed, .push): return .closed'
# A write of a value with a random id gets no test; the other write of the reducer does.
form_break SignOutReducer 'state.isSignedIn = true' 'state.isSignedIn = false'
form_break FeedbackCounter 'case (.running, .stop): state = .stopped' 'case (.running, .stop): state = .idle'
form_break ActomatonJukebox 'state = .paused' 'state = .stopped'
form_break RouteReducer 'return .list$' 'return .signedOut'
form_break TicketReactor 'case (.rejected, .reopen): return .draft' 'case (.rejected, .reopen): return .rejected'
form_break RouteReducer 'case .deselect: return .none' 'case .deselect: return .selected(index: 1)'
form_break TurnstileWorkflow 'state = .unlocked' 'state = .locked'
form_break CartViewModel 'case (.filled, .checkout): state = .checkingOut' 'case (.filled, .checkout): state = .paid'
form_break VaultResolver 'return .from(.closed)' 'return .from(.open)'
form_break ShelfReactor 'newState.filter = filter' 'newState.filter = .starred'
# A store whose state only it sets is reached by paths: a transition no other path goes through.
form_break ReaderStore 'case (.failed, .retry): currentState = .loading' \
  'case (.failed, .retry): currentState = .idle'
# Class machines whose methods are the events, reached by paths: resume, which no path takes,
# and disconnect, which the path to `.offline` takes too (its check on the way fails).
form_break UploadSession 'case .paused: state = .uploading' 'case .paused: state = .paused'
form_break SyncAgent '    phase = .offline' '    phase = .idle'
# A guard that returns through a failing helper, and methods beside the handler's cases: the
# helper's write (both guards' other paths and abort); an argument the reducer never reads; a
# generic enum state.
form_break Handshake '    state = .failed' '    state = .ready'
form_break AwningReducer 'updated.position = .extending' 'updated.position = .rolledUp'
form_break RecipesViewModel '    state = .idle' '    state = .loading'
form_break MailboxReactor 'newState.messages = \[\]' 'newState.messages += \[\]'
form_break MailboxReactor 'newState.paging.hasMore = false' 'newState.paging.page = 2'
# Writes in tasks the tests await: one kept in a property (twice) and one the handler returns.
form_break PlaylistViewModel 'state = .loaded(count: count)$' 'state = .failed'
form_break PlaylistViewModel '        state = .ready' '        state = .failed'
form_break PlaylistViewModel 'let saving = Task { state = .saved }' \
  'let saving = Task { state = .shared }'
# A task the handler drops: its test waits for the write, which no longer comes as expected.
form_break PlaylistViewModel '^      Task { state = .shared }$' '      Task { state = .failed }'
# A main-actor view model whose XCTest tests are `async` (Linux's runner aborts on synchronous
# ones): its own write and that of a helper it calls at once. Its helper's writes in a dropped
# task have no test.
form_break LedgerViewModel '^      state.selectedID = id$' '      _ = id'
form_break LedgerViewModel '^    state.selectedID = ""$' '    state.selectedID += ""'
# ReSwift struct actions writing fields from what they carry, and closures held through aliases.
form_break SessionReducers 'state.user = signIn.name$' 'state.user = signIn.name.uppercased()'
form_break SessionReducers 'state.unread = counted.count$' 'state.unread = counted.count + 1'
form_break SessionReducers 'return .shown(count: shown.count)' 'return .hidden'
form_break SessionReducers 'case (.open, .pin): return .pinned' 'case (.open, .pin): return .closed'
# Tests whose values are another module's type (Catalog's Track): a transition of each machine.
echo "-- break Player: resume keeps the track paused; playNow no longer plays the track"
sed -i 's/case (.paused(let track), .resume): return .playing(track)/case (.paused(let track), .resume): return .paused(track)/' \
  Sources/Player/PlayerReducer.swift
grep -q '.resume): return .paused(track)' Sources/Player/PlayerReducer.swift
sed -i 's/^        state.current = track$/        _ = track/' Sources/Player/QueueFeature.swift
grep -q '^        _ = track$' Sources/Player/QueueFeature.swift
# Owners built with protocol stubs.
form_break ProfileReactor 'case (.loading, .fail): return .failed' \
  'case (.loading, .fail): return .idle'
form_break InvoiceViewModel 'case (.sent, .archive): state = .archived' \
  'case (.sent, .archive): state = .draft'
# Copies made through the state's copy-modify method: every write of ComposerReactor, each its
# own test (cancel's `isSending = false` first, so that startSending's `= true` is the only one).
form_break ComposerReactor 'return state.with { \$0.text = text }' 'return state.with { _ in _ = text }'
form_break ComposerReactor '        \$0.isSending = false' '        _ = \$0.isSending'
form_break ComposerReactor '\$0.isSending = true' '\$0.isSending = false'
form_break ComposerReactor '\$0.error = nil' '\$0.error = "busy"'
form_break ComposerReactor 'draft.isSending = false' 'draft.isSending = true'
form_break ComposerReactor 'draft.text = ""' 'draft.text = "draft"'
form_break ComposerReactor '\$0.attachments = \[\]' '\$0.attachments += \[\]'
form_break ComposerReactor '\["draft.txt", "notes.txt"\]' '\["draft.txt"\]'
form_break ComposerReactor '\$0.error = "cancelled"' '\$0.error = nil'
# TrayReactor: built with the scheduler the app holds and a relay built as the app builds one.
form_break TrayReactor 'next.isPinned = pinned' 'next.isPinned = false'
form_break TrayReactor 'next.title = title' 'next.title = ""'
form_break TrayReactor 'next.count = 0' 'next.count = 3'
run_tests "$work/broken.log"
# One line per failing test: its XCTest and its Swift Testing version, the FeedbackTests included.
# XCTest prints `Test Case 'Suite.test' failed` on Linux, `'-[Module.Suite test]'` on macOS;
# Swift Testing `Test name() recorded an issue at File.swift:line`, once per issue.
failed=$(
  {
    grep -oE "Test Case '[^']+' failed" "$work/broken.log" \
      | sed -E "s/Test Case '(-\[)?([A-Za-z0-9]+\.)?([A-Za-z0-9]+)[. ]([A-Za-z0-9]+)\]?' failed/\3.\4/"
    grep -oE "Test [A-Za-z0-9]+\(\) recorded an issue at [A-Za-z0-9]+\.swift" "$work/broken.log" \
      | sed -E 's/Test ([A-Za-z0-9]+\(\)) recorded an issue at ([A-Za-z0-9]+)\.swift/\2.\1/' \
      | sort -u
  } | LC_ALL=C sort
)
echo "failing tests:"
echo "$failed" | sed 's/^/    /'
expected=$(
  LC_ALL=C sort <<'TESTS'
CheckoutFlowResolveTests.testCartProceedGoesToShipping
CheckoutFlowResolveTests.cartProceedGoesToShipping()
SessionServiceReduceTests.testSignedOutActionSignInGoesToSigningIn
SessionServiceReduceTests.signedOutActionSignInGoesToSigningIn()
SessionServiceFeedbackTests.testSignedOutActionSignInGoesToSigningIn
SessionServiceFeedbackTests.signedOutActionSignInGoesToSigningIn()
BadgeServiceReduceTests.testAnyActionLockWhenAttemptsAtLeast3GoesToLocked
BadgeServiceReduceTests.anyActionLockWhenAttemptsAtLeast3GoesToLocked()
BadgeServiceFeedbackTests.testAnyActionLockWhenAttemptsAtLeast3GoesToLocked
BadgeServiceFeedbackTests.anyActionLockWhenAttemptsAtLeast3GoesToLocked()
RetriesReduceTests.testWaitingTickGoesToWaiting
RetriesReduceTests.waitingTickGoesToWaiting()
LampActionApplyTests.testAnyOnGoesToLit
LampActionApplyTests.anyOnGoesToLit()
TimerFeatureTests.testPause
TimerFeatureTests.pause()
ProfileFeatureViewActionTests.testNameChanged
ProfileFeatureViewActionTests.nameChanged()
VaultFeatureTests.testDialogPresentedLock
VaultFeatureTests.dialogPresentedLock()
VaultFeatureTests.testSubmitTappedWhenNotStatePinIsEmptyAndStateNotesIsEmpty
VaultFeatureTests.submitTappedWhenNotStatePinIsEmptyAndStateNotesIsEmpty()
DoorsReduceTests.testClosedPushGoesToOpen
DoorsReduceTests.closedPushGoesToOpen()
StopwatchReducerTests.testRunningStopGoesToStopped
StopwatchReducerTests.runningStopGoesToStopped()
JukeboxReducerTests.testPlayingPauseGoesToPaused
JukeboxReducerTests.playingPauseGoesToPaused()
RouteReducerTests.testAnyGoBackGoesToList
RouteReducerTests.anyGoBackGoesToList()
TicketReactorReduceTests.testRejectedReopenGoesToDraft
TicketReactorReduceTests.rejectedReopenGoesToDraft()
CartViewModelSendTests.testFilledCheckoutGoesToCheckingOut
CartViewModelSendTests.filledCheckoutGoesToCheckingOut()
TurnstileWorkflowActionApplyTests.testLockedCoinGoesToUnlocked
VaultResolverResolveTests.testAlarmedResetGoesToClosed
VaultResolverResolveTests.alarmedResetGoesToClosed()
TabReducerTests.testAnyDeselectGoesToNone
TabReducerTests.anyDeselectGoesToNone()
TurnstileWorkflowActionApplyTests.lockedCoinGoesToUnlocked()
ShelfFeatureTests.testTagged
ShelfFeatureTests.tagged()
PanelFeatureViewActionTests.testLevelChosen
PanelFeatureViewActionTests.levelChosen()
ShelfReactorReduceTests.testAnySetFilterGoesToFilter
ShelfReactorReduceTests.anySetFilterGoesToFilter()
ReaderStoreDispatchTests.testFailedRetryGoesToLoading
ReaderStoreDispatchTests.failedRetryGoesToLoading()
UploadSessionStateTests.testPausedResumeGoesToUploading
UploadSessionStateTests.pausedResumeGoesToUploading()
SyncAgentPhaseTests.testAnyDisconnectGoesToOffline
SyncAgentPhaseTests.anyDisconnectGoesToOffline()
SyncAgentPhaseTests.testOfflineSyncGoesToSyncing
SyncAgentPhaseTests.offlineSyncGoesToSyncing()
HandshakeReceivedTests.testHelloSentGoesToFailed
HandshakeReceivedTests.helloSentGoesToFailed()
HandshakeReceivedTests.testKeySentGoesToFailed
HandshakeReceivedTests.keySentGoesToFailed()
HandshakeReceivedTests.testAnyAbortGoesToFailed
HandshakeReceivedTests.anyAbortGoesToFailed()
AwningReducerReduceTests.testAnyExtendGoesToPositionExtending
AwningReducerReduceTests.anyExtendGoesToPositionExtending()
RecipesViewModelStateTests.testAnyResetGoesToIdle
RecipesViewModelStateTests.anyResetGoesToIdle()
NotesFeatureTests.testBindingQuery
NotesFeatureTests.bindingQuery()
NotesFeatureTests.testEditTapped
NotesFeatureTests.editTapped()
InboxFeatureTests.testRefresh
InboxFeatureTests.refresh()
InboxFeatureTests.testMarkAllRead
InboxFeatureTests.markAllRead()
TabsFeatureTests.testTabSelected
TabsFeatureTests.tabSelected()
LineupFeatureTests.testDayTapped
LineupFeatureTests.dayTapped()
GuideFeatureTests.testTourFinished
GuideFeatureTests.tourFinished()
SignOutReducerTests.testAnySignInGoesToIsSignedInTrue
SignOutReducerTests.anySignInGoesToIsSignedInTrue()
HeaterReducerReduceTests.testAnySwitchOnGoesToIsOnTrue
HeaterReducerReduceTests.anySwitchOnGoesToIsOnTrue()
HeaterReducerReduceTests.testAnyClearScheduleGoesToSchedule
HeaterReducerReduceTests.anyClearScheduleGoesToSchedule()
MailboxReactorReduceTests.testAnyClearGoesToMessages
MailboxReactorReduceTests.anyClearGoesToMessages()
MailboxReactorReduceTests.testAnyEndPagingGoesToPagingHasMoreFalse
MailboxReactorReduceTests.anyEndPagingGoesToPagingHasMoreFalse()
PlaylistViewModelSendTests.testIdleLoadGoesToLoaded
PlaylistViewModelSendTests.idleLoadGoesToLoaded()
PlaylistViewModelSendTests.testFailedRetryGoesToReady
PlaylistViewModelSendTests.failedRetryGoesToReady()
PlaylistViewModelSendTests.testLoadedSaveGoesToSaved
PlaylistViewModelSendTests.loadedSaveGoesToSaved()
PlayerReducerReduceTests.testPausedResumeGoesToPlaying
PlayerReducerReduceTests.pausedResumeGoesToPlaying()
QueueFeatureTests.testPlayNow
QueueFeatureTests.playNow()
ProfileReactorReduceTests.testLoadingFailGoesToFailed
ProfileReactorReduceTests.loadingFailGoesToFailed()
InvoiceViewModelSendTests.testSentArchiveGoesToArchived
InvoiceViewModelSendTests.sentArchiveGoesToArchived()
ComposerReactorReduceTests.testAnySetTextGoesToText
ComposerReactorReduceTests.anySetTextGoesToText()
ComposerReactorReduceTests.testAnyStartSendingGoesToIsSendingTrue
ComposerReactorReduceTests.anyStartSendingGoesToIsSendingTrue()
ComposerReactorReduceTests.testAnyStartSendingGoesToErrorNil
ComposerReactorReduceTests.anyStartSendingGoesToErrorNil()
ComposerReactorReduceTests.testAnyFinishSendingGoesToIsSendingFalse
ComposerReactorReduceTests.anyFinishSendingGoesToIsSendingFalse()
ComposerReactorReduceTests.testAnyFinishSendingGoesToText
ComposerReactorReduceTests.anyFinishSendingGoesToText()
ComposerReactorReduceTests.testAnyDiscardGoesToAttachments
ComposerReactorReduceTests.anyDiscardGoesToAttachments()
ComposerReactorReduceTests.testAnySuggestGoesToAttachments
ComposerReactorReduceTests.anySuggestGoesToAttachments()
ComposerReactorReduceTests.testIsSendingTrueCancelGoesToIsSendingFalse
ComposerReactorReduceTests.isSendingTrueCancelGoesToIsSendingFalse()
ComposerReactorReduceTests.testIsSendingTrueCancelGoesToErrorCancelled
ComposerReactorReduceTests.isSendingTrueCancelGoesToErrorCancelled()
TrayReactorReduceTests.testAnySetPinnedGoesToIsPinned
TrayReactorReduceTests.anySetPinnedGoesToIsPinned()
TrayReactorReduceTests.testAnySetTitleGoesToTitle
TrayReactorReduceTests.anySetTitleGoesToTitle()
TrayReactorReduceTests.testAnyClearGoesToCount0
TrayReactorReduceTests.anyClearGoesToCount0()
PlaylistViewModelSendTests.testSavedShareGoesToShared
PlaylistViewModelSendTests.savedShareGoesToShared()
SessionReducerTests.testAnySignInGoesToUser
SessionReducerTests.anySignInGoesToUser()
SessionReducerTests.testAnyCountUnreadGoesToUnread
SessionReducerTests.anyCountUnreadGoesToUnread()
BadgeReducerTests.testAnyShowBadgeGoesToShown
BadgeReducerTests.anyShowBadgeGoesToShown()
DrawerReducerTests.testOpenPinGoesToPinned
DrawerReducerTests.openPinGoesToPinned()
LedgerViewModelHandleActionTests.testAnySelectGoesToSelectedID
LedgerViewModelHandleActionTests.anySelectGoesToSelectedID()
LedgerViewModelHandleActionTests.testAnyClearGoesToSelectedID
LedgerViewModelHandleActionTests.anyClearGoesToSelectedID()
NoticeCoreTests.testAnyAlertDismissedGoesToAlertNil
NoticeCoreTests.anyAlertDismissedGoesToAlertNil()
ParcelReducerReduceTests.testAnyRescheduledGoesToDue
ParcelReducerReduceTests.anyRescheduledGoesToDue()
ParcelReducerReduceTests.testAnyRecipientChangedGoesToRecipient
ParcelReducerReduceTests.anyRecipientChangedGoesToRecipient()
ParcelReducerReduceTests.testAnyPreferencesSavedGoesToPreferences
ParcelReducerReduceTests.anyPreferencesSavedGoesToPreferences()
ParcelReducerReduceTests.testAnyStickersPrintedGoesToStickers
ParcelReducerReduceTests.anyStickersPrintedGoesToStickers()
ParcelReducerReduceTests.testAnyMarkedLateGoesToIsLateTrue
ParcelReducerReduceTests.anyMarkedLateGoesToIsLateTrue()
ParcelReducerReduceTests.testAnyScannedGoesToLastScan
ParcelReducerReduceTests.anyScannedGoesToLastScan()
TESTS
)
if [[ "$failed" != "$expected" ]]; then
  echo "error: expected exactly the broken transitions' tests to fail:" >&2
  echo "$expected" | sed 's/^/    /' >&2
  exit 1
fi

echo "composable-architecture features: $feature_total tests ($feature_complete complete)"
echo "other callable forms (closures, factories, ReSwift, ReactorKit, view models):" \
  "$form_total tests ($form_complete complete)"
echo "tests generated per framework: machines $total ($complete complete," \
  "$((total - complete)) need a value), services $service_total ($service_complete complete," \
  "$((service_total - service_complete)) need a value; $feedback_tests of them drive the service)"
echo "tests run and passed before the breaks:"
grep -E "Executed [0-9]+ tests?, with|Test run with" "$work/pass.log" | tail -n 2 \
  | sed -E 's/^[^A-Za-z]*/    /'
echo "tests-check: OK"
