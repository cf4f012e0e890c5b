/// Writes one planned file. The templates live in extensions, one file per family of kinds.
struct FileRenderer {
  var rng: SplitMix64
  var out = SourceWriter()
  let file: PlannedFile
  private var usedMembers: Set<String> = []

  init(file: PlannedFile, seed: UInt64) {
    self.file = file
    rng = SplitMix64(seed: seed)
  }

  var feature: Feature { file.feature ?? Feature(name: "Main", domain: "Order") }

  mutating func render() -> String {
    header()
    switch file.kind {
    case .environment: environment()
    case .appEnvironment: appEnvironment()
    case .environmentAssembly: environmentAssembly()
    case .appDelegate: appDelegate()
    case .apiClient: apiClient()
    case .viewController: viewController()
    case .store: store()
    case .builder: builder()
    case .router: router()
    case .rootView: rootView()
    case .cell: cell()
    case .swiftUIView: swiftUIView()
    case .presentationModel: presentationModel()
    case .storeTests: storeTests()
    case .viewControllerTests: viewControllerTests()
    case .serviceTests: serviceTests()
    case .statefulService: statefulService()
    case .repository: repository()
    case .serviceProtocol: serviceProtocol()
    case .model: model()
    case .endpoint: endpoint()
    case .dto: dto()
    case .extensionFile: extensionFile()
    case .utility: utility()
    }
    return out.text
  }

  private mutating func header() {
    let fileName = file.path.split(separator: "/").last ?? ""
    let module = file.path.hasPrefix("AppTests") ? "AppTests" : "App"
    out.add("//\n//  \(fileName)\n//  \(module)\n//\n")
  }

  /// A member name not used yet in this file.
  mutating func member(_ base: String) -> String {
    var name = base
    var counter = 2
    while usedMembers.contains(name) {
      name = "\(base)\(counter)"
      counter += 1
    }
    usedMembers.insert(name)
    return name
  }

  /// The line that breaks the environment rule planted in this file, if any, preceded by a
  /// suppression when the plan says so.
  mutating func plantedViolation(reading member: String) {
    switch file.violation {
    case .none: return
    case .read:
      if file.suppressed {
        out.add("// archgen:disable:next direct-environment-access")
      }
      out.add("let \(lowerFirst(member)) = CurrentEnvironment.env.\(member)")
    case .mutation:
      out.add("CurrentEnvironment.setEnvironment(.mock)")
    }
  }

  /// Adds members until the file reaches its planned size, leaving `reserve` lines for what
  /// follows (closing braces and the like).
  mutating func fill(reserve: Int, uiKit: Bool = false) {
    while out.count + reserve < file.targetLines {
      out.gap()
      let choice = rng.int(0...(uiKit ? 10 : 8))
      switch choice {
      case 0: formatterMember()
      case 1: flagMember()
      case 2: groupingMember()
      case 3: validationMember()
      case 4: asyncMember()
      case 5: constantsMember()
      case 6: markedMember()
      case 7: parametersMember()
      case 8: sortingMember()
      default: subviewMember()
      }
    }
  }
}
