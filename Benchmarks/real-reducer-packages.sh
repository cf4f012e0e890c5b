#!/usr/bin/env bash
# Real reducers in temporary packages: copies reducers of public repositories (checkouts in
# /work/real, read at run time, never committed) into one small SwiftPM package each, outside
# this repository, with only what the reducer needs to compile; generates its tests with
# `archgen tests` (XCTest and Swift Testing), builds and runs them, then breaks one transition
# of the copied reducer and checks that exactly that transition's tests fail.
#
# usage: Benchmarks/real-reducer-packages.sh ARCHGEN_BINARY [REDUCER...]
#   env: REAL (default /work/real), PKGS (default /work/tmp/realpkgs: one package per reducer),
#        ARCHGEN_ROOT (default: this repository).
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

if [[ $# -lt 1 ]]; then
  echo "usage: $0 ARCHGEN_BINARY [REDUCER...]" >&2
  exit 2
fi
archgen="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
root="${ARCHGEN_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
bench="$root/Benchmarks/RealReducers"
real="${REAL:-/work/real}"
pkgs="${PKGS:-/work/tmp/realpkgs}"
mkdir -p "$pkgs"

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

# --- the package --------------------------------------------------------------------------

deps_of() { # the stand-in modules a stand-in module imports
  case "$1" in
    AWSPluginsCore) echo Amplify ;;
    ReactorKit) echo RxSwift ;;
    WorkflowTesting) echo Workflow ;;
    *) ;;
  esac
}

write_package() { # MODULES...
  local targets="" names="" module dep deps
  for module in "$@"; do
    deps=""
    for dep in $(deps_of "$module"); do deps+="\"$dep\", "; done
    targets+="    .target(name: \"$module\", dependencies: [$deps]),"$'\n'
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
    /^  (@Test )?func / && !infunc {
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
    grep -E '^  (@Test )?func ' "$file" | sed -E 's/^ *(@Test )?func ([A-Za-z0-9_]+).*/\2/' \
      | sed "s/^/$(basename "$file" .swift)./"
  done
}

func_at() { # FILE LINE: the test function holding that line
  awk -v at="$2" 'NR <= at && /^  (@Test )?func / { n = $0 } END {
    sub(/^ *(@Test )?func /, "", n); sub(/\(.*/, "", n); print n }' "$1"
}

build() { # LOG
  (cd "$pkg" && swift build --build-tests >"$1" 2>&1)
}

failing_tests() { # LOG: Suite.name of each failed test, both frameworks
  {
    grep -oE "Test Case '[^']+' failed" "$1" \
      | sed -E "s/Test Case '(-\[)?([A-Za-z0-9]+\.)?([A-Za-z0-9]+)[. ]([A-Za-z0-9_]+)\]?' failed/\3.\4/"
    grep -oE "Test [A-Za-z0-9_]+\(\) recorded an issue at [A-Za-z0-9+]+\.swift" "$1" \
      | sed -E 's/Test ([A-Za-z0-9_]+)\(\) recorded an issue at ([A-Za-z0-9+]+)\.swift/\2.\1/'
  } | LC_ALL=C sort -u
}

run_one() { # NAME
  local name="$1"
  pkg="$pkgs/$name"
  app="$pkg/Sources/App"
  rm -rf "$pkg"
  mkdir -p "$app" "$pkg/Tests/XCTests" "$pkg/Tests/STTests"
  MODULES="" BREAK_TESTS="" REPO="" WHAT=""
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
  if [[ -e "$bench/Support/$name.swift" ]]; then
    cp "$bench/Support/$name.swift" "$app/Support.swift"
  fi
  # shellcheck disable=SC2086 # one argument per module
  write_package $MODULES
  local log="$pkg/log"
  mkdir -p "$log"
  (cd "$pkg" \
    && "$archgen" tests Sources/App --module App --framework xctest --output-dir Tests/XCTests \
      >"$log/gen-xctest.txt" 2>&1 \
    && "$archgen" tests Sources/App --module App --framework swift-testing \
      --output-dir Tests/STTests >"$log/gen-swift-testing.txt" 2>&1)
  local total complete
  read -r total complete < <(grep -E '^[0-9]+ tests: ' "$log/gen-xctest.txt" \
    | sed -E 's/^([0-9]+) tests: ([0-9]+) complete.*/\1 \2/')
  total="${total:-0}" complete="${complete:-0}"
  if [[ "$total" -eq 0 ]]; then
    printf '| %s | %s | 0 | 0 | no test generated | | |\n' "$WHAT" "$REPO" >>"$table"
    return
  fi
  local file
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
  (cd "$pkg" && swift test >"$log/pass.txt" 2>&1)
  passed_xc=$(grep -cE "Test Case '[^']+' passed" "$log/pass.txt")
  passed_st=$(grep -cE "Test [A-Za-z0-9_]+\(\) passed" "$log/pass.txt")
  local failed_before
  failed_before=$(failing_tests "$log/pass.txt" | tr '\n' ' ')

  # The break.
  local expected actual verdict
  if ! grep -qF -- "$BREAK_FROM" "$app/$BREAK_FILE"; then
    verdict="break not applied"
  else
    sed -i "s/$(printf '%s' "$BREAK_FROM" | sed 's/[.[\*^$/]/\\&/g')/$(printf '%s' "$BREAK_TO" | sed 's/[&/\]/\\&/g')/" \
      "$app/$BREAK_FILE"
    (cd "$pkg" && swift build --build-tests >"$log/build-broken.txt" 2>&1 \
      && swift test >"$log/broken.txt" 2>&1)
    printf '' >"$log/break-expected.txt"
    expected=$({
      test_names "$pkg/Tests/XCTests"
      test_names "$pkg/Tests/STTests"
    } | grep -E "\.[A-Za-z0-9_]*($BREAK_TESTS)" | LC_ALL=C sort -u)
    # Tests that already failed before the break are left out of both lists.
    actual=$(failing_tests "$log/broken.txt" | LC_ALL=C comm -23 - <(failing_tests "$log/pass.txt"))
    expected=$(printf '%s\n' "$expected" | LC_ALL=C comm -23 - <(failing_tests "$log/pass.txt") \
      | grep . || true)
    if [[ -z "$expected" && -z "$actual" ]]; then
      verdict="no test left to fail"
    elif [[ "$expected" == "$actual" ]]; then
      verdict="exact"
    else
      verdict="DIFFERENT"
    fi
    printf '%s\n' "$expected" >"$log/break-expected.txt"
    printf '%s\n' "$actual" >"$log/break-actual.txt"
  fi
  local n_expected n_actual
  n_expected=$(grep -c . "$log/break-expected.txt" 2>/dev/null || true)
  n_actual=$(grep -c . "$log/break-actual.txt" 2>/dev/null || true)
  local n_failed_before
  n_failed_before=$(failing_tests "$log/pass.txt" | grep -c . || true)
  printf '| %s | %s | %s | %s | %s of %s%s | %s/%s XCTest, %s/%s Swift Testing%s | %s: %s expected, %s failed (%s) |\n' \
    "$WHAT" "$REPO" "$total" "$complete" "$compiled" "$complete" \
    "${rejected:+ (rejected:$rejected)}" "$passed_xc" "$xc_present" "$passed_st" "$st_present" \
    "$( [[ $n_failed_before -gt 0 ]] && echo "; $n_failed_before FAILED")" "$BREAK_WHAT" "$n_expected" "$n_actual" \
    "$verdict" >>"$table"
  {
    echo "== $name ($REPO, $WHAT)"
    [[ -n "$rejected" ]] && echo "rejected by the compiler:$rejected"
    [[ -n "$failed_before" ]] && echo "failed before the break: $failed_before"
    echo "break: $BREAK_WHAT"
    echo "expected:"; sed 's/^/    /' "$log/break-expected.txt"
    echo "failed:"; sed 's/^/    /' "$log/break-actual.txt"
  } >>"$details"
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
