#!/usr/bin/env bash
# Real reducers in temporary packages: copies reducers of public repositories (checkouts in
# /work/real, read at run time, never committed) into one small SwiftPM package each, outside
# this repository, with only what the reducer needs to compile; generates its tests with
# `archgen tests` (XCTest and Swift Testing), builds and runs them, then breaks one transition
# of the copied reducer and checks that exactly that transition's tests fail.
#
# usage: Benchmarks/real-reducer-packages.sh [--manifest FILE] ARCHGEN_BINARY [REDUCER...]
#   env: REAL (default /work/real), PKGS (default /work/tmp/realpkgs: one package per reducer),
#        ARCHGEN_ROOT (default: this repository), MANIFEST (as --manifest), SUPPORT (the folder
#        of support declarations, default Benchmarks/RealReducers/Support), SCRATCH (one
#        `--scratch-path` shared by every package's builds, so the module caches are reused).
#
# Another set of reducers: a manifest (a bash file, sourced) defines `reducer_NAME` functions
# as below and sets `manifest_reducers` (the names run when none is given); the built-in
# reducers are then not run unless named. A manifest may use `cut_lines SRC RANGE... DEST`
# (lines of a file under $real, e.g. 12-40), `module_file MODULE SRC...` (files under $real
# into a module of their own, for an app split into modules: each such module depends on the
# stand-ins and the ones named before it), `tca_feature`, and `add_break FILE FROM TO WHAT
# TESTS` (any number of breaks, each run alone: one per transition). Support declarations:
# $SUPPORT/NAME.swift and $SUPPORT/NAME/*.swift go into the package's App target;
# $SUPPORT/NAME.modules/MODULE/*.swift become a module of their own (App and the tests depend on
# it), for types an app keeps in another module (whose internal members App cannot see).
# KEEP_SUITES (set by a reducer function): a regex of the generated suites to keep, when a file
# copied for its types holds another machine (its tests are removed and not counted).
#
# Libraries that cannot be built offline are stand-ins of our own: Benchmarks/RealReducers/
# StandIns (Amplify, AWSPluginsCore, Combine, CombineFeedback, ReSwift, RxSwift, RxCocoa,
# ReactorKit, ReactorKitObservation), Fixtures/StandIns/Workflow and WorkflowTesting, and
# Fixtures/StandIns/ComposableArchitecture with the files of
# RealReducers/StandIns/ComposableArchitecture (dependencies, dialogs; bindings and a two-reducer
# body are in the fixtures' stand-in, Binding.swift). Types
# the reducer's file names from elsewhere in its app are declared in RealReducers/Support/NAME.swift
# (ours). The copied code is whole files, or the reducer's declarations cut out of a file by
# pattern (when the rest of the file is UI); its only edits: an `import` added where the app gets
# it through UIKit, and macros that cannot be built here (`@Reducer` becomes `: Reducer`,
# `@ObservableState`, `@CasePathable` are dropped); then the break.
#
# Per reducer: tests and complete (archgen's summary, XCTest run), compiled (complete tests that
# type-check: the incomplete ones are removed first, then any test the compiler rejects, which is
# named), passed (of the compiled ones, XCTest / Swift Testing), and the break: the tests
# expected to fail (those of the broken transition, by name) against those that failed.
set -uo pipefail

manifest="${MANIFEST:-}"
if [[ "${1:-}" == --manifest ]]; then
  manifest="${2:-}"
  shift 2
fi
if [[ $# -lt 1 ]]; then
  echo "usage: $0 [--manifest FILE] ARCHGEN_BINARY [REDUCER...]" >&2
  exit 2
fi
archgen="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
root="${ARCHGEN_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
bench="$root/Benchmarks/RealReducers"
real="${REAL:-/work/real}"
pkgs="${PKGS:-/work/tmp/realpkgs}"
support="${SUPPORT:-$bench/Support}"
scratch="${SCRATCH:-}"
mkdir -p "$pkgs"
if [[ -n "$scratch" ]]; then mkdir -p "$scratch" && scratch="$(cd "$scratch" && pwd)"; fi

# --- the reducers -------------------------------------------------------------------------
# Each `reducer_NAME` sets REPO, WHAT (the machine), MODULES (stand-ins), fills "$app" (the
# package's Sources/App), and sets the break: BREAK_FILE (in Sources/App), BREAK_FROM/BREAK_TO
# (a fixed line fragment), BREAK_WHAT, BREAK_TESTS (an extended regex over test names).

amplify_dir="AmplifyPlugins/DataStore/Sources/AWSDataStorePlugin/Sync"

reducer_amplify-application-state() {
  REPO=amplify-swift WHAT="ApplicationState.Resolver.resolve" MODULES="Amplify"
  {
    echo "import Amplify"
    sed -n '/^enum ActivityEvent {/,/^extension ApplicationState: Equatable {}/p' \
      "$real/amplify-swift/AmplifyPlugins/Internal/Sources/InternalAWSPinpoint/Session/ActivityTracking/ActivityTracker.swift"
  } >"$app/ActivityTracker.swift"
  BREAK_FILE=ActivityTracker.swift
  BREAK_FROM="case .applicationWillMoveToForeground:" BREAK_TO="case .applicationWillMoveToForeground: return .terminated;"
  BREAK_WHAT="* --applicationWillMoveToForeground--> .terminated instead of .runningInForeground"
  BREAK_TESTS="[Aa]pplicationWillMoveToForegroundGoesToRunningInForeground"
}

reducer_amplify-reconcile() {
  REPO=amplify-swift WHAT="ReconcileAndLocalSaveOperation.Resolver.resolve"
  MODULES="Amplify AWSPluginsCore"
  local dir="$real/amplify-swift/$amplify_dir/SubscriptionSync/ReconcileAndLocalSave"
  cp "$dir"/ReconcileAndLocalSaveOperation+{Action,State,Resolver}.swift "$app/"
  BREAK_FILE=ReconcileAndLocalSaveOperation+Resolver.swift
  BREAK_FROM="return .finished" BREAK_TO="return .waiting"
  BREAK_WHAT="(.reconciling, .reconciled) and (.finished, _) --> .waiting instead of .finished"
  BREAK_TESTS="[Rr]econcilingReconciledGoesToFinished|[Ff]inished.*GoesToFinished"
}

reducer_amplify-outgoing-mutation-queue() {
  REPO=amplify-swift WHAT="OutgoingMutationQueue.Resolver.resolve"
  MODULES="Amplify AWSPluginsCore Combine"
  local dir="$real/amplify-swift/$amplify_dir/MutationSync/OutgoingMutationQueue"
  cp "$dir"/OutgoingMutationQueue+{Action,State,Resolver}.swift "$app/"
  BREAK_FILE=OutgoingMutationQueue+Resolver.swift
  BREAK_FROM="return .waitingForEventToProcess" BREAK_TO="return .requestingEvent"
  BREAK_WHAT=".requestingEvent --enqueuedEvent--> .requestingEvent instead of .waitingForEventToProcess"
  BREAK_TESTS="[Rr]equestingEventEnqueuedEventGoesToWaitingForEventToProcess"
}

auth_dir="AmplifyPlugins/Auth/Sources/AWSCognitoAuthPlugin/StateMachine"

auth_machine() { # FILE...: auth state-machine files (under $auth_dir) copied without the AWS SDK's imports
  local file
  for file in "$@"; do
    grep -vE '^import (AWSCognitoIdentityProvider|AWSPluginsCore)$' \
      "$real/amplify-swift/$auth_dir/$file" >"$app/$(basename "$file")"
  done
}

auth_core="hierarchical-state-machine-swift/StateResolution.swift
  hierarchical-state-machine-swift/StateMachineResolver.swift
  hierarchical-state-machine-swift/StateMachineEvent.swift hierarchical-state-machine-swift/State.swift"

reducer_amplify-signout() {
  REPO=amplify-swift WHAT="SignOutState.Resolver.resolve (events cast from a protocol)" MODULES=""
  # shellcheck disable=SC2086 # one argument per file
  auth_machine $auth_core CodeGen/States/SignOutState.swift CodeGen/Events/SignOutEvent.swift \
    Resolvers/SignOut/SignOutState+Resolver.swift
  BREAK_FILE=SignOutState+Resolver.swift
  BREAK_FROM="return .from(.signedOut(signedOutData))" BREAK_TO="return .from(.error(.localSignOut))"
  BREAK_WHAT=".signingOutLocally --signedOutSuccess--> .error instead of .signedOut"
  BREAK_TESTS="[Ss]igningOutLocallySignedOutSuccessGoesToSignedOut"
}

reducer_amplify-credential-store() {
  REPO=amplify-swift WHAT="CredentialStoreState.Resolver.resolve (events cast from a protocol)"
  MODULES=""
  # shellcheck disable=SC2086 # one argument per file
  auth_machine $auth_core CodeGen/States/CredentialStoreState.swift \
    CodeGen/Events/CredentialStoreEvent.swift Resolvers/CredentialStore/CredentialStoreState+Resolver.swift
  BREAK_FILE=CredentialStoreState+Resolver.swift
  BREAK_FROM="return .init(newState: CredentialStoreState.idle)"
  BREAK_TO="return .init(newState: CredentialStoreState.clearingCredentials)"
  BREAK_WHAT=".success, .error, .clearedCredential --moveToIdleState--> .clearingCredentials instead of .idle"
  BREAK_TESTS="MoveToIdleStateGoesToIdle"
}

reducer_reactorkit-swiftui-counter() {
  REPO=ReactorKit WHAT="CounterViewReactor.reduce (SwiftUICounter)"
  MODULES="RxSwift ReactorKit ReactorKitObservation"
  grep -v '^  @ObservableState$' \
    "$real/ReactorKit/Examples/SwiftUICounter/SwiftUICounter/Reactor/CounterViewReactor.swift" \
    >"$app/CounterViewReactor.swift"
  BREAK_FILE=CounterViewReactor.swift
  BREAK_FROM="      state.showAlert = true" BREAK_TO="      state.showAlert = false"
  BREAK_WHAT="increaseValue and decreaseValue set showAlert to false instead of true"
  BREAK_TESTS="[Ss]howAlertTrue"
}

reducer_reactorkit-counter() {
  REPO=ReactorKit WHAT="CounterViewReactor.reduce (Counter, fields set from mutations)"
  MODULES="RxSwift ReactorKit"
  cp "$real/ReactorKit/Examples/Counter/Counter/CounterViewReactor.swift" "$app/"
  BREAK_FILE=CounterViewReactor.swift
  BREAK_FROM="      state.isLoading = isLoading" BREAK_TO="      state.isLoading = !isLoading"
  BREAK_WHAT="* --setLoading--> isLoading stores the opposite of the payload"
  BREAK_TESTS="[Ss]etLoadingGoesToIsLoading"
}

reducer_workflow-login() {
  REPO=workflow-swift WHAT="LoginWorkflow.Action.apply (fields set from the action's payload)"
  MODULES="Workflow WorkflowTesting"
  {
    echo "import Workflow"
    sed -n '/^struct LoginWorkflow: Workflow {/,/^    typealias Rendering = LoginScreen/p' \
      "$real/workflow-swift/Samples/TicTacToe/Sources/Authentication/LoginWorkflow.swift" \
      | sed '$d' | sed '$d'
  } >"$app/LoginWorkflow.swift"
  BREAK_FILE=LoginWorkflow.swift
  BREAK_FROM="                state.email = email" BREAK_TO="                state.email = email + \" \""
  BREAK_WHAT="* --emailUpdated--> email gets a space appended"
  BREAK_TESTS="[Ee]mailUpdatedGoesToEmail"
}

reducer_rxtodo-task-edit() {
  REPO=RxTodo WHAT="TaskEditViewReactor.reduce" MODULES="RxSwift RxCocoa ReactorKit"
  local file="$real/RxTodo/RxTodo/Sources/ViewControllers/TaskEditViewReactor.swift"
  {
    echo "import ReactorKit"
    sed -n '/^enum TaskEditViewMode {/,/^}/p' "$file"
    sed -n '/^final class TaskEditViewReactor: Reactor {/,/^}/p' "$file"
  } >"$app/TaskEditViewReactor.swift"
  BREAK_FILE=TaskEditViewReactor.swift
  BREAK_FROM="state.isDismissed = true" BREAK_TO="state.isDismissed = false"
  BREAK_WHAT="* --dismiss--> isDismissed=false instead of true"
  BREAK_TESTS="[Dd]ismissGoesToIsDismissedTrue"
}

reducer_drrrible-settings() {
  REPO=Drrrible WHAT="SettingsViewReactor.reduce" MODULES="RxSwift RxCocoa ReactorKit"
  {
    echo "import Foundation"
    sed -n '/^import /p; /^final class SettingsViewReactor: Reactor {/,/^}/p' \
      "$real/Drrrible/Drrrible/Sources/ViewControllers/SettingsViewReactor.swift"
  } >"$app/SettingsViewReactor.swift"
  BREAK_FILE=SettingsViewReactor.swift
  BREAK_FROM="state.isLoggedOut = true" BREAK_TO="state.isLoggedOut = false"
  BREAK_WHAT="* --setLoggedOut--> isLoggedOut=false instead of true"
  BREAK_TESTS="[Ss]etLoggedOutGoesToIsLoggedOutTrue"
}

reducer_rxfeedback-paginated-search() {
  REPO=RxFeedback.swift WHAT="State.reduce (GithubPaginatedSearch)" MODULES=""
  local file="$real/RxFeedback.swift/Examples/Examples/GithubPaginatedSearch.swift"
  {
    echo "import Foundation"
    sed -n '/^fileprivate struct Repository {/,/^class GithubPaginatedSearchViewController/p' \
      "$file" | sed '$d'
    sed -n '/^enum Result<T, E: Error> {/,/^fileprivate typealias SearchRepositoriesResponse/p' "$file"
    sed -n '/^fileprivate extension String {/,/^}/p' "$file"
  } >"$app/GithubPaginatedSearch.swift"
  BREAK_FILE=GithubPaginatedSearch.swift
  BREAK_FROM="            result.shouldLoadNextPage = true" BREAK_TO="            result.shouldLoadNextPage = false"
  BREAK_WHAT="* --scrollingNearBottom--> shouldLoadNextPage=false instead of true"
  BREAK_TESTS="[Ss]crollingNearBottomGoesToShouldLoadNextPageTrue"
}

tca_feature() { # FILE NAME: the file's @Reducer struct, macros replaced, into NAME.swift
  local file="$1"
  {
    echo "import ComposableArchitecture"
    echo "import Foundation"
    sed -n '/^@Reducer$/,/^}/p' "$file" | sed -e '/^@Reducer$/d' -e '/^ *@ObservableState$/d' -e '/^ *@CasePathable$/d' \
      -e 's/^\(public \)\{0,1\}struct \([A-Za-z]*\) {$/\1struct \2: Reducer {/'
  } >"$app/$2.swift"
}

case_study="$real/swift-composable-architecture/Examples/CaseStudies/SwiftUICaseStudies"

reducer_tca-effects-basics() {
  REPO=swift-composable-architecture WHAT="EffectsBasics (case study, TestStore)"
  MODULES="ComposableArchitecture"
  tca_feature "$case_study/03-Effects-Basics.swift" EffectsBasics
  BREAK_FILE=EffectsBasics.swift
  BREAK_FROM="        state.isNumberFactRequestInFlight = true" BREAK_TO="        state.isNumberFactRequestInFlight = false"
  BREAK_WHAT=".numberFactButtonTapped leaves isNumberFactRequestInFlight false"
  BREAK_TESTS="[Nn]umberFactButtonTapped"
}

reducer_tca-effects-cancellation() {
  REPO=swift-composable-architecture WHAT="EffectsCancellation (case study, TestStore)"
  MODULES="ComposableArchitecture"
  tca_feature "$case_study/03-Effects-Cancellation.swift" EffectsCancellation
  BREAK_FILE=EffectsCancellation.swift
  BREAK_FROM="        state.currentFact = nil" BREAK_TO="        _ = state.currentFact"
  BREAK_WHAT=".stepperChanged and .factButtonTapped no longer clear currentFact"
  BREAK_TESTS="[Ss]tepperChanged|[Ff]actButtonTapped"
}

reducer_tca-counter() {
  REPO=swift-composable-architecture WHAT="Counter (case study, TestStore)"
  MODULES="ComposableArchitecture"
  tca_feature "$case_study/01-GettingStarted-Counter.swift" Counter
  BREAK_FILE=Counter.swift
  BREAK_FROM="state.count += 1" BREAK_TO="state.count += 2"
  BREAK_WHAT=".incrementButtonTapped adds 2"
  BREAK_TESTS="[Ii]ncrementButtonTapped"
}

reducer_tca-binding-basics() {
  REPO=swift-composable-architecture WHAT="BindingBasics (case study, TestStore)"
  MODULES="ComposableArchitecture"
  tca_feature "$case_study/01-GettingStarted-Bindings-Basics.swift" BindingBasics
  BREAK_FILE=BindingBasics.swift
  BREAK_FROM="state.toggleIsOn = isOn" BREAK_TO="state.toggleIsOn = !isOn"
  BREAK_WHAT=".toggleChanged stores the opposite"
  BREAK_TESTS="[Tt]oggleChanged"
}

reducer_tca-recording-memo() {
  REPO=swift-composable-architecture WHAT="RecordingMemo (VoiceMemos example, TestStore)"
  MODULES="ComposableArchitecture"
  tca_feature "$real/swift-composable-architecture/Examples/VoiceMemos/VoiceMemos/RecordingMemo.swift" \
    RecordingMemo
  BREAK_FILE=RecordingMemo.swift
  BREAK_FROM="state.mode = .encoding" BREAK_TO="state.mode = .recording"
  BREAK_WHAT=".stopButtonTapped leaves mode .recording"
  BREAK_TESTS="[Ss]topButtonTapped"
}

reducer_tca-alerts-dialogs() {
  REPO=swift-composable-architecture WHAT="AlertAndConfirmationDialog (case study, TestStore)"
  MODULES="ComposableArchitecture"
  tca_feature "$case_study/01-GettingStarted-AlertsAndConfirmationDialogs.swift" \
    AlertAndConfirmationDialog
  # `@Presents` is a macro, and `.ifLet(\.$alert, …)` reads the property it writes: both go.
  sed -i -e 's/@Presents //' -e '/^    \.ifLet(/d' "$app/AlertAndConfirmationDialog.swift"
  BREAK_FILE=AlertAndConfirmationDialog.swift
  BREAK_FROM="state.count -= 1" BREAK_TO="state.count -= 2"
  BREAK_WHAT="the dialog's .decrementButtonTapped subtracts 2"
  BREAK_TESTS="[Cc]onfirmationDialogPresentedDecrementButtonTapped"
}

reducer_zashi-delete-wallet() {
  REPO=zashi-ios WHAT="DeleteWallet (TestStore)" MODULES="ComposableArchitecture"
  tca_feature "$real/zashi-ios/modules/Sources/Features/DeleteWallet/DeleteWalletStore.swift" \
    DeleteWalletStore
  BREAK_FILE=DeleteWalletStore.swift
  BREAK_FROM="state.isSheetUp = true" BREAK_TO="state.isSheetUp = false"
  BREAK_WHAT=".deleteRequested leaves isSheetUp false"
  BREAK_TESTS="[Dd]eleteRequested"
}

reducer_reswift-selection() {
  REPO=ReSwift-Todo-Example WHAT="selectionReducer (ReSwift, action matched by type)"
  MODULES="ReSwift"
  local dir="$real/ReSwift-Todo-Example/ReSwift-Todo"
  cp "$dir"/{SelectionReducer,SelectionActions,SelectionState}.swift "$app/"
  BREAK_FILE=SelectionReducer.swift
  BREAK_FROM="case .deselect: return nil" BREAK_TO="case .deselect: return state"
  BREAK_WHAT=".deselect keeps the selection instead of nil"
  BREAK_TESTS="[Dd]eselect"
}

reducer_combinefeedback-traffic-light() {
  REPO=CombineFeedback WHAT="TrafficLight.reducer() (factory of a Reducer closure)"
  MODULES="CombineFeedback"
  {
    echo "import CombineFeedback"
    sed -n '/^enum TrafficLight {/,/^  static var feedback/p' \
      "$real/CombineFeedback/Example/SingleStoreExample/TrafficLight/TrafficLightState.swift" \
      | sed '$d'
    echo "}"
  } >"$app/TrafficLightState.swift"
  BREAK_FILE=TrafficLightState.swift
  BREAK_FROM="        state = .yellow" BREAK_TO="        state = .red"
  BREAK_WHAT=".red --next--> .red instead of .yellow"
  BREAK_TESTS="[Rr]ed(Next)?GoesToYellow"
}

reducer_combinefeedback-signin() {
  REPO=CombineFeedback WHAT="SignIn.reducer() (factory, struct state)" MODULES="Combine CombineFeedback"
  {
    echo "import Combine"
    echo "import CombineFeedback"
    sed -n '/^enum SignIn {/,/^  static var feedback/p' \
      "$real/CombineFeedback/Example/SingleStoreExample/Signin/SigninState.swift" | sed '$d'
    echo "}"
  } >"$app/SigninState.swift"
  BREAK_FILE=SigninState.swift
  BREAK_FROM="state.showSignedInAlert = true" BREAK_TO="state.showSignedInAlert = false"
  BREAK_WHAT=".signIn leaves showSignedInAlert false"
  BREAK_TESTS="SignInGoesToShowSignedInAlertTrue|[Ss]ignIn[A-Za-z]*ShowSignedInAlert"
}

reducer_reswift-awesome-quotes() {
  REPO=AwesomeQuotesReSwift WHAT="appReducer (ReSwift, actions matched by type)" MODULES="ReSwift"
  local dir="$real/AwesomeQuotesReSwift/AwesomeQuotes"
  cp "$dir"/Actions/Actions.swift "$dir"/AppState.swift "$dir"/Model/Quote.swift \
    "$dir"/Reducers/AppReducer.swift "$app/"
  BREAK_FILE=AppReducer.swift
  BREAK_FROM="state.currentQuoteIndex += 1" BREAK_TO="state.currentQuoteIndex += 2"
  BREAK_WHAT="NextQuote advances by 2"
  BREAK_TESTS="NextQuote"
}

all_reducers="amplify-application-state amplify-reconcile amplify-outgoing-mutation-queue
  amplify-signout amplify-credential-store
  reactorkit-swiftui-counter reactorkit-counter workflow-login rxtodo-task-edit drrrible-settings
  rxfeedback-paginated-search
  tca-counter tca-binding-basics tca-effects-basics tca-effects-cancellation tca-recording-memo
  tca-alerts-dialogs zashi-delete-wallet reswift-selection
  combinefeedback-traffic-light combinefeedback-signin reswift-awesome-quotes"

# --- helpers for manifests ----------------------------------------------------------------

cut_lines() { # SRC RANGE... DEST: lines of SRC (a path under $real), e.g. 12-40, into DEST (in App)
  local src="$real/$1" dest="${*: -1}" range script=""
  shift
  while [[ $# -gt 1 ]]; do
    range="$1"
    script+="${range%-*},${range#*-}p;"
    shift
  done
  sed -n "$script" "$src" >>"$app/$dest"
}

module_file() { # MODULE SRC...: files under $real copied into a module of the package's own
  local module="$1" src
  shift
  mkdir -p "$pkg/Sources/$module"
  for src in "$@"; do cp "$real/$src" "$pkg/Sources/$module/"; done
  [[ " $LOCAL_MODULES " == *" $module "* ]] || LOCAL_MODULES+=" $module"
}

add_break() { # FILE FROM TO WHAT TESTS: one break (a fixed line fragment replaced), run alone
  BREAKS+=("$1"$'\x1f'"$2"$'\x1f'"$3"$'\x1f'"$4"$'\x1f'"$5")
}

if [[ -n "$manifest" ]]; then
  # shellcheck disable=SC1090 # the manifest is given at run time
  source "$manifest"
  all_reducers="${manifest_reducers:-}"
fi

# --- the package --------------------------------------------------------------------------

deps_of() { # the stand-in modules a stand-in module imports
  case "$1" in
    AWSPluginsCore) echo Amplify ;;
    ReactorKit) echo RxSwift ;;
    WorkflowTesting) echo Workflow ;;
    *) ;;
  esac
}

write_package() { # MODULES... (stand-ins), then LOCAL_MODULES (support modules, after the stand-ins)
  local targets="" names="" module dep deps
  for module in "$@"; do
    deps=""
    for dep in $(deps_of "$module"); do deps+="\"$dep\", "; done
    targets+="    .target(name: \"$module\", dependencies: [$deps]),"$'\n'
    names+="\"$module\", "
  done
  for module in $LOCAL_MODULES; do # each depends on the stand-ins and the ones before it
    targets+="    .target(name: \"$module\", dependencies: [$names]),"$'\n'
    names+="\"$module\", "
  done
  cat >"$pkg/Package.swift" <<SWIFT
// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "RealReducer",
  targets: [
$targets    .target(name: "App", dependencies: [$names]),
    .testTarget(name: "XCTests", dependencies: ["App", $names]),
    .testTarget(name: "STTests", dependencies: ["App", $names]),
  ]
)
SWIFT
}

# Removes from a generated test file the tests (with their `// Guard:` comments) whose body holds
# a placeholder, or whose name is in DROP (space-separated).
strip_tests() { # FILE DROP
  awk -v drop=" $2 " '
    function name_of(line) { sub(/^ *(@Test )?func /, "", line); sub(/\(.*/, "", line); return line }
    function flush() {
      if (block != "" && !(bad || index(drop, " " fname " ") > 0)) printf "%s", block
      block = ""; bad = 0; infunc = 0; fname = ""
    }
    /^  \/\/ Guard:/ && !infunc { pending = pending $0 "\n"; next }
    /^  (@Test func |func test)/ && !infunc {
      block = pending $0 "\n"; pending = ""; infunc = 1; fname = name_of($0)
      if ($0 ~ /<#/) bad = 1
      next
    }
    infunc {
      block = block $0 "\n"; if ($0 ~ /<#/) bad = 1
      if ($0 == "  }") flush()
      next
    }
    { printf "%s", pending; pending = ""; print }
  ' "$1" >"$1.tmp" && mv "$1.tmp" "$1"
}

test_names() { # DIR: Suite.name per test function
  local file
  for file in "$1"/*.swift; do
    [[ -e "$file" ]] || continue
    grep -E '^  (@Test func |func test)' "$file" | sed -E 's/^ *(@Test )?func ([A-Za-z0-9_]+).*/\2/' \
      | sed "s/^/$(basename "$file" .swift)./"
  done
}

func_at() { # FILE LINE: the test function holding that line
  awk -v at="$2" 'NR <= at && /^  (@Test func |func test)/ { n = $0 } END {
    sub(/^ *(@Test )?func /, "", n); sub(/\(.*/, "", n); print n }' "$1"
}

swiftpm() { # build|test ARGS...: in the package, with the shared scratch path if any
  local command="$1"
  shift
  (cd "$pkg" && swift "$command" ${scratch:+--scratch-path "$scratch"} "$@")
}

build() { # LOG
  swiftpm build --build-tests >"$1" 2>&1
}

failing_tests() { # LOG: Suite.name of each failed test, both frameworks
  {
    grep -oE "Test Case '[^']+' failed" "$1" \
      | sed -E "s/Test Case '(-\[)?([A-Za-z0-9]+\.)?([A-Za-z0-9]+)[. ]([A-Za-z0-9_]+)\]?' failed/\3.\4/"
    # Swift Testing names no suite: each failed test is looked up among the package's suites
    # (an issue may be recorded in a library's file, so its location does not say).
    grep -oE "Test [A-Za-z0-9_]+\(\) failed" "$1" \
      | sed -E 's/Test ([A-Za-z0-9_]+)\(\) failed/\1/' | LC_ALL=C sort -u \
      | while read -r fname; do test_names "$pkg/Tests/STTests" | grep -E "\.$fname\$"; done
  } | LC_ALL=C sort -u
}

run_one() { # NAME
  local name="$1"
  pkg="$pkgs/$name"
  app="$pkg/Sources/App"
  rm -rf "$pkg"
  mkdir -p "$app" "$pkg/Tests/XCTests" "$pkg/Tests/STTests"
  MODULES="" BREAK_TESTS="" REPO="" WHAT="" BREAK_FILE="" LOCAL_MODULES="" KEEP_SUITES=""
  BREAKS=()
  "reducer_$name"
  local module
  for module in $MODULES; do
    mkdir -p "$pkg/Sources/$module"
    # The fixtures' stand-ins (composable-architecture, Workflow), with the benchmark's additions.
    if [[ "$module" == ComposableArchitecture || ! -d "$bench/StandIns/$module" ]]; then
      cp "$root/Fixtures/StandIns/$module"/*.swift "$pkg/Sources/$module/"
    fi
    if [[ -d "$bench/StandIns/$module" ]]; then
      cp "$bench/StandIns/$module"/*.swift "$pkg/Sources/$module/"
    fi
  done
  if [[ -e "$support/$name.swift" ]]; then
    cp "$support/$name.swift" "$app/Support.swift"
  fi
  if [[ -d "$support/$name" ]]; then
    cp "$support/$name"/*.swift "$app/"
  fi
  if [[ -d "$support/$name.modules" ]]; then
    for module in "$support/$name.modules"/*/; do
      module="$(basename "$module")"
      mkdir -p "$pkg/Sources/$module"
      cp "$support/$name.modules/$module"/*.swift "$pkg/Sources/$module/"
      [[ " $LOCAL_MODULES " == *" $module "* ]] || LOCAL_MODULES+=" $module"
    done
  fi
  if [[ -n "$BREAK_FILE" ]]; then
    add_break "$BREAK_FILE" "$BREAK_FROM" "$BREAK_TO" "$BREAK_WHAT" "$BREAK_TESTS"
  fi
  # shellcheck disable=SC2086 # one argument per module
  write_package $MODULES
  local log="$pkg/log"
  mkdir -p "$log"
  # archgen reads the App target and the app's own other modules (as it reads a whole app).
  local read=(Sources/App)
  for module in $LOCAL_MODULES; do read+=("Sources/$module"); done
  (cd "$pkg" \
    && "$archgen" tests "${read[@]}" --module App --framework xctest --output-dir Tests/XCTests \
      >"$log/gen-xctest.txt" 2>&1 \
    && "$archgen" tests "${read[@]}" --module App --framework swift-testing \
      --output-dir Tests/STTests >"$log/gen-swift-testing.txt" 2>&1)
  local total complete file
  read -r total complete < <(grep -E '^[0-9]+ tests: ' "$log/gen-xctest.txt" \
    | sed -E 's/^([0-9]+) tests: ([0-9]+) complete.*/\1 \2/')
  total="${total:-0}" complete="${complete:-0}"
  if [[ -n "$KEEP_SUITES" ]]; then
    # Only this machine's suites: the others (of a file copied for its types) are removed, and
    # the counts are those of the suites kept.
    for file in "$pkg"/Tests/*/*.swift; do
      [[ "$(basename "$file" .swift)" =~ ^($KEEP_SUITES)$ ]] || rm -f "$file"
    done
    total=$(test_names "$pkg/Tests/XCTests" | wc -l)
    complete=$((total - $(grep -cE "needs a value: ($KEEP_SUITES)\." "$log/gen-xctest.txt" || true)))
  fi
  if [[ "$total" -eq 0 ]]; then
    printf '| %s | %s | 0 | 0 | no test generated | | |\n' "$WHAT" "$REPO" >>"$table"
    return
  fi
  for file in "$pkg"/Tests/*/*.swift; do strip_tests "$file" ""; done

  # Build; drop the tests the compiler rejects and build again (at most 3 rounds).
  local rejected="" round errors app_errors=0
  for round in 1 2 3; do
    if build "$log/build-$round.txt"; then break; fi
    errors=$(grep -E "^/.*/Tests/[A-Za-z]+/[^:]+\.swift:[0-9]+:[0-9]+: error:" "$log/build-$round.txt" \
      | sed -E 's/^([^:]+):([0-9]+):.*/\1 \2/' | sort -u)
    if grep -qE "^/.*/Sources/[^:]+\.swift:[0-9]+:[0-9]+: error:" "$log/build-$round.txt" \
      || [[ -z "$errors" ]]; then
      app_errors=1
      break
    fi
    local err_file err_line fname
    declare -A drop=()
    while read -r err_file err_line; do
      fname=$(func_at "$err_file" "$err_line")
      if [[ -z "$fname" ]]; then app_errors=1; fi
      drop["$err_file"]+=" $fname"
      [[ " $rejected " == *" $(basename "$err_file" .swift).$fname "* ]] \
        || rejected+=" $(basename "$err_file" .swift).$fname"
    done <<<"$errors"
    for err_file in "${!drop[@]}"; do strip_tests "$err_file" "${drop[$err_file]}"; done
    unset drop
    [[ $app_errors -eq 1 ]] && break
  done
  local xc_present st_present compiled passed_xc passed_st
  xc_present=$(test_names "$pkg/Tests/XCTests" | wc -l)
  st_present=$(test_names "$pkg/Tests/STTests" | wc -l)
  if [[ $app_errors -eq 1 ]] || ! build "$log/build-final.txt"; then
    printf '| %s | %s | %s | %s | build error (see %s) | | |\n' "$WHAT" "$REPO" "$total" \
      "$complete" "$log" >>"$table"
    return
  fi
  compiled=$xc_present
  swiftpm test >"$log/pass.txt" 2>&1
  passed_xc=$(grep -cE "Test Case '[^']+' passed" "$log/pass.txt")
  passed_st=$(grep -cE "Test [A-Za-z0-9_]+\(\) passed" "$log/pass.txt")
  local failed_before
  failed_before=$(failing_tests "$log/pass.txt" | tr '\n' ' ')

  # The breaks, each alone on a fresh copy of the reducer's files.
  cp -a "$app" "$pkg/App.orig"
  local entry bfile bfrom bto bwhat btests k=0 n_exact=0 n_uncovered=0 summary=""
  local expected actual verdict n_expected n_actual all_before
  all_before=$(failing_tests "$log/pass.txt")
  {
    echo "== $name ($REPO, $WHAT)"
    [[ -n "$rejected" ]] && echo "rejected by the compiler:$rejected"
    [[ -n "$failed_before" ]] && echo "failed before the break: $failed_before"
  } >>"$details"
  for entry in "${BREAKS[@]}"; do
    k=$((k + 1))
    IFS=$'\x1f' read -r bfile bfrom bto bwhat btests <<<"$entry"
    rm -rf "$app" && cp -a "$pkg/App.orig" "$app"
    printf '' >"$log/break-$k-expected.txt"
    printf '' >"$log/break-$k-actual.txt"
    if ! grep -qF -- "$bfrom" "$app/$bfile"; then
      verdict="break not applied"
    else
      sed -i "s/$(printf '%s' "$bfrom" | sed 's/[.[\*^$/]/\\&/g')/$(printf '%s' "$bto" | sed 's/[&/\]/\\&/g')/" \
        "$app/$bfile"
      { swiftpm build --build-tests >"$log/build-broken-$k.txt" 2>&1 \
        && swiftpm test >"$log/broken-$k.txt" 2>&1; } || true
      touch "$log/broken-$k.txt"
      expected=$({
        test_names "$pkg/Tests/XCTests"
        test_names "$pkg/Tests/STTests"
      } | grep -E "\.[A-Za-z0-9_]*($btests)" | LC_ALL=C sort -u)
      local named="$expected"
      # Tests that already failed before the break are left out of both lists.
      actual=$(failing_tests "$log/broken-$k.txt" | LC_ALL=C comm -23 - <(printf '%s\n' "$all_before" | grep . || true))
      expected=$(printf '%s\n' "$expected" | LC_ALL=C comm -23 - <(printf '%s\n' "$all_before" | grep . || true) \
        | grep . || true)
      if grep -qE "^/[^ ]*:[0-9]+:[0-9]+: error:" "$log/build-broken-$k.txt"; then
        verdict="broken copy does not build"
      elif [[ -z "$expected" && -z "$actual" && -n "$named" ]]; then
        verdict="its tests fail on correct code"
      elif [[ -z "$expected" && -z "$actual" ]]; then
        verdict="not covered"
        n_uncovered=$((n_uncovered + 1))
      elif [[ "$expected" == "$actual" ]]; then
        verdict="exact"
        n_exact=$((n_exact + 1))
      else
        verdict="DIFFERENT"
      fi
      printf '%s\n' "$expected" | grep . >"$log/break-$k-expected.txt" || true
      printf '%s\n' "$actual" | grep . >"$log/break-$k-actual.txt" || true
    fi
    n_expected=$(grep -c . "$log/break-$k-expected.txt" || true)
    n_actual=$(grep -c . "$log/break-$k-actual.txt" || true)
    case "$verdict" in
      exact | "not covered") ;;
      *) summary+="; $bwhat: $verdict ($n_expected expected, $n_actual failed)" ;;
    esac
    {
      echo "break $k: $bwhat: $verdict"
      echo "expected:"; sed 's/^/    /' "$log/break-$k-expected.txt"
      echo "failed:"; sed 's/^/    /' "$log/break-$k-actual.txt"
    } >>"$details"
  done
  rm -rf "$app" && mv "$pkg/App.orig" "$app"
  local n_failed_before
  n_failed_before=$(printf '%s\n' "$all_before" | grep -c . || true)
  printf '| %s | %s | %s | %s | %s of %s%s | %s/%s XCTest, %s/%s Swift Testing%s | %s of %s covered exact (%s of %s breaks cover no test)%s |\n' \
    "$WHAT" "$REPO" "$total" "$complete" "$compiled" "$complete" \
    "${rejected:+ (rejected:$rejected)}" "$passed_xc" "$xc_present" "$passed_st" "$st_present" \
    "$( [[ $n_failed_before -gt 0 ]] && echo "; $n_failed_before FAILED")" "$n_exact" \
    "$((${#BREAKS[@]} - n_uncovered))" "$n_uncovered" "${#BREAKS[@]}" "$summary" >>"$table"
}

table="$pkgs/table.md"
details="$pkgs/breaks.txt"
echo "| Reducer | Repository | Tests | Complete | Compiled | Passed | Break → failing tests |" >"$table"
echo "|---|---|---:|---:|---|---|---|" >>"$table"
: >"$details"
selected="${*:-$all_reducers}"
for name in $selected; do
  echo "-- $name" >&2
  run_one "$name"
done
cat "$table"
echo
cat "$details"
