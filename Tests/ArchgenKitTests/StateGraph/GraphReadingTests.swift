import ArchgenKit
import ArchgenTestSupport
import XCTest

/// Issue 11's reading rules: effects, return types, from-states of struct states, initial states,
/// and what is not a machine.
final class GraphReadingTests: XCTestCase {
  private func edges(_ code: String) -> [String] {
    GraphFixtures.analyze(code: code).machines.flatMap(\.transitions).map {
      "\($0.from) -\($0.event)\($0.guardText.map { "[\($0)]" } ?? "")-> \($0.to)"
    }
  }

  /// A literal payload stays in the label, a number with a fraction too, so `archgen tests` can
  /// send the event that was matched.
  func testLiteralPayloadsStayInTheLabel() {
    let code = """
      enum State { case idle, fast, slow, on }
      func reduce(_ state: State, _ event: Event) -> State {
        switch event {
        case .rate(1.5): return .fast
        case .rate(2): return .slow
        case .action(.toggle(true)): return .on
        default: return state
        }
      }
      """
    XCTAssertEqual(
      edges(code), ["* -rate(1.5)-> fast", "* -rate(2)-> slow", "* -action.toggle(true)-> on"])
  }

  func testEffectsAreNeverStatesWhenACaseOnlyCallsMutatingMethods() {
    let code = """
      struct Feature {
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .open: state.mode = .open
              return .none
            case .more: state.items.append(1)
              return .none
            case .fetch: return .run { send in await send(.open) }
            }
          }
        }
      }
      """
    XCTAssertEqual(edges(code), ["* -open-> mode=open", "* -more-> items=?"])
  }

  func testUntypedClosureReturningEffectsAfterMutatingCallsDrawsNoEffectState() {
    let code = """
      let reducer = Reducer { state, action, env in
        switch action {
        case .toggle: state.flags.toggle()
          return .none
        case .close: state.phase = .closed
          return Effect.send(.closed)
        }
      }
      """
    XCTAssertEqual(edges(code), ["* -toggle-> flags=?", "* -close-> phase=closed"])
  }

  func testBoolReturnOfATransitionMethodIsNotAState() {
    let code = """
      enum Door {
        case open, shut
        mutating func transition(_ event: DoorEvent) -> Bool {
          switch (self, event) {
          case (.open, .close): self = .shut
            return true
          default: return false
          }
        }
      }
      """
    XCTAssertEqual(edges(code), ["open -close-> shut"])
  }

  func testElmTupleTakesTheFirstElement() {
    let code = """
      func update(_ state: Model, _ msg: Msg) -> (Model, Cmd) {
        switch msg {
        case .load: return (.loading, .fetch)
        case .done: return (.idle, .none)
        }
      }
      """
    XCTAssertEqual(edges(code), ["* -load-> loading", "* -done-> idle"])
  }

  func testFieldFromStatesOfStructStates() {
    let code = """
      func reduce(state: inout EditorState, action: EditorAction) {
        switch action {
        case .edit:
          switch state.mode {
          case .idle: state.mode = .editing
          default: break
          }
        case .record:
          if case .paused = state.mode { state.mode = .recording }
        case .load:
          guard state.status == .idle else { return }
          state.status = .loading
        case .cancel:
          guard !state.isBusy else { return }
          state.isBusy = true
        }
      }
      """
    XCTAssertEqual(
      edges(code),
      [
        "mode=idle -edit-> mode=editing", "mode=paused -record-> mode=recording",
        "status=idle -load-> status=loading", "isBusy=false -cancel-> isBusy=true",
      ])
  }

  func testStructStateInitialFromFieldDefaults() {
    let code = """
      struct Player {
        struct State { var volume = 3; var mode: Mode = .stopped }
        func reduce(state: inout State, action: Action) {
          switch action {
          case .play: state.mode = .playing
          case .stop: state.mode = .stopped
          }
        }
      }
      """
    let machine = GraphFixtures.analyze(code: code).machines.first
    XCTAssertEqual(machine?.initial, "mode=stopped")
    XCTAssertEqual(machine?.function, "reduce")
  }

  func testPredicatesCountersAndDoublesAreNotMachines() {
    let code = """
      let filtered = actions.filter { state, action in
        switch action { case .a: return true
        default: return false }
      }
      struct Counter {
        mutating func apply(_ event: CounterEvent) {
          switch event { case .up: count += 1
          case .reset: count = 0 }
        }
        var count = 0
      }
      final class MockAuthStore {
        var state: AuthState = .idle
        func send(_ action: AuthAction) {
          switch action { case .login: state = .loggedIn }
        }
      }
      """
    XCTAssertEqual(GraphFixtures.analyze(code: code).machines.map(\.name), [])
  }

  func testOptionalStatesNilAndCollectionStates() {
    let code = """
      func selection(_ action: Action, state: Selection) -> Selection {
        switch action {
        case .clear: return nil
        case .pick(let row): return row
        }
      }
      func next(state: Mode, event: ModeEvent) -> Mode? {
        switch event { case .stop: return .stopped
        default: return nil }
      }
      func bookmarks(state: [Mark]?, action: Action) -> [Mark] {
        var state = state ?? []
        switch action {
        case let add as AddMark: state.append(add.mark)
          return state
        default: return state
        }
      }
      """
    XCTAssertEqual(
      edges(code), ["* -clear-> nil", "* -pick-> ?", "* -stop-> stopped", "* -AddMark-> ?"])
  }

  func testStateByReturnTypeSelfEventAndInitialFromMakeInitialState() {
    let code = """
      func handle(_ action: DraftAction, draft: Draft) -> Draft {
        var draft = draft
        switch action { case .publish: draft.status = .published }
        return draft
      }
      struct Flow {
        struct State { var step: Step }
        func makeInitialState() -> State { State(step: .list) }
        enum Action {
          case open
          func apply(toState state: inout Flow.State) -> Output? {
            switch self {
            case .open: if case .list = state.step { state.step = .detail }
            }
            return nil
          }
        }
      }
      """
    let machines = GraphFixtures.analyze(code: code).machines
    XCTAssertEqual(
      edges(code), ["* -publish-> status=published", "step=list -open-> step=detail"])
    XCTAssertEqual(machines.last?.initial, "step=list")
  }

  func testStateMethodsFallthroughAndActionFirstGenerics() {
    let code = """
      struct Watch {
        var status: Status = .idle
        var laps: [Lap] = []
        mutating func reset() {
          self.laps = []
          status = .idle
        }
      }
      let reducer = Reducer<WatchAction, Watch, Env> { action, state, env in
        switch (action, state.status) {
        case (.reset, .paused): state.reset()
          return .empty
        case (.cancel, .running) where state.laps.isEmpty:
          state.laps = []
          fallthrough
        case (.stop, .running): state.status = .paused
          return .empty
        default: return .empty
        }
      }
      """
    XCTAssertEqual(
      edges(code),
      [
        "status=paused -reset-> laps=[]", "status=paused -reset-> status=idle",
        "status=running -cancel[state.laps.isEmpty]-> laps=[]",
        "status=running -cancel[state.laps.isEmpty]-> status=paused",
        "status=running -stop-> status=paused",
      ])
    XCTAssertEqual(GraphFixtures.analyze(code: code).machines.first?.stateType, "Watch")
  }

  func testStateMethodDeclaredInAnotherFileGivesTheFieldsItSets() {
    let reducer = SourceText(
      path: "Board.swift",
      text: """
        func boardReducer(state: Board, event: BoardEvent) -> Board {
          switch event {
          case let .move(card): return state.moving(card: card, to: .done)
          case .clear: return state.emptied()
          }
        }
        """)
    let lens = SourceText(
      path: "Board+Lenses.swift",
      text: """
        extension Board {
          func moving(card: Card, to column: Column) -> Board {
            var board = self
            board.columns = board.columns.moving(card, to: column)
            board.lastMove = .manual
            return board
          }
        }
        """)
    let options = GraphOptions(paths: [])
    let fast = StateGraph.analyze(sources: [reducer, lens], options: options)
    var full = options
    full.prefilter = false
    XCTAssertEqual(
      fast.machines, StateGraph.analyze(sources: [reducer, lens], options: full).machines)
    XCTAssertEqual(
      fast.machines.flatMap(\.transitions).map { "\($0.from) -\($0.event)-> \($0.to)" },
      ["* -move-> columns=?", "* -move-> lastMove=manual", "* -clear-> ?"])
  }

  func testGuardCaseReducersCastAliasesSubscriptsAndMissingStateDefaults() {
    let code = """
      func changeTab() -> Reducer<TabAction, TabsState, Env> {
        .init { action, state, env in
          guard case let .changeTab(id) = action else { return .empty }
          state.currentTabID = id
          return .empty
        }
      }
      func quotesReducer(action: Action, state: QuotesState?) -> QuotesState {
        var state = state ?? QuotesState()
        switch action {
        case let action as FetchQuotes:
          if case .success(let quotes) = action { state.quotes = quotes }
        default: break
        }
        return state
      }
      func images(state: inout ImagesState, action: ImageAction) {
        switch action {
        case let .request(url):
          if !state.isRequesting[url, default: false] { state.isRequesting[url] = true }
        case let .remove(url): state.images[url] = .none
        }
      }
      func marks(state: [Mark]?, action: Action) -> [Mark] {
        var state = state ?? []
        switch action {
        case let add as AddMark: state.append(add.mark)
        default: break
        }
        return state
      }
      """
    XCTAssertEqual(
      edges(code),
      [
        "* -changeTab-> currentTabID=?", "* -FetchQuotes.success-> quotes=?",
        "* -request[!state.isRequesting[url, default: false]]-> isRequesting[]=true",
        "* -remove-> images[]=nil", "* -AddMark-> ?",
      ])
    XCTAssertEqual(GraphFixtures.analyze(code: code).machines.last?.initial, "[]")
  }

  func testClassMachineReadsClosuresInLocalDeclarations() {
    let code = """
      final class SyncModel {
        var syncState: SyncState = .idle
        func sync() {
          syncState = .syncing
          let action = SyncAction(onCompletion: { [weak self] error in
            self?.syncState = error == nil ? .synced : .failed
          })
          dispatch(action)
        }
        func reset() { syncState = .idle }
      }
      """
    XCTAssertEqual(
      edges(code),
      [
        "* -sync-> syncing", "syncing -sync[error == nil]-> synced",
        "syncing -sync[!(error == nil)]-> failed", "* -reset-> idle",
      ])
  }

  func testGraphExcludedConfigReplacesTheDefault() throws {
    XCTAssertEqual(GraphConfig().excluded, GraphConfig.defaultExcluded)
    let parsed = try ArchgenConfig.parse("graph:\n  excluded: [Legacy, \"*Demo\"]\n", file: "a.yml")
    XCTAssertEqual(parsed.config.graph.excluded, ["Legacy", "*Demo"])
    XCTAssertEqual(parsed.warnings, [])
  }

  func testTestsFoldersAreExcludedByDefaultBelowTheGivenPath() throws {
    let root = try temporaryDirectory("graph-exclude").url
    let tests = root.appendingPathComponent("AppTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    let code = """
      func reduce(state: inout S, event: E) {
        switch event { case .go: state = .gone }
      }
      """
    try code.write(to: tests.appendingPathComponent("R.swift"), atomically: true, encoding: .utf8)
    let excluded = GraphConfig().excluded
    let fromRoot = StateGraph.analyze(GraphOptions(paths: [root.path], excluded: excluded))
    XCTAssertEqual(fromRoot.machines.count, 0)
    let named = StateGraph.analyze(GraphOptions(paths: [tests.path], excluded: excluded))
    XCTAssertEqual(named.machines.count, 1)
    let extra = StateGraph.analyze(GraphOptions(paths: [tests.path], excluded: ["R.swift"]))
    XCTAssertEqual(extra.machines.count, 0)
    let file = tests.appendingPathComponent("R.swift").path
    let explicit = StateGraph.analyze(GraphOptions(paths: [file], excluded: excluded))
    XCTAssertEqual(explicit.machines.count, 1, "a file named on the command line is read")
  }

  func testStateTypeResolvesInsideTheEnclosingTypeFirst() {
    let code = """
      enum State { case a, b }
      struct Feature {
        struct State { var phase: Phase = .a }
        func reduce(state: inout State, action: Action) {
          switch action { case .go: state.phase = .b }
        }
      }
      """
    let machine = GraphFixtures.analyze(code: code).machines.first
    XCTAssertEqual(machine?.states.map(\.name), ["phase=a", "phase=b"])
    XCTAssertEqual(machine?.initial, "phase=a")
  }
}

/// `BindingReducer()` beside a `Reduce` block in a composable-architecture `body`.
final class GraphBindingReducerTests: XCTestCase {
  func testBindableFieldsAreDrawnAsBindingEdgesOnceAndAnObservableStateAsOne() throws {
    let machines = try GraphFixtures.analyze("BindingFeature.swift").machines
    let edges = machines.map { machine in
      machine.transitions.filter { $0.event == "binding" }.map { "\($0.from) -> \($0.to)" }
    }
    XCTAssertEqual(edges.first, ["* -> nickname=?", "* -> isPublic=?"])
    XCTAssertEqual(
      machines.last?.transitions.filter { $0.event == "view.binding" }.map(\.to), ["?"])
  }

  /// `Reduce<State, Action> { }` is the same `Reduce` with its generic arguments spelled out:
  /// the `BindingReducer()` beside it is still drawn.
  func testAReduceWithItsGenericArgumentsSpelledStillDrawsTheBindings() throws {
    let code = """
      @Reducer
      struct Consent {
        @ObservableState
        struct State { var accepted = false }
        enum Action: BindableAction { case binding(BindingAction<State>), accept }
        var body: some Reducer<State, Action> {
          BindingReducer()
          Reduce<State, Action> { state, action in
            switch action {
            case .accept:
              state.accepted = true
              return .none
            case .binding:
              return .none
            }
          }
        }
      }
      """
    let machine = try XCTUnwrap(GraphFixtures.analyze(code: code).machines.first)
    XCTAssertEqual(
      machine.transitions.map { "\($0.from) -\($0.event)-> \($0.to)" },
      ["* -accept-> accepted=true", "* -binding-> ?"])
  }
}
