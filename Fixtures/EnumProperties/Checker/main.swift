// Compiled together with every fixture and its golden extension; asserts the value of each
// generated property for each case. Prints the failures and exits 1 when any check fails.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

nonisolated(unsafe) var failures: [String] = []
nonisolated(unsafe) var checks = 0

func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String, line: Int = #line) {
  checks += 1
  if actual != expected { failures.append("line \(line): \(what): \(actual) != \(expected)") }
}

func expect(_ actual: Bool, _ what: String, line: Int = #line) {
  expect(actual, true, what, line: line)
}

// States
let items = [FeedItem(title: "a")]
typealias Feed = FeedService.State
let feedStates: [Feed] = [
  .idle, .loading(nil), .loading(items), .loaded(.success(items)),
  .loaded(.failure(nil, FeedError())),
]
expect(feedStates.map(\.isIdle), [true, false, false, false, false], "isIdle")
expect(feedStates.map(\.isLoading), [false, true, true, false, false], "isLoading")
expect(feedStates.map(\.isLoaded), [false, false, false, true, true], "isLoaded")
expect(feedStates.map(\.isLoadedSuccess), [false, false, false, true, false], "isLoadedSuccess")
expect(feedStates.map(\.isLoadedFailure), [false, false, false, false, true], "isLoadedFailure")
expect(feedStates.map(\.loading), [nil, nil, items, nil, nil], "loading (flattened)")
expect(feedStates.map { $0.loaded == nil }, [true, true, true, false, false], "loaded")

// Payloads
let upload = Transfer.upload([1, 2], name: "n", retries: 4)
expect(upload.isUpload && !upload.isPair && !upload.isCancelled, "isUpload")
expect(upload.upload?.0 ?? [], [1, 2], "upload.0")
expect(upload.upload?.name, "n", "upload.name")
expect(upload.upload?.retries, 4, "upload.retries")
expect(upload.pair == nil && upload.note == nil && upload.legacy == nil, "other payloads nil")
let pair = Transfer.pair(1, "x")
expect(pair.isPair, "isPair")
expect(pair.pair?.0, 1, "pair.0")
expect(pair.pair?.1, "x", "pair.1")
expect(Transfer.note(nil).isNote, "isNote")
expect(Transfer.note(nil).note, nil, "note nil payload")
expect(Transfer.note("hi").note, "hi", "note")
expect(Transfer.legacy(5).legacy, 5, "legacy")
expect(Transfer.legacy(5).isLegacy, "isLegacy")
expect(Transfer.wrapped(2.5).wrapped, 2.5, "wrapped")
expect(Transfer.wrapped(2.5).isWrapped, "isWrapped")
expect(Transfer.named(title: "t").named, "t", "named")
expect(Transfer.named(title: "t").isNamed, "isNamed")
expect(Transfer.failed(FeedError()).failed is FeedError, "failed")
expect(Transfer.failed(FeedError()).isFailed, "isFailed")
expect(Transfer.callback { $0 * 2 }.callback?(21), 42, "callback")
expect(Transfer.callback { $0 }.isCallback, "isCallback")
expect(Transfer.cancelled.isCancelled && Transfer.cancelled.failed == nil, "isCancelled")

// Generics
let full = Box<Int>.full(3)
expect(full.full, 3, "full")
expect([full.isEmpty, full.isFull, full.isPair], [false, true, false], "Box checks")
expect(Box<Int>.empty.isEmpty && Box<Int>.empty.full == nil, "isEmpty")
let boxPair = Box<String>.pair(first: "a", second: "b")
expect(boxPair.pair?.first, "a", "pair.first")
expect(boxPair.pair?.second, "b", "pair.second")
expect(boxPair.isPair, "Box.isPair")
let slot = Shelf.Slot<Int>.holding(7)
expect(slot.holding, 7, "holding")
expect(slot.isHolding && !slot.isVacant, "isHolding")
expect(Shelf.Slot<Int>.vacant.isVacant && Shelf.Slot<Int>.vacant.holding == nil, "isVacant")

// Nesting
typealias Mode = Dashboard.Panel.Mode
let pinned = Mode.pinned(.top)
expect(pinned.pinned, .top, "pinned")
expect(pinned.isPinned && pinned.isPinnedTop && !pinned.isPinnedBottom, "isPinnedTop")
expect(Mode.pinned(.bottom).isPinnedBottom, "isPinnedBottom")
let floating = Mode.floating(origin: nil, Mode.Size(width: 2))
expect(floating.isFloating && !floating.isPinned && !floating.isHidden, "isFloating")
expect(floating.floating?.origin, nil, "floating.origin")
expect(floating.floating?.1, Mode.Size(width: 2), "floating.1")
expect(Mode.hidden.isHidden && Mode.hidden.floating == nil, "isHidden")

// Indirect
let negated = Expression.negated(.number(2))
expect(negated.isNegated && negated.isNegatedNumber && !negated.isNegatedSum, "isNegatedNumber")
expect(negated.negated?.number, 2, "negated.number")
expect(Expression.negated(.negated(.number(1))).isNegatedNegated, "isNegatedNegated")
expect(Expression.negated(.sum(.number(1), .number(2))).isNegatedSum, "isNegatedSum")
let sum = Expression.sum(.number(1), .number(2))
expect(sum.isSum && !sum.isNumber, "isSum")
expect(sum.sum?.0.number, 1, "sum.0")
expect(sum.sum?.1.number, 2, "sum.1")
expect(Expression.number(4).number, 4, "number")
let node = Tree.node(left: .leaf, right: .node(left: .leaf, right: .leaf))
expect(node.isNode && !node.isLeaf, "isNode")
expect(node.node?.left.isLeaf ?? false, "node.left")
expect(node.node?.right.isNode ?? false, "node.right")
expect(Tree.leaf.isLeaf && Tree.leaf.node == nil, "isLeaf")

// Conditional
expect(Platform.common.isCommon, "isCommon")
#if os(Linux)
  let linux = Platform.linux(kernel: "6")
  expect(linux.isLinux && !linux.isCommon, "isLinux")
  expect(linux.linux, "6", "linux")
#elseif os(macOS)
  expect(Platform.mac.isMac, "isMac")
#else
  expect(Platform.other.isOther, "isOther")
#endif
#if DEBUG
  expect(Platform.debugOnly.isDebugOnly && !Platform.common.isDebugOnly, "isDebugOnly")
  #if os(Linux) || os(macOS)
    let overlay = DebugPanel.Overlay.grid(spacing: 8)
    expect(overlay.grid, 8, "grid")
    expect(overlay.isGrid && !overlay.isNone, "isGrid")
    expect(DebugPanel.Overlay.none.isNone && DebugPanel.Overlay.none.grid == nil, "isNone")
  #endif
#endif

// Availability
expect(Feature.basic.isBasic, "isBasic")
@available(*, deprecated)
func checkLegacy() {
  expect(Feature.legacy(1).isLegacy && !Feature.basic.isLegacy, "isLegacy")
  expect(Feature.legacy(1).legacy, 1, "legacy")
  expect(OldFeature.on(2).on, 2, "OldFeature.on")
  expect(OldFeature.on(2).isOn, "OldFeature.isOn")
}
checkLegacy()
if #available(macOS 10.15, iOS 13, *) {
  expect(Feature.modern.isModern && !Feature.basic.isModern, "isModern")
}

// Keywords
expect(Keyword.default.isDefault && !Keyword.default.isIs, "isDefault")
expect(Keyword.in(3).in, 3, "in")
expect(Keyword.in(3).isIn, "isIn")
expect(Keyword.func(name: "f").func, "f", "func")
expect(Keyword.func(name: "f").isFunc, "isFunc")
expect(Keyword.is.isIs && Keyword.is.in == nil, "isIs")

// ExistingMember: the hand-written members win.
expect(Connection.closed.isReady, "hand-written isReady")
expect(Connection.busy(1).busy, nil, "hand-written busy")
expect(Connection.busy(1).isBusy && !Connection.busy(1).isClosed, "isBusy")
expect(Connection.closed.isClosed, "isClosed")

// Overloaded: only the other cases get properties.
expect(Gesture.tap.isTap && !Gesture.move(x: 1).isTap, "isTap")

// Access
expect(PublicMode.on(1).on, 1, "PublicMode.on")
expect(PublicMode.on(1).isOn && PublicMode.off.isOff, "PublicMode checks")
expect(PackageMode.on.isOn && !PackageMode.on.isOff, "PackageMode checks")
expect(InternalMode.on.isOn, "InternalMode")
expect(AccessHost.Inner.value("v").value, "v", "AccessHost.Inner.value")
expect(AccessHost.Inner.value("v").isValue, "AccessHost.Inner.isValue")
expect(InternalHost.Inner.value("w").value, "w", "InternalHost.Inner.value")
expect(InternalHost.Inner.value("w").isValue, "InternalHost.Inner.isValue")

// Setters: a setter replaces the payload only when the value is already that case.
var editor = Editor.editing(text: "a", cursor: 1)
editor.editing = (text: "b", cursor: 2)
expect(editor.editing?.text, "b", "editing set")
expect(editor.editing?.cursor, 2, "editing set cursor")
editor.editing = nil
expect(editor.isEditing, "setting nil keeps the case")
editor.saved = "s"
expect(editor.isEditing && editor.saved == nil, "setting another case changes nothing")
var draft = Editor.draft("x")
draft.draft = nil
expect(draft.isDraft && draft.draft == nil, "optional payload set to nil")
draft.draft = "y"
expect(draft.draft, "y", "draft set")
var saved = Editor.saved("1")
saved.saved = "2"
expect(saved.saved, "2", "saved set")
var closed = Editor.closed
closed.draft = "z"
expect(closed.isClosed, "closed stays closed")

// LongNames (generated with --setters, lines broken)
var progress = ImportProgress.waitingForTheRemoteServerToAcknowledge(
  requestIdentifier: 1, attemptNumber: 2, scheduledRetryDelay: 0.5)
expect(progress.isWaitingForTheRemoteServerToAcknowledge, "isWaiting...")
expect(progress.waitingForTheRemoteServerToAcknowledge?.attemptNumber, 2, "attemptNumber")
progress.waitingForTheRemoteServerToAcknowledge = (
  requestIdentifier: 1, attemptNumber: 3, scheduledRetryDelay: 1
)
expect(progress.waitingForTheRemoteServerToAcknowledge?.attemptNumber, 3, "attemptNumber set")
progress.mediumCase = (1, 2, 3)
expect(progress.mediumCase == nil && !progress.isMediumCase, "mediumCase not set on other case")
var medium = ImportProgress.mediumCase(1, 2, 3)
medium.mediumCase = (4, 5, 6)
expect(medium.mediumCase?.2, 6, "mediumCase set")
let received = ImportProgress.receivingTheRequestedDocumentFromTheServer(
  bytesReceivedSoFar: 1, totalBytes: 9)
expect(received.receivingTheRequestedDocumentFromTheServer?.totalBytes, 9, "totalBytes")
expect(received.isReceivingTheRequestedDocumentFromTheServer, "isReceiving...")
var finished = ImportProgress.finishedImportingEverything(summaryDescription: "ok")
finished.finishedImportingEverything = "done"
expect(finished.finishedImportingEverything, "done", "finished set")
expect(finished.isFinishedImportingEverything, "isFinished...")

if failures.isEmpty {
  print("all \(checks) checks passed")
} else {
  print(failures.joined(separator: "\n"))
  exit(1)
}
