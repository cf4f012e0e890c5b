#!/usr/bin/env bash
# Proves `archgen tests` on real builds: copies the pure-reducer fixtures into a temporary SwiftPM
# package, generates XCTest and Swift Testing suites for them, runs `swift test`, prints the
# complete/placeholder figures, then breaks one transition and checks that exactly its tests fail.
#
# usage: .ci/tests-check.sh ARCHGEN_BINARY
#
# Fixtures used (pure reducers that build on Linux): StateGraph/{TrafficLight, CheckoutFlow,
# BookingMachine, PlayerReducer, SmartLock, ConnectionMachine}.swift and TestGeneration/*.swift.
# PlayerReducer gets `import Foundation` (it names URL); SmartLock's `@Published` and
# ConnectionMachine's `FeedbackSystem` get one-line shims (Support/Shims.swift), since Combine
# and the FeedbackSystem library are not on Linux. Left out: AuthService, DownloadsStore,
# OnboardingReducer (RxSwift), CounterFeature, MeetingRecorder (ComposableArchitecture),
# FeedReactor (ReactorKit), RouterReducer (ReSwift), SearchFeature (UniFlow), ArticlesViewModel,
# UploadViewModel (view models, no pure reducer), BrokenReducers (a syntax error on purpose) and
# the Negative* files (no machine).
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
mkdir -p "$pkg/Sources/Machines/Fixtures" "$pkg/Sources/Machines/Support" \
  "$pkg/Tests/XCTestTests" "$pkg/Tests/SwiftTestingTests"

for name in TrafficLight CheckoutFlow BookingMachine PlayerReducer SmartLock ConnectionMachine; do
  cp "$root/Fixtures/StateGraph/$name.swift" "$pkg/Sources/Machines/Fixtures/"
done
cp "$root"/Fixtures/TestGeneration/*.swift "$pkg/Sources/Machines/Fixtures/"
printf 'import Foundation\n' | cat - "$root/Fixtures/StateGraph/PlayerReducer.swift" \
  >"$pkg/Sources/Machines/Fixtures/PlayerReducer.swift"

cat >"$pkg/Sources/Machines/Support/Shims.swift" <<'SWIFT'
// Linux stand-ins for what the fixtures name from Apple or third-party frameworks.
@propertyWrapper struct Published<Value> { var wrappedValue: Value }

struct FeedbackSystem<State, Event> {
  init(initial: State, reduce: @escaping (State, Event) -> State, feedbacks: [Any]) {}
}

/// What the check fills the `<#Error#>` placeholders with, as a developer would.
struct FixtureError: Error {}
SWIFT

cat >"$pkg/Package.swift" <<'SWIFT'
// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Machines",
  targets: [
    .target(name: "Machines"),
    .testTarget(name: "XCTestTests", dependencies: ["Machines"]),
    .testTarget(name: "SwiftTestingTests", dependencies: ["Machines"]),
  ]
)
SWIFT

# BookingMachine's reducer is named in the config, as a team would.
printf 'graph:\n  functions: [advance]\n' >"$pkg/.archgen.yml"

cd "$pkg"
echo "-- archgen tests (XCTest)"
"$archgen" tests Sources/Machines/Fixtures --module Machines --framework xctest \
  --output Tests/XCTestTests | tee "$work/xctest.txt"
echo "-- archgen tests (Swift Testing)"
"$archgen" tests Sources/Machines/Fixtures --module Machines --framework swift-testing \
  --output Tests/SwiftTestingTests | tee "$work/testing.txt"

summary=$(grep -E '^[0-9]+ tests: ' "$work/xctest.txt")
total=$(echo "$summary" | sed -E 's/^([0-9]+) tests.*/\1/')
complete=$(echo "$summary" | sed -E 's/.*: ([0-9]+) complete.*/\1/')
placeholders=$(grep -rho '<#[^#]*#>' Tests | sort | uniq -c | sed 's/^ */    /')
grep -rl '<#Error#>' Tests | xargs -r sed -i 's/<#Error#>/FixtureError()/g'
if grep -rq '<#' Tests; then
  echo "error: a placeholder other than <#Error#> is left:" >&2
  grep -rn '<#' Tests >&2
  exit 1
fi

run_tests() {
  swift test 2>&1 | tee "$1" >/dev/null || true
}

echo "-- swift test (as generated; <#Error#> filled with FixtureError())"
run_tests "$work/pass.log"
failures=$(grep -cE "error: -\[|recorded an issue" "$work/pass.log" || true)
if ! grep -qE "Executed [0-9]+ tests?, with 0 failures" "$work/pass.log" \
  || ! grep -qE "Test run with [0-9]+ tests? .*passed" "$work/pass.log"; then
  tail -n 60 "$work/pass.log" >&2
  echo "error: the generated tests do not all pass ($failures failures)" >&2
  exit 1
fi
grep -E "Executed [0-9]+ tests?, with|Test run with" "$work/pass.log" | tail -n 2

echo "-- break one transition: CheckoutFlow .cart --proceed--> .payment instead of .shipping"
sed -i 's/case .cart: next = .shipping/case .cart: next = .payment/' \
  Sources/Machines/Fixtures/CheckoutFlow.swift
grep -q 'case .cart: next = .payment' Sources/Machines/Fixtures/CheckoutFlow.swift
run_tests "$work/broken.log"
failed=$(
  {
    # XCTest prints `Test Case 'Suite.test' failed` on Linux, `'-[Module.Suite test]'` on macOS.
    grep -oE "Test Case '[^']+' failed" "$work/broken.log" \
      | sed -E "s/Test Case '(-\[)?[A-Za-z0-9.]+[. ]([A-Za-z0-9]+)\]?' failed/\2/"
    grep -oE "Test [A-Za-z0-9]+\(\) failed" "$work/broken.log" | sed -E 's/Test ([A-Za-z0-9]+\(\)) failed/\1/'
  } | sort -u
)
echo "failing tests:"
echo "$failed" | sed 's/^/    /'
expected=$(printf 'cartProceedGoesToShipping()\ntestCartProceedGoesToShipping\n')
if [[ "$failed" != "$expected" ]]; then
  echo "error: expected exactly the cart --proceed--> shipping tests to fail" >&2
  exit 1
fi

echo "tests generated: $total per framework, $complete complete, $((total - complete)) need a value"
echo "placeholders (filled by this check):"
echo "${placeholders:-    none}"
echo "tests-check: OK"
